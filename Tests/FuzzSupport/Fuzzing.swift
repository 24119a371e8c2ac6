#if canImport(Glibc)
    import Glibc
#endif

/// The bounds every fuzz input is held to, and how a target reports a violation. The bound for a
/// reader is 0.5 s of CPU and 100 MB on the release build (issue 44); the fuzzers run under AddressSanitizer
/// and libFuzzer's coverage, which make the same work up to about twice as slow, so their CPU bounds are wider.
public enum Fuzzing {
    /// The most CPU one step (a key, a paste, the tape panel opened) may take, in seconds:
    /// `FUZZ_KEY_CPU_MS`, else 0.5 s (a key's work is about 50 ms; the sanitizers make it a few times slower).
    public static let stepCPULimit = milliseconds("FUZZ_KEY_CPU_MS") ?? 0.5

    /// The default bound of one whole input of a reader, in seconds: the 0.5 s, twice, for the
    /// sanitizers and coverage.
    public static let readerCPULimit = 1.0

    /// The most heap one input may hold at once beyond what was held before it, in bytes: `FUZZ_INPUT_MB`,
    /// else the 100 MB. Measured under AddressSanitizer only (`HeapMeter`); the plain build has
    /// `ulimit -v` (Scripts/fuzz).
    public static let memoryLimit = (environment("FUZZ_INPUT_MB").flatMap { Int($0) } ?? 100) << 20

    /// The input being run, for `fail`'s message.
    nonisolated(unsafe) static var current: [UInt8] = []

    /// Reports a violated invariant with the input's bytes and ends the process (libFuzzer keeps the input).
    public static func fail(_ message: String) -> Never {
        let hex = current.prefix(512).map { String($0, radix: 16) }.joined(separator: " ")
        let more = current.count > 512 ? " … (\(current.count) bytes)" : ""
        printError("fuzz: invariant violated: \(message)\n  input bytes: \(hex)\(more)")
        abort()
    }

    /// What a target cannot run without (the unit database), or a failure saying why it is missing.
    public static func required<Value, Failure>(_ result: Result<Value, Failure>, _ what: String) -> Value {
        switch result {
        case .success(let value): return value
        case .failure(let error): fail("\(what): \(error)")
        }
    }

    /// The CPU time this thread has used, in seconds.
    public static func threadCPUTime() -> Double {
        var time = timespec()
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
        return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
    }

    /// Runs one step of an input, failing the input when it takes more CPU than `limit`.
    @discardableResult
    public static func step<Result>(
        _ what: @autoclosure () -> String, limit: Double = stepCPULimit, _ body: () -> Result
    ) -> Result {
        let start = threadCPUTime()
        let result = body()
        let elapsed = threadCPUTime() - start
        if elapsed > limit { fail("\(what()) took \(Int(elapsed * 1000)) ms of CPU (limit \(Int(limit * 1000)) ms)") }
        return result
    }

    /// Runs `target` on one input within its bounds: CPU (`inputCPULimit`) and heap (`memoryLimit`).
    static func run(_ target: FuzzTarget, _ data: [UInt8]) {
        current = data
        let heap = HeapMeter.start()
        let limit = milliseconds("FUZZ_INPUT_CPU_MS") ?? target.inputCPULimit ?? .infinity
        step("the input", limit: limit) { target.run(data) }
        if let peak = HeapMeter.peak(since: heap), peak > memoryLimit {
            fail("the input held \(peak >> 20) MB of heap at once (limit \(memoryLimit >> 20) MB)")
        }
    }

    /// Writes a line to standard error.
    static func printError(_ line: String) {
        let bytes = Array((line + "\n").utf8)
        _ = bytes.withUnsafeBytes { write(STDERR_FILENO, $0.baseAddress, $0.count) }
    }

    static func environment(_ name: String) -> String? { getenv(name).map { String(cString: $0) } }

    static func milliseconds(_ name: String) -> Double? { environment(name).flatMap { Double($0) }.map { $0 / 1000 } }
}
