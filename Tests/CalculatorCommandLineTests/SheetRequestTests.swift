import CalculatorStorage
import Sheet
import Testing

@testable import CalculatorCommandLine

/// `calculator --sheet`: each line's result as `-e` prints a number (with its unit's symbol), an empty line
/// for text, `line N: reason` on standard error and the status 2 for a line with an error (issue 49).
struct SheetRequestTests {
    /// A file is read up to the bytes the window's editing keeps a sheet to: what it saved opens again.
    @Test func theFilesLimitIsTheSheetsLimit() {
        #expect(SheetFile.maximumBytes == SheetLimits.fileBytes)
    }

    struct Unreadable: Error, CustomStringConvertible {
        var description: String { "sheet.calc: no such file" }
    }

    /// Runs `lines` as a sheet; what it wrote, warned and returned.
    private func run(_ lines: [String]) -> (lines: [String], warnings: [String], status: Int32) {
        var written: [String] = [], warnings: [String] = []
        let status = SheetRequest(path: "-").run(
            lines: Result<[String], Unreadable>.success(lines), write: { written.append($0) }, warn: { warnings.append($0) })
        return (written, warnings, status)
    }

    /// The examples: names, percentages, units and conversions, text and headings.
    @Test(arguments: [
        ("rent × 12", "14400"), ("rent / 7", "171.42857142857142857142857142857"), ("50 + 10%", "55"),
        ("20% of 50", "10"), ("10% off 80", "72"), ("-2^2", "-4"), ("1/(4)!", "0.041666666666666666666666666666667"),
        ("3 ft + 2 in to cm", "96.52 cm"), ("60 mph in m/s", "26.8224 m/s"), ("2 cups × 3", "6 cups"),
        ("20 °C to °F", "68 °F"), ("98.6 °F in °C", "37 °C"), ("3 µm to nm", "3000 nm"),   // signs `-e` does not read
        ("Rent: rent + 100 // with fees", "1300"), ("Buy milk", ""), ("# Budget", ""), ("sqrt(rent/3)", "20"),
    ])
    func aLine(line: String, printed: String) {
        #expect(run(["rent = 1200", line]) == (["1200", printed], [], 0))
    }

    /// Errors are said with their line and why, never on prose, and the other lines go on.
    @Test func errorsSayWhyAndTheRestGoesOn() {
        let result = run(["3 m + 2 kg", "rent_2 × 12", "var1 = var1 + 1", "sin = 2", "1/0", "4", "ans + 1"])
        #expect(result.lines == ["", "", "", "", "", "4", "5"])
        #expect(
            result.warnings == [
                "calculator: line 1: cannot add quantities of different dimensions",
                "calculator: line 2: position 1: 'rent_2' is not defined on a line above",
                "calculator: line 3: 'var1' is used in its own definition",
                "calculator: line 4: 'sin' cannot be a name: it is a word of the calculator",
                "calculator: line 5: division by zero",
            ])
        #expect(result.status == 2)
    }

    /// A number converted to a unit it cannot become is a calculation whose error shows, though it has no
    /// operator; prose holding `to` or `in` before a word that is no unit stays text.
    @Test func aConversionThatFailsIsAnErrorAndProseStaysText() {
        let result = run(["5 ft to kg", "Trip 5 to Lyon", "Meet at 5 in Paris", "5 ft in kg"])
        #expect(result.lines == ["", "", "", ""])
        #expect(
            result.warnings == [
                "calculator: line 1: cannot convert length to mass", "calculator: line 4: cannot convert length to mass",
            ])
    }

    /// A file that was not read is said once, with the status 2.
    @Test func anUnreadFileIsSaid() {
        var warnings: [String] = []
        let status = SheetRequest(path: "sheet.calc").run(
            lines: Result<[String], Unreadable>.failure(Unreadable()), write: { _ in }, warn: { warnings.append($0) })
        #expect(status == 2 && warnings == ["calculator: sheet.calc: no such file"])
    }
}
