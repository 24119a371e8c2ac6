import CX11
import Glibc
import Synchronization
import SystemIO

/// Process-wide Xlib error handlers: a protocol error is reported once per kind (`XErrorTally`)
/// and survived, and the counts are said when the connection closes; a lost connection is reported
/// and ends the process (Xlib cannot continue after it).
enum ErrorHandlers {
    /// The errors seen so far; Xlib calls the handlers on the thread that uses the display.
    static let tally = Mutex(XErrorTally())

    static func install() {
        XSetErrorHandler { display, event in
            guard let display, let event else { return 0 }
            let error = event.pointee
            let kind = XErrorTally.Kind(errorCode: error.error_code, requestCode: error.request_code)
            let line = ErrorHandlers.tally.withLock { tally in
                tally.record(kind) {
                    var text = [CChar](repeating: 0, count: 160)
                    XGetErrorText(display, Int32(error.error_code), &text, Int32(text.count))
                    let message = String(decoding: text.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
                    return
                        "\(message) (request \(error.request_code).\(error.minor_code), resource 0x\(String(error.resourceid, radix: 16)))"
                }
            }
            if let line { standardError(line) }
            return 0
        }
        XSetIOErrorHandler { _ in
            ErrorHandlers.reportCounts()
            standardError("calculator: lost connection to X server")
            _exit(1)
        }
    }

    /// Says how many errors of each repeated kind came, once: when the display closes or is lost.
    static func reportCounts() {
        let lines = tally.withLock { tally in
            defer { tally = XErrorTally() }
            return tally.summary
        }
        for line in lines { standardError(line) }
    }
}
