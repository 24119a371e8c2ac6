import Testing
@testable import CalculatorModel

/// A line of the history file, read and written.
@Suite struct HistoryEntryTests {
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
