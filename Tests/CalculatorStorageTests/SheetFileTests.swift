import Glibc
import TestSupport
import Testing

@testable import CalculatorStorage

/// A sheet's file (issue 49): written whole and read back, its directory made, a file that cannot be read
/// said once and never overwritten, a file over the limit refused with the reason.
struct SheetFileTests {
    private func directory() -> StateDirectory {
        StateDirectory(path: makeTemporaryDirectory() + "/calculator/sheets")
    }

    @Test func writtenAndReadBack() throws {
        let file = try #require(SheetDirectory.file(named: "Budget", in: directory()))
        #expect(file.path.hasSuffix("/calculator/sheets/Budget.calc"))
        let lines = ["# Budget", "rent = 1200", "", "rent × 12 // a year", "° € é"]
        #expect(file.write(lines) == nil)
        #expect(try file.read().get() == lines)
        // No temporary file is left beside it.
        let listing = try #require(opendir(String(file.path[..<file.path.lastIndex(of: "/")!])))
        defer { closedir(listing) }
        var names: [String] = []
        while let entry = readdir(listing) {
            names.append(withUnsafeBytes(of: entry.pointee.d_name) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) })
        }
        #expect(names.filter { !$0.hasPrefix(".") } == ["Budget.calc"])
    }

    @Test(arguments: ["", ".", "..", "a/b"])
    func aNameThatIsNoFilesIsRefused(name: String) {
        #expect(SheetDirectory.file(named: name, in: directory()) == nil)
    }

    @Test func linesEndedEitherWay() {
        #expect(SheetFile.lines(of: "a\r\nb\nc") == ["a", "b", "c"])
        #expect(SheetFile.lines(of: "a\n\n") == ["a", ""])
        #expect(SheetFile.lines(of: "") == [])
    }

    /// Not text, or too big: said with the reason, and the file is never overwritten after.
    @Test func anUnreadableFileIsLeftAlone() throws {
        let folder = directory()
        #expect(folder.create() == nil)
        for (bytes, reason) in [
            ([UInt8](repeating: 0, count: 4), "not a text file"),
            ([UInt8](repeating: 65, count: SheetFile.maximumBytes + 1), "larger than \(SheetFile.maximumBytes) bytes"),
        ] {
            let file = try #require(SheetDirectory.file(named: "bad", in: folder))
            #expect(replaceFile(file.path, with: bytes) == .written)
            guard case .failure(let problem) = file.read() else {
                Issue.record("read")
                continue
            }
            #expect(problem.description.contains(reason))
            #expect(file.write(["1"]) == nil)
            #expect(readFile(file.path, limit: 2 << 20).bytes == bytes)
        }
    }

    @Test func aMissingFileIsSaid() {
        #expect(SheetFile(path: "/nonexistent/x.calc").read() == .failure(.missing("/nonexistent/x.calc")))
    }
}
