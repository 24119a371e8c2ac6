import Testing
@testable import CalculatorView

@Suite struct X11WindowTests {
    @Test func unreachableDisplayThrowsWithItsName() {
        // Display 65000 has no socket, so XOpenDisplay fails at once without a server.
        let options = WindowOptions(displayName: ":65000")
        #expect(throws: WindowError.cannotOpenDisplay(":65000")) {
            _ = try X11Window(options: options)
        }
    }

    @Test func pasteLimitIsTheClipboardLimit() {
        #expect(X11Window.pasteLimit == 4096)
    }

    @Test(arguments: [(0xffe1, true), (0xffe3, true), (0xffe9, true), (0xffeb, true), (0xff7f, true),
                      (0xfe03, true), (0xff7e, true), (0x35, false), (0xff0d, false), (0xffab, false), (0xff08, false)])
    func modifierKeysAreRecognised(keysym: UInt, isModifier: Bool) {
        // Shift_L, Control_L, Alt_L, Super_L, Num_Lock, ISO_Level3_Shift, Mode_switch;
        // then 5, Return, KP_Add, BackSpace.
        #expect(KeyboardInput.isModifier(keysym) == isModifier)
    }
}
