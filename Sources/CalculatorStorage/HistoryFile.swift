import CalculatorModel
import Glibc

/// The history tape on disk: `history` in the state directory, UTF-8 text, one calculation per
/// line, oldest first.
///
/// Each calculation is appended with one `write` on an `O_APPEND` descriptor, so two calculators
/// append side by side and a process killed at any moment leaves whole lines (a torn last line,
/// which only a full disk makes, is dropped on reading). Past `capacity + slack` lines the file is
/// trimmed to the newest `capacity`: rewritten to a temporary file renamed over it, under an
/// exclusive lock, so no other calculator appends to the replaced file. The lock is only ever
/// tried (`LOCK_NB`): when another process holds it the write is left for later, never waited for.
public final class HistoryFile {
    public let path: String
    private let lockPath: String
    /// Lines the file holds as far as this process knows (others may have appended since).
    private var lineCount = 0
    /// Whether the file ends in a torn line, to be ended before the next append.
    private var endsTorn = false
    /// Whether appending is allowed: false when the file could not be read as text, which must not
    /// be written to (the user may want it back), or after a failed write (reported once).
    public private(set) var isWritable = true

    /// Lines appended beyond `capacity` before the file is trimmed, so a trim is rare.
    static let slack = 100
    /// A history file larger than this is not one.
    static let sizeLimit = 4 << 20

    public init(directory: StateDirectory) {
        path = directory.file("history")
        lockPath = directory.file("history.lock")
    }

    /// What reading found: the calculations (the newest `capacity`) and what went wrong, as lines
    /// for standard error.
    public struct Contents {
        public var entries: [HistoryEntry] = []
        public var problems: [String] = []
    }

    /// Reads the tape; a missing file is an empty tape. A file that is not text is reported and
    /// left alone: nothing is appended to it.
    public func read() -> Contents {
        let bytes: [UInt8]
        switch readFile(path, limit: Self.sizeLimit) {
        case .bytes(let read): bytes = read
        case .missing: return Contents()   // nothing kept yet
        case .refused(let problem):
            isWritable = false
            return Contents(problems: ["history not kept: \(problem)"])
        }
        guard let parsed = Self.parse(bytes) else {
            isWritable = false
            return Contents(problems: ["history not kept: \(path) is not a text file; it is left as it is"])
        }
        lineCount = parsed.lineCount
        endsTorn = parsed.endsTorn
        var contents = Contents(entries: Array(parsed.entries.suffix(HistoryTape.capacity)))
        if parsed.unreadable > 0 {
            contents.problems.append("\(path): \(parsed.unreadable) line(s) are not calculations; skipped")
        }
        return contents
    }

    /// The lines of a history file: its calculations, the lines that are not one, and whether the
    /// last line is torn (no newline); nil when the bytes are not UTF-8 text. Works on the bytes
    /// (a full tape is read in well under a millisecond; splitting a `String` by characters is not).
    static func parse(_ bytes: [UInt8]) -> (entries: [HistoryEntry], unreadable: Int, lineCount: Int, endsTorn: Bool)? {
        guard !bytes.contains(0), String(validating: bytes, as: UTF8.self) != nil else { return nil }
        var lines = bytes.split(separator: 0x0A, omittingEmptySubsequences: false)
        let endsTorn = lines.last.map { !$0.isEmpty } ?? false
        lines.removeLast()   // after the last newline: empty, or a torn line
        var entries: [HistoryEntry] = []
        entries.reserveCapacity(lines.count)
        var unreadable = 0
        for line in lines {
            if let entry = HistoryEntry(utf8Line: line) { entries.append(entry) } else { unreadable += 1 }
        }
        return (entries, unreadable, lines.count, endsTorn)
    }

