import AccessibleTree
import WindowInterface

/// The accessible tree in the scene's parts (`SceneChanges`): the display's node (the number), the
/// expression line's (and the notice shown in its place), the status's, and the buttons' nodes. An
/// update rebuilds only the parts the scene marks changed and keeps the others' nodes as they were,
/// so the bus, which picks its events by comparing trees, hears only of those parts.
public struct AccessibleParts: Equatable, Sendable {
    /// The number: the focused text the screen reader speaks.
    var display: AccessibleNode<Control>
    /// The expression line.
    var expression: AccessibleNode<Control>
    /// The line under the number (the exact form, or the decimal while the exact form is the number), if shown.
    var exactForm: AccessibleNode<Control>?
    /// The notice shown in the expression line's place, part of the expression line's change: a node
    /// of its own, numbered, so the bus announces each notice when it appears.
    var notice: AccessibleNode<Control>?
    /// The indicators as words.
    var status: AccessibleNode<Control>
    /// The history button, undo and redo, and the keys or the open panel's rows.
    var buttons: [AccessibleNode<Control>]
    /// The window's size: the frame's extents.
    var windowSize: Size
    /// The keys window's tree, which a screen reader finds in the mode's place while it shows.
    var keys: AccessibleNode<Control>? = nil

    /// The frame holding the parts, in the order a screen reader walks them.
    public var tree: AccessibleNode<Control> {
        if let keys { return keys }
        let lines = [exactForm, notice].compactMap { $0 }
        return KeypadAccessibility.frame([display, expression, status] + lines + buttons, windowSize: windowSize)
    }
}
