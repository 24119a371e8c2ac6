import CX11
import Glibc

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
