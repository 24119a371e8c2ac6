/// Whether undo has a step to take back (or a clear of the tape to bring back) and redo one to take
/// forward: the round undo and redo buttons look, and are said to be, disabled otherwise.
public struct UndoAvailability: Hashable, Sendable {
    public var canUndo: Bool
    public var canRedo: Bool

    public init(canUndo: Bool = false, canRedo: Bool = false) {
        self.canUndo = canUndo
        self.canRedo = canRedo
    }

    /// Whether a press of `key` (undo or redo) has something to do; every other key is always available.
    public func allows(_ key: Key) -> Bool {
        switch key {
        case .undo: canUndo
        case .redo: canRedo
        default: true
        }
    }
}
