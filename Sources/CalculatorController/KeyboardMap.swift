/// What a key on the keyboard asks for: a calculator key, or a window command.
public enum KeyCommand: Hashable, Sendable {
    case key(Key)
    case copy
    case paste
    case quit
}

/// Keyboard bindings, by X keysym name (`Return`, `KP_Add`) and the text the key types,
/// so they work with any keyboard layout. Pure data: the view reports keys, this names them.
public enum KeyboardMap {
    /// Bindings of keys that type no text, or that mean the same on every layout.
    static let named: [String: Key] = [
        "Return": .equals, "KP_Enter": .equals, "KP_Equal": .equals,
        "Escape": .allClear, "Delete": .clearEntry, "KP_Delete": .clearEntry,
        "BackSpace": .backspace, "F9": .operation("±"),
        "KP_Add": .operation("+"), "KP_Subtract": .operation("−"),
        "KP_Multiply": .operation("×"), "KP_Divide": .operation("÷"),
        "KP_Decimal": .point, "KP_Separator": .point,
    ]

    /// Bindings of the text a key types.
    static let typed: [String: Key] = [
        ".": .point, ",": .point,
        "+": .operation("+"), "-": .operation("−"), "−": .operation("−"),
        "*": .operation("×"), "x": .operation("×"), "×": .operation("×"),
        "/": .operation("÷"), "÷": .operation("÷"),
        "=": .equals, "%": .operation("%"), "n": .operation("±"), "±": .operation("±"),
    ]

    /// Bindings with Control held.
    static let control: [String: KeyCommand] = [
        "c": .copy, "Insert": .copy, "KP_Insert": .copy,
        "v": .paste, "q": .quit, "w": .quit,
    ]

    /// The command for a key press, or nil if the key means nothing here.
    public static func command(keysym: String, text: String, control isControl: Bool, shift: Bool) -> KeyCommand? {
        if isControl {
            return control[keysym.count == 1 ? keysym.lowercased() : keysym]
        }
        if shift, keysym == "Insert" || keysym == "KP_Insert" { return .paste }
        if let key = named[keysym] { return .key(key) }
        if keysym.hasPrefix("KP_"), let digit = Int(keysym.dropFirst(3)), (0...9).contains(digit) {
            return .key(.digit(digit))
        }
        if text.count == 1, let digit = text.first?.wholeNumberValue, text.first!.isASCII {
            return .key(.digit(digit))
        }
        return typed[text].map(KeyCommand.key)
    }
}
