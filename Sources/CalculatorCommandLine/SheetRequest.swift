import CalculatorModel
import CalculatorPresentation
import Sheet

/// `calculator --sheet FILE` (`-` for standard input; issue 49): the sheet's lines calculated as the window
/// calculates them, each line's result printed as `-e` prints a number, an empty line for text; each line
/// with an error named on standard error (`calculator: line 3: …`), the exit status then 2.
public struct SheetRequest: Equatable, Sendable {
    /// The file, or `-` for standard input.
    public var path: String
    /// `--digits`: the significant digits printed.
    public var digits: Int

    public init(path: String, digits: Int = NumberFormat.wideDigits) {
        self.path = path
        self.digits = digits
    }

    /// Calculates `lines` and prints them through `write` and `warn`, or says why the file was not read;
    /// the exit status.
    public func run(
        lines: Result<[String], some Error & CustomStringConvertible>, write: (String) -> Void, warn: (String) -> Void
    ) -> Int32 {
        let texts: [String]
        switch lines {
        case .success(let read): texts = read
        case .failure(let problem):
            warn("calculator: \(problem)")
            return 2
        }
        let document = SheetDocument(lines: texts, calculator: SheetCalculator(digits: digits))
        var status: Int32 = 0
        for (number, result) in document.results.enumerated() {
            switch result {
            case .none: write("")
            case .value(let value): write(value.text)
            case .problem(let problem):
                write("")
                warn("calculator: line \(number + 1): \(problem.explanation)")
                status = 2
            }
        }
        if texts.count > document.lines.count {
            warn("calculator: \(path): more than \(SheetLimits.lines) lines; the rest was not read")
            status = 2
        }
        return status
    }
}
