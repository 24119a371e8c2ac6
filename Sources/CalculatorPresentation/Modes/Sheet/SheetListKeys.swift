import CalculatorController
import WindowInterface

/// What a key does while the list of sheets shows; while a name is typed (Rename), a key the table does
/// not name types its text into the name.
enum SheetListCommand: Hashable, Sendable {
    /// Closes the list, the sheet as it was (while renaming: the name as it was).
    case close
    /// Opens the chosen sheet (while renaming: takes the name; while a delete asks: deletes).
    case open
    /// Moves the choice this many rows down (negative: up), a page, to the first or the last.
    case move(Int)
    case page(Int)
    case first
    case last
    /// Makes a new sheet and opens it.
    case newSheet
    /// Types a new name for the chosen sheet.
    case rename
    /// Deletes the chosen sheet: the first press asks, the second deletes.
    case delete
    /// Erases the last character of the name typed.
    case erase
}

/// The list's key table (the sheet's pane reads it while the list shows), and what `--help` says of it.
enum SheetListKeys {
    static let table = KeyTable<SheetListCommand>([
        (.close, [.keysym(.escape), .control("o")]),
        (.open, [.keysym(.return), .keysym(.keypadEnter)]),
        (.move(-1), [.keysym(.up), .keysym(.keypadUp)]),
        (.move(1), [.keysym(.down), .keysym(.keypadDown)]),
        (.page(-1), [.keysym(.pageUp), .keysym(.keypadPageUp)]),
        (.page(1), [.keysym(.pageDown), .keysym(.keypadPageDown)]),
        (.first, [.keysym(.home), .keysym(.keypadHome)]),
        (.last, [.keysym(.end), .keysym(.keypadEnd)]),
        (.newSheet, [.control("n")]),
        (.rename, [.keysym(.f2)]),
        (.delete, [.keysym(.delete), .keysym(.keypadDelete)]),
        (.erase, [.keysym(.backSpace)]),
    ])

    /// The table's commands as `--help` groups them, each group with what it does.
    static var help: [(commands: [SheetListCommand], meaning: String)] {
        [
            ([.move(-1), .move(1), .page(-1), .page(1), .first, .last], localized("in the sheet list: choose a sheet")),
            ([.open], localized("in the sheet list: open the sheet")),
            ([.newSheet], localized("in the sheet list: make a new sheet")),
            ([.rename], localized("in the sheet list: rename a sheet")),
            ([.delete], localized("in the sheet list: delete (press twice)")),
            ([.close], localized("in the sheet list: close it")),
        ]
    }

    /// The chords of `command` as a person writes them (`F2`), for the buttons' shortcuts.
    static func shortcut(of command: SheetListCommand) -> String {
        table.chords(of: command).map(KeyboardHelp.describe).joined(separator: " ")
    }
}
