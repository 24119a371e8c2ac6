import CalculatorController

/// What a key of the converter's own does: open a unit's picker, or swap the units (the calculator's
/// keys on its keypad work as in the calculator, `KeyboardMap`).
enum ConverterCommand: Hashable, Sendable {
    case pick(ConverterPanel.Side)
    case swap
}

/// The converter's key table, read before the calculator's keys, and what `--help` and the unit
/// buttons' accessible shortcuts say of it.
enum ConverterKeys {
    static let table = KeyTable<ConverterCommand>([
        (.pick(.from), [.typed("f")]),
        (.pick(.to), [.typed("t")]),
        (.swap, [.typed("s")]),
    ])

    /// What each command does, for `--help`.
    static func meaning(of command: ConverterCommand) -> String {
        switch command {
        case .pick(.from): localized("converter: pick the unit to convert from")
        case .pick(.to): localized("converter: pick the unit to convert to")
        case .swap: localized("converter: swap the units")
        }
    }

    /// The chords of `command` as a screen reader announces a button's shortcut (`f`).
    static func shortcut(of command: ConverterCommand) -> String {
        table.chords(of: command).map(KeyboardHelp.describe).joined(separator: " ")
    }
}
