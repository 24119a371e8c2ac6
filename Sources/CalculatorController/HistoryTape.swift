/// The calculations completed, oldest first, the newest `capacity` kept.
public struct HistoryTape: Equatable, Sendable {
    /// How many calculations the tape (and the history file) keeps.
    public static let capacity = 1000

    public private(set) var entries: [HistoryEntry] = []
    /// How many calculations were ever appended in this process, so a caller can tell which are new.
    public private(set) var appendedCount = 0
    /// How many times the tape was emptied in this process.
    public private(set) var clearCount = 0

    public init(entries: [HistoryEntry] = []) {
        self.entries = Array(entries.suffix(Self.capacity))
    }

    /// Adds the newest calculation, dropping the oldest beyond `capacity`.
    mutating func append(_ entry: HistoryEntry) {
        entries.append(entry)
        appendedCount += 1
        if entries.count > Self.capacity { entries.removeFirst(entries.count - Self.capacity) }
    }

    /// Puts calculations read from the history file before those of this session.
    mutating func insertOlder(_ older: [HistoryEntry]) {
        entries = Array((older + entries).suffix(Self.capacity))
    }

    mutating func removeAll() {
        entries.removeAll()
        clearCount += 1
    }

    /// The calculations appended since the count was `count`, oldest first (at most `capacity`).
    public func appended(since count: Int) -> ArraySlice<HistoryEntry> {
        entries.suffix(min(appendedCount - count, entries.count))
    }
}
