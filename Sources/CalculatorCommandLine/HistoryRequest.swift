import CalculatorController
import CalculatorModel

/// `calculator --history`: how the tape is printed (`--format`) and an edit to make first (`--edit`).
public struct HistoryRequest: Equatable, Sendable {
    /// `--format`: how each line is printed.
    public var format: HistoryFormat
    /// `--edit LINE:NUMBER=VALUE`: a number of a line to change, and the lines that used it recomputed.
    public var edit: TapeEdit?

    public init(format: HistoryFormat = .text, edit: TapeEdit? = nil) {
        self.format = format
        self.edit = edit
    }

    /// Reads the tape (`read`: its lines and the problems reading found), makes the edit asked for
    /// (`rewrite` of the lines read as the lines edited, which says its problems; those and a summary go
    /// to `warn`), and writes its lines: the exit status (2 for an edit refused, 1 for a tape not rewritten).
    public func run(
        read: () -> (entries: [HistoryEntry], problems: [String]),
        rewrite: ([HistoryEntry], [HistoryEntry]) -> [String], write: (String) -> Void, warn: ([String]) -> Void
    ) -> Int32 {
        let contents = read()
        warn(contents.problems)
        var tape = contents.entries
        switch edited(tape) {
        case .failure(let refusal):
            warn([String(refusal.message.dropFirst("calculator: ".count))])
            return 2
        case .success(let edit):
            let problems = rewrite(tape, edit.entries)
            warn(problems + [Self.summary(edit)])
            if !problems.isEmpty { return 1 }
            tape = edit.entries
        case nil: break
        }
        for line in lines(tape) { write(line) }
        return 0
    }

    /// The lines to print for `tape`.
    public func lines(_ tape: [HistoryEntry]) -> [String] {
        format.lines(tape)
    }

    /// The edit applied to `tape`, or the one line for standard error saying why it could not be.
    public func edited(_ tape: [HistoryEntry]) -> Result<TapeRecomputation, EditRefusal>? {
        guard let edit else { return nil }
        do {
            return .success(try TapeRecomputation(applying: edit, to: tape))
        } catch {
            let reason =
                switch error {
                case .noSuchLine(let line): "the tape has no line \(line)"
                case .notReplayable(let line): "line \(line) keeps no keys that can make it again"
                case .noSuchNumber(let line, let number): "line \(line) has no number \(number)"
                }
            return .failure(EditRefusal(message: "calculator: cannot edit: \(reason)"))
        }
    }

    /// The line for standard error after an edit (after the program's name): how many lines changed, and which (from 1).
    public static func summary(_ recomputation: TapeRecomputation) -> String {
        "\(recomputation.changed.count) line(s) recomputed: "
            + recomputation.changed.map { String($0 + 1) }.joined(separator: " ")
    }
}

/// Why `--edit` was refused: the line for standard error (the exit status is 2).
public struct EditRefusal: Error, Equatable, Sendable {
    public var message: String
}
