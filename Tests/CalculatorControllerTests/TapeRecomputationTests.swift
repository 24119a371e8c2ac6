import CalculatorModel
import Testing
import TestSupport
@testable import CalculatorController

/// The dependency rule (README "Editing an earlier line") on tapes made by pressing keys.
@Suite struct TapeRecomputationTests {
    /// A controller after `lines`: each a key sequence, or `recall N` (line N from 1, from the panel).
    static func tape(_ lines: [String], evaluation: Evaluation = .precedence) throws -> [HistoryEntry] {
        let controller = CalculatorController(significantDigits: NumberFormat.wideDigits)
        controller.evaluation = evaluation
        for line in lines {
            if line.hasPrefix("recall ") {
                controller.recall(controller.history.entries[Int(line.dropFirst(7))! - 1])
            } else {
                for key in try KeySequence.keys(line) { controller.press(key) }
            }
        }
        return controller.history.entries
    }

    /// The example: the second line continues the first, the fourth recalls it, the third stands alone.
    @Test func anEditFollowsTheLinesThatUsedIt() throws {
        let tape = try Self.tape(["12.5 + 7.5 =", "* 2 =", "100 - 1 =", "recall 1", "+ 1 ="])
        #expect(tape.map(\.result) == ["20", "40", "99", "21"])
        #expect(tape.map { $0.recipe?.source } == [nil, 1, nil, 1])
        #expect(tape.map { $0.recipe?.keys } == ["12.5 + 7.5 =", "* 2 =", "100 - 1 =", "+ 1 ="])
        let edit = try TapeRecomputation(applying: #require(TapeEdit(parsing: "1:1=22.5")), to: tape)
        #expect(edit.entries.map(\.result) == ["30", "60", "99", "31"])
        #expect(edit.changed == [0, 1, 3])
        #expect(edit.entries[0].line == "22.5 + 7.5 = 30")
        #expect(edit.entries[2] == tape[2] && edit.entries[2].recipe == tape[2].recipe)
        #expect(edit.entries[0].recipe?.keys == "22.5 + 7.5 =")
    }

    /// Through other lines: a chain follows to its end; a line begun from a new number after `=` does not.
    @Test func dependantsOfDependantsFollow() throws {
        let tape = try Self.tape(["2 + 3 =", "* 4 =", "- 1 =", "7 * 1 =", "+ 1 ="])
        #expect(tape.map { $0.recipe?.source } == [nil, 1, 2, nil, 4])
        let edit = try TapeRecomputation(applying: #require(TapeEdit(parsing: "1:2=8")), to: tape)
        #expect(edit.entries.map(\.result) == ["10", "40", "39", "7", "8"])
        #expect(edit.changed == [0, 1, 2])
    }

    /// An error when made again shows `Error`, and so do the lines made from it.
    @Test func anErrorSpreadsToItsDependants() throws {
        let tape = try Self.tape(["8 / 2 =", "+ 1 =", "5 + 5 =", "recall 2", "* 3 ="])
        let edit = try TapeRecomputation(applying: #require(TapeEdit(parsing: "1:2=0")), to: tape)
        #expect(edit.entries.map(\.result) == ["Error", "Error", "10", "Error"])
        #expect(edit.changed == [0, 1, 3])
    }

    /// An error on the way is the line's error, although the keys after it would start anew (`÷ 0 +`
    /// shows Error, then `90 × 22 =` would be a calculation of its own).
    @Test func anErrorOnTheWayIsTheLinesError() throws {
        let tape = try Self.tape(["10 + 0 =", "7 + 1 =", "/ 4 + 90 * 22 ="])
        try #require(tape.count == 3)
        #expect(tape[2].result == "1982" && tape[2].recipe?.source == 2)
        let edit = try TapeRecomputation(applying: #require(TapeEdit(parsing: "3:1=0")), to: tape)
        #expect(edit.entries[2].isError && edit.changed == [2])
    }

    /// Values stay exact along a chain: a third, times three, is 1, also when the tape came from the file.
    @Test func chainsStayExact() throws {
        let tape = try Self.tape(["1 / 3 =", "* 3 =", "+ 0 ="])
        let fromFile = tape.map { HistoryEntry(line: Substring($0.storedLine))! }
        let edit = try TapeRecomputation(applying: #require(TapeEdit(parsing: "3:1=1")), to: fromFile)
        #expect(edit.entries[2].result == "2")
    }

    /// The edited line's own evaluation rule and angle unit are kept.
    @Test func settingsAreKept() throws {
        let tape = try Self.tape(["2 + 3 * 4 ="], evaluation: .immediate)
        #expect(tape[0].result == "20")
        let edit = try TapeRecomputation(applying: #require(TapeEdit(parsing: "1:1=3")), to: tape)
        #expect(edit.entries[0].result == "24")
    }

    /// Refusals: no such line, a line without keys (a paste; an older tape), no such number.
    @Test func editsThatCannotBeMade() throws {
        let controller = CalculatorController()
        controller.paste("2+3=")
        var tape = controller.history.entries + [HistoryEntry(expression: "1 + 1", result: "2")]
        tape += try Self.tape(["4 + 4 ="])
        // A recipe of more keys than a line keeps (written by hand: 1,002 keys) is not made again.
        let long = "1 " + String(repeating: "+ 1 ", count: 500) + "="
        tape.append(HistoryEntry(expression: "1 + 1 + …", result: "501", recipe: LineRecipe(id: 9, keys: long)))
        #expect(throws: TapeEditFailure.notReplayable(4)) {
            try TapeRecomputation(applying: TapeEdit(parsing: "4:1=2")!, to: tape)
        }
        #expect(throws: TapeEditFailure.noSuchLine(9)) { try TapeRecomputation(applying: TapeEdit(parsing: "9:1=1")!, to: tape) }
        #expect(throws: TapeEditFailure.notReplayable(1)) {
            try TapeRecomputation(applying: TapeEdit(parsing: "1:1=1")!, to: tape)
        }
        #expect(throws: TapeEditFailure.notReplayable(2)) {
            try TapeRecomputation(applying: TapeEdit(parsing: "2:1=1")!, to: tape)
        }
        #expect(throws: TapeEditFailure.noSuchNumber(line: 3, number: 3)) {
            try TapeRecomputation(applying: TapeEdit(parsing: "3:3=1")!, to: tape)
        }
    }

    /// `=` alone repeats the last operation (7 − 1 after `− 1 =`), which its keys cannot make again: no keys.
    @Test func aRepeatedEqualsKeepsNoKeys() throws {
        let tape = try Self.tape(["2 - 1 =", "7 ="])
        #expect(tape.map(\.result) == ["1", "6"] && tape[1].recipe?.keys == nil && tape[1].recipe?.id == 2)
    }

    /// A line whose keys read the memory cannot be made again by them: it keeps no keys.
    @Test func theMemoryIsNotReplayed() throws {
        let tape = try Self.tape(["5 m+ 1 + 1 =", "mr + 1 ="])
        #expect(tape.last?.result == "6" && tape.last?.recipe?.keys == nil)
    }

    @Test(arguments: ["1:1=2", "12:3=0.5", "1:1=.5"]) func editsParse(text: String) { #expect(TapeEdit(parsing: text) != nil) }

    @Test(arguments: ["", "1=2", "0:1=2", "1:0=2", "1:1=-2", "1:1=1e5", "1:1=1.2.3", "1:1=", "a:1=2"])
    func otherEditsDoNot(text: String) { #expect(TapeEdit(parsing: text) == nil) }
}

/// Issue 43 item 4 and issue 44 R8, R10: the numbers an edit counts are those the row shows, an edit to an
/// error reads as the keys wrote it and its keys replay, and a number longer than a line holds is refused.
@Suite struct TapeEditNumberingTests {
    @Test(arguments: [
        (["5 AC 100 + 20 =", "* 3 ="], "1:1=200", ["220", "660"], "200 + 20"),
        (["1 0 5 back back 0 + 1 ="], "1:1=300", ["301"], "300 + 1"),
    ])
    func theNumbersAreThoseTheRowShows(lines: [String], edit: String, results: [String], expression: String) throws {
        let tape = try TapeRecomputationTests.tape(lines)
        let recomputation = try TapeRecomputation(applying: #require(TapeEdit(parsing: edit)), to: tape)
        #expect(recomputation.entries.map(\.result) == results)
        #expect(recomputation.entries[0].expression == expression)
    }

    /// A tape written before the rule kept what a clear and ⌫ removed: it is read by the rule all the same.
    @Test func anOlderRecipeIsCountedByWhatSurvives() throws {
        let recipe = LineRecipe(id: 1, keys: "7 AC 105 back back 0 + 1 =")
        #expect(TapeEdit.keys(of: recipe) == "10 + 1 =")
        let line = HistoryEntry(expression: "10 + 1", result: "11", recipe: recipe)
        let edit = try TapeRecomputation(applying: #require(TapeEdit(parsing: "1:1=300")), to: [line])
        #expect(edit.entries.map(\.line) == ["300 + 1 = 301"])
    }

    @Test func anEditToAnErrorReadsAsItsKeysAndReplays() throws {
        let tape = try TapeRecomputationTests.tape(["1 / 7 ="])
        let edit = try TapeRecomputation(applying: #require(TapeEdit(parsing: "1:2=0")), to: tape)
        #expect(edit.entries.map(\.line) == ["1 ÷ 0 = Error"])
        let script = try #require(TapeKeysExport.lines(edit.entries).first)
        #expect(try CalculatorController.run(keys: script).isError)
    }

    @Test func aNumberLongerThanAnEntryIsRefused() {
        #expect(TapeEdit(parsing: "1:1=" + String(repeating: "9", count: TapeEdit.digitLimit)) != nil)
        #expect(TapeEdit(parsing: "1:1=" + String(repeating: "9", count: TapeEdit.digitLimit + 1)) == nil)
        #expect(TapeEdit(parsing: "1:1=0.000" + String(repeating: "9", count: TapeEdit.digitLimit)) != nil)
    }
}
