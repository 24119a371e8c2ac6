import WindowInterface
import Testing
import TestSupport
import CalculatorController
@testable import CalculatorPresentation
import CalculatorModel

struct KeyboardMapTests {
    /// Main row and keypad alike, as the X server names them.
    @Test(
        arguments: [
            ("7", "7", Key.digit(7)), ("KP_7", "7", .digit(7)), ("KP_0", "0", .digit(0)),
            ("period", ".", .point), ("comma", ",", .point), ("KP_Decimal", ".", .point), ("KP_Separator", ",", .point),
            ("plus", "+", .operation(.add)), ("minus", "-", .operation(.subtract)), ("asterisk", "*", .operation(.multiply)),
            ("slash", "/", .operation(.divide)), ("x", "x", .operation(.multiply)),
            ("KP_Add", "+", .operation(.add)), ("KP_Subtract", "-", .operation(.subtract)),
            ("KP_Multiply", "*", .operation(.multiply)), ("KP_Divide", "/", .operation(.divide)),
            ("Return", "\r", .equals), ("KP_Enter", "\r", .equals), ("equal", "=", .equals),
            ("Escape", "\u{1b}", .allClear), ("Delete", "", .clearEntry), ("BackSpace", "\u{8}", .backspace),
            ("percent", "%", .operation(.percent)), ("n", "n", .operation(.negate)), ("F9", "", .operation(.negate)),
            // A French AZERTY keyboard types digits with Shift; the text is what counts.
            ("ampersand", "&", nil), ("eacute", "é", nil),
        ] as [(String, String, Key?)])
    func keys(name: String, text: String, key: Key?) {
        #expect(KeyboardMap.command(keysym: keysym(name), text: text, control: false, shift: false) == key.map(KeyCommand.key))
    }

    @Test(arguments: [
        ("c", KeyCommand.copy), ("C", .copy), ("Insert", .copy), ("v", .paste), ("q", .quit), ("Q", .quit), ("w", .quit),
        ("m", .key(.operation(.memorySubtract))),
    ])
    func controlCommands(name: String, command: KeyCommand) {
        #expect(KeyboardMap.command(keysym: keysym(name), text: "", control: true, shift: false) == command)
    }

    /// Shift+X types `X`, which no key takes for itself, so it is × as `x` is (issue 23, item 7):
    /// `6 X 7 Return` is 42, not 67.
    @Test func shiftXIsTimes() {
        #expect(KeyboardMap.command(keysym: keysym("X"), text: "X", control: false, shift: true) == .key(.operation(.multiply)))
    }

    @Test func shiftInsertPastes() {
        #expect(KeyboardMap.command(keysym: keysym("Insert"), text: "", control: false, shift: true) == .paste)
        #expect(KeyboardMap.command(keysym: keysym("Insert"), text: "", control: false, shift: false) == nil)
    }

    @Test func controlWithOtherKeysDoesNothing() {
        #expect(KeyboardMap.command(keysym: keysym("7"), text: "7", control: true, shift: false) == nil)
    }

    @Test func digitsOfOtherScriptsAreNotTyped() {
        #expect(KeyboardMap.command(keysym: keysym("Arabic_3"), text: "٣", control: false, shift: false) == nil)
    }

    // MARK: Scientific keys

    static func typed(_ text: String) -> KeyCommand? {
        KeyboardMap.command(keysym: keysym(text), text: text, control: false, shift: false)
    }

    @Test(arguments: [
        ("^", "xʸ"), ("y", "ʸ√x"), ("E", "EE"), ("q", "x²"), ("#", "x³"), ("r", "√"), ("@", "√"), ("R", "∛"),
        ("i", "1/x"), ("!", "x!"), ("l", "ln"), ("L", "log₁₀"), ("s", "sin"), ("o", "cos"),
        ("t", "tan"), ("S", "sin⁻¹"), ("O", "cos⁻¹"), ("T", "tan⁻¹"),
        ("p", "π"), ("e", "e"), ("?", "Rand"),
    ])
    func scientificTypedKeys(text: String, symbol: String) {
        #expect(Self.typed(text) == .key(.operation(OperationID(symbol: symbol)!)))
    }

