import CalculatorModel
import Testing
@testable import CalculatorController

@Suite struct HistoryTapeTests {
    /// The tape's lines after pressing `keys` (batch names) on a fresh controller.
    func tape(after keys: String) throws -> [String] {
        let controller = CalculatorController(significantDigits: NumberFormat.wideDigits)
        for key in try KeySequence.keys(keys) { controller.press(key) }
        return controller.history.entries.map(\.line)
    }

    @Test(arguments: [
        ("7 + 9 =", ["7 + 9 = 16"]),
        ("16 sqrt", ["√(16) = 4"]),
        ("16 sqrt =", ["√(16) = 4"]),                       // = after a complete result adds nothing
        ("5 + 3 = =", ["5 + 3 = 8", "5 + 3 + 3 = 11"]),
        ("2 + 3 sqrt =", ["2 + √(3) = 3.732050807568877293527446341505872366943"]),   // 40 digits, as Python decimal
        ("2 + 3 x", []),                                     // nothing completed yet
        ("5 =", []),                                          // a number alone is no calculation
        ("1 / 0 =", []),                                      // an error is not kept
    ])
    func completedCalculationsGoOnTheTape(keys: String, lines: [String]) throws {
        #expect(try tape(after: keys) == lines)
    }

    @Test func aRecalledResultIsItsExactValueWrittenAsShown() throws {
        let controller = CalculatorController()
        for key in try KeySequence.keys("2 / 3 =") { controller.press(key) }
        let entry = try #require(controller.history.entries.last)
        controller.press(.allClear)
        controller.recall(entry)
        #expect(controller.state.display == "0.6666666666666667")
        for key in try KeySequence.keys("* 3 =") { controller.press(key) }
        // Written as it was shown, not with all 40 digits, and computed with the exact 2/3.
        #expect(controller.history.entries.last?.expression == "0.6666666666666667 × 3")
        #expect(controller.history.entries.last?.result == "2")
        #expect(controller.state.plainDisplay == "2")
    }

    @Test func theTapeKeepsTheNewestAndCountsWhatWasAppended() {
        var tape = HistoryTape()
        for n in 1...(HistoryTape.capacity + 3) { tape.append(HistoryEntry(expression: "\(n) + 0", result: "\(n)")) }
        #expect(tape.entries.count == HistoryTape.capacity && tape.entries.first?.result == "4")
        #expect(tape.appended(since: HistoryTape.capacity + 1).map(\.result) == ["1002", "1003"])
        tape.insertOlder([HistoryEntry(expression: "0 + 0", result: "0")])
        #expect(tape.entries.count == HistoryTape.capacity && tape.entries.first?.result == "4")
        tape.removeAll()
        #expect(tape.entries.isEmpty && tape.clearCount == 0)   // pending: undo may bring it back
        let undone = tape.undoClear()
        #expect(undone && tape.entries.count == HistoryTape.capacity)
        tape.removeAll()
        tape.commitClear()
        #expect(tape.entries.isEmpty && tape.clearCount == 1)
        let undoneAgain = tape.undoClear()
        #expect(!undoneAgain)
        tape.removeAll()   // an empty tape is cleared for good at once
        #expect(tape.clearCount == 2)
    }

    @Test(arguments: ["16", "-1.5", "2e-30", "1.6069380442589902755419620923412e60", "0"])
    func plainNumbersAreRecognised(text: String) { #expect(HistoryEntry.isPlainNumber(Substring(text))) }

    @Test(arguments: ["", "-", "1.2.3", "1e", "12abc", "1,234", "nan", " 1", "1e+5"])
    func otherTextIsNotANumber(text: String) { #expect(!HistoryEntry.isPlainNumber(Substring(text))) }

    @Test func aLineSplitsAtItsLastEqualsSign() throws {
        let entry = try #require(HistoryEntry(line: "7 + 9 = 16"))
        #expect(entry.expression == "7 + 9" && entry.result == "16")
        #expect(HistoryEntry(line: " = 16") == nil)
        #expect(HistoryEntry(line: "7 + 9 = ") == nil)
    }
}
