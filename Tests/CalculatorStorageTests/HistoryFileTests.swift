import CalculatorModel
import Glibc
import Testing
import TestSupport
@testable import CalculatorStorage

@Suite struct HistoryFileTests {
    @Test func linesAreCalculationsNewestLast() throws {
        let parsed = try #require(HistoryFile.parse(Array("7 + 9 = 16\n√(16) = 4\n".utf8)))
        #expect(parsed.entries == [HistoryEntry(expression: "7 + 9", result: "16"), HistoryEntry(expression: "√(16)", result: "4")])
        #expect(parsed.unreadable == 0 && parsed.lineCount == 2 && !parsed.endsTorn)
    }

    @Test func aTornLastLineIsDropped() throws {
        let parsed = try #require(HistoryFile.parse(Array("7 + 9 = 16\n1 + 1 = ".utf8)))
        #expect(parsed.entries.count == 1 && parsed.endsTorn && parsed.unreadable == 0)
    }

    @Test func linesThatAreNotCalculationsAreCounted() throws {
        let parsed = try #require(HistoryFile.parse(Array("hello\n7 + 9 = 16\n1 + 1 = two\n\n".utf8)))
        #expect(parsed.entries.count == 1 && parsed.unreadable == 3)
    }

    @Test func bytesThatAreNotTextAreRefused() {
        #expect(HistoryFile.parse([0x37, 0x0A, 0xff, 0xfe, 0x0A]) == nil)
        #expect(HistoryFile.parse([0x37, 0x00, 0x0A]) == nil)
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

    @Test func aTornLineIsEndedBeforeTheNextAppend() throws {
        let directory = Self.temporaryDirectory()
        #expect(directory.create() == nil)
        let file = HistoryFile(directory: directory)
        #expect(replaceFile(file.path, with: Array("1 + 1 = 2\n2 + 2 = ".utf8)) == .written)
        _ = file.read()
        #expect(file.append([HistoryEntry(expression: "3 + 3", result: "6")]).outcome == .written)
        let contents = HistoryFile(directory: directory).read()
        #expect(contents.entries.map(\.result) == ["2", "6"])
        #expect(contents.problems.count == 1)   // the ended torn line is now a line that does not parse
    }

    @Test func aFileThatIsNotTextIsNeverWritten() throws {
        let directory = Self.temporaryDirectory()
        #expect(directory.create() == nil)
        let file = HistoryFile(directory: directory)
        let garbage: [UInt8] = [0xff, 0x00, 0x37, 0x0A]
        #expect(replaceFile(file.path, with: garbage) == .written)
        let contents = file.read()
        #expect(contents.entries.isEmpty && contents.problems.count == 1)
        #expect(file.append([HistoryEntry(expression: "1 + 1", result: "2")]).outcome == .written)
        #expect(readFile(file.path, limit: 100) == .bytes(garbage))
    }
}
