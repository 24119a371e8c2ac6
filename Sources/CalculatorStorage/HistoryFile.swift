import CalculatorModel
import Glibc

/// The history tape on disk: `history` in the state directory, UTF-8 text, one calculation per
/// line, oldest first.
///
/// Each calculation is appended with one `write` on an `O_APPEND` descriptor, under the lock file's
/// exclusive `flock`, so two calculators append one after the other and a process killed at any
/// moment leaves whole lines. Only a full disk (or a crash of the machine) can leave a torn last
/// line, a line without its newline; it is never completed into a line that was not written: a
/// write cut short is truncated away at once, and a torn line found at the end of the file is
/// dropped (truncated at the last newline) before the next append, which says so once
/// (`takeDroppedTornLine`). On reading, a torn last line is no calculation. A line that is not a
/// calculation (garbage, a NUL, bytes that are not UTF-8) is skipped on reading and kept in the file:
/// what follows is appended after it, and a last "line" that cannot be a torn one (a NUL, not UTF-8,
/// too long) is ended with a newline rather than cut, so nothing of a damaged tape is lost. Past `capacity + slack`
/// lines the file is trimmed to the newest `capacity`: rewritten to a temporary file renamed over it.
/// Clearing replaces the file with an empty one at once, the same way, and keeps what it held so
/// that an undone clear writes it back. The lock is only ever tried (`LOCK_NB`): when another
/// process holds it the write is left for later, never waited for.
public final class HistoryFile {
    public let path: String
    private let lockPath: String
    /// Lines the file holds as far as this process knows (others may have appended since).
    private var lineCount = 0
    /// Whether a torn line was dropped from the file since `takeDroppedTornLine` was last asked.
    private var droppedTornLine = false
    /// Whether appending is allowed: false when the file could not be read (too large, not a regular
    /// file), which must not be written to (the user may want it back), or after a failed write (reported once).
    public private(set) var isWritable = true

    /// Lines appended beyond `capacity` before the file is trimmed, so a trim is rare.
    static let slack = 100
    /// A history file larger than this is not one.
    static let sizeLimit = 4 << 20
    /// A torn last line longer than this is not one: the file is not a tape (no line the calculator
    /// writes is near it), and is left alone rather than cut.
    static let tornLineLimit = 65536

    public init(directory: StateDirectory) {
        path = directory.file("history")
        lockPath = directory.file("history.lock")
    }

    /// What reading found: the calculations (the newest `capacity`), how many lines were not one
    /// (damaged: skipped, kept in the file), and what went wrong, as lines for standard error.
    public struct Contents {
        public var entries: [HistoryEntry] = []
        public var unreadableLines = 0
        public var problems: [String] = []

        /// The calculations and the problems reading found, as `calculator --history` takes them.
        public var entriesAndProblems: (entries: [HistoryEntry], problems: [String]) { (entries, problems) }
    }

    /// Reads the tape; a missing file is an empty tape. Lines that are not calculations are skipped
    /// and counted; a file that cannot be read is reported and left alone: nothing is appended to it.
    public func read() -> Contents {
        let bytes: [UInt8]
        switch readFile(path, limit: Self.sizeLimit) {
        case .bytes(let read): bytes = read
        case .missing: return Contents()   // nothing kept yet
        case .refused(let problem):
            isWritable = false
            return Contents(problems: ["history not kept: \(problem)"])
        }
        let parsed = Self.parse(bytes)
        lineCount = parsed.lineCount
        var contents = Contents(entries: Array(parsed.entries.suffix(HistoryTape.capacity)), unreadableLines: parsed.unreadable)
        if parsed.unreadable > 0 {
            contents.problems.append("\(path): \(parsed.unreadable) line(s) are not calculations; skipped and kept")
        }
        return contents
    }

    /// The lines of a history file: its calculations, the lines that are not one (a NUL or bytes
    /// that are not UTF-8 make a line one of these, and only that line), and whether the last line is
    /// torn (no newline: never a calculation, whatever it reads). A torn line may end inside a
    /// character, and is not held to be UTF-8 there; a last "line" that cannot be a torn one is an
    /// unreadable line (the next append ends it with a newline). Works on the bytes (a full tape is
    /// read in well under a millisecond; splitting a `String` by characters is not).
    static func parse(_ bytes: [UInt8]) -> (entries: [HistoryEntry], unreadable: Int, lineCount: Int, endsTorn: Bool) {
        let whole = bytes[..<wholeLinesEnd(bytes)]
        let tail = bytes[whole.endIndex...]
        let endsTorn = !tail.isEmpty && isTornLine(tail)
        var lines = whole.split(separator: 0x0A, omittingEmptySubsequences: false)
        lines.removeLast()   // after the last newline: empty
        var entries: [HistoryEntry] = []
        entries.reserveCapacity(lines.count)
        var unreadable = tail.isEmpty || endsTorn ? 0 : 1
        for line in lines {
            if !line.contains(0), String(validating: line, as: UTF8.self) != nil, let entry = HistoryEntry(utf8Line: line) {
                entries.append(entry)
            } else {
                unreadable += 1
            }
        }
        return (entries, unreadable, lines.count + (tail.isEmpty || endsTorn ? 0 : 1), endsTorn)
    }

