import CalculatorModel
import Glibc
import Testing
@testable import CalculatorStorage

/// The watch says when the tape changes on disk, whoever changed it (here another store, as another
/// window is), and nothing else: the state file written is no change of the tape.
@Suite struct HistoryWatchTests {
    @Test func anotherWindowsAppendAndClearAreChangesAndTheStateFileIsNot() {
        let directory = StorageFixtures.directory()
        let watch = HistoryWatch(directory: directory)
        #expect(watch.start())
        #expect(watch.pollRequest?.timeout == -1)   // watched: no timer
        #expect(!watch.takeChanges())
        let other = CalculatorStore(directory: directory, keepsHistory: true)
        #expect(other.append(StorageFixtures.entries("7 + 9 = 16")).isEmpty)
        #expect(watch.takeChanges())
        #expect(!watch.takeChanges())   // read once
        #expect(other.remember(RememberedState(alwaysOnTop: true)).isEmpty)
        #expect(!watch.takeChanges())
        #expect(other.clearHistory().isEmpty)
        #expect(watch.takeChanges())
    }

    /// A directory not made yet is looked for on a timer and watched once it is there; its tape is then new.
    @Test func aDirectoryMadeLaterIsWatchedFromThen() {
        let directory = HistoryFileTests.temporaryDirectory()
        let watch = HistoryWatch(directory: directory)
        #expect(watch.start())
        #expect(watch.pollRequest?.timeout == HistoryWatch.retryDelay)
        #expect(!watch.takeChanges())
        let other = CalculatorStore(directory: directory, keepsHistory: true)
        #expect(other.append(StorageFixtures.entries("1 + 1 = 2")).isEmpty)   // makes the directory
        #expect(watch.takeChanges())
        #expect(watch.pollRequest?.timeout == -1)
        #expect(other.append(StorageFixtures.entries("2 + 2 = 4")).isEmpty)
        #expect(watch.takeChanges())
    }

    /// A directory removed under the window takes its tape with it (a change: the list empties) and
    /// is looked for again on the timer, then watched once it is made again.
    @Test func aRemovedDirectoryIsAChangeAndWatchedAgainOnceMade() {
        let directory = StorageFixtures.directory()
        let watch = HistoryWatch(directory: directory)
        #expect(watch.start())
        let other = CalculatorStore(directory: directory, keepsHistory: true)
        #expect(other.append(StorageFixtures.entries("7 + 9 = 16")).isEmpty)
        #expect(watch.takeChanges())
        for name in ["history", "history.lock"] { unlink(directory.file(name)) }
        #expect(rmdir(directory.path) == 0)
        #expect(watch.takeChanges())
        #expect(watch.pollRequest?.timeout == HistoryWatch.retryDelay)
        _ = other.append(StorageFixtures.entries("1 + 1 = 2"))   // makes it again
        #expect(watch.takeChanges())
        #expect(watch.pollRequest?.timeout == -1)
    }
}
