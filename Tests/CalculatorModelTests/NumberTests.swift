import Testing
@testable import CalculatorModel

/// Exact decimal arithmetic, rounded once to 40 digits, half to even. Expected values are Python's
/// `decimal` with `Context(prec=40, rounding=ROUND_HALF_EVEN)`, the README's reference.
struct NumberTests {
    private func n(_ text: String) -> Number { Number(text)! }

    @Test(arguments: [
        ("12.5", "12.5"), ("-0.001", "-0.001"), ("1.5e-7", "0.00000015"), ("1.5e-12", "1.5e-12"), ("+3E5", "300000"), ("007", "7"),
        ("1.500", "1.5"), ("-0", "0"), ("0.", "0"), (".5", "0.5"),
        ("3.14159265358979323846264338327950288419716939937510", "3.141592653589793238462643383279502884197"),
        ("99999999999999999999999999999999999999995", "1e41"),
    ])
    func parsesDecimalTextExactlyRoundedTo40Digits(text: String, exact: String) {
        #expect(Number(text).map(NumberFormat.exact) == exact)
    }

    @Test(arguments: ["", "-", ".", "e5", "1e", "1.2.3", "1,5", "0x10", "nan", "inf", " 1", "1e9999999", "١"])
    func refusesWhatIsNotADecimal(text: String) {
        #expect(Number(text) == nil)
    }

    @Test func whatWasTypedIsHeldExactly() {
        #expect(n("0.1") + n("0.2") - n("0.3") == .zero)
        #expect(n("86251.76") - n("86250.82") == n("0.94"))
        #expect(n("1000000.1") - 1000000 == n("0.1"))
        let x = n("1234.5678901234567890123456789012345678")
        #expect(x - x == .zero)
    }

    @Test(arguments: [
        // A tie at the 41st digit goes to the even neighbour; anything past it goes up.
        ("1e40", "5", "1e40"), ("1e40", "15", "1.000000000000000000000000000000000000002e40"),
        ("1e40", "5.000001", "1.000000000000000000000000000000000000001e40"),
        ("1", "5e-40", "1"), ("1", "5e-41", "1"), ("1", "-1e-45", "1"),
        ("9999999999999999999999999999999999999999", "1", "1e40"),
        ("1e-9999", "1e9999", "1e9999"),
    ])
    func additionRoundsOnceHalfToEven(a: String, b: String, sum: String) {
        #expect(NumberFormat.exact(n(a) + n(b)) == sum)
        #expect(NumberFormat.exact(n(b) + n(a)) == sum)
    }

    @Test(arguments: [
        ("3333333333333333333333333333333333333333", "0.5", "1666666666666666666666666666666666666666"),
        ("3333333333333333333333333333333333333335", "0.5", "1666666666666666666666666666666666666668"),
        ("-2.5", "4", "-10"), ("0.1", "0.1", "0.01"), ("1e5000", "1e4999", "1e9999"),
    ])
    func multiplicationIsExactThenRounded(a: String, b: String, product: String) {
        #expect(NumberFormat.exact(n(a) * n(b)) == product)
    }

    @Test(arguments: [
        ("1", "3", "0.3333333333333333333333333333333333333333"),
        ("2", "3", "0.6666666666666666666666666666666666666667"),
        ("-2", "3", "-0.6666666666666666666666666666666666666667"),
        ("1", "7", "0.1428571428571428571428571428571428571429"),
        ("3333333333333333333333333333333333333335", "2", "1666666666666666666666666666666666666668"),
        ("1.5", "1e40", "1.5e-40"), ("4000225165312", "512", "7812939776"),
    ])
    func divisionIsCorrectlyRounded(a: String, b: String, quotient: String) {
        #expect(NumberFormat.exact(n(a) / n(b)) == quotient)
    }

