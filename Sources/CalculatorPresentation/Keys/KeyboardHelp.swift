import CalculatorController
import WindowInterface

/// The keyboard map as a person reads it, for `--help` and the README: one line per key, its chords
/// and what it does, derived from the mode's table so the three cannot disagree.
public enum KeyboardHelp {
    /// Lines of `chords  meaning`, the chords column padded to one width.
    public static var lines: [String] {
        let rows = groups(for: nil).flatMap(\.rows)
        let width = rows.map(\.chords.count).max() ?? 0
        return rows.map { $0.chords.padding(width) + "  " + $0.meaning }
    }

    /// One group of `--help`'s lines: where its keys work (a heading for the keys window) and its rows.
    public struct Group: Equatable, Sendable {
        public var heading: String
        public var rows: [Row]
    }

    /// One line of the help: the chords as a person writes them, and what they do.
    public struct Row: Equatable, Sendable {
        public var chords: String
        public var meaning: String
    }

    /// The groups of `mode` (its keys, the window's, the history panel's, and its panels'), in `--help`'s
    /// order; nil: every mode's, as `--help` and the manual page list them.
    public static func groups(for mode: Mode?) -> [Group] {
        func group(_ heading: String, _ rows: [(chords: String, meaning: String)]) -> Group {
            Group(heading: heading, rows: rows.map { Row(chords: $0.chords, meaning: $0.meaning) })
        }
        let window = group(localized("Window"), windowRows)
        let history = group(localized("History"), grouped(HistoryKeys.help, HistoryKeys.table))
        let programmer = group(Mode.programmer.title, programmerRows)
        let converter = group(
            Mode.converter.title, ConverterKeys.table.rows.map { (describe($0.chord), ConverterKeys.meaning(of: $0.command)) })
        let picker = group(localized("Unit list"), grouped(PickerKeys.help, PickerKeys.table))
        let sheet = group(Mode.sheet.title, grouped(SheetKeys.help, SheetKeys.table))
        let sheetList = group(localized("Sheet list"), grouped(SheetListKeys.help, SheetListKeys.table))
        return switch mode {
        case nil:
            [
                group(Mode.calculator.title, keyRows(of: .calculator)), window, history, programmer, converter, picker, sheet,
                sheetList,
            ]
        case .calculator: [group(Mode.calculator.title, keyRows(of: .calculator)), window, history]
        case .programmer: [programmer, window, history]
        case .converter: [converter, group(localized("Keypad"), keyRows(of: .converter)), picker, window, history]
        case .sheet: [sheet, sheetList, window, history]
        }
    }

    /// The rows of the calculator's keys `mode` answers: the digits in one, then each key with chords.
    static func keyRows(of mode: Mode) -> [(chords: String, meaning: String)] {
        var rows: [(chords: String, meaning: String)] = [("0-9, KP_0-KP_9", localized("digits"))]
        for key in mode.keys {
            if case .digit = key { continue }
            let chords = mode.row(key).chords.map(describe)
            guard !chords.isEmpty else { continue }
            rows.append((chords.joined(separator: " "), meaning(of: key)))
        }
        return rows
    }

    /// The window's commands, the same in every mode.
    static var windowRows: [(chords: String, meaning: String)] {
        let commands: [KeyCommand] =
            [
                .copy, .copyPlain, .paste, .quit, .toggleHistory, .clearHistory, .copyHistory, .toggleAlwaysOnTop,
                .swapExactForm, .scrollDigits(pages: 1), .scrollDigits(pages: -1), .scrollDigitsPage(forward: true),
                .scrollDigitsPage(forward: false), .scrollDigitsToEdge(end: true), .scrollDigitsToEdge(end: false),
                .copyAllDigits,
            ] + Mode.allCases.map(KeyCommand.switchMode) + [.showKeys]
        return commands.map { command in (shortcuts(of: command), meaning(of: command)) }
    }

    /// The chords of a window command, as a person writes them.
    static func shortcuts(of command: KeyCommand) -> String {
        KeyboardMap.windowCommands.filter { $0.command == command }.map { describe($0.chord) }.joined(separator: " ")
    }

    /// A panel's groups of commands as lines: each group's chords from `table` (less a keypad key whose
    /// twin is listed: KP_Up beside Up), and what the group does.
    static func grouped<Command>(
        _ help: [(commands: [Command], meaning: String)], _ table: KeyTable<Command>
    ) -> [(chords: String, meaning: String)] {
        help.map { commands, meaning in
            let names = commands.flatMap(table.chords(of:)).map(describe)
            let listed = names.filter { !($0.hasPrefix("KP_") && names.contains(String($0.dropFirst(3)))) }
            return (listed.joined(separator: " "), meaning)
        }
    }

