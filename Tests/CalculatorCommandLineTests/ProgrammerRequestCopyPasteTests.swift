import CalculatorModel
import Testing

@testable import CalculatorCommandLine

/// `--paste`, `--copy` and `--tape` of `--mode programmer`: the paste parser, the copy text and the
/// tape's lines reachable from the command line.
struct ProgrammerRequestCopyPasteTests {
    @Test func pasteCopyAndTapeAreParsed() {
        #expect(
            Invocation.parse(["--mode", "programmer", "--paste", "0xFF_FF"])
                == .programmer(ProgrammerRequest(keys: "", paste: "0xFF_FF")))
        #expect(
            Invocation.parse(["--mode", "programmer", "--base", "hex", "--copy", "--tape", "--keys", "F F and 0 F ="])
                == .programmer(
                    ProgrammerRequest(keys: "F F and 0 F =", base: .hexadecimal, printsCopyText: true, printsTape: true)))
    }

    @Test(arguments: [
        (ProgrammerRequest(keys: "", paste: "0xFF_FF"), ["65535"]),
        (ProgrammerRequest(keys: "hex", paste: "0xFF_FF", printsCopyText: true), ["0xFFFF"]),
        (ProgrammerRequest(keys: "and 0 F =", base: .hexadecimal, paste: "0xFF", printsTape: true), ["0xFF AND 0xF = 0xF", "F"]),
        (
            ProgrammerRequest(keys: "+ 1 =", size: .byte, paste: "127", printsCopyText: true, printsTape: true),
            ["127 + 1 = -128", "-128"]
        ),
        (
            ProgrammerRequest(keys: "", size: .byte, printsAllBases: true, paste: "0xFF", printsCopyText: true),
            ["HEX 0xFF", "DEC -1", "OCT 0o377", "BIN 0b11111111"]
        ),
    ])
    func aRunPastesThenPressesTheKeys(request: ProgrammerRequest, lines: [String]) {
        #expect(request.run() == BatchRequest.Output(lines: lines, warning: nil, status: 0))
    }

    /// `Error` is printed, and why on standard error; the status stays 0 (issue 43).
    @Test(arguments: [("1 / 0 =", "Error"), ("5 mod 0 =", "Error"), ("1 / 0 = AC 5", "5")])
    func anErrorSaysWhyOnStandardError(keys: String, shown: String) {
        let output = ProgrammerRequest(keys: keys, printsCopyText: true).run()
        #expect(output.lines == [shown] && output.status == 0)
        #expect(output.errorReason == (shown == "Error" ? "calculator: division by zero" : nil))
    }

    /// Keys past a nesting limit are refused whole and told once, as the calculator's: 10,000 `(` open 100.
    @Test func refusedKeysAreWarnedOnce() {
        let output = ProgrammerRequest(keys: Array(repeating: "(", count: 10_000).joined(separator: " ") + " 7 =").run()
        #expect(output.lines == ["7"])
        #expect(output.warning == "calculator: refused key 101 '(': more than 100 parentheses open; 9899 more keys refused")
    }

    /// A refused paste prints its reason and nothing else, status 1.
    @Test(arguments: [
        ("0x1FF", "too wide for the 8-bit word"), ("-1", "negative in an unsigned word"), ("1.5", "not a number"),
        ("FF", "'F' is not a DEC digit"), (" ", "nothing to paste"), ("0xFF & 0x0F", "an expression: paste one number"),
    ])
    func aRefusedPasteSaysWhy(paste: String, reason: String) {
        #expect(
            ProgrammerRequest(keys: "+ 1 =", size: .byte, signedness: .unsigned, paste: paste).run()
                == BatchRequest.Output(lines: [], warning: "calculator: paste refused: \(reason)", status: 1))
    }
}
