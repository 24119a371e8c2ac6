import WindowInterface

/// A key table, after st's `shortcuts[]` (config.def.h): its rows in order, each a chord and the command
/// it gives; the first row of a chord wins. Dispatch reads it, and `--help`, the manual page and the
/// accessible shortcuts are written from it, so a key cannot work that they do not name.
struct KeyTable<Command: Hashable & Sendable>: Sendable {
    /// One row: a chord and its command.
    struct Row: Hashable, Sendable {
        let chord: KeyChord
        let command: Command
    }

    let rows: [Row]
    private let byChord: [KeyChord: Command]

    init(_ rows: [Row]) {
        self.rows = rows
        byChord = Dictionary(rows.map { ($0.chord, $0.command) }, uniquingKeysWith: { first, _ in first })
    }

    /// A table of `command`'s chords, for each command in order.
    init(_ commands: [(command: Command, chords: [KeyChord])]) {
        self.init(commands.flatMap { command, chords in chords.map { Row(chord: $0, command: command) } })
    }

    /// The command `stroke` gives, or nil (`KeyChord.lookup`: with Control the keysym in either case,
    /// otherwise the keysym, then the text typed).
    func command(for stroke: KeyStroke) -> Command? {
        KeyChord.lookup(in: byChord, keysym: stroke.keysym, text: stroke.text, control: stroke.control, shift: stroke.shift)
    }

    /// The chords of `command`, in the table's order.
    func chords(of command: Command) -> [KeyChord] { rows.filter { $0.command == command }.map(\.chord) }
}
