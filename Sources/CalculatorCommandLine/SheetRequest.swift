import CalculatorModel
import CalculatorPresentation
import Sheet

#if canImport(Glibc)
    import Glibc
#endif

/// `calculator --sheet FILE` (`-` for standard input; issue 49): the sheet's lines calculated as the window
/// calculates them, each line's result printed as `-e` prints a number, an empty line for text; each line
/// with an error named on standard error (`calculator: line 3: …`), the exit status then 2.
public struct SheetRequest: Equatable, Sendable {
    /// The file, or `-` for standard input.
    public var path: String
    /// `--digits`: the significant digits printed.
    public var digits: Int

    /// `--benchmark-sheet-edit`: the text line 1 is replaced by, whose CPU is printed (`Scripts/bench`).
    public var benchmarkEdit: String?

    public init(path: String, digits: Int = NumberFormat.wideDigits, benchmarkEdit: String? = nil) {
        self.path = path
        self.digits = digits
        self.benchmarkEdit = benchmarkEdit
    }

    /// The CPU, in ms, of calculating `lines` and then of replacing line 1 by `edit`, with how many lines
    /// the edit calculated again: `open 41.2 ms, edit 1.9 ms, 101 lines calculated`.
    func benchmark(_ lines: [String], edit: String) -> String {
        let calculator = SheetCalculator(digits: digits)
        var start = threadCPUTime()
        var document = SheetDocument(lines: lines, calculator: calculator)
        let open = threadCPUTime() - start
        start = threadCPUTime()
        let change = document.replace(0..<1, with: [edit], calculator: calculator)
        let edited = threadCPUTime() - start
        return
            "open \(Self.milliseconds(open)) ms, edit \(Self.milliseconds(edited)) ms, \(change.evaluatedLines) lines calculated"
    }

    /// `seconds` in ms with two decimals.
    static func milliseconds(_ seconds: Double) -> String {
        let hundredths = Int((seconds * 100_000).rounded())
        return "\(hundredths / 100).\(hundredths % 100 < 10 ? "0" : "")\(hundredths % 100)"
    }

    /// The CPU time of this thread, in seconds.
    private func threadCPUTime() -> Double {
        var time = timespec()
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
        return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
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
        if let benchmarkEdit {
            write(benchmark(texts, edit: benchmarkEdit))
            return 0
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
