import Testing
@testable import CalculatorController
import CalculatorModel

/// Which tape changes change what the history panel shows: all but the clear of an empty tape, which
/// still empties the file.
struct TapeChangeTests {
    @Test(arguments: [
        (TapeChange.appended(HistoryEntry(expression: "1 + 1", result: "2")), true),
        (.cleared(count: 3), true),
        (.cleared(count: 0), false),
        (.restored, true),
    ])
    func whetherTheEntriesChange(change: TapeChange, changes: Bool) {
        #expect(change.changesEntries == changes)
    }
}
