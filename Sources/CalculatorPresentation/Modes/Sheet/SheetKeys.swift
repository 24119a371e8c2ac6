import CalculatorController
import WindowInterface

/// What a key of the sheet's own does: move the caret (with Shift, extending the selection), break the
/// line, erase, undo and redo, select all, cut. Other keys type their text; the window's commands (copy,
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
}

/// The sheet's key table, read before the window's commands, and what `--help` says of it.
enum SheetKeys {
    static let table = KeyTable<SheetCommand>(
        motions.flatMap { motion, chords in
            chords.flatMap { chord in
                [
                    (SheetCommand.move(motion), [chord]),
                    (.select(motion), [KeyChord(trigger: chord.trigger, control: chord.control, shift: true)]),
                ]
            }
        } + [
            (.page(-1), [.keysym(.pageUp), .keysym(.keypadPageUp)]),
            (.page(1), [.keysym(.pageDown), .keysym(.keypadPageDown)]),
            (.selectPage(-1), [shifted(.pageUp)]),
            (.selectPage(1), [shifted(.pageDown)]),
            (.newLine, [.keysym(.return), .keysym(.keypadEnter)]),
            (.deleteBackward, [.keysym(.backSpace)]),
            (.deleteWordBackward, [KeyChord(trigger: .keysym(.backSpace), control: true, shift: false)]),
            (.deleteForward, [.keysym(.delete), .keysym(.keypadDelete)]),
            (.undo, [.control("z")]),
            (.redo, [.control("z", shift: true), .control("y")]),
            (.selectAll, [.control("a")]),
            (.cut, [.control("x")]),
        ])

    /// The caret's keys: plain, and with Shift to select.
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

    private static func shifted(_ keysym: Keysym) -> KeyChord { KeyChord(trigger: .keysym(keysym), control: false, shift: true) }

    /// The table's commands as `--help` groups them, each group with what it does.
    static var help: [(commands: [SheetCommand], meaning: String)] {
        [
            (
                [.move(.left), .move(.right), .move(.up), .move(.down), .move(.lineStart), .move(.lineEnd), .page(-1), .page(1)],
                localized("sheet: move the caret")
            ),
            ([.move(.wordLeft), .move(.wordRight)], localized("sheet: move the caret by a word")),
            ([.move(.sheetStart), .move(.sheetEnd)], localized("sheet: go to the sheet's start or end")),
            (
                [.select(.left), .select(.right), .select(.up), .select(.down), .select(.lineStart), .select(.lineEnd)],
                localized("sheet: select")
            ),
            ([.selectAll], localized("sheet: select everything")),
            ([.newLine], localized("sheet: break the line")),
            ([.deleteBackward, .deleteWordBackward, .deleteForward], localized("sheet: erase")),
            ([.undo], localized("sheet: undo")),
            ([.redo], localized("sheet: redo")),
            ([.cut], localized("sheet: cut the selection")),
        ]
    }

    /// Whether `text` is typed into the sheet: printable characters, no control ones.
    static func types(_ text: String) -> Bool {
        !text.isEmpty && text.unicodeScalars.allSatisfy { $0.value >= 0x20 && $0.value != 0x7F }
    }
}

extension SheetKeys {
    /// The chords of `command` as a person writes them (`Ctrl+Z`), for the round buttons' shortcuts.
    static func shortcut(of command: SheetCommand) -> String {
        table.chords(of: command).map(KeyboardHelp.describe).joined(separator: " ")
    }
}
