#if canImport(Glibc)
    import Glibc
#endif
import WindowInterface

/// The frame benchmark of the hidden `--benchmark-frames N` option, used by `Scripts/bench`: times N
/// whole frames in a window. A frame is what a resize costs: the caller's scene for the new size (the
/// session re-solves the keypad layout and builds the scene, its real resize path), the window draws it
/// into the back buffer, copies it to the window and waits (XSync) until the X server has drawn it. The
/// height alternates between H and H−1 so every frame re-solves (a resize to the same size is a no-op).
/// It lives with the window it times; the executable only hands it the session's resize.
public enum FrameBenchmark {
    /// Frames drawn before timing starts (fonts loaded, caches filled).
    static let warmUp = 5

    /// Times `frames` frames of `window`, each with the scene `scene` answers for the size; the one
    /// line of figures `Scripts/bench` reads.
    public static func run<Control>(
        frames: Int, window: X11Window<Control>,
        scene: (Size) -> Scene<Control>?
    ) -> String {
        let (width, height) = (window.size.width, window.size.height)
        var total: [Double] = [], layout: [Double] = [], first = 0.0, cpuStart = 0.0
        for i in 0..<(warmUp + max(frames, 1)) {
            if i == warmUp { cpuStart = now(CLOCK_PROCESS_CPUTIME_ID) }
            let start = now()
            if let scene = scene(Size(width: width, height: height - (i & 1))) {
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
        return "frame \(width)x\(height) frames \(total.count) median_ms \(format(median(total)))"
            + " layout_scene_median_ms \(format(median(layout))) client_cpu_ms \(format(cpu))"
            + " min_ms \(format(total.min() ?? 0)) max_ms \(format(total.max() ?? 0)) first_ms \(format(first))"
    }

    /// The time of `clock` (monotonic by default, or this process's CPU time) in milliseconds.
    private static func now(_ clock: clockid_t = CLOCK_MONOTONIC) -> Double {
        var time = timespec()
        clock_gettime(clock, &time)
        return Double(time.tv_sec) * 1000 + Double(time.tv_nsec) / 1_000_000
    }

    /// The middle value (the mean of the middle two for an even count); 0 for none.
    static func median(_ values: [Double]) -> Double {
        let sorted = values.sorted()
        guard !sorted.isEmpty else { return 0 }
        let mid = sorted.count / 2
        return sorted.count % 2 == 1 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2
    }

    /// Milliseconds with three decimals, as `Scripts/bench.d/table.py` reads them.
    static func format(_ value: Double) -> String {
        let thousandths = Int((value * 1000).rounded())
        let fraction = String(thousandths % 1000)
        return String(thousandths / 1000) + "." + String(repeating: "0", count: 3 - fraction.count) + fraction
    }
}
