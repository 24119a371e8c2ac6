import CalculatorModel

/// Keeps a calculator's tape and remembered state on disk: restores them at start, and writes what
/// it is told changed (a calculation completed, the tape cleared or the clear undone, the state).
/// Problems come back as lines for standard error, each said once; what the user is to see in the
/// window comes from `takeNotices`. What cannot be written now (another process holds the lock, the
/// disk is full) stays in memory and is written by `retry`, which the event loop calls after
/// `retryDelay`. A state directory removed while the window runs is made again at the next write.
public final class CalculatorStore {
    private let directory: StateDirectory?
    private let history: HistoryFile?
    private let stateFile: StateFile?
    /// The state on disk, and the state to write (they differ while a write waits).
    private var saved = RememberedState()
    private var state = RememberedState()
    /// Calculations not written yet, oldest first (at most a tape's worth), and whether the file is to be
    /// emptied before them.
    private var pendingEntries: [HistoryEntry] = []
    private var pendingClear = false
    /// What the last clear took off, for an undo: the file's whole lines (once the clear is on disk)
    /// and the calculations that were waiting to be appended. Nil when no clear can be undone.
    private var cleared: (file: [UInt8]?, pending: [HistoryEntry])?
    /// The file's lines to write back (an undone clear), before the calculations that wait.
    private var pendingRestore: [UInt8]?
    /// What the user is to be told, oldest first (`takeNotices`).
    private var notices: [StorageNotice] = []
    /// Whether the directory is there: made on the first write, not at start.
    private var directoryState = DirectoryState.unknown
    private enum DirectoryState { case unknown, ready, failed }
    /// Whether the last write left something unwritten, and whether because the disk is full.
    private var unsaved = false
    private var diskIsFull = false
    /// Failures already reported, each said once.
    private var reported: Set<String> = []
    /// The window's sheet: its file, and its edits waiting for a pause in the typing; which one is found
    /// by `readState` (until then, a new sheet named `untitledSheet`).
    public var sheet: SheetSaving
    /// The name of a new sheet in the user's language (`Untitled`, `Unbenannt`), from the window's words.
    private let untitledSheet: String
    /// The sheets' directory, for the window's list of sheets; nil without a data directory.
    public let sheetShelf = SheetDirectory.fromEnvironment().map(SheetShelf.init)

    /// How long the event loop waits before calling `retry`, in milliseconds, when something
    /// is left unwritten: soon after a busy lock, less often on a full disk, when the sheet's edits are
    /// due. Nil when all is written.
    public var retryDelay: Int32? {
        let sheetDue = sheet.timeout(at: SheetSaving.now)
        guard unsaved else { return sheetDue }
        return min(diskIsFull ? 2000 : 100, sheetDue ?? .max)
    }

    /// A store in `directory` (none: nothing is kept); `keepsHistory` false keeps no tape on disk.
    /// `untitledSheet` names a new sheet (the window's words give it in the user's language; the tape's
    /// command, which opens no sheet, keeps the English).
    public init(directory: StateDirectory?, keepsHistory: Bool, untitledSheet: String = SheetSaving.formerUntitled) {
        self.directory = directory
        self.untitledSheet = untitledSheet
        sheet = SheetSaving.fromEnvironment(named: untitledSheet)
        history = keepsHistory ? directory.map(HistoryFile.init) : nil
        stateFile = directory.map(StateFile.init)
    }

    /// Removes the temporary copies a process killed while saving left (`StaleTemporaries`); once, at start.
    public func removeStaleTemporaries() {
        guard let directory else { return }
        _ = StaleTemporaries.remove(in: directory, writtenBefore: StaleTemporaries.cutoffAtStart())
    }

