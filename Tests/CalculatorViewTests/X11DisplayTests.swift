import Testing
@testable import CalculatorView

@Suite struct X11DisplayTests {
    @Test func unreachableDisplayThrowsWithItsName() {
        // Display 65000 has no socket, so XOpenDisplay fails at once without a server.
        #expect(throws: WindowError.cannotOpenDisplay(":65000")) {
            _ = try X11Display.open(name: ":65000")
        }
    }
}
