import Glibc
import Testing
@testable import CalculatorStorage

@Suite struct StateDirectoryTests {
    @Test func filesAreInTheDirectory() {
        #expect(
            StateDirectory(path: "/home/u/.local/state/calculator").file("history")
                == "/home/u/.local/state/calculator/history")
    }

    /// Every missing parent is made, each with mode 0700 (XDG base-directory specification: "If,
    /// when attempting to write a file, the destination directory is non-existent an attempt should
    /// be made to create it with permission 0700").
    @Test func creatingMakesTheMissingParentsPrivate() {
        let root = StorageFixtures.directory()
        let directory = StateDirectory(path: root.file("a/b/calculator"))
        #expect(directory.create() == nil)
        for path in [root.file("a"), root.file("a/b"), directory.path] {
            var info = stat()
            #expect(stat(path, &info) == 0 && info.st_mode & S_IFMT == S_IFDIR, "\(path)")
            #expect(info.st_mode & 0o777 == 0o700, "\(path)")
        }
        #expect(directory.create() == nil)   // it exists: nothing to do
    }

    /// A regular file where a parent should be: mkdir(2) says ENOTDIR, reported with the path.
    @Test func aFileInTheWayIsReported() {
        let root = StorageFixtures.directory()
        #expect(replaceFile(root.file("a"), with: []) == .written)
        let problem = StateDirectory(path: root.file("a/b/calculator")).create()
        #expect(problem == "\(root.file("a/b")): Not a directory")
    }

    @Test func readingAFileReadsItAllUpToTheLimit() {
        let root = StorageFixtures.directory()
        let path = root.file("data")
        let bytes = (0..<70_000).map { UInt8($0 % 251) }   // more than one 64 KiB read
        #expect(replaceFile(path, with: bytes) == .written)
        #expect(readFile(path, limit: 70_000) == .bytes(bytes))
        // strerror(EFBIG) is "File too large" (glibc).
        #expect(readFile(path, limit: 69_999) == .refused("\(path): File too large"))
        #expect(readFile(root.file("absent"), limit: 10) == .missing)
        #expect(FileRead.missing.bytes == nil)
    }

    /// A replaced file holds exactly the new bytes, and no temporary file is left beside it.
    @Test func replacingLeavesOnlyTheNewFile() {
        let root = StorageFixtures.directory()
        let path = root.file("state")
        #expect(replaceFile(path, with: Array("old\n".utf8)) == .written)
        #expect(replaceFile(path, with: Array("new\n".utf8)) == .written)
        #expect(StorageFixtures.text(path) == "new\n")
        var names: [String] = []
        if let dir = opendir(root.path) {
            while let entry = readdir(dir) {
                let name = withUnsafeBytes(of: entry.pointee.d_name) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
                if name != "." && name != ".." { names.append(name) }
            }
            closedir(dir)
        }
        #expect(names == ["state"])
    }
}
