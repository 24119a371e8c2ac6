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
