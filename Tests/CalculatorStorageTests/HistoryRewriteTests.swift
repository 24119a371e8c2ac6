import CalculatorModel
import Glibc
import Testing
import TestSupport
@testable import CalculatorStorage

/// An edit written to the tape on disk (`HistoryFile.rewrite`), and tapes of both versions read.
@Suite struct HistoryRewriteTests {
    static let recipeLine = "20 × 2 = 40\tv=2 id=2 from=1 start=20 eval=precedence angle=deg mode=calculator keys=×%202%20="

    /// A tape written before recipes loads whole; a new line appended after it carries its recipe.
    @Test func anOldTapeLoadsAndNewLinesFollowIt() throws {
        let directory = HistoryFileTests.temporaryDirectory()
        #expect(directory.create() == nil)
        let file = HistoryFile(directory: directory)
        let fd = open(file.path, O_WRONLY | O_CREAT, 0o600)
        _ = Array("7 + 9 = 16\n√(16) = 4\n".utf8).withUnsafeBytes { write(fd, $0.baseAddress, $0.count) }
        close(fd)
        let old = file.read()
        #expect(old.entries.map(\.line) == ["7 + 9 = 16", "√(16) = 4"] && old.unreadableLines == 0)
        let new = try #require(HistoryEntry(line: Substring(Self.recipeLine)))
        #expect(file.append([new]).outcome == .written)
        let again = HistoryFile(directory: directory).read().entries
        #expect(again.map(\.line) == ["7 + 9 = 16", "√(16) = 4", "20 × 2 = 40"])
        #expect(again.last?.recipe == new.recipe)
        let text = try #require(readFile(file.path, limit: 1 << 20).bytes)
        #expect(String(decoding: text, as: UTF8.self).hasSuffix(Self.recipeLine + "\n"))
    }

    /// The rewrite replaces the edited lines and keeps a damaged line where it was.
    @Test func aRewriteKeepsDamagedLines() throws {
        let directory = HistoryFileTests.temporaryDirectory()
        #expect(directory.create() == nil)
        let file = HistoryFile(directory: directory)
        let fd = open(file.path, O_WRONLY | O_CREAT, 0o600)
        _ = Array("1 + 1 = 2\ngarbage\n\(Self.recipeLine)\n".utf8).withUnsafeBytes { write(fd, $0.baseAddress, $0.count) }
        close(fd)
        let original = file.read().entries
        var edited = original
        edited[1] = HistoryEntry(expression: "30 × 2", result: "60", recipe: original[1].recipe)
        #expect(file.rewrite(original, as: edited) == .written)
        let bytes = try #require(readFile(file.path, limit: 1 << 20).bytes)
        #expect(
            String(decoding: bytes, as: UTF8.self)
                == "1 + 1 = 2\ngarbage\n" + "30 × 2 = 60" + Self.recipeLine.drop { $0 != "\t" } + "\n")
        // The tape changed on disk since it was read: nothing is written.
        #expect(file.rewrite(original, as: edited) != .written)
    }

    /// Issue 44 R13: a field another program added to a line meanwhile is a change too: the edit is
    /// refused and the line keeps it, as for any other change meanwhile.
    @Test(arguments: [" note=mine", "\tother=1"])
    func aFieldAddedMeanwhileRefusesTheEdit(added: String) throws {
        let directory = HistoryFileTests.temporaryDirectory()
        #expect(directory.create() == nil)
        let file = HistoryFile(directory: directory)
        let write = { (text: String) in
            let fd = open(file.path, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
            _ = Array(text.utf8).withUnsafeBytes { Glibc.write(fd, $0.baseAddress, $0.count) }
            close(fd)
        }
        write("1 + 1 = 2\n\(Self.recipeLine)\n")
        let original = file.read().entries
        var edited = original
        edited[1] = HistoryEntry(expression: "30 × 2", result: "60", recipe: original[1].recipe)
        write("1 + 1 = 2\n\(Self.recipeLine)\(added)\n")
        #expect(file.rewrite(original, as: edited) != .written)
        let bytes = try #require(readFile(file.path, limit: 1 << 20).bytes)
        #expect(String(decoding: bytes, as: UTF8.self).hasSuffix(added + "\n"))
    }
}