    /// Where the whole lines of `bytes` end: just after the last newline (0 when there is none).
    static func wholeLinesEnd(_ bytes: some BidirectionalCollection<UInt8>) -> Int {
        var index = bytes.endIndex, count = bytes.count
        while index != bytes.startIndex {
            let previous = bytes.index(before: index)
            if bytes[previous] == 0x0A { return count }
            index = previous
            count -= 1
        }
        return 0
    }

    /// Whether `tail`, the bytes after the last newline, can be a line the calculator began to
    /// write: short, no NUL, UTF-8 but perhaps for a character cut at its end.
    static func isTornLine(_ tail: ArraySlice<UInt8>) -> Bool {
        guard tail.count <= tornLineLimit, !tail.contains(0) else { return false }
        // A cut character: a lead byte and fewer continuation bytes than it announces, at the very end.
        var cut = 0
        while cut < min(3, tail.count), (0x80...0xBF).contains(tail[tail.endIndex - 1 - cut]) { cut += 1 }
        if cut < tail.count, tail[tail.endIndex - 1 - cut] >= 0xC0 {
            let lead = tail[tail.endIndex - 1 - cut]
            let length = lead >= 0xF0 ? 4 : lead >= 0xE0 ? 3 : 2
            if cut + 1 < length { return String(validating: tail.dropLast(cut + 1), as: UTF8.self) != nil }
        }
        return String(validating: tail, as: UTF8.self) != nil
    }

    /// Whether a torn line was dropped from the file since the last call (it is said to the user once).
    func takeDroppedTornLine() -> Bool {
        defer { droppedTornLine = false }
        return droppedTornLine
    }

