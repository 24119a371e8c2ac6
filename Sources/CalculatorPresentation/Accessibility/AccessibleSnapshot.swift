import AccessibleTree
import WindowInterface

/// What the accessible tree is made of at one moment, as a plain value: the session hands it out
/// with an answer, and the tree is built from it once the frame is on screen, so the pixels never
/// wait for it. Its inputs are the mode's (`PaneSnapshot`).
public struct AccessibleSnapshot: Equatable, Sendable {
    /// The mode's inputs.
    var pane: PaneSnapshot
    /// The window's size: the frame's extents.
    var windowSize: Size
    /// The keys window while it shows, and the scale it is laid out at.
    var keys: KeysSheet? = nil
    var scale = 1.0
    /// The scene's parts that changed since the snapshot before (`Scene.changes(from:)`, with the
    /// expression's when a new notice shows the same words): `.all` for a first snapshot.
    public internal(set) var changes: SceneChanges = .all

    /// The snapshot of `pane` in the window `shared` describes, with the keys window if it shows.
    init(pane: PaneSnapshot, _ shared: SharedState) {
        self.pane = pane
        windowSize = shared.window.size
        keys = shared.keys
        scale = shared.window.scale
    }

    /// What a screen reader finds in the window.
    public var tree: AccessibleNode<Control> { parts(updating: nil).tree }

    /// The tree's parts after `previous` (the parts of the snapshot before, nil for none): only the
    /// parts marked in `changes` are made again, the others' nodes kept; everything on a new layout.
    public func parts(updating previous: AccessibleParts?) -> AccessibleParts {
        var parts = pane.parts(updating: changes.contains(.layout) ? nil : previous, changes: changes, windowSize: windowSize)
        parts.keys = keys?.tree(windowSize, scale: scale)
        return parts
    }

    /// This snapshot sent in place of `older`, which was never sent: its changes are marked too.
    public func replacing(_ older: AccessibleSnapshot?) -> AccessibleSnapshot {
        var snapshot = self
        if let older { snapshot.changes.formUnion(older.changes) }
        return snapshot
    }
}
