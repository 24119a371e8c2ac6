import ArgumentParser
import CalculatorController
import CalculatorModel
import CalculatorPresentation
import CalculatorView
import WindowInterface

/// The hidden options for tests, scripts and benchmarks, in one group that `--help` does not show:
/// `--keys-stdin` (the differential tests), `--print-layout` with `--dpi` (the end-to-end suites' button
/// frames) and `--benchmark-frames` (`Scripts/bench`). docs/TESTING.md lists them.
struct DeveloperOptions: ParsableArguments {
    /// Batch mode over many key lists: each line of standard input, one display line each (for the
    /// differential tests, which would otherwise start thousands of processes).
    @Flag(name: .customLong("keys-stdin"), help: ArgumentHelp(visibility: .hidden))
    var keysFromStandardInput = false

    /// Every button's frame for a window resized to these sizes in turn (WxH,WxH,…), as 'id x y width height' lines.
    @Option(name: .long, help: ArgumentHelp(visibility: .hidden))
    var printLayout: String?

    /// With `--print-layout`, the screen's dpi (as Xft.dpi).
    @Option(name: .long, help: ArgumentHelp(visibility: .hidden))
    var dpi: Double = 96

    /// Times this many frames of a window of the `-geometry` size (`FrameBenchmark`).
    @Option(name: .customLong("benchmark-frames"), help: ArgumentHelp(visibility: .hidden))
    var benchmarkFrames: Int?

    /// How many frames `--benchmark-frames` may time: the benches use a few hundred.
    static let benchmarkFrameCounts = 1...100_000

    func validate() throws {
        if let printLayout, Self.layoutSizes(printLayout) == nil {
            throw ValidationError("--print-layout takes a size such as 320x560")
        }
        if !dpi.isFinite || !XResources.dpis.contains(dpi) {
            throw ValidationError(
                "--dpi takes a number from \(Int(XResources.dpis.lowerBound)) to \(Int(XResources.dpis.upperBound))")
        }
        if let benchmarkFrames, !Self.benchmarkFrameCounts.contains(benchmarkFrames) {
            throw ValidationError("--benchmark-frames takes a number from 1 to \(Self.benchmarkFrameCounts.upperBound)")
        }
    }

    /// Carries out the developer option given, if any (false when none is); batch lines take `digits`
    /// and `evaluation`, the benchmark's window `display` and `geometry`.
    func run(digits: Int, evaluation: Evaluation?, display: String?, geometry: String?) throws -> Bool {
        if keysFromStandardInput {
            while let line = readLine() {
                do {
                    print(
                        try CalculatorController.run(keys: line, significantDigits: digits, evaluation: evaluation).plainDisplay)
                } catch {
                    print("unknown key '\(TerminalText.escaped(error.token))'")
                }
            }
        } else if let benchmarkFrames {
            do {
                try Self.runFrameBenchmark(benchmarkFrames, options: WindowOptions(displayName: display, geometry: geometry))
            } catch {
                standardError("calculator: \(error)")
                throw ExitCode(1)
            }
        } else if let printLayout, let sizes = Self.layoutSizes(printLayout) {
            for line in KeypadLayout.listing(sizes: sizes, scale: dpi / 96) { print(line) }
        } else {
            return false
        }
        return true
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

    /// The window of the X resources' settings and a session on it, whose resizes `FrameBenchmark` times.
    private static func runFrameBenchmark(_ frames: Int, options: WindowOptions) throws(WindowError) {
        var problems: [String] = []
        let display = try X11Display.open(name: options.displayName)
        var options = options
        let setup = ResourceSettings.configure(display.resources, desktopDPI: display.desktopDPI, &options, problems: &problems)
        let window = X11Window<Control>(display: display, options: options)
        let session = CalculatorSession(size: window.size, scale: setup.scale, theme: setup.theme)
        print(FrameBenchmark.run(frames: frames, window: window) { session.handle(.resize($0)).scene })
    }
}
