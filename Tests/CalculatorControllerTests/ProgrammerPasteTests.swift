import CalculatorController
import CalculatorModel
import Testing
import TestSupport

/// What the programmer mode reads from a paste, what it refuses and why, and that what it copies
/// pastes back. Rows marked "Windows" are taken from microsoft/calculator's
/// `src/CalculatorUnitTests/CopyPasteManagerTest.cpp` (`ValidateProgrammerHexPasteExpressionTest`,
/// `ValidateProgrammerOctPasteExpressionTest`, `ValidateExpressionRegExMatch`), where our rules agree.
struct ProgrammerPasteTests {
    private func read(
        _ text: String, _ size: WordSize = .qword, _ signedness: Signedness = .signed, _ base: ProgrammerBase = .hexadecimal
    ) -> Result<IntegerWord, ProgrammerPaste.Refusal> {
        ProgrammerPaste.word(text, size: size, signedness: signedness, base: base)
    }

    /// Accepted in a signed QWORD shown in HEX, and the value's bits.
    @Test(
        arguments: [
            ("0x1234", 0x1234), ("0xab12", 0xAB12), ("0X1234", 0x1234),   // Windows
            ("1234u", 0x1234), ("1234ul", 0x1234), ("1234ULL", 0x1234),   // Windows
            ("1'2'3'4", 0x1234), ("1_2_3_4", 0x1234), ("1 2 3", 0x123), ("abcdef", 0xABCDEF),   // Windows
            ("ABCDF21abc41a", 0xABCDF21ABC41A),   // Windows: 13 digits, within the word
            ("FF_FF", 0xFFFF), ("0xFF", 0xFF), ("0o17", 0o17), ("0O17", 0o17), ("0b1010", 0b1010), ("0B1010", 0b1010),
            ("  0xFF\n", 0xFF), ("0xFFFF\u{202F}FFFF", 0xFFFF_FFFF), ("0xFFLU", 0xFF), ("0x1uLL", 1), ("017", 0x17),
            ("0b", 0xB), ("0B1", 1), ("-0x1", 0xFFFF_FFFF_FFFF_FFFF), ("-1", 0xFFFF_FFFF_FFFF_FFFF), ("-0", 0),
            ("FFFFFFFFFFFFFFFF", 0xFFFF_FFFF_FFFF_FFFF),
        ] as [(String, UInt64)])
    func acceptedInHex(text: String, bits: UInt64) throws {
        #expect(try read(text).get().bits == bits, "\(text)")
    }

    /// Refused in a signed QWORD shown in HEX, with the reason.
    @Test(
        arguments: [
            ("+123", .notANumber), ("1.23", .notANumber), ("1''2", .notANumber), ("'123", .notANumber),   // Windows
            ("123'", .notANumber), ("1__2", .notANumber), ("_123", .notANumber), ("123_", .notANumber),   // Windows
            ("1.2e+023", .notANumber), ("xyz", .notANumber), ("SIN(2)", .expression), ("123+-234", .expression),   // Windows
            ("1234x", .notANumber), ("A0x1234", .notANumber), ("0xx1234", .notANumber),   // Windows
            ("1234uu", .notANumber), ("1234ulll", .notANumber), ("2+2==", .expression),   // Windows
            ("ABCDEF21abc41abc7", .tooWide(.qword)),   // Windows: 17 digits
            ("", .empty), (" \n", .empty), ("0x", .notANumber), ("0o", .notANumber), ("-", .notANumber), ("0x1lL", .notANumber),
            ("1,234", .notANumber), ("1  2", .notANumber), ("AB12h", .notANumber), ("0b102", .digitNotInBase("2", .binary)),
            ("0o8", .digitNotInBase("8", .octal)), ("１２", .notANumber), ("0xFF & 0x0F", .expression),
            // Calculations are refused as such (issue 43): operators, their names, groups; not an exponent's sign.
            ("5 mod 3", .expression), ("5 AND 3", .expression), ("~5", .expression), ("(5)", .expression),
            ("2^8", .expression), ("1<<4", .expression), ("5-3", .expression), ("1E+5", .expression),
            ("NOT 5", .expression), ("1.5e-3", .notANumber), ("-+5", .expression),
            (String(repeating: "1", count: 4097), .tooLong(maximumBytes: 4096)),
            ("1_0000_0000_0000_0000", .tooWide(.qword)), ("-0x8000000000000001", .tooWide(.qword)),
        ] as [(String, ProgrammerPaste.Refusal)])
    func refusedInHex(text: String, refusal: ProgrammerPaste.Refusal) {
        #expect(read(text) == .failure(refusal), "\(text)")
    }

    /// The word's limits: decimal must fit as it reads, the prefixed bases fill the bits; a minus is
    /// refused in an unsigned word.
    @Test(
        arguments: [
            // Windows
            ("9223372036854775807", WordSize.qword, Signedness.signed, ProgrammerBase.decimal, "9223372036854775807"),
            ("-9223372036854775808", .qword, .signed, .decimal, "-9223372036854775808"),   // Windows
            ("127", .byte, .signed, .decimal, "127"), ("-128", .byte, .signed, .decimal, "-128"),
            ("255", .byte, .unsigned, .decimal, "255"), ("0xFF", .byte, .signed, .decimal, "-1"),
            ("-0x80", .byte, .signed, .decimal, "-128"), ("377", .byte, .unsigned, .octal, "377"),   // Windows (octal byte)
            ("0o123", .byte, .unsigned, .octal, "123"), ("123u", .byte, .unsigned, .octal, "123"),   // Windows (octal byte)
            ("1010", .byte, .signed, .binary, "1010"),
            ("18446744073709551615", .qword, .unsigned, .decimal, "18446744073709551615"),
        ] as [(String, WordSize, Signedness, ProgrammerBase, String)])
    func acceptedAtTheLimits(text: String, size: WordSize, signedness: Signedness, base: ProgrammerBase, shown: String) {
        #expect((try? read(text, size, signedness, base).get().digits(in: base)) == shown, "\(text)")
    }

