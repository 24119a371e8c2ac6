import CalculatorController
import CalculatorModel
import WindowInterface

/// The programmer mode's table: each key's title, spoken name and chords. Chords as in Windows
/// Calculator's programmer mode where it has them (F5–F8 the bases, F12 F2 F3 F4 the word sizes, `<`
/// `>` the shifts, `&` `|` `^` `~` the bitwise operators, `%` mod, F9 ±); `a`–`f` type the digits A–F.
extension Mode {
    /// The row of the programmer mode's `key`.
    public static func programmerRow(_ key: ProgrammerKey) -> KeyRow {
        switch key {
        case .digit(let digit) where digit < 10:
            KeyRow(
                title: String(digit), spoken: spokenDigit(digit),
                chords: [.typed(String(digit)), .keysym(.keypad(digit))])
        case .digit(let digit):
            KeyRow(
                title: String(digit, radix: 16, uppercase: true), spoken: String(digit, radix: 16, uppercase: true),
                chords: [.typed(String(digit, radix: 16)), .typed(String(digit, radix: 16, uppercase: true))])
        case .operation(let operation): programmerRow(operation)
        case .function(.not): KeyRow(title: "NOT", spoken: localized("bitwise not"), chords: [.typed("~")])
        case .function(.negate): KeyRow(title: "±", spoken: localized("change sign"), chords: [.keysym(.f9), .typed("n")])
        case .openParenthesis: KeyRow(title: "(", spoken: localized("open parenthesis"), chords: [.typed("(")])
        case .closeParenthesis: KeyRow(title: ")", spoken: localized("close parenthesis"), chords: [.typed(")")])
        case .equals:
            KeyRow(
                title: "=", spoken: localized("equals"),
                chords: [.keysym(.return), .keysym(.keypadEnter), .keysym(.keypadEqual), .typed("=")])
        case .clear: KeyRow(title: "AC", spoken: localized("all clear"), chords: [])
        case .allClear: KeyRow(title: "AC", spoken: localized("all clear"), chords: [.keysym(.escape)])
        case .clearEntry: KeyRow(title: "CE", spoken: localized("clear"), chords: [.keysym(.delete), .keysym(.keypadDelete)])
        case .backspace: KeyRow(title: "⌫", spoken: localized("backspace"), chords: [.keysym(.backSpace)])
        case .base(let base):
            KeyRow(
                title: base.name, spoken: spokenBase(base),
                chords: [.keysym([ProgrammerBase.hexadecimal: .f5, .decimal: .f6, .octal: .f7, .binary: .f8][base]!)])
        case .wordSize(let size):
            KeyRow(
                title: String(describing: size).uppercased(), spoken: localized("%s bits", String(size.bitWidth)),
                chords: [.keysym([WordSize.qword: .f12, .dword: .f2, .word: .f3, .byte: .f4][size]!)])
        case .signedness(.signed): KeyRow(title: "SIGNED", spoken: localized("signed"))
        case .signedness(.unsigned): KeyRow(title: "UNSIGNED", spoken: localized("unsigned"))
        case .toggleSignedness: KeyRow(title: "±/+", spoken: localized("signed or unsigned"), chords: [.typed("s")])
        case .toggleBit(let index): KeyRow(title: "", spoken: localized("bit %s", String(index)))
        // The memory is the calculator's: its titles and words; its chords are the window's in both modes.
        case .memory(.clear): KeyRow(title: "mc", spoken: localized("memory clear"))
        case .memory(.add): KeyRow(title: "m+", spoken: localized("memory add"))
        case .memory(.subtract): KeyRow(title: "m−", spoken: localized("memory subtract"))
        case .memory(.recall): KeyRow(title: "mr", spoken: localized("memory recall"))
        case .undo: KeyRow(title: "↩", spoken: localized("undo"), chords: [.control("z")])
        case .redo: KeyRow(title: "↪", spoken: localized("redo"), chords: [.control("z", shift: true)])
        }
    }

    /// An operator's row: its symbol as the title (`AND`, `Lsh`), C's character as its chord where C has one.
    private static func programmerRow(_ operation: IntegerOperator) -> KeyRow {
        switch operation {
        case .add: KeyRow(title: "+", spoken: localized("plus"), chords: [.typed("+"), .keysym(.keypadAdd)])
        case .subtract: KeyRow(title: "−", spoken: localized("minus"), chords: [.typed("-"), .keysym(.keypadSubtract)])
        case .multiply: KeyRow(title: "×", spoken: localized("times"), chords: [.typed("*"), .keysym(.keypadMultiply)])
        case .divide: KeyRow(title: "÷", spoken: localized("divided by"), chords: [.typed("/"), .keysym(.keypadDivide)])
        case .modulo: KeyRow(title: "mod", spoken: localized("modulo"), chords: [.typed("%")])
        case .and: KeyRow(title: "AND", spoken: localized("bitwise and"), chords: [.typed("&")])
        case .or: KeyRow(title: "OR", spoken: localized("bitwise or"), chords: [.typed("|")])
        case .xor: KeyRow(title: "XOR", spoken: localized("bitwise exclusive or"), chords: [.typed("^")])
        case .nand: KeyRow(title: "NAND", spoken: localized("bitwise not and"))
        case .nor: KeyRow(title: "NOR", spoken: localized("bitwise not or"))
        case .leftShift: KeyRow(title: "Lsh", spoken: localized("shift left"), chords: [.typed("<")])
        case .arithmeticRightShift: KeyRow(title: "Rsh", spoken: localized("arithmetic shift right"), chords: [.typed(">")])
        case .logicalRightShift: KeyRow(title: "Shr", spoken: localized("logical shift right"))
        case .rotateLeft: KeyRow(title: "RoL", spoken: localized("rotate left"))
        case .rotateRight: KeyRow(title: "RoR", spoken: localized("rotate right"))
        }
    }

    /// A base as said: "hexadecimal", "decimal", "octal", "binary".
    static func spokenBase(_ base: ProgrammerBase) -> String {
        switch base {
        case .hexadecimal: localized("hexadecimal")
        case .decimal: localized("decimal")
        case .octal: localized("octal")
        case .binary: localized("binary")
        }
    }

    /// The digit 0–9 as said in the user's language.
    static func spokenDigit(_ digit: Int) -> String {
        [
            localized("zero"), localized("one"), localized("two"), localized("three"), localized("four"),
            localized("five"), localized("six"), localized("seven"), localized("eight"), localized("nine"),
        ][digit]
    }

    /// Every programmer key that has a chord, in `ProgrammerKey.all`'s order, with its chords: the
    /// programmer mode's keyboard map and its `--help` lines.
    static let programmerBindings: [(key: ProgrammerKey, chords: [KeyChord])] = ProgrammerKey.all.compactMap { key in
        let chords = programmerRow(key).chords
        return chords.isEmpty ? nil : (key, chords)
    }
}
