import CalculatorModel
import WindowInterface

/// A key on the keyboard with the modifiers held: what a binding waits for.
public struct KeyChord: Hashable, Sendable {
    /// How a chord recognizes its key.
    public enum Trigger: Hashable, Sendable {
        /// The X keysym, for keys that type no text or mean the same on every layout; with Control,
        /// the letter's keysym in either case (Ctrl+P).
        case keysym(Keysym)
        /// The text the key types (`^`, `S`), so bindings follow the keyboard layout.
        case text(String)
    }

    public let trigger: Trigger
    /// Whether Control is held.
    public let control: Bool
    /// Whether Shift is held; only told apart for keysyms (Shift+Insert, Ctrl+Shift+S), since the
    /// text a key types already carries Shift (`S`, `#`).
    public let shift: Bool

    static func keysym(_ keysym: Keysym) -> KeyChord { KeyChord(trigger: .keysym(keysym), control: false, shift: false) }
    static func typed(_ text: String) -> KeyChord { KeyChord(trigger: .text(text), control: false, shift: false) }
    static func control(_ letter: Unicode.Scalar, shift: Bool = false) -> KeyChord {
        KeyChord(trigger: .keysym(Keysym(latin1: letter)), control: true, shift: shift)
    }
}

/// Everything the calculator says about a key besides what it does: its button's title, its spoken
/// name, its names in batch mode, its keyboard chords, and what `2nd` turns it into. The keyboard
/// map, the batch parser, the 2nd-key map, the keypad's titles, its flashes and what a screen
/// reader says all derive from this one table.
public struct KeyDefinition: Sendable {
    /// The button's title.
    public var title: String
    /// What a screen reader says for the key ("seven", "square root", "sine inverse"), in the
    /// user's language (`localized`).
    public var spoken: String
    /// Names in batch mode (`calculator --keys`).
    public var names: [String] = []
    /// The keyboard chords that press the key.
    public var chords: [KeyChord] = []
    /// The operation the key performs while `2nd` is on.
    public var second: OperationID? = nil
}

extension Key {
    /// This key's row of the table.
    public var definition: KeyDefinition {
        switch self {
        case .digit(let digit):
            KeyDefinition(title: String(digit), spoken: Key.spokenDigits[digit], chords: [.typed(String(digit)), .keysym(.keypad(digit))])
        case .point:
            KeyDefinition(title: ".", spoken: localized("point"), chords: [.typed("."), .typed(","), .keysym(.keypadDecimal), .keysym(.keypadSeparator)])
        case .operation(let id): id.definition
        // The letter of the title the button shows: `c` is `C` while there is an entry, `AC` otherwise.
        case .clear: KeyDefinition(title: Key.allClear.definition.title, spoken: Key.allClear.definition.spoken, chords: [.typed("c"), .typed("C")])
        case .allClear: KeyDefinition(title: "AC", spoken: localized("all clear"), names: ["AC"], chords: [.keysym(.escape)])
        case .clearEntry: KeyDefinition(title: "C", spoken: localized("clear"), names: ["C"], chords: [.keysym(.delete), .keysym(.keypadDelete)])
        case .backspace: KeyDefinition(title: "⌫", spoken: localized("backspace"), names: ["back"], chords: [.keysym(.backSpace)])
        // 2nd and the angle units as in Windows Calculator.
        case .second: KeyDefinition(title: "2nd", spoken: localized("second functions"), names: ["2nd"], chords: [.keysym(.tab), .typed("I")])
        case .toggleAngleUnit: KeyDefinition(title: "Rad", spoken: localized("radians"), chords: [.typed("d")])   // shows the unit it switches to
        case .angleUnit(.degrees): KeyDefinition(title: "Deg", spoken: localized("degrees"), names: ["deg"], chords: [.keysym(.f3)])
        case .angleUnit(.radians): KeyDefinition(title: "Rad", spoken: localized("radians"), names: ["rad"], chords: [.keysym(.f4)])
        // Undo and redo as in every desktop program; the titles are arrows every font of ours has.
        case .undo: KeyDefinition(title: "↩", spoken: localized("undo"), names: ["undo"], chords: [.control("z")])
        case .redo: KeyDefinition(title: "↪", spoken: localized("redo"), names: ["redo"], chords: [.control("z", shift: true)])
        }
    }

