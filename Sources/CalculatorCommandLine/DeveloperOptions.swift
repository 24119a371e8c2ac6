import ArgumentParser
import CalculatorModel
import CalculatorPresentation
import WindowInterface

/// The hidden options for tests, scripts and benchmarks, in one group that `--help` does not show:
/// `--keys-stdin` (the differential tests), `--print-layout` with `--dpi` (the end-to-end suites' button
/// frames) and `--benchmark-frames` (`Scripts/bench`). docs/TESTING.md lists them.
struct DeveloperOptions: ParsableArguments {
    /// Batch mode over many key lists: each line of standard input, one display line each (for the
    /// differential tests, which would otherwise start thousands of processes).
    @Flag(name: .customLong("keys-stdin"), help: ArgumentHelp(visibility: .hidden))
    var keysFromStandardInput = false

    /// With `--keys`, print the lines the keys put on the tape as the tape file holds them, recipes and
    /// all, in place of the display (Tests/Reference/tape.py records tapes through it).
    @Flag(name: .customLong("print-tape-file"), help: ArgumentHelp(visibility: .hidden))
    var printTapeFile = false

    /// With `--update-rates`, the outcome's own line first on standard output (`updated 2026-11-27 30`,
    /// `failed offline`): how the window's update process tells it the outcome (`RatesUpdateProcess`).
    @Flag(name: .customLong("rates-outcome"), help: ArgumentHelp(visibility: .hidden))
    var ratesOutcome = false

    /// Every button's frame for a window resized to these sizes in turn (WxH,WxH,…), as 'id x y width height' lines.
    @Option(name: .long, help: ArgumentHelp(visibility: .hidden))
    var printLayout: String?

    /// With `--print-layout`, the screen's dpi (as Xft.dpi).
    @Option(name: .long, help: ArgumentHelp(visibility: .hidden))
    var dpi: Double = 96

    /// With `--print-layout`, the keypad of this mode (`calculator`, the default, or `converter`).
    @Option(name: .customLong("layout-mode"), help: ArgumentHelp(visibility: .hidden))
    var layoutMode: String?

    /// The modes `--layout-mode` names.
    static let layoutModes: [String: Mode] = ["calculator": .calculator, "converter": .converter]

    /// Times this many frames of a window of the `-geometry` size (`FrameBenchmark`).
    @Option(name: .customLong("benchmark-frames"), help: ArgumentHelp(visibility: .hidden))
    var benchmarkFrames: Int?

    /// With `--sheet`, line 1 replaced by this text once the sheet is calculated; prints the CPU of the
    /// calculation and of the edit instead of the results (`Scripts/bench --sheet-edit`, issue 49).
    @Option(name: .customLong("benchmark-sheet-edit"), help: ArgumentHelp(visibility: .hidden))
    var benchmarkSheetEdit: String?

    /// How many frames `--benchmark-frames` may time: the benches use a few hundred.
    static let benchmarkFrameCounts = 1...100_000

    func validate() throws {
        if let printLayout, Self.layoutSizes(printLayout) == nil {
            throw ValidationError("--print-layout takes a size such as 320x560")
        }
        if let layoutMode, Self.layoutModes[layoutMode] == nil {
            throw ValidationError("--layout-mode takes calculator or converter")
        }
        if !dpi.isFinite || !DotsPerInch.drawn.contains(dpi) {
            throw ValidationError(
                "--dpi takes a number from \(Int(DotsPerInch.drawn.lowerBound)) to \(Int(DotsPerInch.drawn.upperBound))")
        }
        if let benchmarkFrames, !Self.benchmarkFrameCounts.contains(benchmarkFrames) {
            throw ValidationError("--benchmark-frames takes a number from 1 to \(Self.benchmarkFrameCounts.upperBound)")
        }
    }

    /// The developer run asked for, if any (nil when none is): batch lines take `digits` and
    /// `evaluation`, the benchmark's window `display` and `geometry`.
    func invocation(
        digits: Int, evaluation: Evaluation?, exactForm: Bool = false, display: String?, geometry: String?
    ) -> Invocation? {
        if keysFromStandardInput {
            return .linesFromStandardInput(.keys(digits: digits, evaluation: evaluation, exactForm: exactForm))
        } else if let benchmarkFrames {
            return .benchmarkFrames(benchmarkFrames, display: display, geometry: geometry)
        } else if let printLayout, let sizes = Self.layoutSizes(printLayout) {
            return .printLayout(sizes: sizes, scale: dpi / 96, mode: layoutMode.flatMap { Self.layoutModes[$0] } ?? .calculator)
        }
        return nil
    }

    /// The sizes of `--print-layout`, or nil if one does not parse.
    static func layoutSizes(_ text: String) -> [Size]? {
        var sizes: [Size] = []
        for part in text.split(separator: ",") {
            guard let size = WindowGeometry(parsing: String(part)), let w = size.width, let h = size.height else { return nil }
            sizes.append(Size(width: w, height: h))
        }
        return sizes.isEmpty ? nil : sizes
    }
}
