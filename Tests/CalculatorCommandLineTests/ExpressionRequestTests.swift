import CalculatorController
import CalculatorModel
import Testing

@testable import CalculatorCommandLine

/// `calculator -e`: what is printed for each calculation, the messages and the exit status.
struct ExpressionRequestTests {
    /// Runs `request` over `input`'s lines; what it wrote, warned and returned.
    private func run(_ request: ExpressionRequest, input: [String] = []) -> (lines: [String], warnings: [String], status: Int32) {
        var lines: [String] = [], warnings: [String] = []
        var input = input.map(BoundedLines.Line.text).makeIterator()
        let status = request.run(
            locale: .standard, nextLine: { input.next() }, write: { lines.append($0) }, warn: { warnings.append($0) })
        return (lines, warnings, status)
    }

    /// A calculation that parses but is undefined prints `Error`, and why on standard error, named as a
    /// line that does not parse is; the status stays 0 (issue 43).
    @Test func anErrorIsPrintedAndWhyOnStandardError() {
        #expect(run(ExpressionRequest(sources: [.text("1/0")])) == (["Error"], ["calculator: -e: division by zero"], 0))
        let lines = run(ExpressionRequest(sources: [.standardInput]), input: ["sqrt(-4)", "2+2", "ln(0)", "8 yroot 0"])
        #expect(lines.lines == ["Error", "4", "Error", "Error"])
        #expect(
            lines.warnings == [
                "calculator: line 1: root of a negative number", "calculator: line 3: outside the function's domain",
                "calculator: line 4: the 0th root is undefined",
            ])
        #expect(lines.status == 0)
    }

    /// Issue 34's examples: `2+3*4` is 14, `1/3*3` and `2^10` from standard input are 1 and 1024.
    @Test func theIssuesExamples() {
        #expect(run(ExpressionRequest(sources: [.text("2+3*4")])) == (["14"], [], 0))
        #expect(run(ExpressionRequest(sources: [.standardInput]), input: ["1/3*3", "2^10"]) == (["1", "1024"], [], 0))
    }

    /// `2+` is named with its position, one past its end; the status is 2 and the other calculations go on.
    @Test func aLineThatDoesNotParseIsNamedWithItsPositionAndTheRunGoesOn() {
        let result = run(ExpressionRequest(sources: [.text("2+")]))
        #expect(result == ([""], ["calculator: -e, position 3: expected a number at the end"], 2))
        let lines = run(ExpressionRequest(sources: [.standardInput]), input: ["1+1", "(2+3", "2 $ 3", "4*5"])
        #expect(lines.lines == ["2", "", "", "20"])
        #expect(
            lines.warnings == [
                "calculator: line 2, position 5: expected ')' at the end",
                "calculator: line 3, position 3: unknown character '$'",
            ])
        #expect(lines.status == 2)
    }

    /// Typed text reads as mathematics (issue 45): `!` and `^` after a group bind to it, signs repeat, a
    /// literal past the range is `Error` as a result is (and says why, as a result does), equal values
    /// spelled apart cancel exactly (no `≈0`), and `5!!` is refused with the reason.
    @Test(arguments: [
        ("1/(4)!", ["0.041666666666666666666666666666667"], []), ("10^(2)^3", ["100000000"], []), ("--5", ["5"], []),
        ("1e10000", ["Error"], ["calculator: -e: out of range"]), ("6/2(1+2)", ["9"], []),
        ("(sqrt(3))^3-3*sqrt(3)", ["0"], []), ("(cbrt(1984))-(124/cbrt(961))", ["0"], []), ("pi^1-pi", ["0"], []),
    ])
    func typedTextReadsAsMathematics(text: String, lines: [String], warnings: [String]) {
        #expect(run(ExpressionRequest(sources: [.text(text)])) == (lines, warnings, 0))
    }

    @Test func aDoubleFactorialIsRefusedWithTheReason() {
        #expect(
            run(ExpressionRequest(sources: [.text("5!!")]))
                == (
                    [""],
                    [
                        "calculator: -e, position 3: double factorial (!!) is not an operation of the calculator; (n!)! is a factorial's factorial"
                    ], 2
                ))
    }

    /// An exact 0 has no form: `--exact` prints an empty line, never `≈0` (README, issue 45).
    @Test(arguments: ["23^(1/4)*3-1863^(1/4)", "ln(8)-3*ln(2)", "e^(1/2)-sqrt(e)", "sqrt(pi^2)-pi"])
    func anExactZeroHasNoForm(text: String) {
        #expect(run(ExpressionRequest(sources: [.text(text)], printsExactForm: true)) == (["", "0"], [], 0))
    }

    /// Repeated `-e` options are numbered in a message; `-` reads standard input in its place.
    @Test func repeatedOptionsAreAnsweredInOrder() {
        let request = ExpressionRequest(sources: [.text("1+1"), .standardInput, .text("7 mod 2")])
        let result = run(request, input: ["3*3"])
        #expect(result.lines == ["2", "9", ""])
        #expect(result.warnings == ["calculator: -e 3, position 3: modulo is not an operation of the calculator"])
    }

    /// The options as `--keys` has them: digits, the evaluation rule, the exact form, the locale's form.
    @Test(
        arguments: [
            (ExpressionRequest(sources: [.text("2+3*4")], evaluation: .immediate), ["20"]),
            (ExpressionRequest(sources: [.text("1/7")], digits: 5), ["0.14286"]),
            (ExpressionRequest(sources: [.text("sqrt(8)/4")], digits: 5, printsExactForm: true), ["sqrt(2)/2", "0.70711"]),
            (ExpressionRequest(sources: [.text("1+1")], printsExactForm: true), ["", "2"]),
            (ExpressionRequest(sources: [.text("1234.5*2")], localized: true), ["2,469"]),
            (ExpressionRequest(sources: [.text("2+3=")]), ["5"]),   // its own `=`, not repeated
            (ExpressionRequest(sources: [.text("42")]), ["42"]),
            (ExpressionRequest(sources: [.text("   ")]), [""]),
        ])
    func printsAsKeysDoes(request: ExpressionRequest, lines: [String]) {
        #expect(run(request) == (lines, [], 0))
    }

    /// With `--localized`, numbers are read by the locale's rules too: `1,234` is 1.234 in Germany,
    /// 1234 by C's rules.
    @Test func localizedReadsNumbersByTheLocale() {
        let german = NumberLocale(decimalSeparator: ",", groupSeparator: ".", grouping: [3])
        let request = ExpressionRequest(sources: [], localized: true)
        #expect(request.answer("1,234*2", locale: german) == .success(["2,468"]))
        #expect(ExpressionRequest(sources: []).answer("1,234*2", locale: german) == .success(["2468"]))
    }

    /// A line too long to keep is told by its length, and does not stop the run.
    @Test func aLineTooLongIsToldByItsLength() {
        var lines: [String] = [], warnings: [String] = []
        var input = [BoundedLines.Line.tooLong(bytes: 1_000_000), .text("1+2")].makeIterator()
        let status = ExpressionRequest(sources: [.standardInput]).run(
            locale: .standard, nextLine: { input.next() }, write: { lines.append($0) }, warn: { warnings.append($0) })
        #expect(lines == ["", "3"])
        #expect(warnings == ["calculator: line 1: 1000000 bytes, longer than 4096"])
        #expect(status == 2)
    }
}
