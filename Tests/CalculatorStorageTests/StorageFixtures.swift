import CalculatorController
import Glibc
@testable import CalculatorStorage

/// Shared set-ups of the storage tests: a fresh directory, a controller with calculations, a lock
/// held by "another process" (another open file description, which `flock` treats as another owner).
enum StorageFixtures {
    /// A fresh, existing state directory.
    static func directory() -> StateDirectory {
        let directory = HistoryFileTests.temporaryDirectory()
        _ = directory.create()
        return directory
    }

    /// A controller that computed `keys` (batch syntax, `7 + 9 =`).
    static func controller(_ keys: String...) throws -> CalculatorController {
        let controller = CalculatorController()
        for line in keys {
            for key in try KeySequence.keys(line) { controller.press(key) }
        }
        return controller
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