    @Test(
        arguments: [
            (
                "9223372036854775808", WordSize.qword, Signedness.signed, ProgrammerBase.decimal,
                ProgrammerPaste.Refusal.tooWide(.qword)
            ),   // Windows
            ("128", .byte, .signed, .decimal, .tooWide(.byte)), ("-129", .byte, .signed, .decimal, .tooWide(.byte)),
            ("256", .byte, .unsigned, .decimal, .tooWide(.byte)), ("0x100", .byte, .signed, .decimal, .tooWide(.byte)),
            // Windows (octal byte)
            ("477", .byte, .unsigned, .octal, .tooWide(.byte)), ("400", .byte, .unsigned, .octal, .tooWide(.byte)),
            ("-13", .byte, .unsigned, .octal, .negativeUnsigned), ("-1", .qword, .unsigned, .decimal, .negativeUnsigned),
            ("-0x81", .byte, .signed, .hexadecimal, .tooWide(.byte)),
            ("FF", .byte, .signed, .decimal, .digitNotInBase("F", .decimal)),
            ("12", .byte, .signed, .binary, .digitNotInBase("2", .binary)),
            ("18446744073709551616", .qword, .unsigned, .decimal, .tooWide(.qword)),
        ] as [(String, WordSize, Signedness, ProgrammerBase, ProgrammerPaste.Refusal)])
    func refusedAtTheLimits(
        text: String, size: WordSize, signedness: Signedness, base: ProgrammerBase, refusal: ProgrammerPaste.Refusal
    ) {
        #expect(read(text, size, signedness, base) == .failure(refusal), "\(text)")
    }

    /// Copy's text, prefixed and bare, of random words of every size, sign and base pastes back as
    /// the same word, in the base it was copied from and, prefixed (not DEC), in any other.
    @Test func copiedTextPastesBackToTheSameWord() throws {
        var random = SplitMix64(seed: 32)
        for _ in 0..<4000 {
            let size = random.pick(WordSize.allCases)
            let signedness = random.pick(Signedness.allCases)
            let base = random.pick(ProgrammerBase.allCases)
            // Small values, the extremes and everything between.
            let bits = random.pick([
                random.next(), UInt64(random.int(0...300)), 0 &- UInt64(random.int(1...300)), UInt64.max >> 1,
            ])
            let word = IntegerWord(bits: bits, size: size, signedness: signedness)
            let state = ProgrammerController.state(showing: word, in: base)
            let copied = try #require(state.copyText())
            #expect(copied == word.prefixedDigits(in: base))
            #expect(try read(copied, size, signedness, base).get() == word, "\(copied) \(size) \(signedness)")
            if base != .decimal {
                #expect(try read(copied, size, signedness, random.pick(ProgrammerBase.allCases)).get() == word, "\(copied)")
            }
            let bare = try #require(state.copyText(bare: true))
            #expect(try read(bare, size, signedness, base).get() == word, "\(bare) in \(base)")
        }
    }

    /// Copy's text is prefixed in hex, octal and binary and bare in decimal; a negative signed value
    /// is its two's complement bits there; `Error` copies nothing.
    @Test func copyTextIsPrefixed() throws {
        #expect(try ProgrammerController.run(keys: "hex F F").copyText() == "0xFF")
        #expect(try ProgrammerController.run(keys: "hex F F").copyText(bare: true) == "FF")
        #expect(try ProgrammerController.run(keys: "oct 1 7").copyText() == "0o17")
        #expect(try ProgrammerController.run(keys: "bin 1 0 1 0").copyText() == "0b1010")
        #expect(try ProgrammerController.run(keys: "1 neg byte").copyText() == "-1")
        #expect(try ProgrammerController.run(keys: "1 neg byte hex").copyText() == "0xFF")
        #expect(try ProgrammerController.run(keys: "1 / 0 =").copyText() == nil)
    }

    /// A paste is the value shown, one undo step, and a refused one changes nothing.
    @Test func aPasteBecomesTheValueOrChangesNothing() throws {
        let controller = ProgrammerController(size: .word, signedness: .unsigned, base: .hexadecimal)
        for key in try ProgrammerController.keys("1 +") { controller.press(key) }
        let before = controller.state
        #expect(controller.paste("0x1_0000") == .failure(.tooWide(.word)) && controller.state == before)
        let outcome = try controller.paste("0b1010").get()
        #expect(outcome.stateChanged && outcome.state.plainDisplay == "A")
        controller.press(.equals)
        #expect(controller.state.plainDisplay == "B")
        controller.press(.undo)
        controller.press(.undo)
        #expect(controller.state == before)
    }
}

extension ProgrammerController {
    /// The state of a controller showing `word` in `base`: its bits set one by one with the bit keys.
    fileprivate static func state(showing word: IntegerWord, in base: ProgrammerBase) -> ProgrammerDisplayState {
        let controller = ProgrammerController(size: word.size, signedness: word.signedness, base: base)
        for index in 0..<word.size.bitWidth where word.bit(index) { controller.press(.toggleBit(index)) }
        return controller.state
    }
}
