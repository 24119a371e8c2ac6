import CalculatorController

/// What hovering a button shows and a screen reader reads as the button's description: its name and
/// its keys (`x² — q`, `Shift left — <`), each as `--help` writes them from the key tables, so the
/// tooltip, the description, `--help` and the manual page cannot disagree.
enum KeyTooltip {
    /// `name` (its first letter capitalized, unless it is written as the button shows it, `x²`, `sin`),
    /// then ` — ` and `shortcut` when it has one.
    static func text(name: String, shortcut: String, isTitle: Bool = false) -> String {
        let name = isTitle ? name : name.prefix(1).uppercased() + name.dropFirst()
        return shortcut.isEmpty ? name : name + " — " + shortcut
    }

    /// A calculator key's: what `--help` says it does (the button's title for most), and its chords.
    static func text(of key: Key) -> String {
        let row = Mode.calculator.row(key)
        let name = KeyboardHelp.meaning(of: key, title: row.title)
        return text(
            name: name, shortcut: row.chords.map(KeyboardHelp.describe).joined(separator: " "), isTitle: name == row.title)
    }

    /// A programmer key's: its spoken name (`--help` says it so), and its chords; the memory's are the calculator's.
    static func text(of key: ProgrammerKey) -> String {
        let row = Mode.programmerRow(key)
        var chords = row.chords
        if case .memory(let memory) = key {
            chords = Mode.calculator.row(.operation(ProgrammerPane.memoryOperation(memory))).chords.filter(\.control)
        }
        return text(name: row.spoken, shortcut: chords.map(KeyboardHelp.describe).joined(separator: " "))
    }

    /// A window command's: what `--help` says it does, and its chords.
    static func text(of command: KeyCommand) -> String {
        text(name: KeyboardHelp.meaning(of: command), shortcut: KeyboardHelp.shortcuts(of: command))
    }

    /// The mode button's in `mode`: the name of the mode it goes to ("Programmer — Ctrl+2").
    static func modeButton(in mode: Mode) -> String {
        text(name: mode.next.title, shortcut: KeyboardHelp.describe(mode.next.chord))
    }
}
