/// The calculations completed, oldest first, the newest `capacity` kept.
public struct HistoryTape: Equatable, Sendable {
    /// How many calculations the tape (and the history file) keeps.
    public static let capacity = 1000

    public private(set) var entries: [HistoryEntry] = []
    /// What the last clear took off, while it can still be undone; nil when no clear is pending.
    public private(set) var clearedEntries: [HistoryEntry]?

    public init(entries: [HistoryEntry] = []) {
        self.entries = Array(entries.suffix(Self.capacity))
    }

    /// Adds the newest calculation, dropping the oldest beyond `capacity`.
    public mutating func append(_ entry: HistoryEntry) {
        entries.append(entry)
        if entries.count > Self.capacity { entries.removeFirst(entries.count - Self.capacity) }
    }

    /// Puts calculations read from the history file before those of this session.
    public mutating func insertOlder(_ older: [HistoryEntry]) {
        entries = Array((older + entries).suffix(Self.capacity))
    }

    /// Takes `newer` as the tape, the calculations on disk after another window appended or cleared;
    /// a calculation it shares with the tape keeps its exact value. A clear of this window's that can
    /// still be undone stays so. Returns whether the calculations changed.
    public mutating func replace(with newer: [HistoryEntry]) -> Bool {
        let kept = Array(newer.suffix(Self.capacity))
        guard kept != entries else { return false }
        let exact = Dictionary(entries.map { ($0, $0) }, uniquingKeysWith: { _, newest in newest })
        entries = kept.map { exact[$0] ?? $0 }
        return true
    }

    /// Takes `edited` as the tape, line for line, exact values and recipes as given: an edit of
    /// earlier lines (`TapeRecomputation`) or its undo. Unlike `replace(with:)`, nothing is looked up by text.
    public mutating func rewrite(_ edited: [HistoryEntry]) {
        entries = Array(edited.suffix(Self.capacity))
    }

    /// Takes the exact values `values` (by position) made again for lines read from the file, each where
    /// `HistoryEntry.restore(exactValue:)` takes it, and marks the lines `failed` (by position), whose
    /// keys did not make them again, as keeping their digits. Returns whether any line took a value.
    public mutating func restoreExactValues(_ values: [Int: Real], failed: Set<Int> = []) -> Bool {
        var restored = false
        for (index, value) in values where entries.indices.contains(index) {
            if entries[index].restore(exactValue: value) { restored = true } else { entries[index].keepDigits() }
        }
        for index in failed where entries.indices.contains(index) { entries[index].keepDigits() }
        return restored
    }

    /// Empties the tape and returns how many calculations it took off. The clear stays pending
    /// (undoable) until `commitClear`; an empty tape is cleared for good at once.
    @discardableResult
    public mutating func removeAll() -> Int {
        commitClear()
        guard !entries.isEmpty else { return 0 }
        clearedEntries = entries
        entries.removeAll()
        return clearedEntries?.count ?? 0
    }

    /// Makes a pending clear final: undo no longer brings it back.
    public mutating func commitClear() {
        clearedEntries = nil
    }

    /// Puts back what a pending clear took off; false when no clear is pending.
    public mutating func undoClear() -> Bool {
        guard let cleared = clearedEntries else { return false }
        entries = cleared
        clearedEntries = nil
        return true
    }
}
