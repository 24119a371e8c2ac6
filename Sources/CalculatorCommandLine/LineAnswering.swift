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

    /// Answers each line `nextLine` reads through `write`; the warning and status at the end (2 when a
    /// conversion failed or the unit database is missing).
    public func answering(from nextLine: () -> String?, write: (String) -> Void) -> BatchRequest.Output {
        switch self {
        case .keys(let digits, let evaluation, let exactForm):
            BatchRequest.answering(
                digits: digits, evaluation: evaluation, exactForm: exactForm, from: nextLine, write: write)
            return BatchRequest.Output(lines: [], warning: nil, status: 0)
        case .programmerKeys(let request):
            while let line = nextLine() { write(request.standardInputLine(for: line)) }
            return BatchRequest.Output(lines: [], warning: nil, status: 0)
        case .conversions(let request):
            return request.convertingLines(from: nextLine, write: write)
        }
    }
}
