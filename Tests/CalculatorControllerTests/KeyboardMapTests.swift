import Testing
@testable import CalculatorController
import CalculatorModel

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
        ("c", KeyCommand.copy), ("C", .copy), ("Insert", .copy), ("v", .paste), ("q", .key(.operation("m−"))), ("w", .quit),
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

    // MARK: Scientific keys

    static func typed(_ text: String) -> KeyCommand? {
        KeyboardMap.command(keysym: text, text: text, control: false, shift: false)
    }

    @Test(arguments: [
        ("^", "xʸ"), ("y", "ʸ√x"), ("E", "EE"), ("q", "x²"), ("#", "x³"), ("r", "√"), ("@", "√"), ("R", "∛"),
        ("i", "1/x"), ("!", "x!"), ("l", "ln"), ("L", "log₁₀"), ("s", "sin"), ("c", "cos"), ("o", "cos"),
        ("t", "tan"), ("S", "sin⁻¹"), ("C", "cos⁻¹"), ("O", "cos⁻¹"), ("T", "tan⁻¹"),
        ("p", "π"), ("e", "e"), ("?", "Rand"),
    ])
    func scientificTypedKeys(text: String, symbol: String) {
        #expect(Self.typed(text) == .key(.operation(symbol)))
    }

    @Test func modeKeys() {
        #expect(Self.typed("d") == .key(.toggleAngleUnit))
        #expect(Self.typed("I") == .key(.second))
        #expect(KeyboardMap.command(keysym: "Tab", text: "\t", control: false, shift: false) == .key(.second))
        #expect(KeyboardMap.command(keysym: "F3", text: "", control: false, shift: false) == .key(.angleUnit(.degrees)))
        #expect(KeyboardMap.command(keysym: "F4", text: "", control: false, shift: false) == .key(.angleUnit(.radians)))
    }

    /// Memory as in Windows Calculator; hyperbolic functions, eˣ, 10ˣ and ʸ√x with Control,
    /// and the inverse hyperbolic functions with Control and Shift.
    @Test(arguments: [
        ("p", false, "m+"), ("q", false, "m−"), ("r", false, "mr"), ("l", false, "mc"),
        ("s", false, "sinh"), ("o", false, "cosh"), ("t", false, "tanh"),
        ("n", false, "eˣ"), ("g", false, "10ˣ"), ("y", false, "ʸ√x"),
        ("S", true, "sinh⁻¹"), ("O", true, "cosh⁻¹"), ("T", true, "tanh⁻¹"), ("s", true, "sinh⁻¹"),
        ("P", true, "m+"), ("P", false, "m+"),
    ])
    func controlKeys(keysym: String, shift: Bool, symbol: String) {
        #expect(KeyboardMap.command(keysym: keysym, text: "", control: true, shift: shift) == .key(.operation(symbol)))
    }

    @Test func controlShiftFallsBackOnControl() {
        #expect(KeyboardMap.command(keysym: "C", text: "", control: true, shift: true) == .copy)
        #expect(KeyboardMap.command(keysym: "W", text: "", control: true, shift: true) == .quit)
    }

    /// No key, with the same modifiers, is bound twice.
    @Test func noKeyIsBoundTwice() {
        struct Press: Hashable { let trigger: KeyBinding.Trigger; let control: Bool; let shift: Bool }
        var seen: [Press: KeyCommand] = [:]
        for binding in KeyboardMap.bindings {
            let press = Press(trigger: binding.trigger, control: binding.control, shift: binding.shift)
            #expect(seen[press] == nil, "\(binding.trigger) is bound to \(seen[press].map { "\($0)" } ?? "") and \(binding.command)")
            seen[press] = binding.command
            if case .keysym(let name) = binding.trigger, binding.control, name.count == 1 {
                #expect(name == name.lowercased(), "Control bindings name the lower-case keysym: \(name)")
            }
            if case .text(let text) = binding.trigger {
                #expect(!binding.control, "text is not bound with Control: \(text)")
                let isDigits = text.allSatisfy { $0.isNumber }
                #expect(!isDigits, "digits are typed, not bound: \(text)")
            }
        }
    }

    /// Every binding is reached by the key it names: no rule or earlier lookup shadows it.
    @Test func everyBindingIsReachable() {
        for binding in KeyboardMap.bindings {
            let command: KeyCommand? = switch binding.trigger {
            case .keysym(let name):
                KeyboardMap.command(keysym: name, text: "", control: binding.control, shift: binding.shift)
            case .text(let text):
                KeyboardMap.command(keysym: text, text: text, control: false, shift: false)
            }
            #expect(command == binding.command, "\(binding.trigger)")
        }
    }

    /// Every operation of the table, 2nd and Rad/Deg have a key.
    @Test func everyOperationAndModeHasAKey() {
        let commands = Set(KeyboardMap.bindings.map(\.command))
        for symbol in CalculatorBrain.standardOperations.keys {
            #expect(commands.contains(.key(.operation(symbol))), "\(symbol) has no key")
        }
        for key: Key in [.second, .toggleAngleUnit, .angleUnit(.degrees), .angleUnit(.radians), .allClear,
                         .clearEntry, .backspace, .point] {
            #expect(commands.contains(.key(key)), "\(key) has no key")
        }
        #expect(commands.isSuperset(of: [.copy, .paste, .quit]))
    }
}
