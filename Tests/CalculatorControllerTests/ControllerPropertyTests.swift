import Testing
import TestSupport
@testable import CalculatorController
import CalculatorModel

/// Many random key sequences: the display is always a number, `≈0` or `Error`, in canonical form, and never
/// shows more digits than its size class allows (16 compact, 32 wide).
struct ControllerPropertyTests {
    static let keys: [Key] =
        (0...9).map(Key.digit) + [
            .point, .operation(.add), .operation(.subtract), .operation(.multiply), .operation(.divide), .equals,
            .operation(.percent), .operation(.negate), .clear, .allClear, .clearEntry, .backspace,
        ]

    /// Every scientific key: the table's other operations, 2nd and the angle unit.
    static let scientificKeys: [Key] =
        OperationID.allCases.map(Key.operation).filter { !keys.contains($0) } + [
            .second, .toggleAngleUnit, .angleUnit(.degrees), .angleUnit(.radians),
        ]

    /// Significant digits of a plain or e-notation number's text.
    static func significantDigits(_ text: String) -> Int {
        let mantissa = text.split(separator: "e").first ?? ""
        let digits = mantissa.filter(\.isNumber).drop { $0 == "0" }
        return digits.count
    }

    /// Standard keys only (seeds 0–7, as before), and with the scientific keys half the time (seeds 8–15).
    @Test(arguments: 0..<16)
    func displayIsAlwaysANumberOrError(seed: Int) {
        var random = SplitMix64(seed: UInt64(seed) &* 1_000_003)
        let scientific = seed >= 8
        for _ in 0..<500 {
            let brain = CalculatorBrain(randomNumberGenerator: SplitMix64(seed: random.next()))
            let digits = seed % 2 == 0 ? NumberFormat.compactDigits : NumberFormat.wideDigits
            let controller = CalculatorController(brain: brain, significantDigits: digits)
            for _ in 0..<Int.random(in: 1...40, using: &random) {
                // Weight digits and operators so long, large and tiny numbers occur.
                let keys = scientific && Bool.random(using: &random) ? Self.scientificKeys : Self.keys
                controller.press(keys.randomElement(using: &random)!)
                let shown = controller.state.plainDisplay
                // A computation that is zero but not known to be (`1 sin x² + 1 cos x² − 1`) shows
                // `≈0`: no digit of it can be proven.
                if shown == NumberFormat.nearZero { continue }
                if shown == "Error" {
                    #expect(controller.state.isError)
                    continue
                }
                let value = Number(shown)
                #expect(value != nil, "display \(shown) is not a number")
                #expect(value?.isNaN == false, "display \(shown)")
                #expect(Self.significantDigits(shown) <= digits, "display \(shown)")
                #expect(controller.state.display.filter { $0 != "," } == shown)
                if !controller.userIsInTheMiddleOfTyping, let value {
                    // A result is always in canonical form: formatting it again changes nothing.
                    #expect(NumberFormat.string(value, digits: digits, grouping: false) == shown, "display \(shown)")
                }
            }
        }
    }
}
