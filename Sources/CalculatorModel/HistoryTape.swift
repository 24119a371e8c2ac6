/// The calculations completed, oldest first, the newest `capacity` kept.
public struct HistoryTape: Equatable, Sendable {
    /// How many calculations the tape (and the history file) keeps.
    public static let capacity = 1000

    public private(set) var entries: [HistoryEntry] = []
    /// How many calculations were ever appended in this process, so a caller can tell which are new.
    public private(set) var appendedCount = 0
    /// How many times the tape was emptied for good in this process: the file follows this count.
    public private(set) var clearCount = 0
    /// What the last clear took off, while it can still be undone; nil when no clear is pending.
    public private(set) var clearedEntries: [HistoryEntry]?

    public init(entries: [HistoryEntry] = []) {
        self.entries = Array(entries.suffix(Self.capacity))
    }

    /// Adds the newest calculation, dropping the oldest beyond `capacity`.
    public mutating func append(_ entry: HistoryEntry) {
        entries.append(entry)
        appendedCount += 1
        if entries.count > Self.capacity { entries.removeFirst(entries.count - Self.capacity) }
    }

    /// Puts calculations read from the history file before those of this session.
    public mutating func insertOlder(_ older: [HistoryEntry]) {
        entries = Array((older + entries).suffix(Self.capacity))
    }

    /// Empties the tape. The clear stays pending (undoable, not yet in `clearCount`) until
    /// `commitClear`; an empty tape is cleared for good at once.
    public mutating func removeAll() {
        commitClear()
        guard !entries.isEmpty else { clearCount += 1; return }
        clearedEntries = entries
        entries.removeAll()
    }

    /// Makes a pending clear final, so the file is emptied too.
    public mutating func commitClear() {
        guard clearedEntries != nil else { return }
        clearedEntries = nil
        clearCount += 1
    }

    /// Puts back what a pending clear took off; false when no clear is pending.
    public mutating func undoClear() -> Bool {
        guard let cleared = clearedEntries else { return false }
        entries = cleared
        clearedEntries = nil
        return true
    }

    /// The calculations appended since the count was `count`, oldest first (at most `capacity`).
    public func appended(since count: Int) -> ArraySlice<HistoryEntry> {
        entries.suffix(min(appendedCount - count, entries.count))
    }
}
