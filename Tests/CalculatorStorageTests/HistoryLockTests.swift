import CalculatorModel
import Glibc
import Testing
@testable import CalculatorStorage

/// F5: another process holding the history lock never blocks the calculator: the write is left
/// for later and done once the lock is free.
@Suite struct HistoryLockTests {
    @Test func aBusyLockLeavesTheAppendForLater() {
        let directory = StorageFixtures.directory()
        let file = HistoryFile(directory: directory)
        let lock = StorageFixtures.holdLock(directory.file("history.lock"))
        let entry = HistoryEntry(expression: "7 + 9", result: "16")
        let busy = file.append([entry])
        #expect(busy.count == 0 && busy.outcome == .later(full: nil))
        close(lock)
        #expect(file.append([entry]).outcome == .written)
        #expect(HistoryFile(directory: directory).read().entries == [entry])
    }

    @Test func aBusyLockLeavesTheClearForLater() {
        let directory = StorageFixtures.directory()
        let file = HistoryFile(directory: directory)
        #expect(file.append([HistoryEntry(expression: "7 + 9", result: "16")]).outcome == .written)
        let lock = StorageFixtures.holdLock(directory.file("history.lock"), LOCK_SH)
        #expect(file.clear().outcome == .later(full: nil))
        close(lock)
        #expect(file.clear().outcome == .written)
        #expect(HistoryFile(directory: directory).read().entries.isEmpty)
    }

    /// The store keeps the calculations in memory, asks to be called again, and writes them in order.
    @Test func theStoreWritesWhatWaitedOnceTheLockIsFree() throws {
        let directory = StorageFixtures.directory()
        let store = CalculatorStore(directory: directory, keepsHistory: true)
        let lock = StorageFixtures.holdLock(directory.file("history.lock"))
        #expect(store.append(StorageFixtures.entries("7 + 9 = 16")).isEmpty)
        #expect(store.retryDelay != nil)
        #expect(store.append(StorageFixtures.entries("2 × 3 = 6")).isEmpty)
        #expect(HistoryFile(directory: directory).read().entries.isEmpty)
        close(lock)
        #expect(store.retry().isEmpty)
        #expect(store.retryDelay == nil)
        #expect(HistoryFile(directory: directory).read().entries.map(\.result) == ["16", "6"])
    }
}
