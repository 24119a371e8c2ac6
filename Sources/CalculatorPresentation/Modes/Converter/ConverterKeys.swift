import CalculatorController

/// What a key of the converter's own does: open a unit's picker, swap the units, or stop an update of
/// the rates (the calculator's keys on its keypad work as in the calculator, `KeyboardMap`: Escape
/// clears when no update runs).
enum ConverterCommand: Hashable, Sendable {
    case pick(ConverterPanel.Side)
    case swap
    case cancelUpdate
}

/// The converter's key table, read before the calculator's keys, and what `--help` and the unit
/// buttons' accessible shortcuts say of it.
enum ConverterKeys {
    static let table = KeyTable<ConverterCommand>([
        (.pick(.from), [.typed("f")]),
        (.pick(.to), [.typed("t")]),
        (.swap, [.typed("s")]),
        (.cancelUpdate, [.keysym(.escape)]),
    ])

    /// What each command does, for `--help`.
    static func meaning(of command: ConverterCommand) -> String {
        switch command {
        case .pick(.from): localized("converter: pick the unit to convert from")
        case .pick(.to): localized("converter: pick the unit to convert to")
        case .swap: localized("converter: swap the units")
        case .cancelUpdate: localized("converter: stop updating the rates")
        }
    }

    /// The chords of `command` as a screen reader announces a button's shortcut (`f`).
    static func shortcut(of command: ConverterCommand) -> String {
        table.chords(of: command).map(KeyboardHelp.describe).joined(separator: " ")
    }
}
