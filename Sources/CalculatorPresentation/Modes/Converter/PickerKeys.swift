import CalculatorController
import WindowInterface

/// What a key does in the open unit picker; a key the table does not name types its text into the search
/// (as in dmenu), and does nothing else.
enum PickerCommand: Hashable, Sendable {
    /// Closes the picker, the units as they were.
    case close
    /// Takes the chosen unit.
    case choose
    /// Moves the choice this many rows down (negative: up).
    case move(Int)
    /// Moves the choice a page down (1) or up (−1).
    case page(Int)
    /// Chooses the first row; the last.
    case first
    case last
    /// Erases the last character typed.
    case erase
}

/// The unit picker's key table (the converter's pane reads it while the picker is open), and what
/// `--help` says of it.
enum PickerKeys {
    static let table = KeyTable<PickerCommand>([
        (.close, [.keysym(.escape)]),
        (.choose, [.keysym(.return), .keysym(.keypadEnter)]),
        (.move(-1), [.keysym(.up), .keysym(.keypadUp)]),
        (.move(1), [.keysym(.down), .keysym(.keypadDown), .keysym(.tab)]),
        (.page(-1), [.keysym(.pageUp), .keysym(.keypadPageUp)]),
        (.page(1), [.keysym(.pageDown), .keysym(.keypadPageDown)]),
        (.first, [.keysym(.home), .keysym(.keypadHome)]),
        (.last, [.keysym(.end), .keysym(.keypadEnd)]),
        (.erase, [.keysym(.backSpace)]),
    ])

    /// The table's commands as `--help` groups them, each group with what it does.
    static var help: [(commands: [PickerCommand], meaning: String)] {
        [
            ([.move(-1), .move(1), .page(-1), .page(1), .first, .last], localized("in the unit list: choose a unit")),
            ([.choose], localized("in the unit list: take the chosen unit")),
            ([.close], localized("in the unit list: close it")),
            ([.erase], localized("in the unit list: erase a character")),
        ]
    }
}
