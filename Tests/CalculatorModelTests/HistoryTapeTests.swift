import Testing
@testable import CalculatorModel

@Suite struct HistoryTapeTests {
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
}
