import CalculatorModel
import Glibc
import Testing
@testable import CalculatorStorage

/// The store writes what it is told changed, in order, and makes its directory only when it has
/// something to write. The files are read back with their own readers and compared as text.
@Suite struct CalculatorStoreTests {
    /// A state directory path under a fresh temporary directory, not made yet.
    static func unmadeDirectory() -> StateDirectory { HistoryFileTests.temporaryDirectory() }

    static func exists(_ path: String) -> Bool { access(path, F_OK) == 0 }

    @Test func calculationsAreAppendedInOrderAndReadBack() {
        let directory = Self.unmadeDirectory()
        let store = CalculatorStore(directory: directory, keepsHistory: true)
        #expect(store.append(StorageFixtures.entries("7 + 9 = 16")).isEmpty)
        #expect(store.append(StorageFixtures.entries("2 × 3 = 6", "√(16) = 4")).isEmpty)
        #expect(StorageFixtures.text(directory.file("history")) == "7 + 9 = 16\n2 × 3 = 6\n√(16) = 4\n")
        let reopened = CalculatorStore(directory: directory, keepsHistory: true)
        #expect(reopened.readHistory().entries.map(\.line) == ["7 + 9 = 16", "2 × 3 = 6", "√(16) = 4"])
    }

    @Test func aClearEmptiesTheFileAndLaterCalculationsFollowIt() {
        let directory = Self.unmadeDirectory()
        let store = CalculatorStore(directory: directory, keepsHistory: true)
        _ = store.append(StorageFixtures.entries("7 + 9 = 16", "1 + 1 = 2"))
        #expect(store.clearHistory().isEmpty)
        #expect(StorageFixtures.text(directory.file("history")) == "")
        _ = store.append(StorageFixtures.entries("5 + 5 = 10"))
        #expect(StorageFixtures.text(directory.file("history")) == "5 + 5 = 10\n")
    }

    /// A clear is on disk when `clearHistory` returns (no later key or quit needed); undoing it writes
    /// the tape back, as it was, at once.
    @Test func aClearIsWrittenAtOnceAndItsUndoWritesTheTapeBack() {
        let directory = Self.unmadeDirectory()
        let store = CalculatorStore(directory: directory, keepsHistory: true)
        _ = store.append(StorageFixtures.entries("7 + 9 = 16", "1 + 1 = 2"))
        #expect(store.clearHistory().isEmpty)
        #expect(StorageFixtures.text(directory.file("history")) == "")
        #expect(store.restoreHistory().isEmpty)
        #expect(StorageFixtures.text(directory.file("history")) == "7 + 9 = 16\n1 + 1 = 2\n")
        #expect(store.restoreHistory().isEmpty)   // nothing more to undo: the tape is not written twice
        #expect(StorageFixtures.text(directory.file("history")) == "7 + 9 = 16\n1 + 1 = 2\n")
        _ = store.clearHistory()
        _ = store.append(StorageFixtures.entries("5 + 5 = 10"))   // a calculation makes the clear final
        #expect(store.restoreHistory().isEmpty)
        #expect(StorageFixtures.text(directory.file("history")) == "5 + 5 = 10\n")
    }

    /// While another process holds the lock, the clear waits in memory; undone before it could be
    /// written, it leaves the file alone and keeps the calculations that were waiting too.
    @Test func aClearUndoneBeforeItWasWrittenLeavesTheTapeAlone() {
        let directory = StorageFixtures.directory()
        let store = CalculatorStore(directory: directory, keepsHistory: true)
        _ = store.append(StorageFixtures.entries("7 + 9 = 16"))
        let lock = StorageFixtures.holdLock(directory.file("history.lock"))
        _ = store.append(StorageFixtures.entries("1 + 1 = 2"))   // waits for the lock
        #expect(store.clearHistory().isEmpty && store.retryDelay != nil)
        #expect(store.restoreHistory().isEmpty)
        close(lock)
        #expect(store.retry().isEmpty && store.retryDelay == nil)
        #expect(StorageFixtures.text(directory.file("history")) == "7 + 9 = 16\n1 + 1 = 2\n")
    }

