import Glibc

/// Where the calculator keeps what outlives a run, after the XDG base-directory specification:
/// `$XDG_STATE_HOME/calculator`, or `~/.local/state/calculator` when that is unset, empty or relative.
public struct StateDirectory: Sendable {
    public let path: String

    public init(path: String) { self.path = path }

    /// The directory the environment names; nil without `$XDG_STATE_HOME` and `$HOME`.
    public static func fromEnvironment() -> StateDirectory? {
        if let state = environment("XDG_STATE_HOME"), state.hasPrefix("/") {
            return StateDirectory(path: state + "/calculator")
        }
        guard let home = environment("HOME"), home.hasPrefix("/") else { return nil }
        return StateDirectory(path: home + "/.local/state/calculator")
    }

    /// A file in the directory.
    func file(_ name: String) -> String { path + "/" + name }

    /// Creates the directory and its missing parents (mode 0700, as the specification asks); nil
    /// when it exists or was made, else why not.
    func create() -> String? {
        var prefix = ""
        for component in path.split(separator: "/") {
            prefix += "/" + component
            if mkdir(prefix, 0o700) != 0 && errno != EEXIST { return describeErrno(prefix) }
        }
        return nil
    }

    private static func environment(_ name: String) -> String? {
        guard let value = getenv(name) else { return nil }
        let text = String(cString: value)
        return text.isEmpty ? nil : text
    }
}

/// `path: reason` for the last failed system call.
func describeErrno(_ path: String) -> String {
    "\(path): \(String(cString: strerror(errno)))"
}

/// The whole of a file, or nil with `errno` set; `limit` bytes at most (more is an error, EFBIG).
func readFile(_ path: String, limit: Int) -> [UInt8]? {
    let fd = open(path, O_RDONLY | O_CLOEXEC)
    guard fd >= 0 else { return nil }
    defer { close(fd) }
    var bytes: [UInt8] = []
    var chunk = [UInt8](repeating: 0, count: 65536)
    while true {
        let n = chunk.withUnsafeMutableBytes { read(fd, $0.baseAddress, $0.count) }
        if n < 0 { if errno == EINTR { continue }; return nil }
        if n == 0 { return bytes }
        bytes += chunk[..<n]
        if bytes.count > limit { errno = EFBIG; return nil }
    }
}

/// Writes all of `bytes` with one `write` where the kernel allows (always, for a regular file
/// of this size); false on an error.
func writeAll(_ fd: Int32, _ bytes: [UInt8]) -> Bool {
    var offset = 0
    while offset < bytes.count {
        let n = bytes[offset...].withUnsafeBytes { write(fd, $0.baseAddress, $0.count) }
        if n < 0 { if errno == EINTR { continue }; return false }
        offset += n
    }
    return true
}

/// Replaces `path` with `bytes` atomically: a temporary file beside it, flushed, then renamed over
/// it. A process killed at any moment leaves the old file or the new one, never a part.
func replaceFile(_ path: String, with bytes: [UInt8]) -> String? {
    var template = Array((path + ".XXXXXX").utf8CString)
    let fd = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
    guard fd >= 0 else { return describeErrno(path) }
    let temporary = String(decoding: template.dropLast().map { UInt8(bitPattern: $0) }, as: UTF8.self)
    let written = writeAll(fd, bytes) && fsync(fd) == 0
    close(fd)
    guard written, rename(temporary, path) == 0 else {
        let problem = describeErrno(path)
        unlink(temporary)
        return problem
    }
    return nil
}
