#if canImport(Glibc)
import Glibc
#endif

/// Writes one line to standard error.
func standardError(_ line: String) {
    let bytes = Array((line + "\n").utf8)
    _ = bytes.withUnsafeBufferPointer { write(2, $0.baseAddress, $0.count) }
}
