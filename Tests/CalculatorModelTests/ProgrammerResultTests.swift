import Testing

@testable import CalculatorModel

/// A programmer calculation on the tape: its line as people read it, its line in the file, and old,
/// new and unknown lines read back.
struct ProgrammerResultTests {
    private func entry(_ expression: String, _ bits: UInt64, _ size: WordSize, _ signedness: Signedness, _ base: ProgrammerBase)
        -> HistoryEntry
    {
        HistoryEntry(
            expressionLine: expression + " =",
            programmer: ProgrammerResult(base: base, word: IntegerWord(bits: bits, size: size, signedness: signedness)))
    }

    /// The line shows the result in its base; the file keeps the exact integer in decimal, which any
    /// reader of the tape understands, and the field that marks it.
    @Test func aProgrammerLineIsMarkedWithItsBase() {
        let and = entry("0xFF AND 0xF", 0xF, .byte, .unsigned, .hexadecimal)
        #expect(and.line == "0xFF AND 0xF = 0xF")
        #expect(and.storedLine == "0xFF AND 0xF = 15\tprogrammer=1 hex 8 unsigned")
        #expect(and.value == Real(15))
        let negative = entry("127 + 1", 0x80, .byte, .signed, .decimal)
        #expect(negative.line == "127 + 1 = -128" && negative.storedLine == "127 + 1 = -128\tprogrammer=1 dec 8 signed")
        #expect(negative.value == Real(-128))
        #expect(entry("0b1 Lsh 0b11", 8, .qword, .signed, .binary).line == "0b1 Lsh 0b11 = 0b1000")
    }

    /// What the file holds reads back as the same entry, for every base, size and sign.
    @Test(arguments: ProgrammerBase.allCases, WordSize.allCases)
    func fileLinesReadBack(base: ProgrammerBase, size: WordSize) throws {
        for signedness in Signedness.allCases {
            for bits: UInt64 in [0, 1, 0x7F, 0x80, 0xFF, UInt64.max] {
                let written = entry("1 + 2", bits, size, signedness, base)
                let read = try #require(HistoryEntry(line: Substring(written.storedLine)))
                #expect(read == written && read.programmer == written.programmer && read.value == written.value)
                #expect(read.line == written.line)
            }
        }
    }

    /// A tape written before the field, or by a later version, still loads: an old line is the
    /// calculator's, an unknown field is skipped, and a field of an unknown version (or one that
    /// does not fit its word) leaves the line a calculator line with its decimal result.
    @Test(arguments: [
        ("7 + 9 = 16", "7 + 9 = 16", false),
        ("0xFF AND 0xF = 15\tprogrammer=1 hex 8 unsigned", "0xFF AND 0xF = 0xF", true),
        ("0xFF AND 0xF = 15\tkeys=F F and 0 F =\tprogrammer=1 hex 8 unsigned", "0xFF AND 0xF = 0xF", true),
        ("0xFF AND 0xF = 15\tprogrammer=1 hex 8 unsigned\tcolour=red", "0xFF AND 0xF = 0xF", true),
        ("0xFF AND 0xF = 15\tprogrammer=2 hex 8 unsigned bits=F", "0xFF AND 0xF = 15", false),
        ("0xFF AND 0xF = 15\tprogrammer=1 base12 8 unsigned", "0xFF AND 0xF = 15", false),
        ("0xFF AND 0xF = 15\tprogrammer=1 hex 12 unsigned", "0xFF AND 0xF = 15", false),
        ("0xFF + 1 = 256\tprogrammer=1 hex 8 unsigned", "0xFF + 1 = 256", false),
        ("1 − 2 = -1\tprogrammer=1 dec 8 unsigned", "1 − 2 = -1", false),
        ("1 ÷ 2 = 0.5\tprogrammer=1 dec 8 signed", "1 ÷ 2 = 0.5", false),
        ("2 + 2 = 4\t", "2 + 2 = 4", false),
    ])
    func oldNewAndUnknownLinesLoad(fileLine: String, shown: String, isProgrammer: Bool) throws {
        let read = try #require(HistoryEntry(line: Substring(fileLine)))
        #expect(read.line == shown && (read.programmer != nil) == isProgrammer)
    }

    /// A line whose calculation is damaged is still refused, whatever its fields.
    @Test(arguments: [
        "0xFF AND 0xF = 0xF\tprogrammer=1 hex 8 unsigned", "\tprogrammer=1 hex 8 unsigned", "= 15\tprogrammer=1 hex 8 unsigned",
    ])
    func damagedLinesAreRefused(fileLine: String) {
        #expect(HistoryEntry(line: Substring(fileLine)) == nil)
    }

    /// A programmer line and a calculator line with the same text are different calculations.
    @Test func theMarkIsPartOfTheEntry() throws {
        let programmer = entry("5 + 10", 15, .qword, .signed, .decimal)
        let calculator = try #require(HistoryEntry(line: "5 + 10 = 15"))
        #expect(programmer != calculator && programmer.line == calculator.line)
    }
}