    /// The remembered state; problems reading it. The sheet the window opens is found (`SheetSaving.openedName`):
    /// another than the one remembered (it went) is remembered in its place; with none remembered, the
    /// sheet is once its edits are saved (`saveSheet`), so that a window never used for sheets writes nothing.
    public func readState() -> (state: RememberedState, problems: [String]) {
        let (read, problem) = stateFile?.read() ?? (RememberedState(), nil)
        saved = read
        state = read
        sheet = SheetSaving.fromEnvironment(remembered: read.sheet, untitled: untitledSheet)
        if read.sheet != nil { state.sheet = sheet.name }
        return (read, problem.map { [$0] } ?? [])
    }

    /// The tape on disk: what the window puts before its own calculations, and `calculator --history`.
    /// Lines that are not calculations are told once a run (`StorageNotice.unreadableLinesKept`).
    public func readHistory() -> HistoryFile.Contents {
        let contents = history?.read() ?? HistoryFile.Contents()
        if contents.unreadableLines > 0, !hasToldUnreadableLines {
            hasToldUnreadableLines = true
            notices.append(.unreadableLinesKept)
        }
        return contents
    }

    /// The tape as it is now, read again after it changed on disk (`HistoryWatch`: another window
    /// appended or cleared): the file's calculations, then those still waiting to be written. Nil when
    /// no tape is kept, or while a clear or its undo waits to be written (the file is about to change again).
    public func reloadHistory() -> [HistoryEntry]? {
        guard history != nil, !pendingClear, pendingRestore == nil else { return nil }
        return Array((readHistory().entries + pendingEntries).suffix(HistoryTape.capacity))
    }

    /// Whether the store keeps a tape on disk (not `--no-history`, a state directory known): whether
    /// there is a tape to watch.
    public var keepsHistory: Bool { history != nil }

    /// Whether the damaged lines of the tape were told: once a run, however often it is read.
    private var hasToldUnreadableLines = false

    /// Writes an edit of the tape over the lines that read as `original` (`HistoryFile.rewrite`); the
    /// problems, as lines for standard error (none when it was written).
    public func rewriteHistory(_ original: [HistoryEntry], as edited: [HistoryEntry]) -> [String] {
        guard let history else { return [] }
        switch history.rewrite(original, as: edited) {
        case .written: return []
        case .later(let full): return [full ?? "history not edited: another calculator is writing it; try again"]
        case .failed(let problem): return [problem]
        }
    }

    /// Appends calculations completed in the window. A clear before them can no longer be undone.
    public func append(_ entries: [HistoryEntry]) -> [String] {
        guard history != nil else { return [] }
        cleared = nil
        pendingEntries = Array((pendingEntries + entries).suffix(HistoryTape.capacity))
        return write()
    }

    /// Empties the tape on disk at once (Ctrl+Shift+Delete, or the panel's Clear), keeping what it
    /// held and what was waiting to be appended until the clear is undone (`restoreHistory`) or
    /// another clear or calculation follows.
    public func clearHistory() -> [String] {
        guard history != nil else { return [] }
        cleared = (nil, pendingEntries)
        pendingEntries = []
        pendingRestore = nil
        pendingClear = true
        return write()
    }

    /// Undoes the last clear: writes back what it took off the file (the same way: a temporary,
    /// flushed, renamed) and what was waiting. Nothing when no clear can be undone.
    public func restoreHistory() -> [String] {
        guard history != nil, let (file, pending) = cleared else { return [] }
        cleared = nil
        if pendingClear {
            pendingClear = false   // never written: the file still holds it all
        } else if let file {
            pendingRestore = file
        }
        pendingEntries = Array((pending + pendingEntries).suffix(HistoryTape.capacity))
        return write()
    }

    /// What the user is to be told since the last call (`StorageNotice`), each once.
    public func takeNotices() -> [StorageNotice] {
        defer { notices = [] }
        return notices
    }

    /// Remembers `state`, if it differs from what is on disk.
    public func remember(_ state: RememberedState) -> [String] {
        let sheet = self.state.sheet
        self.state = state
        self.state.sheet = sheet   // the store's own: the sheet it saves (`openSheet`)
        return write()
    }

