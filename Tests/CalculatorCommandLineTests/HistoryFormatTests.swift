import CalculatorModel
import Testing

@testable import CalculatorCommandLine

/// `--history --format`: the tape as text and as RFC 4180 CSV.
struct HistoryFormatTests {
    private let entries = [
        HistoryEntry(expression: "7 + 9", result: "16"), HistoryEntry(expression: "1,234 × 2", result: "2468"),
        HistoryEntry(expression: "say \"hi\"", result: "-1.5e-30"),
    ]

    @Test func textIsTheTapesLines() {
        #expect(HistoryFormat.text.lines(entries) == ["7 + 9 = 16", "1,234 × 2 = 2468", "say \"hi\" = -1.5e-30"])
        #expect(HistoryFormat.text.lineEnd == "\n")
        #expect(HistoryFormat.text.lines(entries).map { $0 + "\n" }.joined() == HistoryTape(entries: entries).text)
    }

    /// A header row, then expression, result in C form and an empty time; commas and quotes quoted, quotes doubled.
    @Test func csvHasAHeaderAndQuotesAsRFC4180Says() {
        #expect(
            HistoryFormat.csv.lines(entries) == [
                "expression,result,time", "7 + 9,16,", "\"1,234 × 2\",2468,", "\"say \"\"hi\"\"\",-1.5e-30,",
            ])
        #expect(HistoryFormat.csv.lineEnd == "\r\n")
        #expect(HistoryFormat.csvRecord([" a", "b\nc", "d"]) == "\" a\",\"b\nc\",d")
    }

    /// A conversion prints as the panel shows it: each value with its unit, in text and in CSV.
    @Test func aConversionHasItsUnits() throws {
        let mile = try #require(HistoryEntry(line: "1 mi = 1.609344\tconvert=1 mi km"))
        #expect(HistoryFormat.text.lines([mile]) == ["1 mi = 1.609344 km"])
        #expect(HistoryFormat.csv.lines([mile]) == ["expression,result,time", "1 mi,1.609344 km,"])
    }

    /// Issue 44 R12: a cell a spreadsheet would run as a formula gets a `'` first (OWASP); a result that
    /// is a number stays a number, negative too.
    @Test(arguments: [
        ("=HYPERLINK(\"http://x\")", "'=HYPERLINK(\"http://x\")"), ("+cmd|' /C calc'!A0", "'+cmd|' /C calc'!A0"),
        ("@SUM(1)", "'@SUM(1)"), ("-2 + 1", "'-2 + 1"), ("\tx", "'\tx"), ("\rx", "'\rx"), ("7 + 9", "7 + 9"),
    ])
    func aFormulaIsWrittenAsText(expression: String, cell: String) {
        #expect(HistoryFormat.inert(expression) == cell)
        let line = HistoryFormat.csv.lines([HistoryEntry(expression: expression, result: "-5")])[1]
        #expect(line == HistoryFormat.csvRecord([cell, "-5", ""]))
    }

    @Test func aConvertedNegativeResultIsText() throws {
        let cold = try #require(HistoryEntry(line: "-40 tempC = -40\tconvert=1 tempC tempF"))
        #expect(HistoryFormat.csv.lines([cold])[1] == "'-40 tempC,'-40 tempF,")
    }

    @Test func anEmptyTapeIsTheHeaderAlone() {
        #expect(HistoryFormat.csv.lines([]) == ["expression,result,time"])
        #expect(HistoryFormat.text.lines([]) == [])
    }
}