    /// A state directory removed under the window is made again (0700) at the next write, which is
    /// kept, with the state; the user is told once.
    @Test func aRemovedDirectoryIsMadeAgainAndSaidOnce() throws {
        let directory = Self.unmadeDirectory()
        let store = CalculatorStore(directory: directory, keepsHistory: true)
        _ = store.append(StorageFixtures.entries("7 + 9 = 16"))
        _ = store.remember(RememberedState(alwaysOnTop: true))
        #expect(store.takeNotices().isEmpty)
        for name in ["history", "history.lock", "state"] { unlink(directory.file(name)) }
        #expect(rmdir(directory.path) == 0)
        #expect(
            store.append(StorageFixtures.entries("1 + 1 = 2")) == [
                "\(directory.path) was removed; made again, to keep what follows"
            ])
        #expect(store.takeNotices() == [.directoryMadeAgain])
        var info = stat()
        #expect(stat(directory.path, &info) == 0 && info.st_mode & 0o777 == 0o700)
        #expect(StorageFixtures.text(directory.file("history")) == "1 + 1 = 2\n")
        #expect(CalculatorStore(directory: directory, keepsHistory: true).readState().state.alwaysOnTop)
        #expect(store.append(StorageFixtures.entries("2 + 2 = 4")).isEmpty)
        #expect(store.takeNotices().isEmpty)   // said once
        #expect(StorageFixtures.text(directory.file("history")) == "1 + 1 = 2\n2 + 2 = 4\n")
    }

    /// A tape with damaged lines (a NUL) is a notice for the user once a run, however often it is read;
    /// the calculations after it are appended after the damage.
    @Test func damagedLinesAreANoticeOnceAndWhatFollowsIsKept() {
        let directory = StorageFixtures.directory()
        let damaged = Array("7 + 9 = 16\n".utf8) + [0x00, 0x0A]
        #expect(replaceFile(directory.file("history"), with: damaged) == .written)
        let store = CalculatorStore(directory: directory, keepsHistory: true)
        #expect(store.readHistory().entries.map(\.line) == ["7 + 9 = 16"])
        #expect(store.takeNotices() == [.unreadableLinesKept])
        #expect(store.append(StorageFixtures.entries("1 + 1 = 2")).isEmpty)
        #expect(store.readHistory().entries.map(\.line) == ["7 + 9 = 16", "1 + 1 = 2"])
        #expect(store.takeNotices().isEmpty)
        #expect(readFile(directory.file("history"), limit: 100) == .bytes(damaged + Array("1 + 1 = 2\n".utf8)))
    }

    /// Read again after another window wrote, the tape is the file's calculations and then this
    /// window's that wait to be written; nothing while a clear waits to be written.
    @Test func aReloadIsTheFileThenWhatWaits() {
        let directory = StorageFixtures.directory()
        let store = CalculatorStore(directory: directory, keepsHistory: true)
        let other = CalculatorStore(directory: directory, keepsHistory: true)
        #expect(other.append(StorageFixtures.entries("7 + 9 = 16")).isEmpty)
        #expect(store.reloadHistory() == StorageFixtures.entries("7 + 9 = 16"))
        let lock = StorageFixtures.holdLock(directory.file("history.lock"))
        _ = store.append(StorageFixtures.entries("1 + 1 = 2"))   // waits for the lock
        #expect(store.reloadHistory() == StorageFixtures.entries("7 + 9 = 16", "1 + 1 = 2"))
        _ = store.clearHistory()
        #expect(store.reloadHistory() == nil)
        close(lock)
        _ = store.retry()
        #expect(store.reloadHistory() == [])
        #expect(CalculatorStore(directory: directory, keepsHistory: false).reloadHistory() == nil)
    }

    /// A torn line dropped from the tape is a notice for the user, once.
    @Test func aDroppedTornLineIsANotice() {
        let directory = StorageFixtures.directory()
        #expect(replaceFile(directory.file("history"), with: Array("7 + 9 = 16\n123 × 4".utf8)) == .written)
        let store = CalculatorStore(directory: directory, keepsHistory: true)
        #expect(store.readHistory().entries.map(\.line) == ["7 + 9 = 16"])
        #expect(store.append(StorageFixtures.entries("1 + 1 = 2")).count == 1)   // and one line on standard error
        #expect(store.takeNotices() == [.tornLineDropped])
        _ = store.append(StorageFixtures.entries("2 + 2 = 4"))
        #expect(store.takeNotices().isEmpty)
        #expect(StorageFixtures.text(directory.file("history")) == "7 + 9 = 16\n1 + 1 = 2\n2 + 2 = 4\n")
    }

    @Test func theStateIsWrittenOnlyWhenItDiffersFromTheFile() throws {
        let directory = Self.unmadeDirectory()
        let store = CalculatorStore(directory: directory, keepsHistory: true)
        #expect(store.readState().state == RememberedState())
        // The state as read: nothing to write, so not even the directory is made.
        #expect(store.remember(RememberedState()).isEmpty)
        #expect(!Self.exists(directory.path))
        let changed = RememberedState(alwaysOnTop: true, angleUnit: .radians, memory: Number("2.5"))
        #expect(store.remember(changed).isEmpty)
        #expect(
            StorageFixtures.text(directory.file("state"))
                == "always-on-top = true\nangle-unit = radians\nmemory = 2.5\n")
        #expect(CalculatorStore(directory: directory, keepsHistory: true).readState().state == changed)
    }

    /// The sheet (a new one, named in the user's language) is remembered by its name once its edits are
    /// saved, so that the next start opens it whatever language the window then speaks.
    @Test func aSavedSheetIsRememberedByItsName() {
        let directory = Self.unmadeDirectory()
        let store = CalculatorStore(directory: directory, keepsHistory: true, untitledSheet: "Unbenannt")
        #expect(store.sheet.name == "Unbenannt")
        #expect(store.remember(RememberedState()).isEmpty)
        #expect(!Self.exists(directory.path))   // nothing to remember yet
        _ = store.saveSheet(["1 + 1"], now: false)
        #expect(store.remember(RememberedState()).isEmpty)
        #expect(RememberedState(text: StorageFixtures.text(directory.file("state")) ?? "").sheet == "Unbenannt")
    }

    /// `--no-history` and `calculator.history: false`: no tape on disk, the state still kept.
    @Test func withoutHistoryNoTapeIsWrittenButTheStateIs() {
        let directory = Self.unmadeDirectory()
        let store = CalculatorStore(directory: directory, keepsHistory: false)
        #expect(store.append(StorageFixtures.entries("7 + 9 = 16")).isEmpty)
        #expect(store.clearHistory().isEmpty)
        #expect(!Self.exists(directory.file("history")))
        #expect(store.remember(RememberedState(alwaysOnTop: true)).isEmpty)
        #expect(Self.exists(directory.file("state")) && !Self.exists(directory.file("history")))
        #expect(store.retryDelay == nil)
    }

    /// A directory that cannot be made (a file in its path) is said once; nothing else is tried.
    @Test func anUnmakeableDirectoryIsSaidOnce() {
        let parent = Self.unmadeDirectory().path
        _ = parent.withCString { mkdir($0, 0o700) }
        let blocker = parent + "/file"
        close(open(blocker, O_WRONLY | O_CREAT, 0o600))
        let store = CalculatorStore(directory: StateDirectory(path: blocker + "/calculator"), keepsHistory: true)
        let first = store.append(StorageFixtures.entries("7 + 9 = 16"))
        #expect(first.count == 1 && first[0].hasPrefix("nothing kept:"))
        #expect(store.remember(RememberedState(alwaysOnTop: true)).isEmpty)
        #expect(store.retryDelay == nil)
    }

    /// No state directory at all (no HOME): nothing is kept and nothing is said.
    @Test func noDirectoryKeepsNothingQuietly() {
        let store = CalculatorStore(directory: nil, keepsHistory: true)
        #expect(store.append(StorageFixtures.entries("7 + 9 = 16")).isEmpty)
        #expect(store.remember(RememberedState(alwaysOnTop: true)).isEmpty)
        #expect(store.readHistory().entries.isEmpty && store.retryDelay == nil)
    }
}
