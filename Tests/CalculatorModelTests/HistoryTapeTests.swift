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
}
