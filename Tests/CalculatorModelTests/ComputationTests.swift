import CArb
import Testing
@testable import CalculatorModel

/// Computations evaluated by Arb, against mpmath (mp.dps = 60) rounded half-even to 16 significant
/// digits with Python's `decimal`.
struct ComputationTests {
    static func value(_ p: Int, _ q: Int = 1) -> Computation { .value(Real(Rational(p, q))) }

    /// The computation's 16 certain digits (nil when 128 bits do not settle them).
    static func digits(_ c: Computation) -> Number? { c.ball(precision: 128).rounded(toSignificantDigits: 16) }

    @Test(arguments: [
        (Computation.Function.sin, 1, 3, "0.3271946967961522"),   // mpmath.sin(1/3)
        (.atan, 1, 3, "0.3217505543966422"),   // mpmath.atan(1/3)
        (.cosh, 1, 3, "1.056071867829939"),   // mpmath.cosh(1/3)
        (.gamma, 1, 2, "1.772453850905516"),   // mpmath.gamma(1/2) = √π
        (.exp10, 1, 2, "3.162277660168379"),   // mpmath.power(10, 1/2)
        (.cubeRoot, -2, 1, "-1.259921049894873"),   // −mpmath.cbrt(2)
        (.sinPi, 1, 6, "0.5"),   // sin(π/6) = 1/2
        (.exp, 100, 1, "2.688117141816135e43"),   // mpmath.exp(100): a large argument
    ])
    func functions(function: Computation.Function, p: Int, q: Int, expected: String) {
        #expect(Self.digits(.function(function, Self.value(p, q))) == Number(expected))
    }

    /// sin(10³⁰) needs the argument to about 100 more bits than its result (its integer part is
    /// reduced modulo 2π): mpmath.sin(mpf(10)**30) is −0.09011690191213806.
    @Test func aHugeArgumentOfSineIsEvaluatedWithMoreBits() {
        let huge = Computation.integerPower(Self.value(10), GMPInteger(30))
        #expect(Self.digits(.function(.sin, huge)) == Number("-0.09011690191213806"))
    }

    /// Exact identities: 1/3 + 2/3 = 1, (1/3) × 3 = 1, 1 ÷ (1/4) = 4, (−2)³ = −8, 4^(1/2) = 2.
    @Test func arithmetic() {
        #expect(Self.digits(.sum(Self.value(1, 3), Self.value(2, 3))) == Number(1))
        #expect(Self.digits(.product(Self.value(1, 3), Self.value(3))) == Number(1))
        #expect(Self.digits(.quotient(Self.value(1), Self.value(1, 4))) == Number(4))
        #expect(Self.digits(.integerPower(Self.value(-2), GMPInteger(3))) == Number(-8))
        #expect(Self.digits(.power(Self.value(4), Self.value(1, 2))) == Number(2))
        // mpmath.sqrt(1/3)
        #expect(Self.digits(.power(Self.value(1, 3), Self.value(1, 2))) == Number("0.5773502691896258"))
    }

    /// Counted by hand: each case is one operation, values and balls are leaves.
    @Test func sizeCountsTheOperations() {
        let leaf = Self.value(2)
        #expect(leaf.size == 1)
        #expect(Computation.function(.sin, leaf).size == 2)
        #expect(Computation.sum(leaf, .product(leaf, .function(.ln, leaf))).size == 6)
        #expect(Computation.integerPower(.quotient(leaf, leaf), GMPInteger(5)).size == 4)
    }

    /// f(−x) = −f(x) exactly for the functions `isOdd` names, and fails for the others (at x = 1/3).
    @Test(arguments: [
        Computation.Function.sin, .cos, .tan, .sinPi, .cosPi, .tanPi, .asin, .acos, .atan, .sinh,
        .cosh, .tanh, .asinh, .atanh, .exp, .exp10, .cubeRoot, .gamma,
    ])
    func oddFunctions(function: Computation.Function) {
        let plus = Self.digits(.function(function, Self.value(1, 3)))
        let minus = Self.digits(.function(function, Self.value(-1, 3)))
        let negated = plus.map { -$0 }
        #expect((minus == negated) == function.isOdd, "\(function)")
    }

    @Test func equalityIsStructuralAndBallsCompareByValue() {
        let third = Ball(Rational(1, 3), precision: 200), another = Ball(Rational(1, 3), precision: 200)
        #expect(Computation.ball(third, precision: 200) == .ball(another, precision: 200))
        #expect(Computation.ball(third, precision: 200) != .ball(Ball(Rational(1, 4), precision: 200), precision: 200))
        #expect(Computation.ball(third, precision: 200) != .ball(third, precision: 100))
        #expect(Computation.sum(Self.value(1), Self.value(2)) == .sum(Self.value(1), Self.value(2)))
        #expect(Computation.sum(Self.value(1), Self.value(2)) != .sum(Self.value(2), Self.value(1)))
        #expect(Computation.sum(Self.value(1), Self.value(2)) != .product(Self.value(1), Self.value(2)))
        #expect(Computation.function(.sin, Self.value(1)) != .function(.cos, Self.value(1)))
    }
}
