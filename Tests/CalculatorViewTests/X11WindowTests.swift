import Testing
@testable import CalculatorView

@Suite struct X11WindowTests {
    @Test func pasteLimitIsTheClipboardLimit() {
        #expect(X11Window<String>.pasteLimit == 4096)
    }
}
