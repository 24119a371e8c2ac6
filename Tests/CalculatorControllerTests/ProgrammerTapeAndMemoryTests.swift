import CalculatorController
import CalculatorModel
import Testing

/// The programmer mode's calculations on the tape the modes share, recalled into either mode, and
/// the one memory both modes use.
struct ProgrammerTapeAndMemoryTests {
    private func decimal(_ text: String) -> Real { Real(Number(text) ?? .nan) }

    /// The lines `keys` complete, as the tape shows them.
    private func tape(_ keys: String, size: WordSize = .qword, signedness: Signedness = .signed) throws -> [String] {
        let controller = ProgrammerController(size: size, signedness: signedness)
        return try ProgrammerController.keys(keys).compactMap { key in
            if case .appended(let entry) = controller.press(key).tapeChange { entry.line } else { nil }
        }
    }

    @Test(arguments: [
        ("hex F F and 0 F =", ["0xFF AND 0xF = 0xF"]),
        ("byte 1 2 7 + 1 =", ["127 + 1 = -128"]),
        ("bin 1 0 1 lsh 1 1 =", ["0b101 Lsh 0b11 = 0b101000"]),
        ("oct 1 7 + 1 = =", ["0o17 + 0o1 = 0o20", "0o20 + 0o1 = 0o21"]),   // `=` repeated is a calculation again
        ("hex 5 not =", ["NOT(0x5) = 0xFFFFFFFFFFFFFFFA"]),
        ("5 =", []), ("( 5 ) =", []), ("1 / 0 =", []), ("2 + 3", []),
    ])
    func calculationsGoOnTheTapeInTheirBase(keys: String, lines: [String]) throws {
        #expect(try tape(keys) == lines)
    }

    /// The calculator keeps the tape: a programmer calculation appended there is on it, and a recall
    /// gives the calculator the exact integer.
    @Test func theCalculatorTakesAndRecallsProgrammerLines() throws {
        let programmer = ProgrammerController(size: .byte, signedness: .signed, base: .hexadecimal)
        var appended: HistoryEntry?
        for key in try ProgrammerController.keys("7 F + 1 =") {
            if case .appended(let entry) = programmer.press(key).tapeChange { appended = entry }
        }
        let entry = try #require(appended)
        #expect(entry.line == "0x7F + 0x1 = 0x80" && entry.result == "-128")
        let calculator = CalculatorController()
        #expect(calculator.appendToHistory(entry) == .appended(entry))
        #expect(calculator.history.entries == [entry])
        calculator.recall(entry)
        #expect(calculator.state.plainDisplay == "-128")
        // The file's reading of the line recalls the same.
        let read = try #require(HistoryEntry(line: Substring(entry.storedLine)))
        #expect(CalculatorController().recall(read).state.plainDisplay == "-128")
    }

    /// A recall into the programmer mode carries the value into the current word, as switching does,
    /// and says what became of it; what waits stays.
    @Test(arguments: [
        ("7 + 9 = 16", WordSize.byte, Signedness.signed, "16", IntegerWord.Carry.exact),
        ("1 ÷ 4 = 0.25", .byte, .signed, "0", .fractionDropped),
        ("200 + 100 = 300", .byte, .unsigned, "44", .wrapped),
        ("0 − 1 = -1", .byte, .unsigned, "255", .wrapped),
        ("127 + 1 = -128\tprogrammer=1 dec 8 signed", .word, .signed, "-128", .exact),
        ("0xFF = 255\tprogrammer=1 hex 16 unsigned", .byte, .signed, "-1", .wrapped),
    ])
    func aRecallCarriesIntoTheWord(line: String, size: WordSize, signedness: Signedness, shown: String, carry: IntegerWord.Carry)
        throws
    {
        let entry = try #require(HistoryEntry(line: Substring(line)))
        let controller = ProgrammerController(size: size, signedness: signedness)
        controller.press(.digit(1))
        controller.press(.operation(.add))
        let outcome = controller.recall(entry)
        #expect(outcome.state.plainDisplay == shown && outcome.carry == carry)
        controller.press(.equals)
        let expected = IntegerOperator.add.apply(IntegerWord(bits: 1, size: size, signedness: signedness), outcome.state.value)
        #expect(controller.state.value == expected)
        controller.press(.undo)
        controller.press(.undo)
        #expect(controller.state.plainDisplay == "1")
    }

    /// One memory: the calculator's exact value, added to as the integer the word reads as, carried
    /// into the word by `mr`; undo takes a memory key back.
    @Test func theMemoryIsSharedAndExact() throws {
        let calculator = CalculatorController()
        calculator.paste("7.5")
        calculator.press(.operation(.memoryAdd))
        let programmer = ProgrammerController(size: .byte, signedness: .signed)
        programmer.memory = calculator.memory   // switching in
        #expect(programmer.state.hasMemory)
        let recalled = programmer.press(.memory(.recall))
        #expect(recalled.state.plainDisplay == "7" && recalled.carry == .fractionDropped && !recalled.memoryChanged)
        for key in try ProgrammerController.keys("1 neg m+") { programmer.press(key) }
        #expect(programmer.memory == decimal("6.5"))   // 7.5 + (−1), exactly
        let added = try ProgrammerController.keys("1 2 7 m+").map { programmer.press($0) }.last
        #expect(added?.memoryChanged == true && programmer.memory == decimal("133.5"))
        #expect(programmer.press(.memory(.recall)).carry == .wrapped)   // 133 does not fit a signed byte
        #expect(programmer.state.plainDisplay == "-123")
        programmer.press(.undo)
        programmer.press(.undo)
        #expect(programmer.memory == decimal("6.5"))
        calculator.memory = programmer.memory   // switching out
        calculator.press(.operation(.memoryRecall))
        #expect(calculator.state.plainDisplay == "6.5")
        #expect(programmer.press(.memory(.clear)).memoryChanged && !programmer.state.hasMemory)
        #expect(programmer.press(.memory(.clear)).ignored == .nothingToDo)
        #expect(programmer.press(.memory(.recall)).state.plainDisplay == "0")
    }

    /// After `Error`, `mr` starts anew and `mc` works; `m+` is ignored.
    @Test func memoryKeysAfterAnError() throws {
        let programmer = ProgrammerController()
        programmer.memory = Real(5)
        for key in try ProgrammerController.keys("1 / 0 =") { programmer.press(key) }
        #expect(programmer.press(.memory(.add)).ignored == .error && programmer.memory == Real(5))
        #expect(programmer.press(.memory(.recall)).state.plainDisplay == "5")
    }
}
