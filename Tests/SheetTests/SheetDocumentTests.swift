import CalculatorModel
import Sheet
import TestSupport
import Testing

/// The document's rules over a stand-in calculator: names read from the nearest definition above,
/// `ans` and `sum`, prose with no result, per-line errors, and an edit that calculates only its dependants.
struct SheetDocumentTests {
    /// The results' texts, `-` for none and `!` before an error's explanation.
    static func shown(_ document: SheetDocument) -> [String] {
        document.results.map {
            switch $0 {
            case .none: "-"
            case .value(let value): value.text
            case .problem(let problem): "!" + problem.explanation
            }
        }
    }

    @Test(arguments: [
        (["rent = 1200", "rent + 100"], ["1200", "1300"]),
        (["a = 1", "a = a + 1", "a + 0"], ["1", "2", "2"]),
        (["x = x + 1"], ["!'x' is used in its own definition"]),
        (["1", "2", "sum", "", "5", "total"], ["1", "2", "3", "-", "5", "5"]),
        (["# Costs", "4", "ans + 1"], ["-", "4", "5"]),
        (["ans"], ["!'ans' has no calculation above"]),
        (["Rent: 1200 // a month", "Buy milk"], ["1200", "-"]),
        (
            ["sin = 3", "ans = 2"],
            [
                "!'sin' cannot be a name: it is a word of the calculator",
                "!'ans' cannot be a name: it is the result of the calculation above",
            ]
        ),
        (["b + 1 = 2x"], ["!cannot read 'b'"]),
        (["a = 1 + q", "a + 1"], ["!cannot read 'q'", "!'a': its definition on line 1 is an error"]),
        (
            ["a = q", "a + 1", "ans + 1"],
            ["!cannot read 'q'", "!'a': its definition on line 1 is an error", "!'ans': the calculation on line 2 is an error"]
        ),
        // A word the reader cannot take as a name, whose definition was refused, is said as that.
        (
            ["sin = 3", "", "sin + 1", "sin", "sin of a day"],
            [
                "!'sin' cannot be a name: it is a word of the calculator", "-", "!'sin': its definition on line 1 is an error",
                "!'sin': its definition on line 1 is an error", "-",
            ]
        ),
        (["q + 1", "1", "sum"], ["!cannot read 'q'", "1", "!the sum includes a line with an error"]),
        (["n =", "// only a note", "   "], ["!nothing after '='", "-", "-"]),
    ])
    func results(lines: [String], expected: [String]) {
        #expect(Self.shown(SheetDocument(lines: lines, calculator: AdditionCalculator())) == expected)
    }

    /// A line longer than a line may be is refused unread; a sheet keeps at most `SheetLimits.lines` lines.
    @Test func bounds() {
        let calculator = AdditionCalculator()
        let long = String(repeating: "1+", count: SheetLimits.lineBytes) + "1"
        let document = SheetDocument(lines: [long] + Array(repeating: "1", count: SheetLimits.lines + 5), calculator: calculator)
        #expect(document.lines.count == SheetLimits.lines)
        #expect(document.results[0] == .problem(.tooLong(bytes: long.utf8.count)))
        #expect(!calculator.evaluated.contains(long))
    }

    /// Editing a definition calculates again the lines that use it, and no other.
    @Test func anEditCalculatesItsDependantsOnly() {
        let texts = ["rent = 1200", "other = 5"] + (0..<50).map { $0.isMultiple(of: 5) ? "rent + \($0)" : "other + \($0)" }
        var document = SheetDocument(lines: texts, calculator: AdditionCalculator())
        let calculator = AdditionCalculator()
        let change = document.replace(0..<1, with: ["rent = 1300"], calculator: calculator)
        #expect(calculator.evaluated.count == 11)
        #expect(change.evaluatedLines == 11)
        #expect(change.changedLines == [0] + (0..<50).filter { $0.isMultiple(of: 5) }.map { $0 + 2 })
        #expect(document.results[2].value?.text == "1300")
        #expect(document == SheetDocument(lines: document.texts, calculator: AdditionCalculator()))
    }

    /// A redefinition shields the lines below it; `ans` and `sum` follow a changed line.
    @Test func redefinitionsAnsAndSum() {
        var document = SheetDocument(
            lines: ["a = 1", "a + 0", "a = 10", "a + 0", "2", "ans + 0", "sum"], calculator: AdditionCalculator())
        let calculator = AdditionCalculator()
        document.replace(0..<1, with: ["a = 2"], calculator: calculator)
        #expect(calculator.evaluated == ["2", "a + 0", "sum"])
        let again = AdditionCalculator()
        document.replace(4..<5, with: ["3"], calculator: again)
        #expect(again.evaluated == ["3", "ans + 0", "sum"])
        #expect(Self.shown(document) == ["2", "2", "10", "10", "3", "3", "30"])
    }

    /// Lines inserted, deleted and a block's end removed give what a sheet of the new lines gives (the line
    /// an error names included, as lines come and go above it).
    @Test(arguments: 0..<200)
    func editsAgreeWithAFreshSheet(seed: Int) {
        var generator = SplitMix64(seed: UInt64(seed))
        let pieces = [
            "", "# h", "a = 1", "a = b + 1", "b = 2", "b = a + a", "a + b", "ans + 1", "sum", "total + a", "3", "prose",
            "a = q", "sin = 1", "sin + 1",
        ]
        func randomLines(_ count: Int) -> [String] { (0..<count).map { _ in generator.pick(pieces) } }
        var document = SheetDocument(lines: randomLines(12), calculator: AdditionCalculator())
        for _ in 0..<8 {
            let start = generator.int(0...document.lines.count)
            let end = start + generator.int(0...min(3, document.lines.count - start))
            document.replace(start..<end, with: randomLines(generator.int(0...2)), calculator: AdditionCalculator())
            #expect(document == SheetDocument(lines: document.texts, calculator: AdditionCalculator()), "\(document.texts)")
        }
    }

    /// The bytes the document keeps as lines are replaced are those of its text, as the file keeps it, after
    /// any edit: lines of several bytes a character, lines typed past `SheetLimits.lines` (not taken).
    @Test(arguments: 0..<40)
    func bytesFollowEveryEdit(seed: Int) {
        var generator = SplitMix64(seed: UInt64(seed))
        let pieces = ["", "a = 1", "3 × 4 €", "° é ½", "prose", "// ünïcode", String(repeating: "9", count: 300)]
        func randomLines(_ count: Int) -> [String] { (0..<count).map { _ in generator.pick(pieces) } }
        func recount(_ document: SheetDocument) -> Int { document.texts.reduce(0) { $0 + $1.utf8.count + 1 } }
        // One seed in eight a sheet at its limit of lines.
        let count = seed.isMultiple(of: 8) ? SheetLimits.lines - 3 : 20
        var document = SheetDocument(lines: randomLines(count), calculator: AdditionCalculator())
        #expect(document.bytes == recount(document))
        for _ in 0..<40 {
            let start = generator.int(0...document.lines.count)
            let end = start + generator.int(0...min(4, document.lines.count - start))
            document.replace(start..<end, with: randomLines(generator.int(0...6)), calculator: AdditionCalculator())
            #expect(document.bytes == recount(document), "\(document.lines.count) lines")
        }
    }
}
