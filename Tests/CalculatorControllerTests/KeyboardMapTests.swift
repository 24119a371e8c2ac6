import Testing
@testable import CalculatorController

struct KeyboardMapTests {
    /// Main row and keypad alike, as the X server names them.
    @Test(arguments: [
        ("7", "7", Key.digit(7)), ("KP_7", "7", .digit(7)), ("KP_0", "0", .digit(0)),
        ("period", ".", .point), ("comma", ",", .point), ("KP_Decimal", ".", .point), ("KP_Separator", ",", .point),
        ("plus", "+", .operation("+")), ("minus", "-", .operation("−")), ("asterisk", "*", .operation("×")),
        ("slash", "/", .operation("÷")), ("x", "x", .operation("×")),
        ("KP_Add", "+", .operation("+")), ("KP_Subtract", "-", .operation("−")),
        ("KP_Multiply", "*", .operation("×")), ("KP_Divide", "/", .operation("÷")),
        ("Return", "\r", .equals), ("KP_Enter", "\r", .equals), ("equal", "=", .equals),
        ("Escape", "\u{1b}", .allClear), ("Delete", "", .clearEntry), ("BackSpace", "\u{8}", .backspace),
        ("percent", "%", .operation("%")), ("n", "n", .operation("±")), ("F9", "", .operation("±")),
        // A French AZERTY keyboard types digits with Shift; the text is what counts.
        ("ampersand", "&", nil), ("eacute", "é", nil),
    ] as [(String, String, Key?)])
    func keys(keysym: String, text: String, key: Key?) {
        #expect(KeyboardMap.command(keysym: keysym, text: text, control: false, shift: false) == key.map(KeyCommand.key))
    }

    @Test(arguments: [
        ("c", KeyCommand.copy), ("C", .copy), ("Insert", .copy), ("v", .paste), ("q", .quit), ("w", .quit),
    ])
    func controlCommands(keysym: String, command: KeyCommand) {
        #expect(KeyboardMap.command(keysym: keysym, text: "", control: true, shift: false) == command)
    }

    @Test func shiftInsertPastes() {
        #expect(KeyboardMap.command(keysym: "Insert", text: "", control: false, shift: true) == .paste)
        #expect(KeyboardMap.command(keysym: "Insert", text: "", control: false, shift: false) == nil)
    }

    @Test func controlWithOtherKeysDoesNothing() {
        #expect(KeyboardMap.command(keysym: "7", text: "7", control: true, shift: false) == nil)
    }

    @Test func digitsOfOtherScriptsAreNotTyped() {
        #expect(KeyboardMap.command(keysym: "Arabic_3", text: "٣", control: false, shift: false) == nil)
    }
}
