import Testing
@testable import CalculatorModel

/// The known irrationals to 128 bits, against mpmath (mp.dps = 60) rounded half-even to 16
/// significant digits with Python's `decimal`.
struct IrrationalTests {
    @Test(arguments: [
        (Irrational.one, "1"),
        (.pi, "3.141592653589793"),   // mpmath.pi
        (.root(GMPInteger(2), index: 2), "1.414213562373095"),   // mpmath.sqrt(2)
        (.root(GMPInteger(2), index: 5), "1.148698354997035"),   // mpmath.root(2, 5)
        (.exp(Rational(1, 2)), "1.648721270700128"),   // mpmath.exp(1/2)
        (.ln(Rational(3)), "1.098612288668110"),   // mpmath.log(3)
        (.log10(Rational(2)), "0.3010299956639812"),   // mpmath.log10(2)
        (.computed(.value(Real(Rational(1, 3)))), "0.3333333333333333"),
    ])
    func digits(factor: Irrational, expected: String) {
        #expect(factor.ball(precision: 128).rounded(toSignificantDigits: 16) == Number(expected))
    }

    @Test func equalFactorsAreTheSameCaseWithEqualArguments() {
        #expect(Irrational.root(GMPInteger(2), index: 2) == .root(GMPInteger(2), index: 2))
        #expect(Irrational.root(GMPInteger(2), index: 2) != .root(GMPInteger(3), index: 2))
        #expect(Irrational.root(GMPInteger(2), index: 2) != .root(GMPInteger(2), index: 3))
        #expect(Irrational.ln(Rational(2)) != .log10(Rational(2)))
        #expect(Irrational.exp(Rational(1, 2)) == .exp(Rational(2, 4)))
        #expect(Irrational.pi != .one)
    }
}
