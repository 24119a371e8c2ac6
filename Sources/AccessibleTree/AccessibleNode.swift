/// One object of the tree a screen reader walks: a pure value, computed from the state and the
/// layout, which the bus code serves as it is. The application object above the root is the bus
/// code's own. `Press` is what a press of a button reports (presentation's `Control`), handed back
/// as it was given: never a string to parse.
public struct AccessibleNode<Press: Hashable & Sendable>: Hashable, Sendable {
    /// Stable among siblings and across updates, made of letters, digits and `_` (a D-Bus path element).
    public var id: String
    public var role: AccessibleRole
    /// What a screen reader says for the object ("seven", "minus 0.5").
    public var name: String
    /// What it says after a pause: a button's keyboard shortcut.
    public var description: String = ""
    public var states: Set<AccessibleState> = AccessibleState.onScreen
    public var extents: AccessibleExtents
    /// The text shown, for objects with the Text interface (the display, the expression line); nil for none.
    public var text: String? = nil
    /// Where the caret is in `text`, in Unicode scalars as AT-SPI counts, for a text the person edits (the
    /// sheet): a screen reader reads the character, word or line it moves over. Nil for none.
    public var caret: Int? = nil
    /// What the Action interface's one action, `press`, reports: the button pressed; nil when the
    /// object cannot be pressed.
    public var press: Press? = nil
    /// The keys that do what `press` does.
    public var keyBinding: String = ""
    public var children: [AccessibleNode] = []

    public init(
        id: String, role: AccessibleRole, name: String, description: String = "",
        states: Set<AccessibleState> = AccessibleState.onScreen, extents: AccessibleExtents,
        text: String? = nil, caret: Int? = nil, press: Press? = nil, keyBinding: String = "",
        children: [AccessibleNode] = []
    ) {
        self.id = id
        self.role = role
        self.name = name
        self.description = description
        self.states = states
        self.extents = extents
        self.text = text
        self.caret = caret
        self.press = press
        self.keyBinding = keyBinding
        self.children = children
    }

    /// The first object of this subtree, depth first, whose id is `id`.
    public func node(withID id: String) -> AccessibleNode? {
        if self.id == id { return self }
        for child in children { if let found = child.node(withID: id) { return found } }
        return nil
    }
}
