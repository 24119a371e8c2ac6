/// When a sheet's lines are written (issue 49): a second after the last edit, and at once on quit. A
/// value the executable keeps and asks before each wait of the event loop (the wait's timeout), so no
/// thread or timer polls; a process killed meanwhile loses at most the last `pause` of typing.
public struct SheetSaving: Equatable, Sendable {
    /// The pause after the last edit before the lines are written, in seconds.
    public static let pause = 1.0
    /// The lines not yet written; nil when the file holds the last edit.
    public private(set) var pending: [String]?
    /// When they are due, in seconds of a monotonic clock.
    public private(set) var deadline: Double?

    public init() {}

    /// The lines as edited at `now`: due `pause` later, unless edited again before.
    public mutating func edited(_ lines: [String], at now: Double) {
        pending = lines
        deadline = now + Self.pause
    }

    /// How long the event loop may wait before the lines are due, in milliseconds (0: due now); nil with
    /// nothing to write.
    public func timeout(at now: Double) -> Int32? {
        deadline.map { Int32(clamping: Int((max(0, $0 - now) * 1000).rounded(.up))) }
    }

    /// The lines due at `now` (whatever is pending when `now` is nil: on quit), no longer pending; nil
    /// when none are due.
    public mutating func take(at now: Double?) -> [String]? {
        guard let pending, let deadline, now.map({ $0 >= deadline }) ?? true else { return nil }
        self.pending = nil
        self.deadline = nil
        return pending
    }
}
