/// A state of an accessible object, numbered as AT-SPI's `AtspiStateType` (bit positions in the
/// two 32-bit words `GetState` answers).
public enum AccessibleState: UInt32, Hashable, Sendable, CaseIterable {
    case active = 1
    case checked = 4
    /// A text the person edits (the sheet).
    case editable = 7
    case enabled = 8
    case focusable = 11
    case focused = 12
    /// A text of several lines (the sheet).
    case multiLine = 17
    case resizable = 21
    /// An item that can be chosen (a list item).
    case selectable = 22
    case selected = 23
    case sensitive = 24
    case showing = 25
    case singleLine = 26
    case visible = 30
    case checkable = 41
    case readOnly = 43

    /// The states of anything on screen that can be used: enabled, sensitive, visible and showing.
    public static let onScreen: Set<AccessibleState> = [.enabled, .sensitive, .visible, .showing]

    /// `states` as AT-SPI's state set: two words, bit n of the pair set for the state numbered n.
    public static func words(_ states: Set<AccessibleState>) -> [UInt32] {
        var words: [UInt32] = [0, 0]
        for state in states { words[Int(state.rawValue / 32)] |= 1 << (state.rawValue % 32) }
        return words
    }
}
