#if canImport(Glibc)
import Glibc
#endif

/// Writes one line to standard error: unbuffered, so it is safe from the X error handlers, and
/// the one writer of the app and its tools.
public func standardError(_ line: String) {
    var bytes = Array(line.utf8)
    bytes.append(0x0A)
    var offset = 0
    while offset < bytes.count {
        let n = bytes[offset...].withUnsafeBytes { write(2, $0.baseAddress, $0.count) }
        if n <= 0 { break }
        offset += n
    }
}