    /// The sheet named `name` is the one open now: its edits are saved to it (what waited for the sheet
    /// before is written first), and it is remembered as the one the next start opens.
    public func openSheet(named name: String) -> [String] {
        let problems = sheet.save(at: nil)
        sheet = SheetSaving(
            file: sheetShelf.flatMap { SheetDirectory.file(named: name, in: $0.directory) }, name: name)
        state.sheet = name
        return problems + write()
    }

    /// Writes what is still waiting (`retryDelay`), and the sheet's edits once due.
    public func retry() -> [String] { write() + sheet.save(at: SheetSaving.now) }

    /// The sheet's lines as the user edited them: written a pause after the last edit, or `now` (the
    /// mode left, the window closing). The sheet is remembered as the one the next start opens.
    public func saveSheet(_ lines: [String], now: Bool) -> [String] {
        sheet.edited(lines, at: SheetSaving.now)
        state.sheet = sheet.name
        return now ? sheet.save(at: nil) + write() : []
    }

    /// Writes what waits: the clear, then the calculations, then the state. What is not written now is
    /// written by a later call. A full disk is said once per episode: the episode ends when everything
    /// is written again.
    private func write() -> [String] {
        guard pendingClear || pendingRestore != nil || !pendingEntries.isEmpty || state != saved else {
            unsaved = false; return []
        }
        var said: [String] = []
        if directoryState == .ready, let directory, !directory.exists {
            // Removed under the window: made again, and the state written again too (its file went with it).
            directoryState = .unknown
            saved = RememberedState()
            notices.append(.directoryMadeAgain)
            said.append("\(directory.path) was removed; made again, to keep what follows")
        }
        if directoryState == .unknown, let problem = makeDirectory() { return said + [problem] }
        guard directoryState == .ready else { return [] }
        var outcomes: [WriteOutcome] = []
        if let history, pendingClear {
            let (outcome, previous) = history.clear()
            if outcome.isDone { pendingClear = false }
            if cleared != nil, outcome == .written { cleared?.file = previous }
            outcomes.append(outcome)
        }
        if let history, let restore = pendingRestore {
            let outcome = history.restore(restore)
            if outcome.isDone { pendingRestore = nil }
            outcomes.append(outcome)
        }
        if let history, !pendingClear, pendingRestore == nil, !pendingEntries.isEmpty {
            let (count, outcome) = history.append(pendingEntries)
            pendingEntries.removeFirst(count)
            outcomes.append(outcome)
        }
        if let history, history.takeDroppedTornLine() {
            notices.append(.tornLineDropped)
            said.append("\(history.path): a torn last line (a write cut short) was dropped")
        }
        if state != saved, let stateFile {
            let outcome = stateFile.write(state)
            if outcome.isDone { saved = state }
            outcomes.append(outcome)
        } else {
            saved = state
        }
        return said + report(outcomes)
    }

    /// The lines to print for `outcomes`: a failure once ever, a full disk once per episode.
    private func report(_ outcomes: [WriteOutcome]) -> [String] {
        var problems: [String] = []
        var full: String?
        unsaved = false
        for outcome in outcomes {
            switch outcome {
            case .written: break
            case .failed(let problem):
                if reported.insert(problem).inserted { problems.append(problem) }
            case .later(let message):
                unsaved = true
                full = full ?? message
            }
        }
        if let full {
            if !diskIsFull { problems.append(full + "; kept in memory and saved when there is room") }
            diskIsFull = true
        } else if !unsaved {
            diskIsFull = false
        }
        return problems
    }

    /// Makes the directory (on the first write); a problem if it cannot be made.
    private func makeDirectory() -> String? {
        guard let directory else { directoryState = .failed; return nil }
        if let problem = directory.create() {
            directoryState = .failed
            return "nothing kept: \(problem)"
        }
        directoryState = .ready
        return nil
    }
}
