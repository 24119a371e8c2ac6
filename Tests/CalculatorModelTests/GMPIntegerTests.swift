import Testing
@testable import CalculatorModel

struct GMPIntegerTests {
    @Test(arguments: [
        ("0", 1), ("9", 1), ("10", 2), ("-99", 2), ("100", 3), ("999999999999999999999", 21),
        ("1000000000000000000000", 22), ("12345678901234567890123456789012345678901234567890", 50),
    ])
    func countsDecimalDigitsExactly(digits: String, count: Int) {
        #expect(GMPInteger(digits: digits)?.digitCount == count)
    }

    @Test func arithmeticAndDigits() {
        let a = GMPInteger(digits: "123456789012345678901234567890")!
        let b = GMPInteger(-987654321)
        #expect((a * b).decimalDigits == "-121932631124828532112482853211126352690")
        #expect((a + b).decimalDigits == "123456789012345678900246913569")
        #expect((a - a).isZero)
        #expect((-b).decimalDigits == "987654321")
        let (q, r) = GMPInteger(-17).quotientAndRemainder(dividingBy: GMPInteger(5))
        #expect(q.decimalDigits == "-3" && r.decimalDigits == "-2")
        #expect(GMPInteger(3).power(40).decimalDigits == "12157665459056928801")
        #expect(GMPInteger.powerOfTen(130).digitCount == 131)   // past the cached table
        #expect(GMPInteger.powerOfTen(130).adding(-1).digitCount == 130)
        #expect(GMPInteger.factorial(20).decimalDigits == "2432902008176640000")
    }

    @Test func trailingZerosAreRemoved() {
        let (stripped, count) = GMPInteger(digits: "-120000")!.removingTrailingZeros()
        #expect(stripped.decimalDigits == "-12" && count == 4)
        #expect(GMPInteger(0).removingTrailingZeros().count == 0)
    }

    @Test func wordsAreLittleEndian() {
        #expect(GMPInteger(words: [1, 1]).decimalDigits == "18446744073709551617")
    }

    @Test func refusesNonDigits() {
        #expect(GMPInteger(digits: "12a") == nil)
        #expect(GMPInteger(digits: "") == nil)
    }
}
