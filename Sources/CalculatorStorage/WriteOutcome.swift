import Glibc

/// What a write to the state directory came to. `later` is tried again from the event loop (the
/// lock is busy, or the disk is full: `full` says so); `failed` is reported once, the file then left alone.
enum WriteOutcome: Equatable {
    case written
    case later(full: String?)
    case failed(String)

    /// The outcome of a failed system call on `path`: a full disk (or quota) is `later`, and so is a
    /// directory gone from under the file (`ENOENT`: the store makes it again before the next try); the
    /// rest `failed`.
    static func failure(_ path: String) -> WriteOutcome {
        if errno == ENOENT { return .later(full: nil) }
        let full = errno == ENOSPC || errno == EDQUOT
        let problem = describeErrno(path)
        return full ? .later(full: problem) : .failed(problem)
    }
}

extension WriteOutcome {
    /// Whether nothing is left to try again: written, or failed for good.
    var isDone: Bool {
        if case .later = self { return false }
        return true
    }
}