    /// Appends calculations, each with one `write`; then trims the file if it grew past
    /// `capacity + slack`. Returns how many were appended (the rest are for a later call: the lock
    /// is busy or the disk full) and the outcome. A failure leaves the file alone from then on.
    func append(_ entries: some Collection<HistoryEntry>) -> (count: Int, outcome: WriteOutcome) {
        guard isWritable else { return (entries.count, .written) }
        var count = 0
        let locked = withLock(LOCK_SH) { () -> WriteOutcome in
            let fd: Int32
            switch RegularFile.open(path, O_WRONLY | O_APPEND | O_CREAT) {
            case .descriptor(let opened): fd = opened
            case .missing: return .failure(path)
            case .refused(let problem): return .failed(problem)
            }
            defer { close(fd) }
            for entry in entries {
                var bytes = Array((entry.line + "\n").utf8)
                if endsTorn { bytes.insert(0x0A, at: 0) }
                let (written, complete) = writeAll(fd, bytes)
                guard complete else {
                    let outcome = WriteOutcome.failure(path)
                    if written > 0 { endsTorn = true }   // a part went in: end it before the next line
                    return outcome
                }
                endsTorn = false
                lineCount += 1
                count += 1
            }
            return .written
        }
        guard let outcome = locked else { return (0, .later(full: nil)) }
        switch outcome {
        case .failed(let problem):
            isWritable = false
            return (count, .failed("history not kept: \(problem)"))
        case .later(let full):
            return (count, .later(full: full.map { "history not saved yet: \($0)" }))
        case .written:
            if lineCount > HistoryTape.capacity + Self.slack { return (count, trim()) }
            return (count, .written)
        }
    }

    /// Empties the file (Ctrl+Shift+Delete).
    func clear() -> WriteOutcome {
        guard isWritable else { return .written }
        guard let outcome = withLock(LOCK_EX, { replaceFile(path, with: []) }) else { return .later(full: nil) }
        switch outcome {
        case .written: lineCount = 0; endsTorn = false; return .written
        case .later(let full): return .later(full: full.map { "history not cleared yet: \($0)" })
        case .failed(let problem): return .failed("history not cleared: \(problem)")
        }
    }

    /// Keeps the newest `capacity` lines, read again under the exclusive lock so that lines other
    /// calculators appended are kept too. A busy lock or a full disk leaves it to a later append.
    private func trim() -> WriteOutcome {
        let outcome = withLock(LOCK_EX) { () -> WriteOutcome in
            let bytes: [UInt8]
            switch readFile(path, limit: Self.sizeLimit) {
            case .bytes(let read): bytes = read
            case .missing: return .written
            case .refused(let problem): return .failed(problem)
            }
            var lines = bytes.split(separator: 0x0A, omittingEmptySubsequences: false)
            lines.removeLast()   // empty, or a torn line
            let kept = lines.suffix(HistoryTape.capacity)
            let outcome = replaceFile(path, with: Array(kept.joined(separator: [0x0A])) + (kept.isEmpty ? [] : [0x0A]))
            if outcome == .written { lineCount = kept.count; endsTorn = false }
            return outcome
        }
        switch outcome ?? .written {
        case .written: return .written
        case .later(let full): return .later(full: full.map { "history not trimmed yet: \($0)" })
        case .failed(let problem): return .failed("history not trimmed: \(problem)")
        }
    }

    /// Runs `body` holding the lock file's `flock` (shared for appends, exclusive for a rewrite);
    /// nil, without running it, when another process holds the lock. A lock file that cannot be
    /// opened (or is not a regular file) is no lock: `body` runs anyway, as a lone calculator would.
    private func withLock<T>(_ operation: Int32, _ body: () -> T) -> T? {
        guard case .descriptor(let fd) = RegularFile.open(lockPath, O_RDWR | O_CREAT) else { return body() }
        defer { close(fd) }
        while flock(fd, operation | LOCK_NB) != 0 {
            if errno == EINTR { continue }
            if errno == EWOULDBLOCK { return nil }
            break   // no locks on this file system: go on unlocked
        }
        return body()
    }
}
