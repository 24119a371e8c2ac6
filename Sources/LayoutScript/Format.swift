#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif
import SystemPackage

/// Formats with C's printf (correctly rounded, as Python's `f"{x:.6f}"`), e.g. `cFormat("%.6f", x)`.
func cFormat(_ format: String, _ value: Double) -> String {
    var buffer = [CChar](repeating: 0, count: 512)
    let n = withVaList([value]) { args in
        buffer.withUnsafeMutableBufferPointer { vsnprintf($0.baseAddress, 512, format, args) }
    }
    if n >= 512 {   // huge values: %.6f of 1e300 needs ~308 digits
        buffer = [CChar](repeating: 0, count: Int(n) + 1)
        _ = withVaList([value]) { args in
            buffer.withUnsafeMutableBufferPointer { vsnprintf($0.baseAddress, Int(n) + 1, format, args) }
        }
    }
    return String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
}

/// Python's `round(x, 3)`: the double nearest the correctly rounded 3-decimal value.
func round3(_ x: Double) -> Double { Double(cFormat("%.3f", x))! }

/// Python's `float(text)` for the forms scripts use (Swift's parser is correctly rounded too).
func parseDouble(_ text: Substring) -> Double? {
    let t = text.trimmingASCIIWhitespace()
    if t.isEmpty { return nil }
    return Double(t)
}

/// Python's `int(text)`.
func parseInt(_ text: Substring) -> Int? { Int(text.trimmingASCIIWhitespace()) }

/// Monotonic nanoseconds (CLOCK_MONOTONIC, as Python's `perf_counter_ns`).
func nanoseconds() -> UInt64 {
    var ts = timespec()
    clock_gettime(CLOCK_MONOTONIC, &ts)
    return UInt64(ts.tv_sec) * 1_000_000_000 + UInt64(ts.tv_nsec)
}

/// Writes a whole string to a file descriptor (1 = stdout, 2 = stderr); a closed stream loses it.
func writeAll(_ fd: Int32, _ text: String) {
    _ = try? FileDescriptor(rawValue: fd).writeAll(text.utf8)
}

extension Substring {
    func trimmingASCIIWhitespace() -> Substring {
        let s = self
        guard let first = s.firstIndex(where: { !$0.isASCIIWhitespace }) else { return s[s.endIndex...] }
        let last = s.lastIndex(where: { !$0.isASCIIWhitespace })!
        return s[first...last]
    }
}

extension Character {
    var isASCIIWhitespace: Bool {
        self == " " || self == "\t" || self == "\n" || self == "\r" || self == "\u{0B}" || self == "\u{0C}"
    }
}
