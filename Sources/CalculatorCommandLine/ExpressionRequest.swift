import CalculatorController
import CalculatorModel

/// `calculator -e EXPR` (repeatable) and `-e -` (one calculation a line of standard input): each calculation
/// evaluated as the window evaluates it pasted, its result printed as `--keys` prints one. A line that does
/// not parse is named on standard error and the run goes on; the status is then 2. No window, no tape.
public struct ExpressionRequest: Equatable, Sendable {
    /// Where calculations come from, in the order of the `-e` options.
    public enum Source: Equatable, Sendable {
        /// `-e EXPR`: this calculation.
        case text(String)
        /// `-e -`: each line of standard input.
        case standardInput
    }

    /// The `-e` options' calculations, in order.
    public var sources: [Source]
    /// `--digits`: the significant digits printed.
    public var digits: Int
    /// `--evaluation`: how operators are ordered; nil is precedence.
    public var evaluation: Evaluation?
    /// `--localized`, `--exact` and the number format's options (`--expression` is not asked for: a
    /// pasted calculation's expression line is its value).
    var printed: PrintedResult

    /// A request to evaluate `sources`; by default printing the wide window's digits in C form.
    public init(
        sources: [Source], digits: Int = NumberFormat.wideDigits, evaluation: Evaluation? = nil, localized: Bool = false,
        printsExactForm: Bool = false, numberFormat: NumberFormatOptions = NumberFormatOptions()
    ) {
        self.sources = sources
        self.digits = digits
        self.evaluation = evaluation
        printed = PrintedResult(
            localized: localized, printsExpression: false, printsExactForm: printsExactForm, numberFormat: numberFormat)
    }

    /// How numbers are read: by C's rules, or with `--localized` by the locale's (as the window reads a
    /// paste), so that a script gives the same answers everywhere unless it asks otherwise.
    func readingLocale(_ locale: NumberLocale) -> NumberLocale {
        guard printed.localized else { return .standard }
        let format = printed.numberFormat
        return locale.overridden(decimal: format.decimal, group: format.group, grouping: format.grouping)
    }

    /// The lines printed for one calculation, or where and why it does not parse. A blank line is
    /// answered by an empty line.
    func answer(_ text: String, locale: NumberLocale) -> Result<[String], ExpressionProblem> {
        answered(text, locale: locale).map(\.lines)
    }

    /// `answer`'s lines, and why the result is `Error` when it is.
    private func answered(_ text: String, locale: NumberLocale) -> Result<
        (lines: [String], error: ErrorReason?), ExpressionProblem
    > {
        guard text.contains(where: { !$0.isWhitespace }) else { return .success(([""], nil)) }
        return CalculatorController.evaluate(
            expression: text, significantDigits: digits, evaluation: evaluation, locale: readingLocale(locale)
        ).map { (printed.lines($0, locale: locale), $0.errorReason) }
    }

    /// Evaluates every source in order: results through `write`, one line a calculation (two with
    /// `--exact`); for a line that does not parse, an empty line (so that output line N still answers
    /// input line N) and one message through `warn`; for a result that is `Error`, why, through `warn`
    /// (`calculator: -e: division by zero`). The exit status: 0, or 2 when a line did not parse.
    public func run(
        locale: NumberLocale = NumberLocale.fromEnvironment(), nextLine: () -> BoundedLines.Line?,
        write: (String) -> Void, warn: (String) -> Void
    ) -> Int32 {
        var status: Int32 = 0
        /// Answers `text`, named `place` in a message.
        func evaluate(_ text: String, place: String) {
            switch answered(text, locale: locale) {
            case .success(let answer):
                answer.lines.forEach(write)
                if let reason = answer.error { warn("calculator: \(place): \(reason.description)") }
            case .failure(let problem):
                status = 2
                for _ in 0..<(printed.printsExactForm ? 2 : 1) { write("") }
                warn(Self.message(problem, place: place))
            }
        }
        for (argument, source) in sources.enumerated() {
            switch source {
            case .text(let text):
                evaluate(text, place: sources.count == 1 ? "-e" : "-e \(argument + 1)")
            case .standardInput:
                var number = 0
                while let line = nextLine() {
                    number += 1
                    switch line {
                    case .text(let text):
                        evaluate(text, place: "line \(number)")
                    case .tooLong(let bytes):
                        status = 2
                        write("")
                        warn("calculator: line \(number): \(bytes) bytes, longer than \(BoundedLines.maximumBytes)")
                    }
                }
            }
        }
        return status
    }

    /// The message for `problem` in the calculation `place` names: `calculator: line 3, position 5: unexpected ')'`.
    static func message(_ problem: ExpressionProblem, place: String) -> String {
        if case .refused = problem.reason { return "calculator: \(place): \(problem.explanation)" }
        return "calculator: \(place), position \(problem.position): \(problem.explanation)"
    }
}