    /// The key whose button shows this one: `AC` and `C` are the clear button, an angle unit the
    /// `Rad`/`Deg` button, a second operation (`sin⁻¹`) the button that performs it under `2nd`.
    public var buttonKey: Key {
        switch self {
        case .allClear, .clearEntry: .clear
        case .angleUnit: .toggleAngleUnit
        case .operation(let id): Key.secondOperationButtons[id].map(Key.operation) ?? self
        default: self
        }
    }

    /// The digits as a screen reader says them, from zero to nine, in the user's language.
    static var spokenDigits: [String] {
        [localized("zero"), localized("one"), localized("two"), localized("three"), localized("four"),
         localized("five"), localized("six"), localized("seven"), localized("eight"), localized("nine")]
    }

    private static let secondOperationButtons: [OperationID: OperationID] = Dictionary(
        uniqueKeysWithValues: OperationID.allCases.compactMap { id in id.definition.second.map { ($0, id) } })
}

extension OperationID {
    /// The operation's row: its symbol is always a batch name, and a one-character symbol (`×`)
    /// is also typed text, for layouts that type it.
    var definition: KeyDefinition {
        var row = row
        row.names.append(symbol)
        if symbol.unicodeScalars.count == 1 { row.chords.append(.typed(symbol)) }
        return row
    }

