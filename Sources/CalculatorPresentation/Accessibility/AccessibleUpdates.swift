import AccessibleTree

/// The accessible trees waiting to be sent after a frame: the newest snapshot announced (an older one
/// it replaces lends it its change marks) and the parts sent last, which the next tree updates where its
/// scene changed.
public struct AccessibleUpdates: Sendable {
    /// The newest snapshot not yet sent.
    private var pending: AccessibleSnapshot?
    /// The parts sent last; nil when none was sent (no bus), so the next tree is made whole.
    private var sent: AccessibleParts?

    public init() {}

    /// Keeps `snapshot` to send after the frame, in place of any not sent yet.
    public mutating func announce(_ snapshot: AccessibleSnapshot) { pending = snapshot.replacing(pending) }

    /// The tree to send now, if a snapshot waits and the bus is `connected` (only the parts its scene changed
    /// made again); without a bus the snapshot is dropped and the next tree will be made whole.
    public mutating func takeTree(connected: Bool) -> AccessibleNode<Control>? {
        guard let snapshot = pending else { return nil }
        pending = nil
        guard connected else {
            sent = nil
            return nil
        }
        let parts = snapshot.parts(updating: sent)
        sent = parts
        return parts.tree
    }
}
