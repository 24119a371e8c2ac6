import CalculatorModel
import Glibc
import Testing
@testable import CalculatorStorage

/// F6, F7: what is at the history's path is not trusted (the state's: StateFileTests). A FIFO is
/// refused at once (never waited on), a symbolic link is refused and left as it is: not followed,
/// not replaced, its target untouched.
@Suite struct UntrustedFileTests {
    let entry = HistoryEntry(expression: "7 + 9", result: "16")

    @Test func aFIFOAsTheHistoryIsRefusedNotWaitedOn() {
        let directory = StorageFixtures.directory()
        #expect(mkfifo(directory.file("history"), 0o600) == 0)
        let file = HistoryFile(directory: directory)
        let contents = file.read()
        #expect(contents.entries.isEmpty)
        #expect(contents.problems == ["history not kept: \(file.path) is not a regular file; it is left as it is"])
        #expect(file.append([entry]).outcome == .written)   // nothing to do: the history is not kept
        #expect(RegularFile.refusalToReplace(file.path) != nil)
    }

    /// A FIFO made after the read (no reader: opening it to write would block without O_NONBLOCK).
    @Test func aFIFOMadeLaterIsNotAppendedTo() {
        let directory = StorageFixtures.directory()
        let file = HistoryFile(directory: directory)
        _ = file.read()
        #expect(mkfifo(directory.file("history"), 0o600) == 0)
        #expect(
            file.append([entry]).outcome == .failed("history not kept: \(file.path) is not a regular file; it is left as it is"))
    }

    @Test func aLinkedHistoryIsNotFollowed() throws {
        let directory = StorageFixtures.directory()
        let target = directory.file("elsewhere")
        #expect(replaceFile(target, with: Array("1 + 1 = 2\n".utf8)) == .written)
        #expect(symlink(target, directory.file("history")) == 0)
        let file = HistoryFile(directory: directory)
        #expect(file.read().problems == ["history not kept: \(file.path) is a symbolic link; it is left as it is"])
        _ = file.append([entry])
        #expect(StorageFixtures.text(target) == "1 + 1 = 2\n")
        #expect(StorageFixtures.isLink(file.path))
    }

    /// A dangling link made after the read: appending does not create its target.
    @Test func aDanglingLinkDoesNotCreateItsTarget() {
        let directory = StorageFixtures.directory()
        let file = HistoryFile(directory: directory)
        _ = file.read()
        let target = directory.file("created")
        #expect(symlink(target, file.path) == 0)
        #expect(file.append([entry]).outcome == .failed("history not kept: \(file.path) is a symbolic link; it is left as it is"))
        #expect(access(target, F_OK) != 0)
        #expect(StorageFixtures.isLink(file.path))
    }
}
