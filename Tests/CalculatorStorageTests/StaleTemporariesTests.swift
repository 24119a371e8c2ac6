import Glibc
import Testing
@testable import CalculatorStorage

/// F9 and issue 35: the temporary copies a killed process left are removed at start, and nothing
/// else: not the user's files whose names merely look like temporaries, not a fresh copy.
@Suite struct StaleTemporariesTests {
    @Test func onlyReplaceFilesTemporaryNamesCount() {
        #expect(StaleTemporaries.isTemporary("history.tmp.a1B2c3"))
        #expect(StaleTemporaries.isTemporary("state.tmp.XXXXXX"))
        for name in [
            "history", "history.lock", "state", "history.backup", "state.saved1", "state.ABCDEF", "history.a1B2c3",
            "history.tmp.a1B2c", "history.tmp.a1B2c3d", "history.tmp.a1-2c3", "other.tmp.a1B2c3", "history.tmp.ab\u{E9}cd",
        ] {
            #expect(!StaleTemporaries.isTemporary(name), "\(name)")
        }
    }

    /// What `replaceFile` makes matches the pattern, and is gone once it returns.
    @Test func replaceFilesTemporariesAreOfThePattern() throws {
        let directory = StorageFixtures.directory()
        var template = Array((directory.file("history") + StaleTemporaries.infix + "XXXXXX").utf8CString)
        let fd = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
        try #require(fd >= 0)
        close(fd)
        let name = String(decoding: template.dropLast().map { UInt8(bitPattern: $0) }, as: UTF8.self).split(separator: "/").last!
        #expect(StaleTemporaries.isTemporary(String(name)))
        #expect(replaceFile(directory.file("history"), with: Array("x\n".utf8)) == .written)
        #expect(StaleTemporaries.remove(in: directory, writtenBefore: time(nil) + 10) == [String(name)])
    }

    @Test func oldCopiesGoNewOnesAndTheUsersFilesStay() {
        let directory = StorageFixtures.directory()
        let now = time(nil)
        func make(_ name: String, age: Int) {
            let path = directory.file(name)
            #expect(replaceFile(path, with: Array("x\n".utf8)) == .written)
            var times = [timespec(tv_sec: now - age, tv_nsec: 0), timespec(tv_sec: now - age, tv_nsec: 0)]
            #expect(utimensat(AT_FDCWD, path, &times, 0) == 0)
        }
        let day = 86400
        make("history.tmp.Old123", age: day)
        make("state.tmp.old456", age: day)
        make("history.tmp.new789", age: 0)
        make("history.tmp.recent", age: StaleTemporaries.safeAge - 60)
        for name in ["history.backup", "state.saved1", "state.ABCDEF", "history.lock", "history"] { make(name, age: day) }
        let removed = StaleTemporaries.remove(in: directory, writtenBefore: StaleTemporaries.cutoffAtStart())
        #expect(Set(removed) == ["history.tmp.Old123", "state.tmp.old456"])
        for name in [
            "history.tmp.new789", "history.tmp.recent", "history.backup", "state.saved1", "state.ABCDEF", "history.lock",
            "history",
        ] {
            #expect(access(directory.file(name), F_OK) == 0, "\(name)")
        }
        for name in removed { #expect(access(directory.file(name), F_OK) != 0, "\(name)") }
    }

    /// Another owner's file, a second link to a file, a directory: of the pattern, old, and still kept.
    @Test func onlyTheUsersOwnPlainFilesGo() {
        let directory = StorageFixtures.directory()
        let old = [timespec(tv_sec: 1000, tv_nsec: 0), timespec(tv_sec: 1000, tv_nsec: 0)]
        var times = old
        let linked = directory.file("history.tmp.Linked"), other = directory.file("history.tmp.Others")
        #expect(replaceFile(linked, with: []) == .written && link(linked, directory.file("kept")) == 0)
        #expect(utimensat(AT_FDCWD, linked, &times, 0) == 0)
        #expect(mkdir(directory.file("state.tmp.Direct"), 0o700) == 0)
        #expect(replaceFile(other, with: []) == .written && utimensat(AT_FDCWD, other, &times, 0) == 0)
        let owned = getuid() == 0 ? chown(other, 65534, 65534) == 0 : false   // as root: owned by nobody
        _ = StaleTemporaries.remove(in: directory, writtenBefore: StaleTemporaries.cutoffAtStart())
        #expect(access(linked, F_OK) == 0 && access(directory.file("state.tmp.Direct"), F_OK) == 0)
        if owned { #expect(access(other, F_OK) == 0) }
    }

    /// The store removes them when asked at start.
    @Test func theStoreRemovesThemAtStart() {
        let directory = StorageFixtures.directory()
        let path = directory.file("state.tmp.Abc123")
        #expect(replaceFile(path, with: Array("x\n".utf8)) == .written)
        var times = [timespec(tv_sec: 1000, tv_nsec: 0), timespec(tv_sec: 1000, tv_nsec: 0)]
        #expect(utimensat(AT_FDCWD, path, &times, 0) == 0)
        CalculatorStore(directory: directory, keepsHistory: true).removeStaleTemporaries()
        #expect(access(path, F_OK) != 0)
    }
}
