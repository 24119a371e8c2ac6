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
        (ProgrammerRequest(keys: "1 / 0 =", printsCopyText: true), ["Error"]),
    ])
    func aRunPastesThenPressesTheKeys(request: ProgrammerRequest, lines: [String]) {
        #expect(request.run() == BatchRequest.Output(lines: lines, warning: nil, status: 0))
    }

    /// A refused paste prints its reason and nothing else, status 1.
    @Test(arguments: [
        ("0x1FF", "too wide for the 8-bit word"), ("-1", "negative in an unsigned word"), ("1.5", "not a number"),
        ("FF", "'F' is not a DEC digit"), (" ", "nothing to paste"),
    ])
    func aRefusedPasteSaysWhy(paste: String, reason: String) {
        #expect(
            ProgrammerRequest(keys: "+ 1 =", size: .byte, signedness: .unsigned, paste: paste).run()
                == BatchRequest.Output(lines: [], warning: "calculator: paste refused: \(reason)", status: 1))
    }
}
