import CalculatorModel
import Testing

/// The programmer mode's operators on words, against values worked out by hand from C's rules.
struct IntegerOperatorTests {
    private func word(_ value: Int64, _ size: WordSize = .byte, _ signedness: Signedness = .signed) -> IntegerWord {
        IntegerWord(value, size: size, signedness: signedness)
    }

    @Test(arguments: [
        (IntegerOperator.add, Int64(127), Int64(1), Signedness.signed, "-128"),
        (.subtract, 0, 1, .unsigned, "255"),
        (.multiply, 16, 16, .signed, "0"),
        (.divide, -7, 2, .signed, "-3"),
        (.divide, -128, -1, .signed, "-128"),   // wraps, as C's two's complement does
        (.modulo, -7, 2, .signed, "-1"),
        (.modulo, -128, -1, .signed, "0"),
        (.divide, -2, 2, .unsigned, "127"),   // 254 ÷ 2
        (.and, 0x5A, 0x0F, .signed, "10"),
        (.nand, 53, 83, .signed, "-18"),
        (.nor, 53, 83, .signed, "-120"),
        (.xor, -1, 1, .signed, "-2"),
        (.leftShift, 1, 7, .signed, "-128"),
        (.leftShift, 1, 8, .signed, "0"),
        (.arithmeticRightShift, -128, 3, .signed, "-16"),
        (.arithmeticRightShift, -128, 9, .signed, "-1"),
        (.arithmeticRightShift, -128, 3, .unsigned, "16"),   // 128 >> 3: unsigned shifts in zeros
        (.logicalRightShift, -128, 3, .signed, "16"),
        (.rotateLeft, -128, 1, .signed, "1"),
        (.rotateRight, 1, 9, .signed, "-128"),   // 9 mod 8 = 1
        (.rotateLeft, 1, -1, .signed, "-128"),   // a count of −1 is 255, 7 mod 8
    ])
    func applies(operation: IntegerOperator, a: Int64, b: Int64, signedness: Signedness, expected: String) throws {
        let result = try #require(operation.apply(word(a, .byte, signedness), word(b, .byte, signedness)))
        #expect(result.digits(in: .decimal) == expected)
    }

    @Test func divisionByZeroIsAnError() {
        #expect(IntegerOperator.divide.apply(word(1), word(0)) == nil)
        #expect(IntegerOperator.modulo.apply(word(1), word(0)) == nil)
    }

    @Test func qwordExtremes() throws {
        let minimum = word(Int64.min, .qword)
        #expect(try #require(IntegerOperator.divide.apply(minimum, word(-1, .qword))) == minimum)
        #expect(IntegerFunction.negate.apply(minimum) == minimum)
        #expect(IntegerFunction.not.apply(word(0, .qword)).digits(in: .hexadecimal) == "FFFFFFFFFFFFFFFF")
    }

    @Test func precedenceIsCs() {
        let order: [[IntegerOperator]] = [
            [.multiply, .divide, .modulo], [.add, .subtract],
            [.leftShift, .arithmeticRightShift, .logicalRightShift, .rotateLeft, .rotateRight], [.and, .nand], [.xor],
            [.or, .nor],
        ]
        for (tighter, looser) in zip(order, order.dropFirst()) {
            for a in tighter { for b in looser { #expect(a.precedence > b.precedence) } }
        }
    }
}
