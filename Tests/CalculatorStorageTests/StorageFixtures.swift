import CalculatorModel
import Glibc
@testable import CalculatorStorage

/// Shared set-ups of the storage tests: a fresh directory, calculations, a lock
/// held by "another process" (another open file description, which `flock` treats as another owner).
enum StorageFixtures {
    /// A fresh, existing state directory.
    static func directory() -> StateDirectory {
        let directory = HistoryFileTests.temporaryDirectory()
        _ = directory.create()
        return directory
    }

    /// Calculations as the tape writes them (`7 + 9 = 16`).
    static func entries(_ lines: String...) -> [HistoryEntry] {
        lines.map { HistoryEntry(line: Substring($0))! }
    }

    /// Holds `flock(operation)` on `path` until `release` closes it.
    static func holdLock(_ path: String, _ operation: Int32 = LOCK_EX) -> Int32 {
        let fd = open(path, O_RDWR | O_CREAT | O_CLOEXEC, 0o600)
        _ = flock(fd, operation)
        return fd
    }

    /// The file's bytes as text, or nil.
    static func text(_ path: String) -> String? {
        readFile(path, limit: 1 << 20).bytes.map { String(decoding: $0, as: UTF8.self) }
    }

    /// Whether `path` is a symbolic link.
    static func isLink(_ path: String) -> Bool {
        var info = stat()
        return lstat(path, &info) == 0 && info.st_mode & S_IFMT == S_IFLNK
    }
}
