import Testing
@testable import CalculatorView

@Suite struct X11WindowTests {
    @Test func unreachableDisplayThrowsWithItsName() {
        // Display 65000 has no socket, so XOpenDisplay fails at once without a server.
        #expect(throws: WindowError.cannotOpenDisplay(":65000")) {
            _ = try X11Display.open(name: ":65000")
        }
    }

    @Test func pasteLimitIsTheClipboardLimit() {
        #expect(X11Window<String>.pasteLimit == 4096)
    }

    @Test(arguments: [(0xffe1, true), (0xffe3, true), (0xffe9, true), (0xffeb, true), (0xff7f, true),
                      (0xfe03, true), (0xff7e, true), (0x35, false), (0xff0d, false), (0xffab, false), (0xff08, false)])
    func modifierKeysAreRecognised(keysym: UInt, isModifier: Bool) {
        // Shift_L, Control_L, Alt_L, Super_L, Num_Lock, ISO_Level3_Shift, Mode_switch;
        // then 5, Return, KP_Add, BackSpace.
        #expect(KeyboardInput.isModifier(keysym) == isModifier)
    }
}

@Suite struct KeyboardConventionsTests {
    @Test func capsLockIsClearedFromTheLookupStateAndShiftKept() {
        let lock = UInt32(2), shift = UInt32(1), control = UInt32(4)
        #expect(KeyboardInput.lookupState(lock) == 0)
        #expect(KeyboardInput.lookupState(lock | shift) == shift)
        #expect(KeyboardInput.lookupState(lock | control | shift) == control | shift)
        #expect(KeyboardInput.lookupState(shift) == shift)
    }

    @Test(arguments: [(0xfe52, "^"), (0xfe53, "~"), (0xfe50, "`"), (0xfe51, "\u{B4}"), (0xfe57, "\u{A8}")])
    func deadKeysTypeTheirSpacingCharacter(keysym: UInt, text: String) {
        // dead_circumflex, dead_tilde, dead_grave, dead_acute, dead_diaeresis.
        #expect(KeyboardInput.isDeadKey(keysym))
        #expect(KeyboardInput.spacingCharacter(ofDeadKey: keysym) == text)
    }

    @Test func onlyTheDeadKeysymRangeIsDead() {
        #expect(!KeyboardInput.isDeadKey(0x5e))      // asciicircum
        #expect(!KeyboardInput.isDeadKey(0xfe4f))
        #expect(KeyboardInput.isDeadKey(0xfe8f))
        #expect(!KeyboardInput.isDeadKey(0xfe90))
        #expect(!KeyboardInput.isDeadKey(0xff0d))    // Return
    }
}
