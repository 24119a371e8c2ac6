import Glibc
import Testing

@testable import CalculatorStorage
import TestSupport

/// The sheets' folder as the window's list sees it: the `.calc` files' names newest first (not hidden
/// ones, links or other files), a new sheet made only where no file is, a rename that never replaces
/// another sheet, a delete, and the sheet open last remembered in the state file.
struct SheetShelfTests {
    static func shelf() -> SheetShelf {
        let directory = StateDirectory(path: makeTemporaryDirectory() + "/calculator/sheets")
        _ = directory.create()
        return SheetShelf(directory: directory)
    }

    /// Writes `text` to `name` in `shelf`, changed `age` seconds ago.
    static func write(_ name: String, _ text: String = "", age: Int, in shelf: SheetShelf) {
        let path = shelf.directory.file(name)
        let fd = open(path, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        _ = text.withCString { Glibc.write(fd, $0, strlen($0)) }
        close(fd)
        let then = timespec(tv_sec: time(nil) - age, tv_nsec: 0)
        var times = [then, then]
        _ = utimensat(AT_FDCWD, path, &times, 0)
    }

    @Test func theSheetsAreListedByNameNewestFirstWithoutOtherFiles() {
        let shelf = Self.shelf()
        Self.write("Old.calc", age: 86_400, in: shelf)
        Self.write("Budget.calc", age: 60, in: shelf)
        Self.write("Trip.calc", age: 3_600, in: shelf)
        Self.write(".hidden.calc", age: 0, in: shelf)
        Self.write("notes.txt", age: 0, in: shelf)
        Self.write("Budget.calc.tmp-abc", age: 0, in: shelf)
        symlink("/etc/passwd", shelf.directory.file("Link.calc"))
        mkdir(shelf.directory.file("Folder.calc"), 0o700)
        let listed = shelf.list()
        #expect(listed.names == ["Budget", "Trip", "Old"])
        #expect(!listed.isTruncated)
    }

    @Test func aFolderOfMoreThanTheLimitListsTheNewestAndSaysSo() {
        let shelf = Self.shelf()
        for index in 0..<(SheetShelf.listLimit + 5) { Self.write("s\(index).calc", age: 10_000 - index, in: shelf) }
        let listed = shelf.list()
        #expect(listed.names.count == SheetShelf.listLimit)
        #expect(listed.names.first == "s\(SheetShelf.listLimit + 4)")
        #expect(listed.isTruncated)
    }

    @Test func aNewSheetIsMadeOnlyWhereNoFileIs() {
        let shelf = Self.shelf()
        #expect(shelf.create("Untitled 2") == nil)
        #expect(shelf.exists("Untitled 2"))
        Self.write("Budget.calc", "rent = 1200\n", age: 0, in: shelf)
        #expect(shelf.create("Budget") != nil)
        #expect(SheetFile(path: shelf.directory.file("Budget.calc")).read() == .success(["rent = 1200"]))
    }

    @Test func aRenameNeverReplacesAnotherSheet() {
        let shelf = Self.shelf()
        Self.write("A.calc", "1\n", age: 0, in: shelf)
        Self.write("B.calc", "2\n", age: 0, in: shelf)
        #expect(shelf.rename("A", to: "B") != nil)
        #expect(SheetFile(path: shelf.directory.file("B.calc")).read() == .success(["2"]))
        #expect(shelf.exists("A"))
        #expect(shelf.rename("A", to: "C") == nil)
        #expect(!shelf.exists("A"))
        #expect(SheetFile(path: shelf.directory.file("C.calc")).read() == .success(["1"]))
    }

    @Test func aDeleteRemovesTheSheetsFile() {
        let shelf = Self.shelf()
        Self.write("A.calc", age: 0, in: shelf)
        #expect(shelf.delete("A") == nil)
        #expect(!shelf.exists("A"))
        #expect(shelf.delete("A") != nil)
    }

    @Test func theSheetOpenLastIsRememberedAndABadNameIsSkipped() {
        var state = RememberedState()
        state.sheet = "Budget 2026"
        #expect(RememberedState(text: state.text).sheet == "Budget 2026")
        #expect(RememberedState(text: "sheet = ../etc\n").sheet == nil)
        #expect(RememberedState(text: "sheet = .hidden\n").sheet == nil)
        #expect(RememberedState(text: "mode = sheet\n").sheet == nil)
    }
}
