import Testing
@testable import CalculatorView

@Suite struct X11WindowTests {
    @Test func unreachableDisplayThrowsWithItsName() {
        // Display 65000 has no socket, so XOpenDisplay fails at once without a server.
        let options = WindowOptions(displayName: ":65000")
        #expect(throws: WindowError.cannotOpenDisplay(":65000")) {
            _ = try X11Window(options: options, delegate: nil)
        }
    }

    @Test func pasteLimitIsTheClipboardLimit() {
        #expect(X11Window.pasteLimit == 4096)
    }
}
