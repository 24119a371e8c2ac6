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

/// A line read from the file keeps 40 digits; the exact value made again from its keys is taken back
/// only where it rounds to the result written, and only for a calculator's line.
@Suite struct HistoryEntryRestoreTests {
    static let third =
        "7 ÷ 3 = 2.333333333333333333333333333333333333333\tv=2 id=1 eval=precedence angle=deg mode=calculator keys=7%20/%203%20="

    @Test func anExactValueThatRoundsToTheResultIsTaken() throws {
        var entry = try #require(HistoryEntry(line: Substring(Self.third)))
        #expect(entry.exactValue == nil)
        let taken = entry.restore(exactValue: Real(7) / Real(3))
        #expect(taken && entry.exactValue == Real(7) / Real(3) && entry.value == Real(7) / Real(3))
        // Taken once: a second value is not.
        let again = entry.restore(exactValue: Real(7) / Real(3))
        #expect(!again)
    }

    /// A value that is not the result written (another random number, another memory) is not taken.
    @Test(arguments: [Real(2), Real(233) / Real(100), Real(7) / Real(3) + Real(Number("1e-38")!)])
    func aValueOtherThanTheResultIsNot(value: Real) throws {
        var entry = try #require(HistoryEntry(line: Substring(Self.third)))
        let taken = entry.restore(exactValue: value)
        #expect(!taken && entry.exactValue == nil)
    }

    /// A programmer's line and a conversion's keep their own values.
    @Test(arguments: [
        "0xFF AND 0xF = 15\tv=2 id=4 eval=precedence angle=deg mode=programmer\tprogrammer=1 hex 64 unsigned",
        "3 ft = 0.9144\tv=2 id=5 eval=precedence angle=deg mode=converter\tconvert=1 ft m",
    ])
    func otherModesLinesAreNotRestored(line: String) throws {
        var entry = try #require(HistoryEntry(line: Substring(line)))
        #expect(entry.programmer != nil || entry.conversion != nil)
        let taken = entry.restore(exactValue: entry.value)
        #expect(!taken)
    }
}
