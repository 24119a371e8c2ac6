import Glibc
import SystemIO
import SystemPackage

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

    /// Whether the directory is there (a directory, links followed, as `create` finds it); false once
    /// it was removed under a running calculator.
    var exists: Bool {
        var info = stat()
        return stat(path, &info) == 0 && info.st_mode & S_IFMT == S_IFDIR
    }

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

    /// The environment's `name`, nil when unset or empty.
    static func environment(_ name: String) -> String? {
        guard let value = getenv(name) else { return nil }
        let text = String(cString: value)
        return text.isEmpty ? nil : text
    }
}

/// `path: reason` for the last failed system call.
func describeErrno(_ path: String) -> String {
    "\(path): \(String(cString: strerror(errno)))"
}

/// What reading a file found: its bytes, no file, or why it was not read.
enum FileRead: Equatable {
    case bytes([UInt8])
    case missing
    case refused(String)

    /// The bytes, if the file was read.
    var bytes: [UInt8]? {
        if case .bytes(let bytes) = self { return bytes }
        return nil
    }
}

/// The whole of a regular file (`RegularFile`: never a link, never a FIFO), `limit` bytes at most.
func readFile(_ path: String, limit: Int) -> FileRead {
    let fd: Int32
    switch RegularFile.open(path, O_RDONLY) {
    case .descriptor(let opened): fd = opened
    case .missing: return .missing
    case .refused(let problem): return .refused(problem)
    }
    defer { close(fd) }
    do {
        guard let bytes = try FileDescriptor(rawValue: fd).readAll(limit: limit) else {
            errno = EFBIG
            return .refused(describeErrno(path))
        }
        return .bytes(bytes)
    } catch {
        errno = (error as? Errno ?? .ioError).rawValue
        return .refused(describeErrno(path))
    }
}

/// Writes all of `bytes` (swift-system's `writeAll`: interrupted and partial writes continued); whether
/// all went in (`errno` tells why not).
func writeAll(_ fd: Int32, _ bytes: [UInt8]) -> Bool {
    do {
        _ = try FileDescriptor(rawValue: fd).writeAll(bytes)
        return true
    } catch {
        errno = (error as? Errno ?? .ioError).rawValue
        return false
    }
}

/// Replaces `path` with `bytes` atomically: a temporary file beside it (`path.tmp.XXXXXX`,
/// `StaleTemporaries.infix`), flushed (`fsync`), renamed over it; with `syncingDirectory` the directory
/// is flushed too, so the new file is what even a power cut leaves once this returns (a clear of the
/// tape, and its undo). A process killed at any moment leaves the old file or the new one, never a
/// part (and perhaps the temporary file, which `StaleTemporaries` removes at a later start). A
/// symbolic link or anything else that is not a regular file is refused, not replaced.
func replaceFile(_ path: String, with bytes: [UInt8], syncingDirectory: Bool = false) -> WriteOutcome {
    if let refusal = RegularFile.refusalToReplace(path) { return .failed(refusal) }
    var template = Array((path + StaleTemporaries.infix + "XXXXXX").utf8CString)
    let fd = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
    guard fd >= 0 else { return .failure(path) }
    let temporary = String(decoding: template.dropLast().map { UInt8(bitPattern: $0) }, as: UTF8.self)
    let written = writeAll(fd, bytes) && fsync(fd) == 0
    let failure = written ? nil : WriteOutcome.failure(path)
    close(fd)
    guard let failure else {
        guard rename(temporary, path) == 0 else {
            let outcome = WriteOutcome.failure(path)
            unlink(temporary)
            return outcome
        }
        if syncingDirectory { syncDirectory(of: path) }
        return .written
    }
    unlink(temporary)
    return failure
}

/// Flushes the directory holding `path`, so a rename into it is on disk (a file system that cannot
/// is left as it is: the rename itself is done).
func syncDirectory(of path: String) {
    let directory = path.utf8.lastIndex(of: UInt8(ascii: "/")).map { String(path[..<$0]) } ?? "."
    let fd = open(directory.isEmpty ? "/" : directory, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
    guard fd >= 0 else { return }
    fsync(fd)
    close(fd)
}
