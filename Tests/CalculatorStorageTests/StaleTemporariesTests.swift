import Glibc
import Testing
@testable import CalculatorStorage

/// F9: the temporary copies a killed process left are removed at start; nothing else is.
@Suite struct StaleTemporariesTests {
    @Test func onlyReplaceFilesTemporaryNamesCount() {
        #expect(StaleTemporaries.isTemporary("history.a1B2c3"))
        #expect(StaleTemporaries.isTemporary("state.XXXXXX"))
        for name in ["history", "history.lock", "state", "history.a1B2c", "history.a1B2c3d", "history.a1-2c3", "other.a1B2c3"] {
            #expect(!StaleTemporaries.isTemporary(name), "\(name)")
        }
    }

    @Test func oldCopiesGoNewOnesAndOtherFilesStay() {
        let directory = StorageFixtures.directory()
        let now = time(nil)
        func make(_ name: String, age: Int) {
            let path = directory.file(name)
            #expect(replaceFile(path, with: Array("x\n".utf8)) == .written)
            var times = [timespec(tv_sec: now - age, tv_nsec: 0), timespec(tv_sec: now - age, tv_nsec: 0)]
            #expect(utimensat(AT_FDCWD, path, &times, 0) == 0)
        }
        make("history.Old123", age: 3600)
        make("state.old456", age: 3600)
        make("history.new789", age: 0)
        make("history.lock", age: 3600)
        make("history", age: 3600)
        let removed = StaleTemporaries.remove(in: directory, writtenBefore: now - 60)
        #expect(Set(removed) == ["history.Old123", "state.old456"])
        for name in ["history.new789", "history.lock", "history"] { #expect(access(directory.file(name), F_OK) == 0, "\(name)") }
        for name in removed { #expect(access(directory.file(name), F_OK) != 0, "\(name)") }
    }

    /// The store removes them when asked at start.
    @Test func theStoreRemovesThemAtStart() {
        let directory = StorageFixtures.directory()
        let path = directory.file("state.Abc123")
        #expect(replaceFile(path, with: Array("x\n".utf8)) == .written)
        var times = [timespec(tv_sec: 1000, tv_nsec: 0), timespec(tv_sec: 1000, tv_nsec: 0)]
        #expect(utimensat(AT_FDCWD, path, &times, 0) == 0)
        CalculatorStore(directory: directory, keepsHistory: true).removeStaleTemporaries()
        #expect(access(path, F_OK) != 0)
    }
}
