#if canImport(Glibc)
import Glibc
#endif
import CalculatorPresentation
import CalculatorView
import WindowInterface

/// The hidden `--benchmark-frames N` option, used by `Scripts/bench`: times N whole frames in a
/// window of the `-geometry` size. A frame is what a resize costs: the session re-solves the keypad
/// layout and builds the scene (its real resize path), the window draws it into the back buffer,
/// copies it to the window and waits (XSync) until the X server has drawn it. The layout height
/// alternates between H and H−1 so every frame re-solves (a resize to the same size is a no-op).
enum FrameBenchmark {
    static let warmUp = 5

    /// Runs the benchmark and prints one line of figures.
    static func run(frames: Int, options: WindowOptions) throws(WindowError) {
        var problems: [String] = []
        let display = try X11Display.open(name: options.displayName)
        var options = options
        let setup = ResourceSettings.configure(display.resources, desktopDPI: display.desktopDPI, &options, problems: &problems)
        let window = X11Window<Control>(display: display, options: options)
        let (width, height) = (window.size.width, window.size.height)
        let session = CalculatorSession(size: window.size, scale: setup.scale, theme: setup.theme)
        var total: [Double] = [], layout: [Double] = [], first = 0.0, cpuStart = 0.0
        for i in 0..<(warmUp + max(frames, 1)) {
            if i == warmUp { cpuStart = now(CLOCK_PROCESS_CPUTIME_ID) }
            let start = now()
            if let scene = session.handle(.resize(Size(width: width, height: height - (i & 1)))).scene {
                window.setScene(scene)
            }
            let laidOut = now()
            window.renderAndPresentSynchronously()
            let end = now()
            if i == 0 { first = end - start }
            if i >= warmUp {
                total.append(end - start)
                layout.append(laidOut - start)
            }
        }
        let cpu = (now(CLOCK_PROCESS_CPUTIME_ID) - cpuStart) / Double(max(total.count, 1))
        print("frame \(width)x\(height) frames \(total.count) median_ms \(format(median(total)))"
            + " layout_scene_median_ms \(format(median(layout))) client_cpu_ms \(format(cpu))"
            + " min_ms \(format(total.min() ?? 0)) max_ms \(format(total.max() ?? 0)) first_ms \(format(first))")
    }

    /// The time of `clock` (monotonic by default, or this process's CPU time) in milliseconds.
    private static func now(_ clock: clockid_t = CLOCK_MONOTONIC) -> Double {
        var time = timespec()
        clock_gettime(clock, &time)
        return Double(time.tv_sec) * 1000 + Double(time.tv_nsec) / 1_000_000
    }

    private static func median(_ values: [Double]) -> Double {
        let sorted = values.sorted()
        guard !sorted.isEmpty else { return 0 }
        let mid = sorted.count / 2
        return sorted.count % 2 == 1 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2
    }

    private static func format(_ value: Double) -> String {
        let thousandths = Int((value * 1000).rounded())
        let fraction = String(thousandths % 1000)
        return String(thousandths / 1000) + "." + String(repeating: "0", count: 3 - fraction.count) + fraction
    }
}
