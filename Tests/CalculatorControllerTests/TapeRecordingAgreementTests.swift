import CalculatorModel
import Testing
import TestSupport
@testable import CalculatorController

/// Issue 50: a line's recipe is recorded by construction, as its keys are pressed, and never checked by a
/// replay in the shipped program; these tests prove on many random key sequences (clears, ⌫, undo and
/// redo, recalls, 2nd, the angle unit, errors and `=` repeated among them) that every recipe kept makes
/// its line again: pressed in a fresh calculator from the value it began from, it comes to the line's
/// result. And that its numbers are the numbers the row shows (issue 43 item 4).
struct TapeRecordingAgreementTests {
    /// The keys drawn from: digits weighted so that numbers have several, every clear, ⌫, undo and redo,
    /// and (in `scientific`) every other key of the keypad but `MR` and `Rand`, which keep no keys.
    static let standardKeys: [Key] =
        (0...9).map(Key.digit) + (0...9).map(Key.digit) + [
            .point, .operation(.add), .operation(.subtract), .operation(.multiply), .operation(.divide), .equals, .equals,
            .operation(.percent), .operation(.negate), .clear, .allClear, .clearEntry, .backspace, .backspace, .undo,
            .redo, .operation(.openParenthesis), .operation(.closeParenthesis),
        ]

    static let scientificKeys: [Key] =
        OperationID.allCases.map(Key.operation).filter { !standardKeys.contains($0) && $0 != .operation(.random) } + [
            .second, .toggleAngleUnit, .angleUnit(.degrees), .angleUnit(.radians),
        ]

    /// The value a line began from, as a replay takes it: the exact value of the line its recipe names.
    private static func start(of recipe: LineRecipe, in entries: [HistoryEntry], before index: Int) -> Real? {
        guard recipe.start != nil else { return nil }
        let source = entries[..<index].last { $0.recipe?.id == recipe.source && recipe.source != nil }
        return source?.value ?? Real(Number(recipe.start!) ?? .nan)
    }

    @Test(arguments: 0..<24)
    func everyRecipeMakesItsLineAgain(seed: Int) throws {
        var random = SplitMix64(seed: UInt64(seed) &* 7_919 &+ 50)
        var checked = 0
        for _ in 0..<60 {
            let digits = seed % 2 == 0 ? NumberFormat.compactDigits : NumberFormat.wideDigits
            let controller = CalculatorController(significantDigits: digits)
            if seed % 3 == 0 { controller.evaluation = .immediate }
            var typed: [String] = []
            for _ in 0..<Int.random(in: 5...80, using: &random) {
                let scientific = seed >= 12 && Int.random(in: 0..<3, using: &random) == 0
                let keys = scientific ? Self.scientificKeys : Self.standardKeys
                let entries = controller.history.entries
                // Now and then a recall of an earlier line, as a click on its row does.
                if !entries.isEmpty, Int.random(in: 0..<25, using: &random) == 0 {
                    let line = entries.randomElement(using: &random)!
                    typed.append("[recall \(line.line)]")
                    controller.recall(line)
                } else {
                    let key = keys.randomElement(using: &random)!
                    typed.append(key == .clear ? "C*" : key.definition.names.first ?? "\(key)")
                    controller.press(key)
                }
            }
            let entries = controller.history.entries
            for (index, line) in entries.enumerated() {
                guard let recipe = line.recipe, let keys = recipe.keys else { continue }
                let start = Self.start(of: recipe, in: entries, before: index)
                let replayed = TapeReplay.run(
                    keys: keys, start: start, evaluation: recipe.evaluation, angleUnit: recipe.angleUnit)
                let again = replayed.flatMap { HistoryEntry(expressionLine: $0.expression, value: $0.value) }
                #expect(
                    again?.result == line.result,
                    "\(line.line) from \(keys) (start \(recipe.start ?? "none")), typed \(typed.joined(separator: " "))")
                checked += 1
            }
        }
        #expect(checked > 50)
    }

    /// A recipe keeps no key that a clear, ⌫ or undo took back: typed one way, the same line as typed directly.
    @Test(
        arguments: [
            ("5 AC 100 + 20 =", "100 + 20 ="),
            ("1 0 5 back back 0 + 1 =", "10 + 1 ="),

            ("1 2 + 3 4 C 5 =", "12 + 5 ="),
            ("7 neg 3 back 4 + 1 =", "74 neg + 1 ="),
            ("2 + 3 undo 4 =", "2 + 4 ="),
            ("2 + 3 undo redo =", "2 + 3 ="),
            ("9 + 1 / 0 = 5 + 1 =", "5 + 1 ="),
            ("1 + 1 = = ", nil),
        ] as [(String, String?)])
    func removedKeysAreNotKept(typed: String, kept: String?) throws {
        let controller = CalculatorController(significantDigits: NumberFormat.wideDigits)
        for key in try KeySequence.keys(typed) { controller.press(key) }
        let last = try #require(controller.history.entries.last)
        #expect(last.recipe?.keys == kept, "\(typed)")
    }
}
