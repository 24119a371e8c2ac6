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

    /// A line of an older tape (no tab) loads as ever, with no recipe; a version 2 line prints as the
    /// old one did (`line`) and keeps its recipe in the file (`storedLine`).
    @Test func linesOfBothVersionsLoad() throws {
        let old = try #require(HistoryEntry(line: "12.5 + 7.5 = 20"))
        #expect(old.recipe == nil && old.storedLine == "12.5 + 7.5 = 20")
        let stored = "20 × 2 = 40\tv=2 id=2 from=1 start=20 eval=precedence angle=deg mode=calculator keys=×%202%20="
        let new = try #require(HistoryEntry(line: Substring(stored)))
        #expect(new.line == "20 × 2 = 40" && new.result == "40")
        #expect(new.recipe?.source == 1 && new.recipe?.keys == "× 2 =")
        #expect(new.storedLine == stored)
    }

    /// `Error` is a result only on a line with a recipe (an edit made it one); fields of another version
    /// leave the line readable, without a recipe.
    @Test func errorResultsAndOtherVersions() throws {
        #expect(HistoryEntry(line: "1 ÷ 0 = Error") == nil)
        let error = try #require(HistoryEntry(line: "1 ÷ 0 = Error\tv=2 id=1 keys=1%20/%200%20="))
        #expect(error.isError && error.value.isNaN)
        let later = try #require(HistoryEntry(line: "1 + 1 = 2\tv=9 whatever"))
        #expect(later.recipe == nil && later.line == "1 + 1 = 2")
    }
}
