import Testing
import TestSupport
@testable import CalculatorController
import CalculatorModel

/// Issue 36: whatever the calculator writes, in its expression line or on its tape, pastes back as the
/// same calculation: random calculations typed on the keys, their text pasted into a fresh calculator,
/// give the same value and the same text. Every symbol is drawn: ʸ√, E, the inverse functions' ⁻¹,
/// `log₁₀`, `x²`, `1/(…)`, `e^(…)`, `10^(…)`, `±(…)`, `!`, `%`, `π`, `e`, `×`, `÷`, `−`, and the decimal
/// separator of five locales.
struct PastedCalculationRoundTripTests {
    /// The keys drawn, most of them several times so that digits and operators dominate.
    static let keys: [Key] =
        (0...9).map(Key.digit) + (1...9).map(Key.digit) + [.point, .point]
        + [OperationID.add, .subtract, .multiply, .divide, .power, .root, .scaled].flatMap {
            [Key.operation($0), .operation($0)]
        }
        + [
            OperationID.negate, .percent, .openParenthesis, .closeParenthesis, .pi, .e, .square, .cube, .exp, .exp10, .reciprocal,
            .squareRoot, .cubeRoot, .ln, .log10, .factorial, .sin, .cos, .tan, .asin, .acos, .atan, .sinh, .cosh, .tanh, .asinh,
            .acosh, .atanh,
        ].map(Key.operation)
        + [.clearEntry, .backspace, .equals]

    /// The binary operators' keys.
    static let binaryKeys: Set<Key> = [OperationID.add, .subtract, .multiply, .divide, .power, .root, .scaled].map(Key.operation)
        .reduce(into: []) { $0.insert($1) }

    /// How the window may write numbers: the C form, and a comma, a point or an apostrophe as in Germany,
    /// France, Switzerland and India.
    static let locales = [
        NumberLocale.standard,
        NumberLocale(decimalSeparator: ",", groupSeparator: ".", grouping: [3]),
        NumberLocale(decimalSeparator: ",", groupSeparator: "\u{202F}", grouping: [3]),
        NumberLocale(decimalSeparator: ".", groupSeparator: "’", grouping: [3]),
        NumberLocale(decimalSeparator: ".", groupSeparator: ",", grouping: [3, 2]),
    ]

    /// A controller showing 32 digits, as the wide window and batch mode do.
    static func controller(_ locale: NumberLocale, _ evaluation: Evaluation, _ unit: AngleUnit) -> CalculatorController {
        let controller = CalculatorController(significantDigits: NumberFormat.wideDigits)
        controller.numberLocale = locale
        controller.evaluation = evaluation
        controller.angleUnit = unit
        return controller
    }

    /// Random calculations of up to 12 keys and `=`; each completed one's expression line (in the
    /// window's locale) and tape line (in C form) is pasted into a fresh calculator.
    @Test(arguments: 0..<8)
    func theCalculatorsOwnTextPastesBackAsTheSameCalculation(seed: Int) throws {
        var random = SplitMix64(seed: UInt64(seed) &* 7_919 &+ 36)
        var checked = 0
        for _ in 0..<250 {
            let locale = random.pick(Self.locales)
            let evaluation = random.pick([Evaluation.precedence, .immediate])
            let unit = random.pick(AngleUnit.allCases)
            let typed = Self.controller(locale, evaluation, unit)
            var keys: [Key] = []
            for _ in 0..<random.int(1...12) {
                keys.append(random.pick(Self.keys))
                typed.press(keys.last!)
            }
            keys.append(.equals)
            // `=` or `)` right after an operator uses its first operand again, and writes it as a value when
            // it is a calculation of its own (`1 ÷ 3 = + =` reads `1 ÷ 3 + 0.333…`, 40 digits): that pastes
            // back as the number written, a documented limit (docs/USAGE.md, the expression line).
            if zip(keys, keys.dropFirst()).contains(where: {
                Self.binaryKeys.contains($0.0) && [.equals, .operation(.closeParenthesis)].contains($0.1)
            }) {
                continue
            }
            let outcome = typed.press(.equals)
            // Only a calculation `=` completed (not a number alone, which `=` may repeat a step on).
            guard let entry = outcome.completed.last else { continue }
            let line = typed.state.expression
            let pasted = Self.controller(locale, evaluation, unit)
            let state = try #require(pasted.paste(line)?.state, "\(keys) wrote \(line), refused when pasted")
            #expect(state.expression == line, "\(keys)")
            #expect(state.plainDisplay == typed.state.plainDisplay, "\(keys): \(line)")

            // The tape writes the C form, which pastes back under the C locale.
            let fromTape = Self.controller(.standard, evaluation, unit)
            let tapeState = try #require(fromTape.paste(entry.expression + " =")?.state, "\(keys): tape \(entry.line) refused")
            #expect(fromTape.history.entries.last == entry, "\(keys)")
            #expect(tapeState.plainDisplay == typed.state.plainDisplay, "\(keys): \(entry.line)")
            checked += 1
        }
        // Enough calculations completed for the property to say something.
        #expect(checked > 50)
    }
}