    /// Appends calculations, each with one `write`, after dropping a torn last line; then trims the
    /// file if it grew past `capacity + slack`. Returns how many were appended (the rest are for a
    /// later call: the lock is busy or the disk full) and the outcome. A write cut short (a full disk)
    /// is truncated away at once: the calculation stays for the later call, which writes it whole.
    /// A failure leaves the file alone from then on.
    func append(_ entries: some Collection<HistoryEntry>) -> (count: Int, outcome: WriteOutcome) {
        guard isWritable else { return (entries.count, .written) }
        var count = 0
        let locked = withLock(LOCK_EX) { () -> WriteOutcome in
            let fd: Int32
            switch RegularFile.open(path, O_RDWR | O_APPEND | O_CREAT) {
            case .descriptor(let opened): fd = opened
            case .missing: return .later(full: nil)   // the directory went: it is made again first
            case .refused(let problem): return .failed(problem)
            }
            defer { close(fd) }
            var end: Int
            switch dropTornLine(fd) {
            case .success(let size): end = size
            case .failure(let outcome): return outcome
            }
            for entry in entries {
                let bytes = Array((entry.storedLine + "\n").utf8)
                guard writeAll(fd, bytes) else {
                    let outcome = WriteOutcome.failure(path)
                    _ = ftruncate(fd, off_t(end))   // never leave a part to be completed
                    return outcome
                }
                end += bytes.count
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

    /// What dropping a torn last line came to: the file's size after it, or the outcome to return.
    private enum TornLineRepair {
        case success(Int)
        case failure(WriteOutcome)
    }

    /// Truncates the open tape after its last newline when its last line is torn (under the exclusive
    /// lock, so no other calculator appends meanwhile). A last line that cannot be a torn one (a NUL,
    /// not UTF-8, too long) is damage, not a write cut short: it is ended with a newline and kept.
    private func dropTornLine(_ fd: Int32) -> TornLineRepair {
        var info = stat()
        guard fstat(fd, &info) == 0 else { return .failure(.failure(path)) }
        let size = Int(info.st_size)
        guard size > 0 else { return .success(0) }
        // The usual case, one byte read: the file ends in a newline.
        var last: UInt8 = 0
        if pread(fd, &last, 1, off_t(size - 1)) == 1, last == 0x0A { return .success(size) }
        let window = min(size, Self.tornLineLimit + 1)
        var tail = [UInt8](repeating: 0, count: window)
        var read = 0
        while read < window {
            let n = tail.withUnsafeMutableBytes { pread(fd, $0.baseAddress! + read, window - read, off_t(size - window + read)) }
            if n < 0 { if errno == EINTR { continue }; return .failure(.failure(path)) }
            if n == 0 { break }
            read += n
        }
        tail.removeLast(window - read)
        guard tail.last != 0x0A else { return .success(size) }
        let kept = Self.wholeLinesEnd(tail)
        guard kept > 0 || window == size, Self.isTornLine(tail[kept...]) else {
            // A full disk leaves it for a later append: nothing was written, nothing is to undo.
            guard writeAll(fd, [0x0A]) else { return .failure(.failure(path)) }
            return .success(size + 1)
        }
        let end = size - window + kept
        guard ftruncate(fd, off_t(end)) == 0 else { return .failure(.failure(path)) }
        droppedTornLine = true
        return .success(end)
    }

    /// Empties the file at once (Ctrl+Shift+Delete): an empty file renamed over it and flushed, so
    /// no ending of the process afterwards leaves the old tape. Returns the whole lines it held, for
    /// `restore` should the clear be undone (nil when nothing was emptied).
    func clear() -> (outcome: WriteOutcome, previous: [UInt8]?) {
        guard isWritable else { return (.written, nil) }
        let locked = withLock(LOCK_EX) { () -> (WriteOutcome, [UInt8]?) in
            let previous: [UInt8]
            switch readFile(path, limit: Self.sizeLimit) {
            case .bytes(let bytes): previous = Array(bytes[..<Self.wholeLinesEnd(bytes)])
            case .missing: previous = []
            case .refused(let problem): return (.failed(problem), nil)
            }
            let outcome = replaceFile(path, with: [], syncingDirectory: true)
            return (outcome, outcome == .written ? previous : nil)
        }
        guard let (outcome, previous) = locked else { return (.later(full: nil), nil) }
        switch outcome {
        case .written: lineCount = 0; return (.written, previous)
        case .later(let full): return (.later(full: full.map { "history not cleared yet: \($0)" }), nil)
        case .failed(let problem): return (.failed("history not cleared: \(problem)"), nil)
        }
    }

    /// Writes back what a clear took off (`clear`'s `previous`), before whatever other calculators
    /// appended since, the same way as a clear: a temporary file, flushed, renamed.
    func restore(_ previous: [UInt8]) -> WriteOutcome {
        guard isWritable else { return .written }
        let locked = withLock(LOCK_EX) { () -> WriteOutcome in
            let since: [UInt8]
            switch readFile(path, limit: Self.sizeLimit) {
            case .bytes(let bytes): since = Array(bytes[..<Self.wholeLinesEnd(bytes)])
            case .missing: since = []
            case .refused(let problem): return .failed(problem)
            }
            let outcome = replaceFile(path, with: previous + since, syncingDirectory: true)
            if outcome == .written { lineCount = (previous + since).count { $0 == 0x0A } }
            return outcome
        }
        switch locked ?? .later(full: nil) {
        case .written: return .written
        case .later(let full): return .later(full: full.map { "history not restored yet: \($0)" })
        case .failed(let problem): return .failed("history not restored: \(problem)")
        }
    }

    /// Writes an edit of the tape (`TapeRecomputation`): the lines that read as `original`, the newest
    /// run of calculations on disk that does, become `edited` (as many), every other line (damaged
    /// ones, a torn one) kept where it is; the whole file rewritten to a temporary file renamed over it,
    /// under the exclusive lock. Fails, changing nothing, when the file no longer holds `original`.
    func rewrite(_ original: [HistoryEntry], as edited: [HistoryEntry]) -> WriteOutcome {
        guard isWritable else { return .failed("history not kept") }
        guard original.count == edited.count else { return .failed("history not edited: the edit changed the line count") }
        let locked = withLock(LOCK_EX) { () -> WriteOutcome in
            let bytes: [UInt8]
            switch readFile(path, limit: Self.sizeLimit) {
            case .bytes(let read): bytes = read
            case .missing: return .failed("\(path): no tape")
            case .refused(let problem): return .failed(problem)
            }
            var lines = bytes.split(separator: 0x0A, omittingEmptySubsequences: false).map { Array($0) }
            let readable = lines.indices.dropLast().filter { i in
                !lines[i].contains(0) && String(validating: lines[i], as: UTF8.self) != nil
                    && HistoryEntry(utf8Line: lines[i][...]) != nil
            }
            guard readable.count >= original.count else { return .failed("\(path): the tape changed meanwhile") }
            let place = Array(readable.suffix(original.count))
            // Every field counts: a line whose recipe or any field another program changed or added meanwhile
            // is a change; a line the edit changes must be one this calculator writes back whole (no group of
            // fields it does not know), and a line it does not change keeps its bytes.
            for (n, i) in place.enumerated() {
                guard let onDisk = HistoryEntry(utf8Line: lines[i][...]), onDisk.storedLine == original[n].storedLine,
                    edited[n].storedLine == original[n].storedLine || lines[i].elementsEqual(onDisk.storedLine.utf8)
                else { return .failed("\(path): the tape changed meanwhile") }
            }
            for (n, i) in place.enumerated() where edited[n].storedLine != original[n].storedLine {
                lines[i] = Array(edited[n].storedLine.utf8)
            }
            return replaceFile(path, with: Array(lines.joined(separator: [0x0A])), syncingDirectory: true)
        }
        switch locked ?? .later(full: nil) {
        case .written: return .written
        case .later(let full): return .later(full: full.map { "history not edited yet: \($0)" })
        case .failed(let problem): return .failed("history not edited: \(problem)")
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
            if outcome == .written { lineCount = kept.count }
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
