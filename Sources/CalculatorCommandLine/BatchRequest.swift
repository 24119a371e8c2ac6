import CalculatorController
import CalculatorModel

/// Batch mode as the command line asks for it (`--keys` and the options that shape what it prints),
/// and what it prints.
public struct BatchRequest: Equatable, Sendable {
    /// The space-separated key names to press.
    public var keys: String
    /// `--digits`: the significant digits printed.
    public var digits: Int
    /// `--evaluation`: how operators are ordered; nil is precedence.
    public var evaluation: Evaluation?
    /// `--localized`: the number as the locale (and the number format's options) writes it, not in C form.
    public var localized: Bool
    /// `--expression`: the expression line too, first.
    public var printsExpression: Bool
    /// `--exact`: the exact form as Ctrl+C copies it (an empty line when there is none), before the number.
    public var printsExactForm: Bool
    /// The number format's options, over the locale's, for `localized`.
    public var numberFormat: NumberFormatOptions
    /// `--print-tape-file` (hidden): the lines the keys put on the tape, as the tape file holds them, in
    /// place of the display.
    public var printsTapeFile: Bool

    /// A request to press `keys`; by default printing the wide window's digits in C form.
    public init(
        keys: String, digits: Int = NumberFormat.wideDigits, evaluation: Evaluation? = nil, localized: Bool = false,
        printsExpression: Bool = false, printsExactForm: Bool = false, numberFormat: NumberFormatOptions = NumberFormatOptions(),
        printsTapeFile: Bool = false
    ) {
        self.keys = keys
        self.digits = digits
        self.evaluation = evaluation
        self.localized = localized
        self.printsExpression = printsExpression
        self.printsExactForm = printsExactForm
        self.numberFormat = numberFormat
        self.printsTapeFile = printsTapeFile
    }

    /// What a batch run prints: lines for standard output, at most two lines for standard error, and
    /// the exit status (2 for an unknown key, which prints nothing else).
    public struct Output: Equatable, Sendable {
        /// The expression line (with `--expression`) and the display.
        public var lines: [String]
        /// The one line for standard error: refused keys, or the unknown key.
        public var warning: String?
        /// The exit status.
        public var status: Int32
        /// Why the display reads `Error` (`calculator: division by zero`), a line of its own on standard
        /// error after the warning; the status stays 0, as the display was printed.
        public var errorReason: String? = nil

        /// The lines for standard error, in order: the warning, then why the display reads `Error`.
        public var standardErrorLines: [String] { [warning, errorReason].compactMap { $0 } }
    }

    /// The line on standard error that says why the display reads `Error`; nil for a number.
    static func errorLine(_ reason: ErrorReason?) -> String? {
        reason.map { "calculator: \($0.description)" }
    }

    /// Presses the keys in a controller of their own; `locale` is how the system writes numbers (the
    /// environment's), which the number format's options override.
    public func run(locale: NumberLocale = NumberLocale.fromEnvironment()) -> Output {
        if printsTapeFile {
            do {
                let tape = try CalculatorController.tape(keys: keys, significantDigits: digits, evaluation: evaluation)
                return Output(lines: tape.map(\.storedLine), warning: nil, status: 0)
            } catch {
                return Output(lines: [], warning: "calculator: unknown key '\(error.token)'", status: 2)
            }
        }
        var refused: [KeySequence.RefusedKey] = []
        let state: DisplayState
        do {
            state = try CalculatorController.run(keys: keys, significantDigits: digits, evaluation: evaluation, refused: &refused)
        } catch {
            return Output(lines: [], warning: "calculator: unknown key '\(error.token)'", status: 2)
        }
        let printed = PrintedResult(
            localized: localized, printsExpression: printsExpression, printsExactForm: printsExactForm,
            numberFormat: numberFormat)
        // Refused keys change nothing, as in the window; a script is told once, on standard error.
        return Output(
            lines: printed.lines(state, locale: locale), warning: Self.refusalWarning(refused), status: 0,
            errorReason: Self.errorLine(state.errorReason))
    }

    /// `--keys-stdin`'s lines for these keys: the display alone (with `printsExactForm`, after its exact
    /// form's line, empty when there is none), or which key is unknown (its control characters are
    /// escaped where it is printed). Refused keys change nothing and are not told.
    public var standardInputLines: [String] {
        do {
            let state = try CalculatorController.run(keys: keys, significantDigits: digits, evaluation: evaluation)
            return (printsExactForm ? [state.exactForm()?.plainText ?? ""] : []) + [state.plainDisplay]
        } catch {
            return ["unknown key '\(error.token)'"]
        }
    }

    /// `--keys-stdin`: each line `nextLine` reads pressed as keys, and its `standardInputLines` handed to `write`.
    public static func answering(
        digits: Int, evaluation: Evaluation?, exactForm: Bool = false, from nextLine: () -> String?,
        write: (String) -> Void
    ) {
        while let line = nextLine() {
            BatchRequest(keys: line, digits: digits, evaluation: evaluation, printsExactForm: exactForm)
                .standardInputLines.forEach(write)
        }
    }

    /// The one line batch mode writes on standard error when keys were refused: the first, why, and
    /// how many more (20,000 `(` give one line, not 19,900); nil when none were. Its control characters
    /// are escaped where it is written (`standardError`).
    static func refusalWarning(_ refused: [KeySequence.RefusedKey]) -> String? {
        guard let first = refused.first else { return nil }
        let reason =
            switch first.limit {
            case .openParentheses: "more than \(first.limit.maximum) parentheses open"
            case .pendingOperations: "more than \(first.limit.maximum) operators waiting"
            }
        let more = refused.count > 1 ? "; \(refused.count - 1) more keys refused" : ""
        return "calculator: refused key \(first.position) '\(first.name)': \(reason)\(more)"
    }
}
