import CalculatorModel
import Glibc
import Testing
import TestSupport
@testable import CalculatorStorage

@Suite struct HistoryFileTests {
    @Test func linesAreCalculationsNewestLast() throws {
        let parsed = HistoryFile.parse(Array("7 + 9 = 16\n√(16) = 4\n".utf8))
        #expect(
            parsed.entries == [HistoryEntry(expression: "7 + 9", result: "16"), HistoryEntry(expression: "√(16)", result: "4")])
        #expect(parsed.unreadable == 0 && parsed.lineCount == 2 && !parsed.endsTorn)
    }

    @Test func aTornLastLineIsDropped() throws {
        let parsed = HistoryFile.parse(Array("7 + 9 = 16\n1 + 1 = ".utf8))
        #expect(parsed.entries.count == 1 && parsed.endsTorn && parsed.unreadable == 0)
    }

    @Test func linesThatAreNotCalculationsAreCounted() throws {
        let parsed = HistoryFile.parse(Array("hello\n7 + 9 = 16\n1 + 1 = two\n\n".utf8))
        #expect(parsed.entries.count == 1 && parsed.unreadable == 3)
    }

    /// A NUL or bytes that are not UTF-8 make their own line unreadable, and only it: the lines
    /// around it are read (one NUL byte used to hide every row).
    @Test(arguments: [[0x00], [0xff, 0xfe], [0x31, 0x00, 0x32], [0xC3]] as [[UInt8]])
    func damageSpoilsOnlyItsLine(damage: [UInt8]) {
        let parsed = HistoryFile.parse(Array("7 + 9 = 16\n".utf8) + damage + [0x0A] + Array("1 + 1 = 2\n".utf8))
        #expect(parsed.entries.map(\.line) == ["7 + 9 = 16", "1 + 1 = 2"])
        #expect(parsed.unreadable == 1 && parsed.lineCount == 3 && !parsed.endsTorn)
    }

    /// A fresh state directory under /tmp for one test.
    static func temporaryDirectory() -> StateDirectory {
        StateDirectory(path: makeTemporaryDirectory() + "/calculator")
    }

    @Test func appendsSurviveAndTrimKeepsTheNewest() throws {
        let directory = Self.temporaryDirectory()
        #expect(directory.create() == nil)
        let file = HistoryFile(directory: directory)
        #expect(file.read().entries.isEmpty)
        let total = HistoryTape.capacity + HistoryFile.slack + 5
        let entries = (1...total).map { HistoryEntry(expression: "\($0) + 0", result: "\($0)") }
        for chunk in stride(from: 0, to: total, by: 50) {
            #expect(file.append(entries[chunk..<min(chunk + 50, total)]).outcome == .written)
        }
        let again = HistoryFile(directory: directory).read()
        #expect(again.problems.isEmpty)
        #expect(again.entries == Array(entries.suffix(HistoryTape.capacity)))
        // After the trim the file itself holds the newest `capacity` lines, whole.
        let bytes = try #require(readFile(file.path, limit: 1 << 20).bytes)
        #expect(bytes.split(separator: 0x0A).count == HistoryTape.capacity)
    }

    /// A torn line is never completed into a line that was not written: `123 × 456 = 5`, the start of
    /// `123 × 456 = 56088`, reads as a calculation once a newline follows it, so the next append drops
    /// it (once, said once) rather than ending it.
    @Test func aTornLineIsDroppedBeforeTheNextAppend() throws {
        let directory = Self.temporaryDirectory()
        #expect(directory.create() == nil)
        let file = HistoryFile(directory: directory)
        #expect(replaceFile(file.path, with: Array("1 + 1 = 2\n123 × 456 = 5".utf8)) == .written)
        #expect(file.read().entries.map(\.line) == ["1 + 1 = 2"])
        #expect(file.append([HistoryEntry(expression: "3 + 3", result: "6")]).outcome == .written)
        #expect(StorageFixtures.text(file.path) == "1 + 1 = 2\n3 + 3 = 6\n")
        #expect(file.takeDroppedTornLine() && !file.takeDroppedTornLine())
        #expect(file.append([HistoryEntry(expression: "4 + 4", result: "8")]).outcome == .written)
        #expect(!file.takeDroppedTornLine())
    }

    /// A line cut at any byte, a character's middle included, is dropped on reading and is no reason
    /// to call the file binary; the whole lines before it are read.
    @Test(arguments: Array(0..<Array("123 × 456 = 56088\n".utf8).count))
    func aLineTornAtAnyByteIsNoCalculation(offset: Int) throws {
        let torn = Array("7 + 9 = 16\n".utf8) + Array("123 × 456 = 56088\n".utf8).prefix(offset)
        let parsed = HistoryFile.parse(torn)
        #expect(parsed.entries.map(\.line) == ["7 + 9 = 16"])
        #expect(parsed.endsTorn == (offset > 0) && parsed.unreadable == 0)
    }

    /// What cannot be a torn line (a NUL, bytes that are not UTF-8 before the last character, a
    /// "line" longer than any the calculator writes) is damage, never a thing to cut: an unreadable
    /// line, ended with a newline and kept before the next calculation.
    @Test(
        arguments: [[0x31, 0x00], [0xFF, 0x31], [0x00], Array(repeating: 0x31, count: HistoryFile.tornLineLimit + 1)] as [[UInt8]]
    )
    func aTailThatIsNoTornLineIsKeptAndEnded(tail: [UInt8]) throws {
        let parsed = HistoryFile.parse(Array("7 + 9 = 16\n".utf8) + tail)
        #expect(parsed.entries.map(\.line) == ["7 + 9 = 16"])
        #expect(parsed.unreadable == 1 && parsed.lineCount == 2 && !parsed.endsTorn)
        let directory = Self.temporaryDirectory()
        #expect(directory.create() == nil)
        let file = HistoryFile(directory: directory)
        let damaged = Array("7 + 9 = 16\n".utf8) + tail
        #expect(replaceFile(file.path, with: damaged) == .written)
        #expect(file.append([HistoryEntry(expression: "3 + 3", result: "6")]).outcome == .written)
        #expect(readFile(file.path, limit: 1 << 20) == .bytes(damaged + [0x0A] + Array("3 + 3 = 6\n".utf8)))
        #expect(!file.takeDroppedTornLine())
    }

    /// A clear empties the file at once and hands back its whole lines; `restore` writes them back
    /// before what other calculators appended meanwhile.
    @Test func aClearHandsBackTheTapeAndRestoreWritesItBeforeLaterLines() throws {
        let directory = Self.temporaryDirectory()
        #expect(directory.create() == nil)
        let file = HistoryFile(directory: directory)
        #expect(file.append(StorageFixtures.entries("7 + 9 = 16", "1 + 1 = 2")).outcome == .written)
        let (outcome, previous) = file.clear()
        #expect(outcome == .written && previous == Array("7 + 9 = 16\n1 + 1 = 2\n".utf8))
        #expect(StorageFixtures.text(file.path) == "")
        let other = HistoryFile(directory: directory)   // another calculator
        #expect(other.append(StorageFixtures.entries("5 + 5 = 10")).outcome == .written)
        #expect(file.restore(try #require(previous)) == .written)
        #expect(StorageFixtures.text(file.path) == "7 + 9 = 16\n1 + 1 = 2\n5 + 5 = 10\n")
    }

    /// A damaged tape keeps what comes after: its bytes stay as they are, the new calculations follow
    /// them, and reading it again finds them (nothing lost, nothing overwritten).
    @Test func aDamagedTapeKeepsItsBytesAndWhatFollows() throws {
        let directory = Self.temporaryDirectory()
        #expect(directory.create() == nil)
        let file = HistoryFile(directory: directory)
        let damaged = Array("7 + 9 = 16\n".utf8) + [0xff, 0x00, 0x37, 0x0A]
        #expect(replaceFile(file.path, with: damaged) == .written)
        let contents = file.read()
        #expect(contents.entries.map(\.line) == ["7 + 9 = 16"] && contents.unreadableLines == 1 && contents.problems.count == 1)
        #expect(file.append([HistoryEntry(expression: "1 + 1", result: "2")]).outcome == .written)
        #expect(readFile(file.path, limit: 100) == .bytes(damaged + Array("1 + 1 = 2\n".utf8)))
        #expect(file.read().entries.map(\.line) == ["7 + 9 = 16", "1 + 1 = 2"])
    }
}
