import CalculatorController
import WindowInterface

/// What a key does in the open history panel.
enum HistoryCommand: Hashable, Sendable {
    /// Chooses the calculation this many rows older (negative: newer).
    case choose(Int)
    /// Chooses a page of rows older (1) or newer (−1).
    case page(Int)
    /// Chooses the oldest calculation.
    case oldest
    /// Chooses the newest calculation.
    case newest
    /// Recalls the chosen result; while a number of a row is typed, applies the edit.
    case recall
    /// Closes the panel; while a number of a row is typed, drops the edit.
    case close
    /// While a number of a row is typed, the row's next number.
    case nextNumber
}

/// The history panel's key table, read while the panel is open (before the mode's), and what `--help`
/// says of it. The keys the table leaves work as in the mode shown (a number key on a chosen row starts
/// an edit of it, `SharedState.handleTapeEditKey`).
enum HistoryKeys {
    static let table = KeyTable<HistoryCommand>([
        (.choose(1), [.keysym(.up), .keysym(.keypadUp)]),
        (.choose(-1), [.keysym(.down), .keysym(.keypadDown)]),
        (.page(1), [.keysym(.pageUp), .keysym(.keypadPageUp)]),
        (.page(-1), [.keysym(.pageDown), .keysym(.keypadPageDown)]),
        (.oldest, [.keysym(.home), .keysym(.keypadHome)]),
        (.newest, [.keysym(.end), .keysym(.keypadEnd)]),
        (.recall, [.keysym(.return), .keysym(.keypadEnter)]),
        (.close, [.keysym(.escape)]),
        (.nextNumber, [.keysym(.tab)]),
    ])

    /// The table's commands as `--help` groups them, each group with what it does.
    static var help: [(commands: [HistoryCommand], meaning: String)] {
        [
            ([.choose(1), .choose(-1)], localized("in the history: choose a calculation")),
            ([.page(1), .page(-1), .oldest, .newest], localized("in the history: by a page, to either end")),
            ([.recall], localized("in the history: recall the chosen result")),
            ([.close], localized("in the history: close it")),
            ([.nextNumber], localized("in the history: edit a row's next number")),
        ]
    }
}
