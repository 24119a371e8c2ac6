import Testing
import CalculatorController
import CalculatorModel
@testable import CalculatorCommandLine

/// What batch mode prints for a request: the lines, the one warning line and the exit status.
struct BatchRequestTests {
    @Test(
        arguments: [
            (BatchRequest(keys: "1 + 2 ="), ["3"]), (BatchRequest(keys: "1 / 7 =", digits: 16), ["0.1428571428571429"]),
            (BatchRequest(keys: "2 + 3 * 4 =", evaluation: .immediate), ["20"]),
            (BatchRequest(keys: "2 + 3 * 4 ="), ["14"]),
            (BatchRequest(keys: "1 + 2 =", printsExpression: true), ["1 + 2 =", "3"]),
            // --exact: the copy text of the exact form, or an empty line, before the number (issue 31).
            (BatchRequest(keys: "7 ÷ 3 =", digits: 5, printsExactForm: true), ["7/3", "2.3333"]),
            (BatchRequest(keys: "2 √ + 1 =", digits: 3, printsExactForm: true), ["", "2.41"]),
            (BatchRequest(keys: "1 + 2 =", printsExpression: true, printsExactForm: true), ["1 + 2 =", "", "3"]),
        ])
    func printsTheDisplay(request: BatchRequest, lines: [String]) {
        #expect(request.run() == BatchRequest.Output(lines: lines, warning: nil, status: 0))
    }

    /// `--localized` writes the number as the locale does, with the options over it; C form otherwise.
    @Test func localizedIsTheLocalesFormWithTheOptionsOverIt() {
        let options = NumberFormatOptions(decimal: ",", group: "\u{202F}")
        let request = BatchRequest(keys: "1234.5 * 2 =", localized: true, numberFormat: options)
        #expect(request.run(locale: .standard).lines == ["2\u{202F}469"])
        #expect(
            BatchRequest(keys: "1234.5 =", localized: true, numberFormat: options).run(locale: .standard).lines == [
                "1\u{202F}234,5"
            ])
        #expect(BatchRequest(keys: "1234.5 =", numberFormat: options).run(locale: .standard).lines == ["1234.5"])
    }

    @Test func anUnknownKeyPrintsNothingButItsNameAndExitsTwo() {
        #expect(
            BatchRequest(keys: "1 + foo").run()
                == BatchRequest.Output(lines: [], warning: "calculator: unknown key 'foo'", status: 2))
    }

    /// `--keys-stdin` prints one line a key list: the display, or the unknown key in place of it.
    @Test(
        arguments: [
            (BatchRequest(keys: "1 + 1 =", digits: 10), "2"), (BatchRequest(keys: "1 / 3 =", digits: 10), "0.3333333333"),
            (BatchRequest(keys: "2 + 3 * 4 =", evaluation: .immediate), "20"), (BatchRequest(keys: "1 foo"), "unknown key 'foo'"),
        ])
    func standardInputLineIsTheDisplayOrTheUnknownKey(request: BatchRequest, line: String) {
        #expect(request.standardInputLines == [line])
    }

    /// Refused keys change nothing and are told once on standard error; the display is still printed.
    @Test func refusedKeysAreWarnedOnce() {
        let output = BatchRequest(keys: Array(repeating: "(", count: 105).joined(separator: " ")).run()
        #expect(
            output
                == BatchRequest.Output(
                    lines: ["0"], warning: "calculator: refused key 101 '(': more than 100 parentheses open; 4 more keys refused",
                    status: 0))
    }

    /// Refused keys give one line on standard error however many there were: the first, why, how many more.
    @Test func refusedKeysAreNamedOnce() throws {
        #expect(BatchRequest.refusalWarning([]) == nil)
        let first = KeySequence.RefusedKey(position: 101, name: "(", limit: .openParentheses)
        #expect(BatchRequest.refusalWarning([first]) == "calculator: refused key 101 '(': more than 100 parentheses open")
        let power = KeySequence.RefusedKey(position: 502, name: "^", limit: .pendingOperations)
        #expect(
            BatchRequest.refusalWarning([power, power, power])
                == "calculator: refused key 502 '^': more than 250 operators waiting; 2 more keys refused")
    }

    /// `--keys-stdin --exact` answers each line as `--keys --exact` does: the exact form's line (empty
    /// when there is none), then the number; without `--exact`, the number alone. Bench's exact-form
    /// figure (Scripts/bench.d/targets.py) times the difference, so the option must be honoured here.
    @Test func standardInputLinesWithExactGiveTheFormFirst() {
        var input = ["8 √ ÷ 4 =", "2 √ + 1 =", "7 ÷ 3 ="]
        var written: [String] = []
        _ = LineAnswering.keys(digits: 10, evaluation: nil, exactForm: true).answering(
            from: { input.isEmpty ? nil : .text(input.removeFirst()) }, write: { written.append($0) }, warn: { _ in })
        #expect(written == ["sqrt(2)/2", "0.7071067812", "", "2.414213562", "7/3", "2.333333333"])
        input = ["7 ÷ 3 ="]
        written = []
        _ = LineAnswering.keys(digits: 10, evaluation: nil).answering(
            from: { input.isEmpty ? nil : .text(input.removeFirst()) }, write: { written.append($0) }, warn: { _ in })
        #expect(written == ["2.333333333"])
    }
}

/// `--keys` that end in `Error` print it, and why on standard error (issue 43); the status stays 0.
struct BatchRequestErrorReasonTests {
    @Test(
        arguments: [
            ("5 ÷ 0 =", "division by zero"), ("1 ± √", "root of a negative number"), ("0 ln", "outside the function's domain"),
            ("10 ^ 10000 =", "out of range"), ("8 root 0 =", "the 0th root is undefined"),
            ("8 ± ^ 0.5 =", "fractional power of a negative number"),
        ])
    func anErrorSaysWhyOnStandardError(keys: String, reason: String) {
        #expect(
            BatchRequest(keys: keys).run()
                == BatchRequest.Output(lines: ["Error"], warning: nil, status: 0, errorReason: "calculator: \(reason)"))
    }

    /// A number, and `--keys-stdin`'s lines, say nothing more.
    @Test func aNumberSaysNothingMore() {
        #expect(BatchRequest(keys: "5 ÷ 0 = 7").run().errorReason == nil)
        #expect(BatchRequest(keys: "5 ÷ 0 =").standardInputLines == ["Error"])
    }
}
