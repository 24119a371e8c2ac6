/// A mode's row for one key: how the key looks, sounds and is typed. The keypad's titles, its
/// flashes, what a screen reader says and announces as the shortcut, the keyboard map, `--help`,
/// the manual page and the README's key list all derive from these rows.
public struct KeyRow: Sendable {
    /// The button's title.
    public var title: String
    /// What a screen reader says for the key ("seven", "square root", "sine inverse"), in the
    /// user's language (`localized`).
    public var spoken: String
    /// The keyboard chords that press the key.
    public var chords: [KeyChord] = []
}
