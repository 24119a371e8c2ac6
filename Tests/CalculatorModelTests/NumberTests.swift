import Testing
@testable import CalculatorModel

/// The exact decimal as typed and shown: parsed exactly (rounded once to 40 digits, half to even, as
/// Python's `decimal` with `Context(prec=40, rounding=ROUND_HALF_EVEN)` does), its digits, its order.
struct NumberTests {
    private func n(_ text: String) -> Number { Number(text)! }

    @Test(arguments: [
        ("12.5", "12.5"), ("-0.001", "-0.001"), ("1.5e-7", "0.00000015"), ("1.5e-12", "1.5e-12"), ("+3E5", "300000"),
        ("007", "7"),
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

    @Test func rangeIsTenToThePlusOrMinus9999() {
        #expect(!n("9.999e9999").isNaN)
        #expect(Number("1e10000")?.isNaN == true)
        #expect(Number("1e-10000")?.isNaN == true)
        #expect(Number("99.999e9997")?.isNaN == false)
        #expect(Number("0.01e-9998")?.isNaN == true)
        #expect(!(n("1e-9999")).isNaN)
        // Rounded up to 40 digits, the leading digit moves past the range.
        #expect(Number("9.99999999999999999999999999999999999999999e9999")?.isNaN == true)
        #expect(-Number.nan == .nan)
    }

    @Test func wholeNumbersAndInts() {
        #expect(n("1.2e3").intValue == 1200)
        #expect(n("1.5").intValue == nil)
        #expect(n("1e30").intValue == nil)
        #expect(n("-9223372036854775808").intValue == Int.min)
        #expect(n("1e30").isInteger)
        #expect(!n("0.5").isInteger)
    }

    /// Order is exact: a difference in the 40th digit, or of sign, exponent or the number of digits.
    @Test(arguments: [
        ("0.1", "0.2"), ("-3", "-2.5"), ("-1", "0"), ("0", "1e-9999"), ("-1e9999", "-1e-9999"),
        ("1", "1.000000000000000000000000000000000000001"), ("99", "100"), ("0.0999", "0.1"), ("1.5e-7", "1.50001e-7"),
        ("-1.000000000000000000000000000000000000001", "-1"), ("1.2", "12"), ("-12", "-1.2"),
    ])
    func orderIsExact(smaller: String, larger: String) {
        #expect(n(smaller) < n(larger))
        #expect(!(n(larger) < n(smaller)))
        #expect(!(n(smaller) < n(smaller)) && !(n(larger) < n(larger)))
        #expect(Number.nan < n(smaller) && !(n(smaller) < .nan))
    }

    @Test func orderAndEquality() {
        #expect(n("0.1") < n("0.2"))
        #expect(n("-3") < n("-2.5"))
        #expect(n("1.50") == n("1.5"))
        #expect(Set([n("1.50"), n("1.5"), n("15e-1")]).count == 1)
        #expect(n("1.5").leadingExponent == 0 && n("0.00123").leadingExponent == -3 && n("123").leadingExponent == 2)
    }

    /// F1: a pasted exponent of Int.min was `abs(Int.min)`, a trap; it is refused.
    @Test func theMostNegativeExponentIsRefusedNotATrap() {
        #expect(Number("1e-9223372036854775808") == nil)
        #expect(Number("1e9223372036854775807") == nil)
    }

}
