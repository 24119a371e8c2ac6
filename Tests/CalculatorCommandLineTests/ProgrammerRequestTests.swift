import CalculatorModel
import Testing

@testable import CalculatorCommandLine

/// `--mode programmer` as parsed and carried out, and the lines the standard-input runs answer.
struct ProgrammerRequestTests {
    @Test func programmerKeysAreParsedIntoARequest() {
        #expect(
            Invocation.parse(["--mode", "programmer", "--word", "8", "--unsigned", "--base", "hex", "--keys", "FF + 1 ="])
                == .programmer(ProgrammerRequest(keys: "FF + 1 =", size: .byte, signedness: .unsigned, base: .hexadecimal)))
        #expect(
            Invocation.parse(["--mode", "programmer", "--keys-stdin"])
                == .linesFromStandardInput(.programmerKeys(ProgrammerRequest(keys: ""))))
        guard case .exit(let exit) = Invocation.parse(["--mode", "programmer", "--word", "12", "--keys", "1"]) else {
            Issue.record("a 12-bit word was taken")
            return
        }
        #expect(
            exit.status == 2
                && exit.text
                    == "calculator: The value '12' is invalid for '--word <bits>'. Please provide one of '8', '16', '32' or '64'."
        )
        guard case .exit(let converter) = Invocation.parse(["--mode", "converter", "--keys", "1"]) else {
            Issue.record("--mode converter took keys")
            return
        }
        #expect(converter.status == 2 && converter.text.contains("--convert '3 ft' cm"))
        guard case .exit(let sheet) = Invocation.parse(["--mode", "sheet", "--keys", "1 + 2 ="]) else {
            Issue.record("--mode sheet took keys")
            return
        }
        #expect(sheet.status == 2 && sheet.text.contains("--sheet FILE"))
    }

    /// A signed byte wraps 127 + 1 to −128 (two's complement); `--bases` prints a line per base.
    @Test func aRunPrintsTheValueOrEachBase() {
        #expect(ProgrammerRequest(keys: "127 + 1 =", size: .byte).run().lines == ["-128"])
        #expect(
            ProgrammerRequest(keys: "255", size: .word, printsAllBases: true).run().lines
                == ["HEX FF", "DEC 255", "OCT 377", "BIN 11111111"])
        #expect(
            ProgrammerRequest(keys: "1 foo").run()
                == BatchRequest.Output(lines: [], warning: "calculator: unknown key 'foo'", status: 2))
    }

    @Test func eachStandardInputLineIsAnswered() {
        var input = ["FF and 0F =", "1 foo", "7 × 6 ="]
        var written: [String] = []
        let output = LineAnswering.programmerKeys(ProgrammerRequest(keys: "", base: .hexadecimal)).answering(
            from: { input.isEmpty ? nil : .text(input.removeFirst()) }, write: { written.append($0) }, warn: { _ in })
        #expect(written == ["F", "unknown key 'foo'", "2A"])
        #expect(output.status == 0)
        written = []
        input = ["1 + 2 =", "2 ^ 10 ="]
        _ = LineAnswering.keys(digits: 5, evaluation: nil).answering(
            from: { input.isEmpty ? nil : .text(input.removeFirst()) }, write: { written.append($0) }, warn: { _ in })
        #expect(written == ["3", "1024"])
    }
}
