import CX11
import Testing
import TestSupport
@testable import CalculatorView

/// Properties written on the root window of an X server of the test's own (Xvfb) and read back through
/// `WindowProperty`: format-8 bytes, format-32 longs, what a short read leaves, and a property not set.
@Suite(.serialized) struct WindowPropertyTests {
    /// Runs `body` with a connection to a fresh Xvfb and its root window, then closes both.
    static func withRoot(_ body: (OpaquePointer, Window) throws -> Void) throws {
        let server = try #require(XvfbServer.start(), "Xvfb could not be started (Scripts/install-deps --test installs it)")
        defer { server.stop() }
        let display = try #require(XOpenDisplay(server.displayName))
        defer { XCloseDisplay(display) }
        try body(display, XDefaultRootWindow(display))
    }

    @Test func bytesLongsAndShortReads() throws {
        try Self.withRoot { display, root in
            let text = XInternAtom(display, "CALCULATOR_TEST_TEXT", False)
            let utf8 = XInternAtom(display, "UTF8_STRING", False)
            let bytes = Array("calculator ✓".utf8)
            XChangeProperty(display, root, text, utf8, 8, PropModeReplace, bytes, Int32(bytes.count))
            let list = XInternAtom(display, "CALCULATOR_TEST_LIST", False)
            let longs = [7, 300_000, Int(Int32.max)]
            longs.withUnsafeBytes {
                _ = XChangeProperty(
                    display, root, list, XA_INTEGER, 32, PropModeReplace, $0.baseAddress!.assumingMemoryBound(to: UInt8.self),
                    Int32(longs.count))
            }
            XSync(display, False)

            let read = try #require(WindowProperty.read(display, window: root, property: text, length: 1024))
            #expect(read.type == utf8 && read.format == 8 && read.bytes == bytes && read.longs.isEmpty && read.bytesAfter == 0)
            let short = try #require(WindowProperty.read(display, window: root, property: text, length: 1))
            #expect(short.bytes == Array(bytes.prefix(4)) && short.bytesAfter == bytes.count - 4)
            let numbers = try #require(WindowProperty.read(display, window: root, property: list, length: 64, type: XA_INTEGER))
            #expect(numbers.format == 32 && numbers.longs == longs && numbers.bytes.isEmpty)
            // Asked for another type: X answers the actual type and format with no items, all left unread (X.org
            // counts what is left in items there, not bytes).
            let wrongType = try #require(WindowProperty.read(display, window: root, property: list, length: 64, type: utf8))
            #expect(wrongType.type == XA_INTEGER && wrongType.format == 32 && wrongType.longs.isEmpty && wrongType.bytesAfter > 0)
            let unset = XInternAtom(display, "CALCULATOR_TEST_UNSET", False)
            let none = try #require(WindowProperty.read(display, window: root, property: unset, length: 64))
            #expect(none.type == 0 && none.format == 0 && none.bytes.isEmpty && none.longs.isEmpty)
        }
    }
}
