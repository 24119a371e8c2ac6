import CalculatorModel

/// Keeps a calculator's tape and remembered state on disk: restores them at start, and writes what
/// it is told changed (a calculation completed, the tape cleared, the state). Problems come back as
/// lines for standard error, each said once. What cannot be written now (another process holds the
/// lock, the disk is full) stays in memory and is written by `retry`, which the event loop calls after
/// `retryDelay`.
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
    /// Whether the directory is there: made on the first write, not at start.
    private var directoryState = DirectoryState.unknown
    private enum DirectoryState { case unknown, ready, failed }
    /// Whether the last write left something unwritten, and whether because the disk is full.
    private var unsaved = false
    private var diskIsFull = false
    /// Failures already reported, each said once.
    private var reported: Set<String> = []

    /// How long the event loop waits before calling `retry`, in milliseconds, when something
    /// is left unwritten: soon after a busy lock, less often on a full disk. Nil when all is written.
    public var retryDelay: Int32? {
        guard unsaved else { return nil }
        return diskIsFull ? 2000 : 100
    }

    /// A store in `directory` (none: nothing is kept); `keepsHistory` false keeps no tape on disk.
    public init(directory: StateDirectory?, keepsHistory: Bool) {
        self.directory = directory
        history = keepsHistory ? directory.map(HistoryFile.init) : nil
        stateFile = directory.map(StateFile.init)
    }

    /// Removes the temporary copies a process killed while saving left (`StaleTemporaries`); once, at start.
    public func removeStaleTemporaries() {
        guard let directory else { return }
        _ = StaleTemporaries.remove(in: directory, writtenBefore: StaleTemporaries.cutoffAtStart())
    }

    /// The remembered state; problems reading it.
    public func readState() -> (state: RememberedState, problems: [String]) {
        guard let stateFile else { return (RememberedState(), []) }
        let (read, problem) = stateFile.read()
        saved = read
        state = read
        return (read, problem.map { [$0] } ?? [])
    }

    /// The tape on disk: what the window puts before its own calculations, and `calculator --history`.
    public func readHistory() -> HistoryFile.Contents {
        history?.read() ?? HistoryFile.Contents()
    }

    /// Appends calculations completed in the window.
    public func append(_ entries: [HistoryEntry]) -> [String] {
        guard history != nil else { return [] }
        pendingEntries = Array((pendingEntries + entries).suffix(HistoryTape.capacity))
        return write()
    }

    /// Empties the tape on disk (a clear made final), and drops what was waiting to be appended.
    public func clearHistory() -> [String] {
        guard history != nil else { return [] }
        pendingEntries = []
        pendingClear = true
        return write()
    }

    /// Remembers `state`, if it differs from what is on disk.
    public func remember(_ state: RememberedState) -> [String] {
        self.state = state
        return write()
    }

    /// Writes what is still waiting (`retryDelay`).
    public func retry() -> [String] { write() }

    /// Writes what waits: the clear, then the calculations, then the state. What is not written now is
    /// written by a later call. A full disk is said once per episode: the episode ends when everything
    /// is written again.
    private func write() -> [String] {
        guard pendingClear || !pendingEntries.isEmpty || state != saved else { unsaved = false; return [] }
        if directoryState == .unknown, let problem = makeDirectory() { return [problem] }
        guard directoryState == .ready else { return [] }
        var outcomes: [WriteOutcome] = []
        if let history, pendingClear {
            let outcome = history.clear()
            if outcome.isDone { pendingClear = false }
            outcomes.append(outcome)
        }
        if let history, !pendingClear, !pendingEntries.isEmpty {
            let (count, outcome) = history.append(pendingEntries)
            pendingEntries.removeFirst(count)
            outcomes.append(outcome)
        }
        if state != saved, let stateFile {
            let outcome = stateFile.write(state)
            if outcome.isDone { saved = state }
            outcomes.append(outcome)
        } else {
            saved = state
        }
        return report(outcomes)
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