    /// The programmer mode's keys (`Mode.programmerRow`): its digits A–F, then each key with chords
    /// but the digits 0–9, then the bit field's keys.
    static var programmerRows: [(chords: String, meaning: String)] {
        var rows = [("a-f A-F", localized("programmer mode: %s", localized("digits A to F")))]
        for (key, chords) in Mode.programmerBindings {
            if case .digit = key { continue }
            rows.append(
                (chords.map(describe).joined(separator: " "), localized("programmer mode: %s", Mode.programmerRow(key).spoken)))
        }
        rows.append(
            (
                [Keysym.left, .right, .up, .down].map(\.name).joined(separator: " "),
                localized("programmer mode: move in the bit field")
            ))
        rows.append((Keysym.space.name, localized("programmer mode: flip the bit there")))
        return rows
    }

    /// The chords that press `key`, as a person writes them (`r @`, `Ctrl+P`); "" when it has none.
    /// A screen reader announces them as the button's shortcut.
    public static func shortcuts(of key: Key) -> String {
        Mode.calculator.row(key).chords.map(describe).joined(separator: " ")
    }

    /// How a person writes a chord: `r`, `Return`, `Ctrl+P`, `Ctrl+Shift+S`, `Shift+Insert`.
    static func describe(_ chord: KeyChord) -> String {
        let name =
            switch chord.trigger {
            case .text(let text): text
            case .keysym(let keysym): chord.control && keysym.name.count == 1 ? keysym.name.uppercased() : keysym.name
            }
        return (chord.control ? "Ctrl+" : "") + (chord.shift ? "Shift+" : "") + name
    }

    /// What `key` does as `--help` says it; `title`, its row's title, when the caller has the row.
    static func meaning(of key: Key, title: String? = nil) -> String {
        let title = title ?? Mode.calculator.row(key).title
        return switch key {
        case .point: localized("decimal point")
        case .clear: localized("C, or AC when there is no entry")
        case .allClear: localized("AC: all clear (not the memory)")
        case .clearEntry: localized("C: clear the entry")
        case .backspace: localized("delete the last typed character")
        case .second: localized("2nd: the inverse trigonometric keys")
        case .toggleAngleUnit: localized("Rad/Deg: radians or degrees")
        case .angleUnit(.degrees): localized("degrees")
        case .angleUnit(.radians): localized("radians")
        case .operation(.negate): localized("± (change sign)")
        case .operation(.scaled): localized("EE (× 10 to the power)")
        case .operation(.random): localized("Rand (a random number in [0, 1))")
        case .operation(.openParenthesis): localized("( open a group")
        case .operation(.closeParenthesis): localized(") close the group")
        case .undo: localized("undo the last key")
        case .redo: localized("redo what undo took back")
        default: title
        }
    }

    static func meaning(of command: KeyCommand) -> String {
        switch command {
        case .copy: localized("copy the number (or the chosen result)")
        case .copyPlain: localized("copy it in C form (1234.5), for code")
        case .paste: localized("paste a number or a calculation")
        case .quit: localized("quit")
        case .toggleHistory: localized("open or close the history")
        case .clearHistory: localized("clear the history")
        case .copyHistory: localized("copy the whole history as text")
        case .toggleAlwaysOnTop: localized("keep the window on top, or stop")
        case .scrollDigits(let pages) where pages < 0: localized("scroll back to earlier digits")
        case .scrollDigits: localized("scroll to further proven digits")
        case .scrollDigitsPage(forward: true): localized("scroll a display's width further")
        case .scrollDigitsPage(forward: false): localized("scroll a display's width back")
        case .scrollDigitsToEdge(end: true): localized("scroll to the last proven digit")
        case .scrollDigitsToEdge(end: false): localized("scroll back to the first digits")
        case .copyAllDigits: localized("copy up to 1,000 proven digits")
        case .swapExactForm: localized("S⇔D: swap the exact form and the decimal")
        case .switchMode(let mode): localized("switch to %s", mode.spokenName)
        case .showKeys: localized("show these keys, or close them")
        case .key(let key): meaning(of: key)
        }
    }
}

extension String {
    /// The string followed by spaces up to `width` characters.
    fileprivate func padding(_ width: Int) -> String { self + String(repeating: " ", count: max(0, width - count)) }
}
