import CalculatorModel
import Testing

/// Fixed-width words: wrapping, resizing, rereading, writing in the four bases, and carrying a
/// calculator value in and out.
struct IntegerWordTests {
    @Test func wrapsToTheWord() {
        #expect(IntegerWord(bits: 0x1FF, size: .byte).bits == 0xFF)
        #expect(IntegerWord(-1, size: .word, signedness: .signed).digits(in: .decimal) == "-1")
        #expect(IntegerWord(-1, size: .word, signedness: .unsigned).digits(in: .decimal) == "65535")
    }

    @Test(arguments: [
        (Int64(-1), WordSize.qword, WordSize.byte, "-1"),
        (Int64(0x1234), .word, .byte, "52"),
        (Int64(-200), .word, .byte, "56"),   // 0xFF38 keeps 0x38
        (Int64(-2), .byte, .qword, "-2"),   // a wider word keeps the value of a signed one
    ])
    func resizingKeepsTheLowBits(value: Int64, from: WordSize, to: WordSize, expected: String) {
        #expect(IntegerWord(value, size: from).resized(to: to).digits(in: .decimal) == expected)
    }

    @Test func unsignedWideningZeroExtends() {
        let word = IntegerWord(bits: 0xFF, size: .byte, signedness: .unsigned)
        #expect(word.resized(to: .word).digits(in: .decimal) == "255")
        #expect(word.reinterpreted(as: .signed).digits(in: .decimal) == "-1")
    }

    @Test(arguments: [
        (ProgrammerBase.hexadecimal, "FFFF FFFF FFFF FF85", "FFFFFFFFFFFFFF85"),
        (.octal, "1 777 777 777 777 777 777 605", "1777777777777777777605"),
        (.binary, String(repeating: "1111 ", count: 14) + "1000 0101", String(repeating: "1", count: 57) + "0000101"),
        (.decimal, "-123", "-123"),
    ])
    func writesInEachBase(base: ProgrammerBase, grouped: String, plain: String) {
        let word = IntegerWord(-123)
        #expect(word.text(in: base) == grouped)
        #expect(word.digits(in: base) == plain)
    }

    @Test func decimalGroupsAsTheLocale() {
        let german = NumberLocale(decimalSeparator: ",", groupSeparator: ".", grouping: [3])
        #expect(IntegerWord(1_234_567).text(in: .decimal, locale: german) == "1.234.567")
    }

    @Test func carryingACalculatorValue() {
        let (third, thirdCarry) = IntegerWord.carrying(Real(-7) / Real(2), size: .qword, signedness: .signed)
        #expect(third.digits(in: .decimal) == "-3")
        #expect(thirdCarry == .fractionDropped)
        let (pi, piCarry) = IntegerWord.carrying(Real.pi * Real(1000), size: .word, signedness: .signed)
        #expect(pi.digits(in: .decimal) == "3141")
        #expect(piCarry == .fractionDropped)
        let (big, bigCarry) = IntegerWord.carrying(Real(256), size: .byte, signedness: .unsigned)
        #expect(big.bits == 0 && bigCarry == .wrapped)
        #expect(IntegerWord.carrying(Real(-128), size: .byte, signedness: .signed).1 == .exact)
        #expect(IntegerWord.carrying(Real.undefined(.divisionByZero), size: .byte, signedness: .signed).1 == .notANumber)
    }

    @Test func carriesOutExactly() {
        #expect(IntegerWord(bits: UInt64.max, size: .qword, signedness: .unsigned).real.description == "18446744073709551615")
        #expect(IntegerWord(Int64.min).real.description == "-9223372036854775808")
    }
}