    /// A letter that is a button's title does what the button does: `c` and `C` are the clear key.
    @Test func theClearKeysLetter() {
        #expect(Self.typed("c") == .key(.clear))
        #expect(Self.typed("C") == .key(.clear))
    }

    @Test func modeKeys() {
        #expect(Self.typed("d") == .key(.toggleAngleUnit))
        #expect(Self.typed("I") == .key(.second))
        #expect(KeyboardMap.command(keysym: keysym("Tab"), text: "\t", control: false, shift: false) == .key(.second))
        #expect(KeyboardMap.command(keysym: keysym("F3"), text: "", control: false, shift: false) == .key(.angleUnit(.degrees)))
        #expect(KeyboardMap.command(keysym: keysym("F4"), text: "", control: false, shift: false) == .key(.angleUnit(.radians)))
    }

    /// Memory as in Windows Calculator; hyperbolic functions, eˣ, 10ˣ and ʸ√x with Control,
    /// and the inverse hyperbolic functions with Control and Shift.
    @Test(arguments: [
        ("p", false, "m+"), ("m", false, "m−"), ("r", false, "mr"), ("l", false, "mc"),
        ("s", false, "sinh"), ("o", false, "cosh"), ("t", false, "tanh"),
        ("n", false, "eˣ"), ("g", false, "10ˣ"), ("y", false, "ʸ√x"),
        ("S", true, "sinh⁻¹"), ("O", true, "cosh⁻¹"), ("T", true, "tanh⁻¹"), ("s", true, "sinh⁻¹"),
        ("P", true, "m+"), ("P", false, "m+"),
    ])
    func controlKeys(name: String, shift: Bool, symbol: String) {
        #expect(
            KeyboardMap.command(keysym: keysym(name), text: "", control: true, shift: shift)
                == .key(.operation(OperationID(symbol: symbol)!)))
    }

    @Test func controlShiftFallsBackOnControl() {
        #expect(KeyboardMap.command(keysym: keysym("V"), text: "", control: true, shift: true) == .paste)
        #expect(KeyboardMap.command(keysym: keysym("C"), text: "", control: true, shift: true) == .copyPlain)
        #expect(KeyboardMap.command(keysym: keysym("W"), text: "", control: true, shift: true) == .quit)
    }

    /// No key, with the same modifiers, is bound twice.
    @Test func noKeyIsBoundTwice() {
        var seen: [KeyChord: KeyCommand] = [:]
        for binding in KeyboardMap.bindings {
            let chord = binding.chord
            #expect(seen[chord] == nil, "\(chord) is bound to \(seen[chord].map { "\($0)" } ?? "") and \(binding.command)")
            seen[chord] = binding.command
            if case .keysym(let symbol) = chord.trigger, chord.control {
                #expect(symbol == symbol.lowercased, "Control bindings name the lower-case keysym: \(symbol)")
            }
            if case .text(let text) = chord.trigger {
                #expect(!chord.control, "text is not bound with Control: \(text)")
            }
        }
    }

    /// Every binding is reached by the key it names: no rule or earlier lookup shadows it.
    @Test func everyBindingIsReachable() {
        for binding in KeyboardMap.bindings {
            let chord = binding.chord
            let command: KeyCommand? =
                switch chord.trigger {
                case .keysym(let symbol):
                    KeyboardMap.command(keysym: symbol, text: "", control: chord.control, shift: chord.shift)
                case .text(let text):
                    KeyboardMap.command(keysym: Keysym(rawValue: 0), text: text, control: false, shift: false)
                }
            #expect(command == binding.command, "\(chord)")
        }
    }

    /// Every operation of the table, 2nd and Rad/Deg have a key.
    @Test func everyOperationAndModeHasAKey() {
        let commands = Set(KeyboardMap.bindings.map(\.command))
        for id in OperationID.allCases {
            #expect(commands.contains(.key(.operation(id))), "\(id) has no key")
        }
        for key: Key in [
            .second, .toggleAngleUnit, .angleUnit(.degrees), .angleUnit(.radians), .allClear,
            .clearEntry, .backspace, .point,
        ] {
            #expect(commands.contains(.key(key)), "\(key) has no key")
        }
        #expect(commands.isSuperset(of: [.copy, .paste, .quit]))
    }
}