    @Test func oneThirdTimesThreeIsFortyNines() {
        let product = Number(1) / 3 * 3
        #expect(NumberFormat.exact(product) == "0." + String(repeating: "9", count: 40))
        #expect(NumberFormat.string(product, digits: 32, grouping: false) == "1")
    }

    @Test(arguments: [("1", "0"), ("0", "0"), ("1e9999", "1e-9999"), ("1e-9999", "1e9999")])
    func undefinedQuotients(a: String, b: String) {
        #expect((n(a) / n(b)).isNaN)
    }

    @Test func rangeIsTenToThePlusOrMinus9999() {
        #expect(!n("9.999e9999").isNaN)
        #expect(Number("1e10000")?.isNaN == true)
        #expect(Number("1e-10000")?.isNaN == true)
        #expect((n("1e9999") * 10).isNaN)
        #expect((n("1e-9999") / 10).isNaN)
        #expect(!(n("1e-9999")).isNaN)
        #expect((n("9.9999999999999999999999999999999999999999e9999") + n("1e9960")).isNaN)
    }

    @Test func nanPropagates() {
        for result in [Number.nan + 1, 1 - Number.nan, Number.nan * 0, Number(0) / .nan, -Number.nan] {
            #expect(result.isNaN)
        }
    }

    @Test(arguments: [
        ("5", 58, "3.469446951953614188823848962783813476562e40"),   // a tie, to even
        ("0.15", 35, "1.456109606049713533138856291770935058594e-29"),
        ("1.0001", 10000, "2.718145926825224864037664674913146536114"),
        ("2", 64, "18446744073709551616"), ("-2", 3, "-8"), ("2", -2, "0.25"), ("0", 0, "1"), ("7", 0, "1"),
    ])
    func wholePowersAreExactThenRounded(base: String, power: Int, result: String) {
        #expect(n(base).power(power).map(NumberFormat.exact) == result)
    }

    @Test func hugeWholePowersGoOutOfRangeOrToMPFR() {
        #expect(Number(10).power(10000)?.isNaN == true)
        #expect(Number(10).power(-10000)?.isNaN == true)
        #expect(Number(0).power(-1)?.isNaN == true)
        #expect(n("1.0001").power(30000) == nil)   // 150,000 digits: MPFR's
    }

    @Test func wholeNumbersAndInts() {
        #expect(n("1.2e3").intValue == 1200)
        #expect(n("1.5").intValue == nil)
        #expect(n("1e30").intValue == nil)
        #expect(n("-9223372036854775808").intValue == Int.min)
        #expect(n("1e30").isInteger)
        #expect(!n("0.5").isInteger)
    }

    @Test func orderAndEquality() {
        #expect(n("0.1") < n("0.2"))
        #expect(n("-3") < n("-2.5"))
        #expect(n("1.50") == n("1.5"))
        #expect(Set([n("1.50"), n("1.5"), n("15e-1")]).count == 1)
        #expect(n("1.5").leadingExponent == 0 && n("0.00123").leadingExponent == -3 && n("123").leadingExponent == 2)
    }

    @Test func scalingShiftsThePointExactly() {
        #expect(n("1.1").scaled(byPowerOfTen: 3) == 1100)
        #expect(n("5").scaled(byPowerOfTen: -3) == n("0.005"))
        #expect(n("1").scaled(byPowerOfTen: 10000).isNaN)
    }

    /// F1: a pasted exponent of Int.min was `abs(Int.min)`, a trap; it is refused.
    @Test func theMostNegativeExponentIsRefusedNotATrap() {
        #expect(Number("1e-9223372036854775808") == nil)
        #expect(Number("1e9223372036854775807") == nil)
    }

    /// F2: scaling by Int.min (`9223372036854775808 neg pow10`) was a trap; it is out of range.
    @Test func scalingByTheMostNegativePowerIsNaN() {
        #expect(Number(1).scaled(byPowerOfTen: Int.min).isNaN)
        #expect(Number(1).scaled(byPowerOfTen: Int.max).isNaN)
    }
}
