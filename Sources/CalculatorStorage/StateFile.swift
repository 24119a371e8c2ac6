import Glibc

/// `RememberedState` on disk: `state` in the state directory, replaced atomically on each change.
public final class StateFile {
    public let path: String
    /// False when the file exists but could not be read: it is then never overwritten.
    public private(set) var isWritable = true

    public init(directory: StateDirectory) { path = directory.file("state") }

    /// The remembered state (defaults when there is no file), and a problem to report. A link, a
    /// FIFO or anything else that is not a regular file is refused, never waited on.
    public func read() -> (state: RememberedState, problem: String?) {
        let bytes: [UInt8]
        switch readFile(path, limit: 65536) {
        case .bytes(let read): bytes = read
        case .missing: return (RememberedState(), nil)   // nothing kept yet
        case .refused(let problem):
            isWritable = false
            return (RememberedState(), "state not remembered: \(problem)")
        }
        guard !bytes.contains(0), let text = String(validating: bytes, as: UTF8.self) else {
            isWritable = false
            return (RememberedState(), "state not remembered: \(path) is not a text file; it is left as it is")
        }
        return (RememberedState(text: text), nil)
    }

    /// Replaces the file with `state`. A full disk is `later` (the state is written once there
    /// is room); any other failure is reported and the file left alone from then on.
    func write(_ state: RememberedState) -> WriteOutcome {
        guard isWritable else { return .written }
        switch replaceFile(path, with: Array(state.text.utf8)) {
        case .written: return .written
        case .later(let full): return .later(full: full.map { "state not saved yet: \($0)" })
        case .failed(let problem):
            isWritable = false
            return .failed("state not remembered: \(problem)")
        }
    }
}
