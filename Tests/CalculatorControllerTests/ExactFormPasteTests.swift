import Testing
import TestSupport
@testable import CalculatorController
@testable import CalculatorModel

/// Issue 31: an exact form's plain text (what Ctrl+C copies and `--exact` prints) and its display text
/// both paste back to the same exact value, under both evaluation rules: `√2/2` pasted is exactly √2/2,
/// not 0.7071…. A property over random values with forms, built from the keys' functions.
struct ExactFormPasteTests {
    /// The value `text` pastes to in a fresh calculator, or nil when refused.
    private static func pasted(_ text: String, _ evaluation: Evaluation) -> Real? {
        let controller = CalculatorController(significantDigits: NumberFormat.wideDigits)
        controller.evaluation = evaluation
        return controller.paste(text + " =")?.state.value
    }

    /// A random value with an exact form: a fraction times √n, ∛n, a fifth root, π, eʳ, ln r or log r.
    static func randomValue(_ random: inout SplitMix64) -> Real {
        let coefficient = Real(random.int(-40...40)) / Real(random.int(1...30))
        let small = Real(random.int(2...200))
        let fraction = Real(random.int(1...50)) / Real(random.int(1...12))
        let factor: Real =
            switch random.int(0...8) {
            case 0: .one
            case 1: ScientificFunctions.squareRoot(small)
            case 2: ScientificFunctions.cubeRoot(small)
            case 3: ScientificFunctions.power(small, Real(1) / 5)
            case 4: .pi
            case 5: ScientificFunctions.exp(Real(random.int(-5...5)) / Real(random.int(1...3)))
            case 6: ScientificFunctions.ln(fraction)
            case 7: ScientificFunctions.log10(fraction)
            default: ScientificFunctions.squareRoot(fraction)
            }
        return coefficient * factor
    }

    @Test(arguments: 0..<4)
    func anExactFormPastesBackToTheSameValue(seed: Int) throws {
        var random = SplitMix64(seed: UInt64(seed) &* 31 &+ 3_131)
        var checked = 0
        for _ in 0..<150 {
            let value = Self.randomValue(&random)
            let options = ExactForm.Options(fractions: .always, mixedNumbers: random.int(0...1) == 1)
            guard let form = ExactForm(value, options: options) else { continue }
            for evaluation in [Evaluation.precedence, .immediate] {
                // The same form; and the value read is canonically held, so it pastes back to itself
                // exactly (`64 xʸ 0.2` is held as 64^(1/5); its form 2⁵√2 reads back as 2 × 2^(1/5)).
                let plain = try #require(Self.pasted(form.plainText, evaluation), "\(form.plainText) refused")
                #expect(ExactForm(plain, options: options) == form, "\(form.plainText) under \(evaluation)")
                #expect(Self.pasted(form.plainText, evaluation) == plain)
                let again = try #require(ExactForm(plain, options: options))
                #expect(Self.pasted(again.plainText, evaluation) == plain, "\(form.plainText) under \(evaluation)")
                if !form.isMixed {
                    let display = try #require(Self.pasted(form.displayText, evaluation), "\(form.displayText) refused")
                    #expect(display == plain, "\(form.displayText) under \(evaluation)")
                }
            }
            checked += 1
        }
        #expect(checked > 100)
    }

    /// The superscripts the display writes: `e¹²`, `⁵√2`, `∜2`, `e⁻¹`, and `x²` stays the x² key.
    @Test(arguments: [
        ("e¹²", ScientificFunctions.exp(12)), ("e⁻¹", ScientificFunctions.exp(-1)),
        ("3⁵√2", 3 * ScientificFunctions.power(2, Real(1) / 5)), ("∜2", ScientificFunctions.power(2, Real(1) / 4)),
        ("2²", Real(4)), ("10¹⁰+1", Real(10_000_000_001)), ("sin⁻¹(1)", Real(90)),
    ])
    func superscriptsPasteAsPowersAndRoots(text: String, value: Real) {
        #expect(Self.pasted(text, .precedence) == value, "\(text)")
        #expect(Self.pasted(text, .immediate) == value, "\(text)")
    }
}
