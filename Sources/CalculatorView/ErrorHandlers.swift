import CX11
import Glibc

/// Writes one line to standard error: unbuffered, so it is safe from the X error handlers, and
/// the one writer the app uses too.
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

/// Process-wide Xlib error handlers: a protocol error is reported and survived; a lost
/// connection is reported and ends the process (Xlib cannot continue after it).
enum ErrorHandlers {
    static func install() {
        XSetErrorHandler { display, event in
            guard let display, let event else { return 0 }
            var text = [CChar](repeating: 0, count: 160)
            XGetErrorText(display, Int32(event.pointee.error_code), &text, Int32(text.count))
            let message = String(decoding: text.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
            standardError("calculator: X error: \(message) (request \(event.pointee.request_code).\(event.pointee.minor_code), resource 0x\(String(event.pointee.resourceid, radix: 16)))")
            return 0
        }
        XSetIOErrorHandler { _ in
            standardError("calculator: lost connection to X server")
            _exit(1)
        }
    }
}
