import WindowInterface

/// A key on the keyboard with the modifiers held: what a binding waits for.
public struct KeyChord: Hashable, Sendable {
    /// How a chord recognizes its key.
    public enum Trigger: Hashable, Sendable {
        /// The X keysym, for keys that type no text or mean the same on every layout; with Control,
        /// the letter's keysym in either case (Ctrl+P).
        case keysym(Keysym)
        /// The text the key types (`^`, `S`), so bindings follow the keyboard layout.
        case text(String)
    }

    public let trigger: Trigger
    /// Whether Control is held.
    public let control: Bool
    /// Whether Shift is held; only told apart for keysyms (Shift+Insert, Ctrl+Shift+S), since the
    /// text a key types already carries Shift (`S`, `#`).
    public let shift: Bool

    public static func keysym(_ keysym: Keysym) -> KeyChord { KeyChord(trigger: .keysym(keysym), control: false, shift: false) }
    public static func typed(_ text: String) -> KeyChord { KeyChord(trigger: .text(text), control: false, shift: false) }
    public static func control(_ letter: Unicode.Scalar, shift: Bool = false) -> KeyChord {
        KeyChord(trigger: .keysym(Keysym(latin1: letter)), control: true, shift: shift)
    }
}

extension KeyChord {
    /// What `table` binds to a key press, or nil: with Control, the keysym decides (either case; Control
    /// with Shift falls back on Control alone); otherwise the keysym (with Shift first, then without),
    /// then the text the key types. Every mode's keyboard looks its chords up so.
    static func lookup<Command>(
        in table: [KeyChord: Command], keysym: Keysym, text: String, control: Bool, shift: Bool
    ) -> Command? {
        if control {
            let letter = Trigger.keysym(keysym.lowercased)
            if shift, let command = table[KeyChord(trigger: letter, control: true, shift: true)] { return command }
            return table[KeyChord(trigger: letter, control: true, shift: false)]
        }
        if shift, let command = table[KeyChord(trigger: .keysym(keysym), control: false, shift: true)] { return command }
        if let command = table[.keysym(keysym)] { return command }
        return table[.typed(text)]
    }
}
