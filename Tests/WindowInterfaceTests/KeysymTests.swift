import CX11
import Testing
@testable import WindowInterface

/// The keysym Xlib gives a name (`XStringToKeysym`, no display needed): the independent reference
/// for the numbers `Keysym` spells; 0 for a name that is no keysym.
func keysym(_ name: String) -> Keysym { Keysym(rawValue: UInt32(XStringToKeysym(name))) }

struct KeysymTests {
    /// The keysyms the map names are the numbers Xlib gives their names.
    @Test(arguments: [
        (Keysym.backSpace, "BackSpace"), (.tab, "Tab"), (.return, "Return"), (.escape, "Escape"),
        (.insert, "Insert"), (.delete, "Delete"), (.keypadEnter, "KP_Enter"), (.keypadInsert, "KP_Insert"),
        (.keypadDelete, "KP_Delete"), (.keypadMultiply, "KP_Multiply"), (.keypadAdd, "KP_Add"),
        (.keypadSeparator, "KP_Separator"), (.keypadSubtract, "KP_Subtract"), (.keypadDecimal, "KP_Decimal"),
        (.keypadDivide, "KP_Divide"), (.keypadEqual, "KP_Equal"), (.up, "Up"), (.down, "Down"),
        (.keypadUp, "KP_Up"), (.keypadDown, "KP_Down"), (.f3, "F3"), (.f4, "F4"), (.f9, "F9"),
        (.keypad(0), "KP_0"), (.keypad(9), "KP_9"), (Keysym(latin1: "c"), "c"), (Keysym(latin1: "C"), "C"),
    ])
    func keysymsAreXlibs(symbol: Keysym, name: String) {
        #expect(symbol == keysym(name))
    }

    /// `name` is the name Xlib reads back as the same keysym (`XKeysymToString`'s inverse).
    @Test(
        arguments: [
            Keysym.backSpace, .tab, .return, .escape, .up, .down, .insert, .delete, .keypadEnter, .keypadUp,
            .keypadDown, .keypadInsert, .keypadDelete, .keypadMultiply, .keypadAdd, .keypadSeparator,
            .keypadSubtract, .keypadDecimal, .keypadDivide, .keypadEqual, .f3, .f4, .f9,
        ]
            + (0...9).map(Keysym.keypad) + ["c", "Q"].map { Keysym(latin1: $0) })
    func nameIsXlibs(symbol: Keysym) {
        #expect(keysym(symbol.name) == symbol, "\(symbol.name)")
        #expect(String(cString: XKeysymToString(KeySym(symbol.rawValue))) == symbol.name)
    }

    /// A keysym the map does not name is written in hex (XK_EuroSign is 0x20ac, keysymdef.h).
    @Test func anUnnamedKeysymIsWrittenInHex() {
        #expect(Keysym(rawValue: 0x20AC).name == "0x20ac")
    }

    /// Upper-case Latin letters (0x41–0x5A) become lower case (0x61–0x7A); nothing else changes, not
    /// even Latin-1's upper-case letters (À, 0xC0), which Control bindings never name. By X name.
    @Test(arguments: [
        ("A", "a"), ("Z", "z"), ("m", "m"), ("at", "at"), ("bracketleft", "bracketleft"),
        ("Agrave", "Agrave"), ("F3", "F3"),
    ])
    func lowercased(name: String, lowercase: String) {
        #expect(keysym(name).lowercased == keysym(lowercase))
    }
}
