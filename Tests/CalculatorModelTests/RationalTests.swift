import Testing
@testable import CalculatorModel

/// Exact fractions: lowest terms, and the digits a display takes from them, rounded once half away from
/// zero. Expected values by hand and by Python's `fractions.Fraction`.
struct RationalTests {
    private static func r(_ p: Int, _ q: Int) -> Rational { Rational(p, q) }

    @Test func lowestTermsWithAPositiveDenominator() {
        #expect(Self.r(6, -4) == Self.r(-3, 2))
        #expect(Self.r(6, -4).denominator == GMPInteger(2))
        #expect((Self.r(1, 3) + Self.r(1, 6)) == Self.r(1, 2))
        #expect((Self.r(1, 3) * Rational(3)) == .one)
        #expect(Self.r(1, 3) / .zero == nil)
    }

    @Test(arguments: [(123, 1, 2), (1, 999, -3), (1, 1000, -3), (999, 1000, -1), (10, 1, 1), (-5, 2, 0)])
    func leadingExponent(p: Int, q: Int, exponent: Int) {
        #expect(Self.r(p, q).leadingExponent == exponent)
    }

    /// Half away from zero, from the exact value: 2/3 is 0.667 to 3 digits; 1/8 = 0.125 is 0.13 to 2.
    @Test(arguments: [
        (2, 3, 3, "0.667"), (1, 8, 2, "0.13"), (-1, 8, 2, "-0.13"), (1, 3, 16, "0.3333333333333333"),
        (999_999, 1, 3, "1000000"), (1, 7, 1, "0.1"), (5, 1, 1, "5"),
    ])
    func roundedOnce(p: Int, q: Int, digits: Int, text: String) {
        #expect(Self.r(p, q).rounded(toSignificantDigits: digits).description == text)
    }

    @Test func rootsAndRemainders() {
        #expect(Self.r(27, 8).exactRoot(3) == Self.r(3, 2))
        #expect(Self.r(-27, 8).exactRoot(3) == Self.r(-3, 2))
        #expect(Self.r(2, 1).exactRoot(2) == nil)
        #expect(Self.r(-4, 1).exactRoot(2) == nil)
        #expect(Self.r(7, 2).remainder(modulo: 2) == Self.r(3, 2))
        #expect(Self.r(-1, 3).remainder(modulo: 2) == Self.r(5, 3))
        #expect(Self.r(2, 3).power(-2) == Self.r(9, 4))
        #expect(Rational.zero.power(-1) == nil)
    }
}
