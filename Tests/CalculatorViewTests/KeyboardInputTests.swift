import Testing
@testable import CalculatorView

/// The keyboard's conventions (modifiers, Caps Lock, dead keys) and the flashes of held keys.
@Suite struct KeyboardInputTests {
    @Test(arguments: [
        (0xffe1, true), (0xffe3, true), (0xffe9, true), (0xffeb, true), (0xff7f, true),
        (0xfe03, true), (0xff7e, true), (0x35, false), (0xff0d, false), (0xffab, false), (0xff08, false),
    ])
    func modifierKeysAreRecognised(keysym: UInt, isModifier: Bool) {
        // Shift_L, Control_L, Alt_L, Super_L, Num_Lock, ISO_Level3_Shift, Mode_switch;
        // then 5, Return, KP_Add, BackSpace.
        #expect(KeyboardInput.isModifier(keysym) == isModifier)
    }

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
        #expect(!KeyboardInput.isDeadKey(0x5e))   // asciicircum
        #expect(!KeyboardInput.isDeadKey(0xfe4f))
        #expect(KeyboardInput.isDeadKey(0xfe8f))
        #expect(!KeyboardInput.isDeadKey(0xfe90))
        #expect(!KeyboardInput.isDeadKey(0xff0d))   // Return
    }
}

@Suite struct KeyFlashesTests {
    @Test func aKeyLightsItsButtonUntilReleased() {
        var flashes = KeyFlashes<String>()
        let changed7 = flashes.press(10, flash: "7")
        #expect(changed7)
        let changed8 = flashes.press(10, flash: "7")   // auto-repeat: nothing to redraw
        #expect(!changed8)
        let changed9 = flashes.press(11, flash: "8")
        #expect(changed9)
        #expect(flashes.lit == ["7", "8"])
        let changed10 = flashes.release(10)
        #expect(changed10)
        let changed11 = flashes.release(10)
        #expect(!changed11)
        #expect(flashes.lit == ["8"])
    }

    @Test func aKeyWithoutButtonLightsNothing() {
        var flashes = KeyFlashes<String>()
        let changed12 = flashes.press(10, flash: nil)
        #expect(!changed12)
        let changed13 = flashes.press(10, flash: "7")
        #expect(changed13)
        let changed14 = flashes.press(10, flash: nil)
        #expect(changed14)
        #expect(flashes.lit.isEmpty)
    }

    @Test func losingFocusEndsEveryFlash() {
        var flashes = KeyFlashes<String>()
        let changed15 = flashes.removeAll()
        #expect(!changed15)
        _ = flashes.press(10, flash: "7")
        let changed16 = flashes.removeAll()
        #expect(changed16)
        #expect(flashes.lit.isEmpty)
    }
}
