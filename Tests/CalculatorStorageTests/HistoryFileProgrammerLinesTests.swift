import CalculatorModel
import Testing
import TestSupport

@testable import CalculatorStorage

/// The programmer mode's lines in the history file: appended with their field, read back beside a
/// tape written before the field existed.
struct HistoryFileProgrammerLinesTests {
    @Test func programmerLinesAreKeptBesideOldOnes() throws {
        let directory = HistoryFileTests.temporaryDirectory()
        #expect(directory.create() == nil)
        let file = HistoryFile(directory: directory)
        // A tape written before the programmer mode.
        #expect(replaceFile(file.path, with: Array("7 + 9 = 16\n√(16) = 4\n".utf8)) == .written)
        let word = IntegerWord(bits: 0xF, size: .byte, signedness: .unsigned)
        let programmer = HistoryEntry(
            expressionLine: "0xFF AND 0xF =", programmer: ProgrammerResult(base: .hexadecimal, word: word))
        #expect(file.append([programmer]).outcome == .written)
        let bytes = try #require(readFile(file.path, limit: 1 << 20).bytes)
        #expect(
            String(decoding: bytes, as: UTF8.self) == "7 + 9 = 16\n√(16) = 4\n0xFF AND 0xF = 15\tprogrammer=1 hex 8 unsigned\n")
        let again = HistoryFile(directory: directory).read()
        #expect(again.problems.isEmpty && again.unreadableLines == 0)
        #expect(again.entries.map(\.line) == ["7 + 9 = 16", "√(16) = 4", "0xFF AND 0xF = 0xF"])
        #expect(again.entries.last?.programmer == ProgrammerResult(base: .hexadecimal, word: word))
    }
}
