import CalculatorModel
import Testing
@testable import CalculatorController

/// What a tape line's recipe keeps of the keys pressed: only keys that did something.
@Suite struct TapeRecordingTests {
    /// Presses `keys` (as `--keys` names them) in a fresh calculator and returns the last line's recipe keys.
    private func recipeKeys(_ keys: String) throws -> String? {
        let controller = CalculatorController(significantDigits: NumberFormat.wideDigits)
        for key in try KeySequence.keys(keys) { controller.press(key) }
        return controller.history.entries.last?.recipe?.keys
    }

    @Test func digitsPastTheEntryLimitAreNotKept() throws {
        let typed = String(repeating: "7 ", count: 60)
        let keys = try #require(try recipeKeys(typed + "+ 1 ="))
        let number = try #require(keys.split(separator: " ").first)
        #expect(number.count <= NumberFormat.wideDigits)
        #expect(keys.hasSuffix("+ 1 ="))
    }

    @Test func refusedOperatorsAreNotKept() throws {
        // 10,000 `1 ^` (`pow` in a recipe): past the nesting limit each `^` is refused, and each `1` after it changes nothing.
        let keys = try #require(try recipeKeys(String(repeating: "1 ^ ", count: 10_000) + "2 ="))
        let carets = keys.split(separator: " ").filter { $0 == "pow" }.count
        #expect(carets > 0 && carets <= 250)
        #expect(keys.split(separator: " ").count < 1_000)
    }

    @Test func keysThatChangeSomethingAreAllKept() throws {
        #expect(try recipeKeys("1 2 + 3 × 4 =") == "12 + 3 * 4 =")
    }
}
