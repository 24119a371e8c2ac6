import CalculatorController
import WindowInterface

/// What a key of the sheet's own does: move the caret (with Shift, extending the selection), break the
/// line, erase, undo and redo, select all, cut, swap the caret line's exact form and decimal (S⇔D). Other keys type their text; the window's commands (copy,
/// paste, the history, the modes, quit) are `KeyboardMap.windowCommands`.
enum SheetCommand: Hashable, Sendable {
    case move(SheetEditor.Motion)
    case select(SheetEditor.Motion)
    case page(Int)
    case selectPage(Int)
    case newLine
    case deleteBackward
    case deleteWordBackward
    case deleteForward
    case undo
    case redo
    case selectAll
    case cut
    /// S⇔D: the caret line's result shows its exact form or its decimal.
    case swapExactForm
    /// Shows the list of sheets (`SheetList`); makes a new sheet and opens it.
    case openList
    case newSheet
}

/// The sheet's key table, read before the window's commands, and what `--help` says of it.
enum SheetKeys {
    static let table = KeyTable<SheetCommand>(
        motions.map { (SheetCommand.move($0), $1) }
            + selections.map { (SheetCommand.select($0), [KeyChord(trigger: .keysym($1), control: false, shift: true)]) } + [
                (.page(-1), [.keysym(.pageUp), .keysym(.keypadPageUp)]),
                (.page(1), [.keysym(.pageDown), .keysym(.keypadPageDown)]),
                (.newLine, [.keysym(.return), .keysym(.keypadEnter)]),
                (.deleteBackward, [.keysym(.backSpace)]),
                (.deleteForward, [.keysym(.delete), .keysym(.keypadDelete)]),
                (.deleteWordBackward, [KeyChord(trigger: .keysym(.backSpace), control: true, shift: false)]),
                (.undo, [.control("z")]),
                (.redo, [.control("z", shift: true), .control("y")]),
                (.selectAll, [.control("a")]),
                (.cut, [.control("x")]),
                (.swapExactForm, [.control("e")]),
                (.openList, [.control("o")]),
                (.newSheet, [.control("n")]),
            ])

    /// What Shift with a caret's key selects to.
    private static let selections: [(SheetEditor.Motion, Keysym)] = [
        (.left, .left), (.right, .right), (.up, .up), (.down, .down), (.lineStart, .home), (.lineEnd, .end),
    ]

    /// The caret's keys.
    private static let motions: [(SheetEditor.Motion, [KeyChord])] = [
        (.left, [.keysym(.left), .keysym(.keypadLeft)]),
        (.right, [.keysym(.right), .keysym(.keypadRight)]),
        (.up, [.keysym(.up), .keysym(.keypadUp)]),
        (.down, [.keysym(.down), .keysym(.keypadDown)]),
        (.lineStart, [.keysym(.home), .keysym(.keypadHome)]),
        (.lineEnd, [.keysym(.end), .keysym(.keypadEnd)]),
        (.wordLeft, [KeyChord(trigger: .keysym(.left), control: true, shift: false)]),
        (.wordRight, [KeyChord(trigger: .keysym(.right), control: true, shift: false)]),
        (.sheetStart, [KeyChord(trigger: .keysym(.home), control: true, shift: false)]),
        (.sheetEnd, [KeyChord(trigger: .keysym(.end), control: true, shift: false)]),
    ]

    /// The table's commands as `--help` groups them, each group with what it does.
    static var help: [(commands: [SheetCommand], meaning: String)] {
        [
            ([.move(.left), .move(.right), .move(.up), .move(.down)], localized("sheet: move the caret")),
            ([.move(.lineStart), .move(.lineEnd), .page(-1), .page(1)], localized("sheet: to a line's ends, by a page")),
            ([.move(.wordLeft), .move(.wordRight)], localized("sheet: move the caret by a word")),
            ([.move(.sheetStart), .move(.sheetEnd)], localized("sheet: go to the sheet's start or end")),
            ([.select(.left), .select(.right)], localized("sheet: select")),
            ([.select(.up), .select(.down)], localized("sheet: select lines")),
            ([.select(.lineStart), .select(.lineEnd)], localized("sheet: select to a line's start or end")),
            ([.selectAll], localized("sheet: select everything")),
            ([.newLine], localized("sheet: break the line")),
            ([.deleteBackward, .deleteForward], localized("sheet: erase a character")),
            ([.deleteWordBackward], localized("sheet: erase a word")),
            ([.undo], localized("sheet: undo")),
            ([.redo], localized("sheet: redo")),
            ([.cut], localized("sheet: cut the selection")),
            ([.swapExactForm], localized("sheet: S⇔D on the caret line")),
            ([.openList], localized("sheet: list the sheets")),
            ([.newSheet], localized("sheet: make a new sheet")),
        ]
    }
}

extension SheetKeys {
    /// The chords of `command` as a person writes them (`Ctrl+Z`), for the round buttons' shortcuts.
    static func shortcut(of command: SheetCommand) -> String {
        table.chords(of: command).map(KeyboardHelp.describe).joined(separator: " ")
    }
}
