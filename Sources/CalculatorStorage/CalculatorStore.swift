import CalculatorController
import CalculatorModel

/// Keeps a calculator's tape and remembered state on disk: restores them at start, and after each
/// event writes what changed. Problems come back as lines for standard error, each said once.
/// What cannot be written now (another process holds the lock, the disk is full) stays in memory
/// and is written by a later `save`, which the event loop calls after `retryDelay`.
public final class CalculatorStore {
    private let directory: StateDirectory?
    private let history: HistoryFile?
    private let stateFile: StateFile?
    private var saved = RememberedState()
    private var savedAppendCount = 0
    private var savedClearCount = 0
    /// Whether the directory is there: made on the first write, not at start.
    private var directoryState = DirectoryState.unknown
    private enum DirectoryState { case unknown, ready, failed }
    /// Whether the last save left something unwritten, and whether because the disk is full.
    private var unsaved = false
    private var diskIsFull = false
    /// Failures already reported, each said once.
    private var reported: Set<String> = []

    /// How long the event loop waits before calling `save` again, in milliseconds, when something
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
        let (state, problem) = stateFile.read()
        saved = state
        return (state, problem.map { [$0] } ?? [])
    }

    /// Puts the tape read from disk before the calculations of this session; problems reading it.
    public func restoreHistory(into controller: CalculatorController) -> [String] {
        guard let history else { return [] }
        let contents = history.read()
        controller.restoreHistory(contents.entries)
        return contents.problems
    }

    /// The tape on disk, for `calculator --history`.
    public func readHistory() -> HistoryFile.Contents {
        history?.read() ?? HistoryFile.Contents()
    }

    /// Writes what changed since the last call: new calculations, a cleared tape, the state. What
    /// is not written now is written by a later call (`retryDelay`). A full disk is said once per
    /// episode: the episode ends when everything is written again.
    public func save(_ controller: CalculatorController, alwaysOnTop: Bool) -> [String] {
        let tape = controller.history
        let state = RememberedState(alwaysOnTop: alwaysOnTop, angleUnit: controller.angleUnit,
                                   memory: controller.memory?.rounded(toSignificantDigits: Number.precision))
        let tapeChanged = tape.appendedCount != savedAppendCount || tape.clearCount != savedClearCount
        guard tapeChanged || state != saved else { unsaved = false; return [] }
        if directoryState == .unknown, let problem = makeDirectory() { return [problem] }
        guard directoryState == .ready else { return [] }
        var outcomes: [WriteOutcome] = []
        if let history, tape.clearCount != savedClearCount {
            let outcome = history.clear()
            if outcome.isDone { savedClearCount = tape.clearCount }
            outcomes.append(outcome)
        }
        if tape.clearCount == savedClearCount, tape.appendedCount != savedAppendCount {
            let entries = tape.appended(since: savedAppendCount)
            let beyondTape = tape.appendedCount - savedAppendCount - entries.count   // pushed off the tape already
            if let history {
                let (count, outcome) = history.append(entries)
                savedAppendCount += beyondTape + count
                outcomes.append(outcome)
            } else {
                savedAppendCount = tape.appendedCount
            }
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
