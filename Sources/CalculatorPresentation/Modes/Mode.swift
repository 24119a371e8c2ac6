import CalculatorController
import CalculatorModel

/// A keypad and everything that goes with it: the keys it shows, their titles, spoken names and
/// colours, their keyboard chords and its layout. Today there is one mode, the calculator, in its
/// compact and scientific shapes; a new mode is a new case here (docs/ARCHITECTURE.md, "How to add
/// a mode"). The controller knows the keys and what they do; the batch names are its own.
public enum Mode: Hashable, Sendable, CaseIterable {
    /// The calculator: the standard keypad, and the scientific panel beside it when the window is wide.
    case calculator
    /// Fixed-width integers in four bases (`ProgrammerPad`, `ProgrammerRows.swift`): its keys are
    /// `ProgrammerKey`s, not the calculator's `Key`s, so `keys` and `buttons` are empty for it.
    case programmer
    /// The unit converter: a value typed with the calculator's keys in one unit, shown in another
    /// (`ConverterPanel`); its keypad has the unit buttons and swap, and no scientific panel.
    case converter
    /// The sheet (issue 49): lines of calculations with their results beside them (`Modes/Sheet/`); no keypad.
    case sheet

    /// The keys this mode answers, in the order `--help` lists them.
    public var keys: [Key] {
        switch self {
        case .calculator: Key.all
        case .programmer: []
        case .converter: Key.all.filter(Self.converterKeys.contains)
        case .sheet: []
        }
    }

    /// The calculator's keys the converter answers: those on its keypad, and undo and redo.
    private static let converterKeys = Set(Keypad.converter.compactMap(\.key) + [.undo, .redo, .allClear, .clearEntry])

    /// The buttons of each panel: the standard keypad and, when the window is wide, the scientific panel
    /// (their kinds colour them; `KeypadLayout` places them).
    public var buttons: (standard: [KeypadButton], scientific: [KeypadButton]) {
        switch self {
        case .calculator: (Keypad.standard, Keypad.scientific)
        case .programmer: ([], [])
        case .converter: (Keypad.converter, [])
        case .sheet: ([], [])
        }
    }

    /// The row of the calculator's `key`: its title, spoken name and chords (the programmer mode's
    /// keys have theirs in `programmerRow(_:)`).
    public func row(_ key: Key) -> KeyRow {
        Self.calculatorRow(of: key)
    }

    /// The calculator's rows. Letters as in Windows Calculator where it has them (`o` for cos, as `c`
    /// is the clear key): lower case a function, upper case its inverse, Control for memory (Ctrl+M
    /// for `m−`, as Ctrl+Q quits) and the hyperbolic functions.
    private static func calculatorRow(of key: Key) -> KeyRow {
        switch key {
        case .digit(let digit):
            KeyRow(title: String(digit), spoken: spokenDigits[digit], chords: [.typed(String(digit)), .keysym(.keypad(digit))])
        case .point:
            KeyRow(
                title: ".", spoken: localized("point"),
                chords: [.typed("."), .typed(","), .keysym(.keypadDecimal), .keysym(.keypadSeparator)])
        case .operation(let id): calculatorRow(of: id)
        // The letter of the title the button shows: `c` is `C` while there is an entry, `AC` otherwise.
        case .clear:
            KeyRow(
                title: Self.calculatorRow(of: .allClear).title, spoken: Self.calculatorRow(of: .allClear).spoken,
                chords: [.typed("c"), .typed("C")])
        case .allClear: KeyRow(title: "AC", spoken: localized("all clear"), chords: [.keysym(.escape)])
        case .clearEntry: KeyRow(title: "C", spoken: localized("clear"), chords: [.keysym(.delete), .keysym(.keypadDelete)])
        case .backspace: KeyRow(title: "⌫", spoken: localized("backspace"), chords: [.keysym(.backSpace)])
        // 2nd and the angle units as in Windows Calculator.
        case .second: KeyRow(title: "2nd", spoken: localized("second functions"), chords: [.keysym(.tab), .typed("I")])
        // The angle key shows the unit it switches to.
        case .toggleAngleUnit: KeyRow(title: "Rad", spoken: localized("radians"), chords: [.typed("d")])
        case .angleUnit(.degrees): KeyRow(title: "Deg", spoken: localized("degrees"), chords: [.keysym(.f3)])
        case .angleUnit(.radians): KeyRow(title: "Rad", spoken: localized("radians"), chords: [.keysym(.f4)])
        // Undo and redo as in every desktop program; the titles are arrows every font of ours has.
        case .undo: KeyRow(title: "↩", spoken: localized("undo"), chords: [.control("z")])
        case .redo: KeyRow(title: "↪", spoken: localized("redo"), chords: [.control("z", shift: true)])
        }
    }

