import CalculatorController
import Glibc

/// The history tape on disk: `history` in the state directory, UTF-8 text, one calculation per
/// line, oldest first.
///
/// Each calculation is appended with one `write` on an `O_APPEND` descriptor, so two calculators
/// append side by side and a process killed at any moment leaves whole lines (a torn last line,
/// which only a full disk makes, is dropped on reading). Past `capacity + slack` lines the file is
/// trimmed to the newest `capacity`: rewritten to a temporary file renamed over it, under an
/// exclusive lock that appends wait for, so no other calculator appends to the replaced file.
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
        guard let bytes = readFile(path, limit: Self.sizeLimit) else {
            if errno == ENOENT || errno == ENOTDIR { return Contents() }   // nothing kept yet
            isWritable = false
            return Contents(problems: ["history not kept: \(describeErrno(path))"])
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
    /// `capacity + slack`. Returns a problem to report (once; the file is then left alone).
    public func append(_ entries: some Sequence<HistoryEntry>) -> String? {
        guard isWritable else { return nil }
        let problem = withLock(LOCK_SH) { () -> String? in
            let fd = open(path, O_WRONLY | O_APPEND | O_CREAT | O_CLOEXEC, 0o600)
            guard fd >= 0 else { return describeErrno(path) }
            defer { close(fd) }
            for entry in entries {
                var bytes = Array((entry.line + "\n").utf8)
                if endsTorn { bytes.insert(0x0A, at: 0) }
                guard writeAll(fd, bytes) else { return describeErrno(path) }
                endsTorn = false
                lineCount += 1
            }
            return nil
        }
        if let problem { isWritable = false; return "history not kept: \(problem)" }
        if lineCount > HistoryTape.capacity + Self.slack { return trim() }
        return nil
    }

    /// Empties the file (Ctrl+Shift+Delete).
    public func clear() -> String? {
        guard isWritable else { return nil }
        let problem = withLock(LOCK_EX) { replaceFile(path, with: []) }
        if problem == nil { lineCount = 0; endsTorn = false }
        return problem.map { "history not cleared: \($0)" }
    }

    /// Keeps the newest `capacity` lines, read again under the exclusive lock so that lines other
    /// calculators appended are kept too.
    private func trim() -> String? {
        let problem = withLock(LOCK_EX) { () -> String? in
            guard let bytes = readFile(path, limit: Self.sizeLimit) else { return describeErrno(path) }
            var lines = bytes.split(separator: 0x0A, omittingEmptySubsequences: false)
            lines.removeLast()   // empty, or a torn line
            let kept = lines.suffix(HistoryTape.capacity)
            let problem = replaceFile(path, with: Array(kept.joined(separator: [0x0A])) + (kept.isEmpty ? [] : [0x0A]))
            if problem == nil { lineCount = kept.count; endsTorn = false }
            return problem
        }
        return problem.map { "history not trimmed: \($0)" }
    }

    /// Runs `body` holding the lock file's `flock` (shared for appends, exclusive for a rewrite).
    private func withLock<T>(_ operation: Int32, _ body: () -> T) -> T {
        let fd = open(lockPath, O_RDWR | O_CREAT | O_CLOEXEC, 0o600)
        if fd >= 0 {
            while flock(fd, operation) != 0 && errno == EINTR {}
        }
        defer { if fd >= 0 { close(fd) } }
        return body()
    }
}
