import CalculatorModel
import UnitDatabase

/// The hidden batch runs over standard input, for the references that would otherwise start thousands of
/// processes: each line read is answered by one line written.
public enum LineAnswering: Equatable, Sendable {
    /// `--keys-stdin`: each line pressed as calculator keys; the display (with `--exact`, after a line of
    /// its exact form, as `--keys --exact` prints them: two lines out for each line in).
    case keys(digits: Int, evaluation: Evaluation?, exactForm: Bool = false)
    /// `--mode programmer --keys-stdin`: each line pressed as programmer keys in this request's word, sign and base.
    case programmerKeys(ProgrammerRequest)
    /// `--convert-stdin`: each line `VALUE UNIT<tab>UNIT` converted with this request's digits and format.
    case conversions(ConversionRequest)

    /// Answers each line `nextLine` reads through `write`, each answer as soon as it is computed; the
    /// warning and status at the end (2 when a line was refused, a conversion failed or the unit database
    /// is missing). A line longer than `BoundedLines.maximumBytes` is answered by empty lines (`error: …`
    /// for a conversion) and named through `warn` with its number, unread.
    public func answering(
        from nextLine: () -> BoundedLines.Line?, write: (String) -> Void, warn: (String) -> Void
    ) -> BatchRequest.Output {
        var number = 0
        var refused = false
        /// The next line that is kept, with its number; a longer one is answered and told here.
        func nextText() -> (number: Int, text: String)? {
            while let line = nextLine() {
                number += 1
                switch line {
                case .text(let text): return (number, text)
                case .tooLong(let bytes):
                    refused = true
                    let reason = "\(bytes) bytes, longer than \(BoundedLines.maximumBytes)"
                    warn("calculator: line \(number): \(reason)")
                    switch self {
                    case .keys(_, _, let exactForm): (exactForm ? ["", ""] : [""]).forEach(write)
                    case .programmerKeys: write("")
                    case .conversions: write("error: \(reason)")
                    }
                }
            }
            return nil
        }
        var output = BatchRequest.Output(lines: [], warning: nil, status: 0)
        switch self {
        case .keys(let digits, let evaluation, let exactForm):
            BatchRequest.answering(
                digits: digits, evaluation: evaluation, exactForm: exactForm, from: { nextText()?.text }, write: write)
        case .programmerKeys(let request):
            while let line = nextText() { write(request.standardInputLine(for: line.text)) }
        case .conversions(let request):
            output = request.convertingLines(from: nextText, write: write, warn: warn)
        }
        if refused { output.status = 2 }
        return output
    }
}
