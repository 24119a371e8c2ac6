import Testing
@testable import CalculatorModel

@Suite struct HistoryTapeTests {
    @Test func theTapeKeepsTheNewestAndAClearCanBeUndoneUntilCommitted() {
        var tape = HistoryTape()
        for n in 1...(HistoryTape.capacity + 3) { tape.append(HistoryEntry(expression: "\(n) + 0", result: "\(n)")) }
        #expect(tape.entries.count == HistoryTape.capacity && tape.entries.first?.result == "4")
        #expect(tape.entries.suffix(2).map(\.result) == ["1002", "1003"])
        tape.insertOlder([HistoryEntry(expression: "0 + 0", result: "0")])
        #expect(tape.entries.count == HistoryTape.capacity && tape.entries.first?.result == "4")
        let removed = tape.removeAll()
        #expect(removed == HistoryTape.capacity && tape.entries.isEmpty && tape.clearedEntries != nil)   // pending
        let undone = tape.undoClear()
        #expect(undone && tape.entries.count == HistoryTape.capacity)
        tape.removeAll()
        tape.commitClear()
        #expect(tape.entries.isEmpty && tape.clearedEntries == nil)
        let undoneAgain = tape.undoClear()
        #expect(!undoneAgain)
        // An empty tape is cleared for good at once: nothing taken off, nothing to undo.
        #expect(tape.removeAll() == 0 && tape.clearedEntries == nil)
    }

    /// The tape taken from disk (another window wrote) keeps the exact values of the calculations it
    /// shares, and says whether anything changed.
    @Test func aReplacedTapeKeepsTheExactValuesItShares() throws {
        var tape = HistoryTape()
        let third = try #require(HistoryEntry(expressionLine: "1 ÷ 3 =", value: Real(1) / Real(3)))
        tape.append(third)
        let fromDisk = [
            HistoryEntry(expression: "7 + 9", result: "16"), HistoryEntry(expression: third.expression, result: third.result),
        ]
        let changed = tape.replace(with: fromDisk)
        #expect(changed && tape.entries == fromDisk && tape.entries[1].exactValue != nil && fromDisk[1].exactValue == nil)
        let again = tape.replace(with: fromDisk)
        #expect(!again)
        let emptied = tape.replace(with: [])
        #expect(emptied && tape.entries.isEmpty)
    }
}
