import Glibc

/// `RememberedState` on disk: `state` in the state directory, replaced atomically on each change.
public final class StateFile {
    public let path: String
    /// False when the file exists but could not be read: it is then never overwritten.
    public private(set) var isWritable = true

    public init(directory: StateDirectory) { path = directory.file("state") }

    /// The remembered state (defaults when there is no file), and a problem to report.
    public func read() -> (state: RememberedState, problem: String?) {
        guard let bytes = readFile(path, limit: 65536) else {
            if errno == ENOENT || errno == ENOTDIR { return (RememberedState(), nil) }   // nothing kept yet
            isWritable = false
            return (RememberedState(), "state not remembered: \(describeErrno(path))")
        }
        guard !bytes.contains(0), let text = String(validating: bytes, as: UTF8.self) else {
            isWritable = false
            return (RememberedState(), "state not remembered: \(path) is not a text file; it is left as it is")
        }
        return (RememberedState(text: text), nil)
    }

    /// Replaces the file with `state`; a problem to report, or nil.
    public func write(_ state: RememberedState) -> String? {
        guard isWritable else { return nil }
        if let problem = replaceFile(path, with: Array(state.text.utf8)) {
            isWritable = false
            return "state not remembered: \(problem)"
        }
        return nil
    }
}
