import CalculatorController

/// Keeps a calculator's tape and remembered state on disk: restores them at start, and after each
/// event writes what changed. Problems come back as lines for standard error, each said once.
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

    /// A store in `directory` (none: nothing is kept); `keepsHistory` false keeps no tape on disk.
    public init(directory: StateDirectory?, keepsHistory: Bool) {
        self.directory = directory
        history = keepsHistory ? directory.map(HistoryFile.init) : nil
        stateFile = directory.map(StateFile.init)
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

    /// Writes what changed since the last call: new calculations, a cleared tape, the state.
    public func save(_ controller: CalculatorController, alwaysOnTop: Bool) -> [String] {
        var problems: [String] = []
        let tape = controller.history
        let state = RememberedState(alwaysOnTop: alwaysOnTop, angleUnit: controller.angleUnit, memory: controller.memory)
        let tapeChanged = tape.appendedCount != savedAppendCount || tape.clearCount != savedClearCount
        guard tapeChanged || state != saved else { return [] }
        if directoryState == .unknown, let problem = makeDirectory() { return [problem] }
        guard directoryState == .ready else { return [] }
        if let history, tape.clearCount != savedClearCount, let problem = history.clear() { problems.append(problem) }
        if let history, tape.appendedCount != savedAppendCount,
           let problem = history.append(tape.appended(since: savedAppendCount)) { problems.append(problem) }
        if state != saved, let stateFile, let problem = stateFile.write(state) { problems.append(problem) }
        savedAppendCount = tape.appendedCount
        savedClearCount = tape.clearCount
        saved = state
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