    /// The title is the symbol unless given; names and chords besides the symbol's. Letters as in
    /// Windows Calculator where it has them (`o` for cos, as `c` is the clear key): lower case a
    /// function, upper case its inverse, Control for memory (Ctrl+M for `m−`, as Ctrl+Q quits) and
    /// the hyperbolic functions.
    private var row: KeyDefinition {
        switch self {
        case .add: KeyDefinition(title: symbol, spoken: localized("plus"), chords: [.keysym(.keypadAdd)])
        case .subtract: KeyDefinition(title: symbol, spoken: localized("minus"), names: ["-"], chords: [.typed("-"), .keysym(.keypadSubtract)])
        case .multiply: KeyDefinition(title: symbol, spoken: localized("times"), names: ["*", "x"], chords: [.typed("*"), .typed("x"), .typed("X"), .keysym(.keypadMultiply)])
        case .divide: KeyDefinition(title: symbol, spoken: localized("divided by"), names: ["/"], chords: [.typed("/"), .keysym(.keypadDivide)])
        case .equals: KeyDefinition(title: symbol, spoken: localized("equals"), chords: [.keysym(.return), .keysym(.keypadEnter), .keysym(.keypadEqual)])
        case .negate: KeyDefinition(title: symbol, spoken: localized("change sign"), names: ["neg"], chords: [.typed("n"), .keysym(.f9)])
        case .percent: KeyDefinition(title: symbol, spoken: localized("percent"))
        case .openParenthesis: KeyDefinition(title: symbol, spoken: localized("open parenthesis"))
        case .closeParenthesis: KeyDefinition(title: symbol, spoken: localized("close parenthesis"))
        case .pi: KeyDefinition(title: symbol, spoken: localized("pi"), names: ["pi"], chords: [.typed("p")])
        case .e: KeyDefinition(title: symbol, spoken: localized("e"))
        case .random: KeyDefinition(title: symbol, spoken: localized("random number"), names: ["rand"], chords: [.typed("?")])
        case .square: KeyDefinition(title: symbol, spoken: localized("square"), names: ["sq", "x2"], chords: [.typed("q")])
        case .cube: KeyDefinition(title: symbol, spoken: localized("cube"), names: ["cube", "x3"], chords: [.typed("#")])
        case .exp: KeyDefinition(title: symbol, spoken: localized("e to the x"), names: ["exp"], chords: [.control("n")])
        case .exp10: KeyDefinition(title: symbol, spoken: localized("10 to the x"), names: ["pow10"], chords: [.control("g")])
        case .reciprocal: KeyDefinition(title: symbol, spoken: localized("reciprocal"), names: ["inv", "recip"], chords: [.typed("i")])
        case .squareRoot: KeyDefinition(title: symbol + "x", spoken: localized("square root"), names: ["sqrt"], chords: [.typed("r"), .typed("@")])
        case .cubeRoot: KeyDefinition(title: symbol + "x", spoken: localized("cube root"), names: ["cbrt"], chords: [.typed("R")])
        case .power: KeyDefinition(title: symbol, spoken: localized("x to the y"), names: ["pow", "^"], chords: [.typed("^")])
        case .root: KeyDefinition(title: symbol, spoken: localized("y-th root"), names: ["root", "yroot"], chords: [.typed("y"), .control("y")])
        case .scaled: KeyDefinition(title: symbol, spoken: localized("times 10 to the"), names: ["ee"], chords: [.typed("E")])
        case .ln: KeyDefinition(title: symbol, spoken: localized("natural logarithm"), chords: [.typed("l")])
        case .log10: KeyDefinition(title: symbol, spoken: localized("logarithm base 10"), names: ["log"], chords: [.typed("L")])
        case .factorial: KeyDefinition(title: symbol, spoken: localized("factorial"), names: ["fact", "!"], chords: [.typed("!")])
        case .sin: KeyDefinition(title: symbol, spoken: localized("sine"), chords: [.typed("s")], second: .asin)
        case .cos: KeyDefinition(title: symbol, spoken: localized("cosine"), chords: [.typed("o")], second: .acos)
        case .tan: KeyDefinition(title: symbol, spoken: localized("tangent"), chords: [.typed("t")], second: .atan)
        case .asin: KeyDefinition(title: symbol, spoken: localized("sine inverse"), names: ["asin"], chords: [.typed("S")])
        case .acos: KeyDefinition(title: symbol, spoken: localized("cosine inverse"), names: ["acos"], chords: [.typed("O")])
        case .atan: KeyDefinition(title: symbol, spoken: localized("tangent inverse"), names: ["atan"], chords: [.typed("T")])
        case .sinh: KeyDefinition(title: symbol, spoken: localized("hyperbolic sine"), chords: [.control("s")], second: .asinh)
        case .cosh: KeyDefinition(title: symbol, spoken: localized("hyperbolic cosine"), chords: [.control("o")], second: .acosh)
        case .tanh: KeyDefinition(title: symbol, spoken: localized("hyperbolic tangent"), chords: [.control("t")], second: .atanh)
        case .asinh: KeyDefinition(title: symbol, spoken: localized("hyperbolic sine inverse"), names: ["asinh"], chords: [.control("s", shift: true)])
        case .acosh: KeyDefinition(title: symbol, spoken: localized("hyperbolic cosine inverse"), names: ["acosh"], chords: [.control("o", shift: true)])
        case .atanh: KeyDefinition(title: symbol, spoken: localized("hyperbolic tangent inverse"), names: ["atanh"], chords: [.control("t", shift: true)])
        case .memoryClear: KeyDefinition(title: symbol, spoken: localized("memory clear"), chords: [.control("l")])
        case .memoryAdd: KeyDefinition(title: symbol, spoken: localized("memory add"), chords: [.control("p")])
        case .memorySubtract: KeyDefinition(title: symbol, spoken: localized("memory subtract"), names: ["m-"], chords: [.control("m")])
        case .memoryRecall: KeyDefinition(title: symbol, spoken: localized("memory recall"), chords: [.control("r")])
        }
    }
}
