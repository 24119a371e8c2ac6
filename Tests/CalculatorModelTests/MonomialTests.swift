import Testing
@testable import CalculatorModel

/// One value spelled two ways is held alike (issue 45): A − B is exactly 0, and A + B is 2A with a form.
/// Every pair is an identity sympy 1.12 simplifies to 0 (`simplify(a - b)`); the sums' forms are sympy's.
struct MonomialTests {
    private typealias F = ScientificFunctions
    private static func r(_ p: Int, _ q: Int = 1) -> Real { Real(Rational(p, q)) }

    static let spellings: [(name: String, a: Real, b: Real)] = [
        ("(√3)³, 3√3", F.power(F.squareRoot(3), 3), 3 * F.squareRoot(3)),
        ("(√2)^3, 2√2", F.power(F.squareRoot(2), 3), 2 * F.squareRoot(2)),
        ("cos³ 30°, 3√3/8", F.power(F.cos(30, .degrees), 3), F.squareRoot(3) * 3 / 8),
        ("⁴√4, √2", F.root(4, 4), F.squareRoot(2)),
        ("⁶√8, √2", F.power(8, r(1, 6)), F.squareRoot(2)),
        ("1/√2, √2/2", 1 / F.squareRoot(2), F.squareRoot(2) / 2),
        ("∛1984, 124/∛961", F.cubeRoot(1984), 124 / F.cubeRoot(961)),
        ("1863^(1/4), 3 × 23^(1/4)", F.power(1863, r(1, 4)), 3 * F.power(23, r(1, 4))),
        ("(∛50)², 5∛20", F.power(F.cubeRoot(50), 2), 5 * F.cubeRoot(20)),
        ("1/sin 45°, √2", 1 / F.sin(45, .degrees), F.squareRoot(2)),
        ("(sin 45°)⁻¹, √2", F.power(F.sin(45, .degrees), -1), F.squareRoot(2)),
        ("√2 × ∛2, ⁶√32", F.squareRoot(2) * F.cubeRoot(2), F.power(32, r(1, 6))),
        ("(⁵√3)⁷, 3 ⁵√9", F.power(F.power(3, r(1, 5)), 7), 3 * F.power(9, r(1, 5))),
        ("√(8√2), 2 ⁴√8", F.squareRoot(8 * F.squareRoot(2)), 2 * F.power(8, r(1, 4))),
        ("π¹, π", F.power(.pi, 1), .pi),
        ("√(π²), π", F.squareRoot(F.power(.pi, 2)), .pi),
        ("π²/π, π", F.power(.pi, 2) / .pi, .pi),
        ("(√π)², π", F.power(F.squareRoot(.pi), 2), .pi),
        ("√2 π, π √2", F.squareRoot(2) * .pi, .pi * F.squareRoot(2)),
        ("e^(1/2), √e", F.power(.e, r(1, 2)), F.squareRoot(.e)),
        ("∛(e²), e^(2/3)", F.cubeRoot(F.power(.e, 2)), F.exp(r(2, 3))),
        ("e^(ln 2 / 2), √2", F.exp(F.ln(2) / 2), F.squareRoot(2)),
        ("ln(2)¹, ln 2", F.power(F.ln(2), 1), F.ln(2)),
        ("ln 8, 3 ln 2", F.ln(8), 3 * F.ln(2)),
        ("ln(1/2), −ln 2", F.ln(r(1, 2)), -F.ln(2)),
        ("ln √2, ln(2)/2", F.ln(F.squareRoot(2)), F.ln(2) / 2),
        ("ln(4/9)/2, ln(2/3)", F.ln(r(4, 9)) / 2, F.ln(r(2, 3))),
        ("log 1000 √10, 7/2", F.log10(1000 * F.squareRoot(10)), r(7, 2)),
        ("log 8, 3 log 2", F.log10(8), 3 * F.log10(2)),
        ("log(2)², log(4) log(2)/2", F.power(F.log10(2), 2), F.log10(4) * F.log10(2) / 2),
    ]

    @Test(arguments: spellings)
    func equalValuesCancelAndCombine(name: String, a: Real, b: Real) {
        #expect((a - b).isZero, "\(name)")
        #expect((b - a).isZero, "\(name)")
        #expect((a + b - 2 * b).isZero, "\(name)")
    }

    /// Like terms add into one form, as sympy writes them; a sum of unlike ones stays a computation.
    @Test(arguments: [
        (F.power(23, r(1, 4)) - F.power(1863, r(1, 4)), "-2*(23^(1/4))"),
        (F.power(F.cubeRoot(50), 2) + 5 * F.cubeRoot(20), "10*cbrt(20)"),
        (F.power(F.sin(45, .degrees), -1) + -7 * F.squareRoot(2), "-6*sqrt(2)"),
        (F.ln(8) + F.ln(2), "4*ln(2)"),
        (F.exp(r(1, 2)) + F.squareRoot(.e), "2*exp(1/2)"),
        (F.power(.pi, 1) + .pi, "2*pi"),
        (F.cubeRoot(16) - F.cubeRoot(2), "cbrt(2)"),
    ])
    func likeTermsHaveAForm(sum: Real, form: String) {
        #expect(ExactForm(sum)?.plainText == form)
    }

    @Test func unlikeTermsStayAComputation() {
        #expect(ExactForm(F.squareRoot(2) + F.squareRoot(3)) == nil)
        #expect(ExactForm(F.ln(2) + F.ln(3)) == nil)
        #expect(ExactForm(.pi + F.power(.pi, 2)) == nil)
        #expect(Monomial(F.sin(1, .radians).computation) == nil)
    }

    /// A logarithm's argument as a whole power of the smallest base s > 1: ln r = k ln s.
    @Test(arguments: [
        (r(8), 3, r(2)), (r(1, 2), -1, r(2)), (r(4, 9), -2, r(3, 2)), (r(12), 1, r(12)), (r(1, 8), -3, r(2)),
        (r(64), 6, r(2)), (r(9, 4), 2, r(3, 2)), (r(4, 27), -1, r(27, 4)), (r(1_000_000), 6, r(10)),
    ])
    func aLogarithmsArgumentIsReduced(argument: Real, exponent: Int, base: Real) throws {
        let (k, s) = Monomial.reduced(try #require(argument.rational))
        #expect(k == Rational(exponent))
        #expect(Real(s) == base)
    }

    /// Past the bounds a value has no monomial and stays a computation, as before: a 65th root.
    @Test func pastTheBoundsAValueStaysAComputation() {
        guard case .computed = F.power(2, Self.r(1, 65)).factor else {
            Issue.record("2^(1/65) is held as a known factor")
            return
        }
        #expect(F.power(F.power(2, Self.r(1, 65)), 65) == 2)
    }
}
