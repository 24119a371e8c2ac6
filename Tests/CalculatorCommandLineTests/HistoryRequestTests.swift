import CalculatorController
import CalculatorModel
import Testing
@testable import CalculatorCommandLine

/// `--history` with `--format` and `--edit`.
@Suite struct HistoryRequestTests {
    @Test func optionsAreParsed() throws {
        #expect(Invocation.parse(["--history", "--format", "keys"]) == .history(HistoryRequest(format: .keys)))
        #expect(
            Invocation.parse(["--history", "--edit", "3:1=22.5"])
                == .history(HistoryRequest(edit: TapeEdit(line: 3, number: 1, value: "22.5"))))
    }

    /// A format or an edit it cannot read is refused with status 64, before anything is read.
    @Test(arguments: [["--history", "--format", "csvx"], ["--history", "--edit", "3=1"], ["--history", "--edit", "1:1=-5"]])
    func badOptionsAreRefused(arguments: [String]) throws {
        guard case .exit(let exit) = Invocation.parse(arguments) else {
            Issue.record("not refused")
            return
        }
        #expect(exit.status != 0 && !exit.isOutput)
    }

    /// The text format is the tape as ever; an edit that cannot be made says why in one line.
    @Test func linesAndRefusals() throws {
        let tape = [HistoryEntry(expression: "7 + 9", result: "16")]
        #expect(HistoryRequest().lines(tape) == ["7 + 9 = 16"])
        #expect(HistoryRequest(format: .keys).lines(tape) == ["16 ="])
        guard case .failure(let refusal) = HistoryRequest(edit: TapeEdit(parsing: "1:1=2")).edited(tape) else {
            Issue.record("an older line was edited")
            return
        }
        #expect(refusal.message == "calculator: cannot edit: line 1 keeps no keys that can make it again")
        #expect(HistoryRequest().edited(tape) == nil)
    }
}