    /// An operation's row: the title is its symbol unless given, and a one-character symbol (`×`) is
    /// also typed text, for layouts that type it.
    private static func calculatorRow(of id: OperationID) -> KeyRow {
        let symbol = id.symbol
        var row =
            switch id {
            case .add: KeyRow(title: symbol, spoken: localized("plus"), chords: [.keysym(.keypadAdd)])
            case .subtract: KeyRow(title: symbol, spoken: localized("minus"), chords: [.typed("-"), .keysym(.keypadSubtract)])
            case .multiply:
                KeyRow(
                    title: symbol, spoken: localized("times"),
                    chords: [.typed("*"), .typed("x"), .typed("X"), .keysym(.keypadMultiply)])
            case .divide: KeyRow(title: symbol, spoken: localized("divided by"), chords: [.typed("/"), .keysym(.keypadDivide)])
            case .equals:
                KeyRow(
                    title: symbol, spoken: localized("equals"),
                    chords: [.keysym(.return), .keysym(.keypadEnter), .keysym(.keypadEqual)])
            case .negate: KeyRow(title: symbol, spoken: localized("change sign"), chords: [.typed("n"), .keysym(.f9)])
            case .percent: KeyRow(title: symbol, spoken: localized("percent"))
            case .openParenthesis: KeyRow(title: symbol, spoken: localized("open parenthesis"))
            case .closeParenthesis: KeyRow(title: symbol, spoken: localized("close parenthesis"))
            case .pi: KeyRow(title: symbol, spoken: localized("pi"), chords: [.typed("p")])
            case .e: KeyRow(title: symbol, spoken: localized("e"))
            case .random: KeyRow(title: symbol, spoken: localized("random number"), chords: [.typed("?")])
            case .square: KeyRow(title: symbol, spoken: localized("square"), chords: [.typed("q")])
            case .cube: KeyRow(title: symbol, spoken: localized("cube"), chords: [.typed("#")])
            case .exp: KeyRow(title: symbol, spoken: localized("e to the x"), chords: [.control("n")])
            case .exp10: KeyRow(title: symbol, spoken: localized("10 to the x"), chords: [.control("g")])
            case .reciprocal: KeyRow(title: symbol, spoken: localized("reciprocal"), chords: [.typed("i")])
            case .squareRoot: KeyRow(title: symbol + "x", spoken: localized("square root"), chords: [.typed("r"), .typed("@")])
            case .cubeRoot: KeyRow(title: symbol + "x", spoken: localized("cube root"), chords: [.typed("R")])
            case .power: KeyRow(title: symbol, spoken: localized("x to the y"), chords: [.typed("^")])
            case .root: KeyRow(title: symbol, spoken: localized("y-th root"), chords: [.typed("y"), .control("y")])
            case .scaled: KeyRow(title: symbol, spoken: localized("times 10 to the"), chords: [.typed("E")])
            case .ln: KeyRow(title: symbol, spoken: localized("natural logarithm"), chords: [.typed("l")])
            case .log10: KeyRow(title: symbol, spoken: localized("logarithm base 10"), chords: [.typed("L")])
            case .factorial: KeyRow(title: symbol, spoken: localized("factorial"), chords: [.typed("!")])
            case .sin: KeyRow(title: symbol, spoken: localized("sine"), chords: [.typed("s")])
            case .cos: KeyRow(title: symbol, spoken: localized("cosine"), chords: [.typed("o")])
            case .tan: KeyRow(title: symbol, spoken: localized("tangent"), chords: [.typed("t")])
            case .asin: KeyRow(title: symbol, spoken: localized("sine inverse"), chords: [.typed("S")])
            case .acos: KeyRow(title: symbol, spoken: localized("cosine inverse"), chords: [.typed("O")])
            case .atan: KeyRow(title: symbol, spoken: localized("tangent inverse"), chords: [.typed("T")])
            case .sinh: KeyRow(title: symbol, spoken: localized("hyperbolic sine"), chords: [.control("s")])
            case .cosh: KeyRow(title: symbol, spoken: localized("hyperbolic cosine"), chords: [.control("o")])
            case .tanh: KeyRow(title: symbol, spoken: localized("hyperbolic tangent"), chords: [.control("t")])
            case .asinh: KeyRow(title: symbol, spoken: localized("hyperbolic sine inverse"), chords: [.control("s", shift: true)])
            case .acosh:
                KeyRow(title: symbol, spoken: localized("hyperbolic cosine inverse"), chords: [.control("o", shift: true)])
            case .atanh:
                KeyRow(title: symbol, spoken: localized("hyperbolic tangent inverse"), chords: [.control("t", shift: true)])
            case .memoryClear: KeyRow(title: symbol, spoken: localized("memory clear"), chords: [.control("l")])
            case .memoryAdd: KeyRow(title: symbol, spoken: localized("memory add"), chords: [.control("p")])
            case .memorySubtract: KeyRow(title: symbol, spoken: localized("memory subtract"), chords: [.control("m")])
            case .memoryRecall: KeyRow(title: symbol, spoken: localized("memory recall"), chords: [.control("r")])
            }
        if symbol.unicodeScalars.count == 1 { row.chords.append(.typed(symbol)) }
        return row
    }

    /// The digits as a screen reader says them, from zero to nine, in the user's language.
    private static var spokenDigits: [String] {
        [
            localized("zero"), localized("one"), localized("two"), localized("three"), localized("four"),
            localized("five"), localized("six"), localized("seven"), localized("eight"), localized("nine"),
        ]
    }
}
