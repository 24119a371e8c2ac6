import ArgumentParser

/// The end of a run that parsing decided: what to print and the exit status. Status 0 (`--help`,
/// `--version`) prints to standard output, anything else to standard error; the executable escapes
/// the text's control characters, as every message of the program.
public struct CommandLineExit: Equatable, Sendable {
    /// The message, several lines for `--help`; empty when there is none.
    public var text: String
    /// The process's exit status: 0 for `--help` and `--version`, 2 for a refused option or value (as for an
    /// unknown key).
    public var status: Int32

    /// An exit printing `text` with `status`.
    public init(text: String, status: Int32) {
        self.text = text
        self.status = status
    }

    /// The exit for what swift-argument-parser threw: a bad option or value is one line saying what it takes
    /// and status 2; help, version and the parser's other errors are its full message and its code.
    init(error: any Error) {
        let code = CalculatorCommand.exitCode(for: error)
        if code == .validationFailure {
            let message = CalculatorCommand.message(for: error)
            let first = message.split(separator: "\n", omittingEmptySubsequences: true).first.map(String.init) ?? ""
            self.init(text: "calculator: \(first)", status: 2)
        } else {
            self.init(text: CalculatorCommand.fullMessage(for: error), status: code.rawValue)
        }
    }

    /// Whether the text goes to standard output: only when nothing went wrong.
    public var isOutput: Bool { status == 0 }
}
