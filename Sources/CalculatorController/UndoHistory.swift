/// The steps that undo and redo move through: snapshots of what a key changed, the newest last.
/// Keeps at least `limit` steps back and at most a tenth more (older ones are dropped a tenth at a
/// time, so a step costs little on average and the memory it holds stays bounded).
struct UndoHistory<Snapshot> {
    /// How many steps back are kept at least.
    let limit: Int
    private var past: [Snapshot] = []
    private var future: [Snapshot] = []

    init(limit: Int = 1000) { self.limit = limit }

    /// Every snapshot kept, oldest first, then what redo would bring back: for tests of what they hold.
    var snapshots: [Snapshot] { past + future.reversed() }

    var canUndo: Bool { !past.isEmpty }
    var canRedo: Bool { !future.isEmpty }

    /// Records the state before a change; what was undone can no longer be redone.
    mutating func record(_ before: Snapshot) {
        past.append(before)
        future.removeAll()
        if past.count > limit + max(limit / 10, 1) { past.removeFirst(past.count - limit) }
    }

    /// The state to return to, given the current one (kept for redo); nil with nothing to undo.
    mutating func undo(from current: Snapshot) -> Snapshot? {
        guard let previous = past.popLast() else { return nil }
        future.append(current)
        return previous
    }

    /// The state undo left, given the current one (kept for undo); nil with nothing to redo.
    mutating func redo(from current: Snapshot) -> Snapshot? {
        guard let next = future.popLast() else { return nil }
        past.append(current)
        return next
    }
}
