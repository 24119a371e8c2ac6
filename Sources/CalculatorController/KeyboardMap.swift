/// What a key on the keyboard asks for: a calculator key, or a window command.
public enum KeyCommand: Hashable, Sendable {
    case key(Key)
    case copy
    case paste
    case quit
}

/// One keyboard binding: a key, named by its X keysym or by the text it types, with the
/// modifiers that must be held, and what it does.
public struct KeyBinding: Hashable, Sendable {
    /// How a binding recognizes its key.
    public enum Trigger: Hashable, Sendable {
        /// The X keysym name (`Return`, `KP_Add`, `F3`), for keys that type no text or mean the
        /// same on every layout; with Control, the letter's keysym (`p` for Ctrl+P), any case.
        case keysym(String)
        /// The text the key types (`^`, `S`), so bindings follow the keyboard layout.
        case text(String)
    }

    public let trigger: Trigger
    /// Whether Control is held.
    public let control: Bool
    /// Whether Shift is held; only told apart for keysyms (Shift+Insert, Ctrl+Shift+S),
    /// since the text a key types already carries Shift (`S`, `#`).
    public let shift: Bool
    public let command: KeyCommand

    init(_ trigger: Trigger, control: Bool = false, shift: Bool = false, _ command: KeyCommand) {
        self.trigger = trigger
        self.control = control
        self.shift = shift
        self.command = command
    }
}

/// Keyboard bindings, by X keysym name (`Return`, `KP_Add`) and the text the key types,
/// so they work with any keyboard layout. Pure data: the view reports keys, this names them.
/// Digits (`0`–`9` typed, `KP_0`–`KP_9`) are bound by rule rather than listed.
public enum KeyboardMap {
    /// Every binding; no key with the same modifiers appears twice (a test checks).
    public static let bindings: [KeyBinding] = named + typed + withControl + withShift

    private static func keysym(_ name: String, _ key: Key) -> KeyBinding { KeyBinding(.keysym(name), .key(key)) }
    private static func text(_ text: String, _ key: Key) -> KeyBinding { KeyBinding(.text(text), .key(key)) }
    private static func text(_ text: String, _ symbol: String) -> KeyBinding { KeyBinding(.text(text), .key(.operation(symbol))) }
    private static func control(_ letter: String, shift: Bool = false, _ command: KeyCommand) -> KeyBinding {
        KeyBinding(.keysym(letter), control: true, shift: shift, command)
    }
    private static func control(_ letter: String, shift: Bool = false, _ symbol: String) -> KeyBinding {
        control(letter, shift: shift, .key(.operation(symbol)))
    }

    /// Keys that type no text, or that mean the same on every layout.
    static let named: [KeyBinding] = [
        keysym("Return", .equals), keysym("KP_Enter", .equals), keysym("KP_Equal", .equals),
        keysym("Escape", .allClear), keysym("Delete", .clearEntry), keysym("KP_Delete", .clearEntry),
        keysym("BackSpace", .backspace), keysym("F9", .operation("±")),
        keysym("KP_Add", .operation("+")), keysym("KP_Subtract", .operation("−")),
        keysym("KP_Multiply", .operation("×")), keysym("KP_Divide", .operation("÷")),
        keysym("KP_Decimal", .point), keysym("KP_Separator", .point),
        // Scientific: 2nd, and degrees and radians as in Windows Calculator.
        keysym("Tab", .second), keysym("F3", .angleUnit(.degrees)), keysym("F4", .angleUnit(.radians)),
    ]

    /// The text a key types.
    static let typed: [KeyBinding] = [
        text(".", .point), text(",", .point),
        text("+", "+"), text("-", "−"), text("−", "−"),
        text("*", "×"), text("x", "×"), text("×", "×"),
        text("/", "÷"), text("÷", "÷"),
        text("=", .equals), text("%", "%"), text("n", "±"), text("±", "±"),
        // Powers and roots.
        text("q", "x²"), text("#", "x³"), text("^", "xʸ"), text("E", "EE"),
        text("r", "√"), text("@", "√"), text("R", "∛"), text("y", "ʸ√x"), text("i", "1/x"),
        // Logarithms and factorial.
        text("l", "ln"), text("L", "log₁₀"), text("!", "x!"),
        // Trigonometry: lower case the function, upper case its inverse (`o` as in Windows Calculator).
        text("s", "sin"), text("c", "cos"), text("o", "cos"), text("t", "tan"),
        text("S", "sin⁻¹"), text("C", "cos⁻¹"), text("O", "cos⁻¹"), text("T", "tan⁻¹"),
        // Constants.
        text("p", "π"), text("e", "e"), text("?", "Rand"),
        // Modes.
        text("d", .toggleAngleUnit), text("I", .second),
    ]

    /// With Control held; Control with Shift falls back on these when it has no binding of its own.
    static let withControl: [KeyBinding] = [
        control("c", .copy), control("Insert", .copy), control("KP_Insert", .copy),
        control("v", .paste), control("w", .quit),
        // Memory, as in Windows Calculator.
        control("p", "m+"), control("q", "m−"), control("r", "mr"), control("l", "mc"),
        // Hyperbolic functions and powers, as in Windows Calculator.
        control("s", "sinh"), control("o", "cosh"), control("t", "tanh"),
        control("n", "eˣ"), control("g", "10ˣ"), control("y", "ʸ√x"),
    ]

    /// With Shift held (and Control, for the inverse hyperbolic functions, as in Windows Calculator).
    static let withShift: [KeyBinding] = [
        KeyBinding(.keysym("Insert"), shift: true, .paste), KeyBinding(.keysym("KP_Insert"), shift: true, .paste),
        control("s", shift: true, "sinh⁻¹"), control("o", shift: true, "cosh⁻¹"), control("t", shift: true, "tanh⁻¹"),
    ]

    private struct Lookup: Hashable {
        let trigger: KeyBinding.Trigger
        let control: Bool
        let shift: Bool
    }

    private static let table: [Lookup: KeyCommand] = Dictionary(
        bindings.map { (Lookup(trigger: $0.trigger, control: $0.control, shift: $0.shift), $0.command) },
        uniquingKeysWith: { first, _ in first })

    /// The command for a key press, or nil if the key means nothing here.
    public static func command(keysym: String, text: String, control isControl: Bool, shift: Bool) -> KeyCommand? {
        if isControl {
            let name = KeyBinding.Trigger.keysym(keysym.count == 1 ? keysym.lowercased() : keysym)
            if shift, let command = table[Lookup(trigger: name, control: true, shift: true)] { return command }
            return table[Lookup(trigger: name, control: true, shift: false)]
        }
        if shift, let command = table[Lookup(trigger: .keysym(keysym), control: false, shift: true)] { return command }
        if let command = table[Lookup(trigger: .keysym(keysym), control: false, shift: false)] { return command }
        if keysym.hasPrefix("KP_"), let digit = Int(keysym.dropFirst(3)), (0...9).contains(digit) {
            return .key(.digit(digit))
        }
        if text.count == 1, let digit = text.first?.wholeNumberValue, text.first!.isASCII {
            return .key(.digit(digit))
        }
        return table[Lookup(trigger: .text(text), control: false, shift: false)]
    }
}
