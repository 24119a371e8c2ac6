import Testing
@testable import CalculatorModel

/// The functions on exact decimal operands. Expected values: mpmath 1.3 at 100 digits, shown to 16
/// digits rounded half away from zero, as the README says.
struct ScientificFunctionsTests {
    static func display(_ x: Real) -> String { NumberFormat.string(x, digits: 16, grouping: false) }
    private static func n(_ text: String) -> Real { Real(Number(text)!) }

    @Test(arguments: [
        ("0", "0"), ("30", "0.5"), ("45", "0.7071067811865475"), ("60", "0.8660254037844386"), ("90", "1"),
        ("120", "0.8660254037844386"), ("150", "0.5"), ("180", "0"), ("210", "-0.5"), ("270", "-1"),
        ("330", "-0.5"), ("360", "0"), ("390", "0.5"), ("-30", "-0.5"), ("-180", "0"), ("720", "0"),
        ("1", "0.01745240643728351"), ("1e20", "-0.9848077530122081"), ("-1e-300", "-1.74532925199433e-302"),
    ])
    func sineInDegrees(degrees: String, display: String) {
        #expect(Self.display(ScientificFunctions.sin(Self.n(degrees), .degrees)) == display)
    }

    /// A first power is the value itself, with its form (issue 45: `π^1`, `ln(2)^1`); e and 10 to a multiple
    /// of a logarithm, and the logarithm of a root, are exact.
    @Test func powersAndLogarithmsOfKnownFormsAreExact() {
        #expect(ScientificFunctions.power(.pi, 1) == .pi)
        #expect(ScientificFunctions.power(ScientificFunctions.ln(2), 1) == ScientificFunctions.ln(2))
        #expect(ScientificFunctions.exp(ScientificFunctions.ln(2) / 2) == ScientificFunctions.squareRoot(2))
        #expect(ScientificFunctions.exp(-ScientificFunctions.ln(2)) == Self.n("0.5"))
        #expect(ScientificFunctions.exp10(3 * ScientificFunctions.log10(2)) == 8)
        #expect(ScientificFunctions.ln(ScientificFunctions.squareRoot(2)) == ScientificFunctions.ln(2) / 2)
        #expect(ScientificFunctions.log10(ScientificFunctions.squareRoot(10)) == Self.n("0.5"))
        #expect(ScientificFunctions.ln(-ScientificFunctions.squareRoot(2)).isNaN)
    }

    /// The usual angles are exact values, not just on screen.
    @Test func usualAnglesAreExact() {
        #expect(ScientificFunctions.sin(30, .degrees) == Self.n("0.5"))
        #expect(ScientificFunctions.cos(60, .degrees) == Self.n("0.5"))
        #expect(ScientificFunctions.cos(90, .degrees) == .zero)
        #expect(ScientificFunctions.tan(45, .degrees) == 1)
        #expect(ScientificFunctions.tan(-135, .degrees) == 1)
        #expect(ScientificFunctions.asin(Self.n("0.5"), .degrees) == 30)
        #expect(ScientificFunctions.acos(Self.n("-0.5"), .degrees) == 120)
        #expect(ScientificFunctions.atan(1, .degrees) == 45)
    }

    @Test(arguments: [
        ("0", "1"), ("45", "0.7071067811865475"), ("60", "0.5"), ("90", "0"), ("120", "-0.5"), ("180", "-1"),
        ("240", "-0.5"), ("270", "0"), ("300", "0.5"), ("-60", "0.5"), ("-90", "0"), ("450", "0"), ("3600", "1"),
    ])
    func cosineInDegrees(degrees: String, display: String) {
        #expect(Self.display(ScientificFunctions.cos(Self.n(degrees), .degrees)) == display)
    }

    @Test(arguments: [
        ("0", "0"), ("30", "0.5773502691896258"), ("45", "1"), ("90", "Error"), ("135", "-1"), ("180", "0"),
        ("225", "1"), ("270", "Error"), ("-45", "-1"), ("-90", "Error"), ("405", "1"),
    ])
    func tangentInDegrees(degrees: String, display: String) {
        #expect(Self.display(ScientificFunctions.tan(Self.n(degrees), .degrees)) == display)
    }

    @Test(arguments: [
        ("0.5", "30", "60", "26.56505117707799"), ("1", "90", "0", "45"), ("-1", "-90", "180", "-45"),
        ("0", "0", "90", "0"), ("-0.5", "-30", "120", "-26.56505117707799"), ("2", "Error", "Error", "63.43494882292201"),
    ])
    func inversesInDegrees(x: String, asin: String, acos: String, atan: String) {
        #expect(Self.display(ScientificFunctions.asin(Self.n(x), .degrees)) == asin)
        #expect(Self.display(ScientificFunctions.acos(Self.n(x), .degrees)) == acos)
        #expect(Self.display(ScientificFunctions.atan(Self.n(x), .degrees)) == atan)
    }

    /// An operation on an error is that error, its reason kept (`ErrorReason`).
    @Test(arguments: ErrorReason.allCases)
    func undefinedOperandsStayUndefinedForTheirReason(reason: ErrorReason) {
        let error = Real.undefined(reason)
        for unit in AngleUnit.allCases {
            #expect(ScientificFunctions.sin(error, unit) == error)
            #expect(ScientificFunctions.tan(error, unit) == error)
            #expect(ScientificFunctions.asin(error, unit) == error)
        }
        #expect(ScientificFunctions.power(error, 0) == error)
        #expect(ScientificFunctions.power(2, error) == error)
        #expect(ScientificFunctions.root(error, 0) == error)
        #expect(ScientificFunctions.factorial(error) == error)
        #expect(ScientificFunctions.atanh(error) == error)
        #expect(ScientificFunctions.acosh(error) == error)
        #expect(ScientificFunctions.squareRoot(error) == error)
        #expect(ScientificFunctions.ln(error) == error)
        #expect(error + 1 == error && 1 - error == error && error * 2 == error && 1 / error == error && -error == error)
    }

    /// Whole factorials are exact integers rounded once (Python's `math.factorial` through `decimal`).
    @Test(arguments: [
        ("0", "1"), ("1", "1"), ("3", "6"), ("18", "6402373705728000"), ("25", "15511210043330985984000000"),
        ("79", "8.946182130782975286851441715398316520698e116"),
        ("100", "9.332621544394415268169923885626670049072e157"),
        ("171", "1.241018070217667823424840524103103992617e309"),
        ("500", "1.220136825991110068701238785423046926254e1134"),
        ("3249", "nan"), ("-1", "nan"), ("-2", "nan"), ("1e30", "nan"),
    ])
    func factorialOfWholeNumbers(n: String, exact: String) {
        #expect(ScientificFunctions.factorial(Self.n(n)).description == exact)
    }

    /// x! = Γ(x + 1) elsewhere (as the iPhone and Windows Calculator show).
    @Test(arguments: [
        ("0.5", "0.886226925452758"), ("2.5", "3.323350970447843"), ("-0.5", "1.772453850905516"),
        ("-2.5", "2.363271801207355"), ("3300.5", "Error"), ("-3300.5", "Error"),
    ])
    func factorialIsGamma(x: String, display: String) {
        #expect(Self.display(ScientificFunctions.factorial(Self.n(x))) == display)
    }

    @Test(arguments: [
        ("-8", "3", "-2"), ("-32", "5", "-2"), ("-8", "-3", "-0.5"), ("8", "3", "2"), ("-8", "2", "Error"),
        ("-8", "4", "Error"), ("-8", "0.5", "64"), ("8", "0.5", "64"), ("-8", "1", "-8"), ("81", "4", "3"),
        ("2", "0.5", "4"), ("0", "3", "0"), ("-1", "3", "-1"), ("2", "0", "Error"), ("0", "0", "Error"),
    ])
    func rootIsRealForOddRootsOfNegatives(x: String, y: String, display: String) {
        #expect(Self.display(ScientificFunctions.root(Self.n(x), Self.n(y))) == display)
    }

    @Test(arguments: [
        ("2", "3", "2000"), ("1.1", "3", "1100"), ("1.1", "-3", "0.0011"), ("5", "-3", "0.005"), ("0.1", "2", "10"),
        ("1.5e-5", "3", "0.015"), ("1e-300", "600", "1e300"), ("1", "10000", "Error"), ("1", "-10000", "Error"),
        ("0", "5", "0"), ("-2.5", "2", "-250"), ("2", "0.5", "6.324555320336759"), ("3", "1e9", "Error"),
    ])
    func scaledShiftsTheDecimalPointExactly(x: String, y: String, display: String) {
        #expect(Self.display(ScientificFunctions.scaled(Self.n(x), byPowerOfTen: Self.n(y))) == display)
    }

    @Test(arguments: [
        ("2", "64", "1.844674407370955e19"), ("1.0001", "10000", "2.718145926825225"),
        ("1.0001", "30000", "20.08252451941037"), ("-2", "3", "-8"), ("-8", "0.5", "Error"), ("0", "-1", "Error"),
        ("0", "0", "1"), ("2", "0.5", "1.414213562373095"), ("-1", "1e30", "1"), ("10", "-3", "0.001"),
    ])
    func power(x: String, y: String, display: String) {
        #expect(Self.display(ScientificFunctions.power(Self.n(x), Self.n(y))) == display)
    }

    @Test func tenToAWholePowerIsExact() {
        #expect(ScientificFunctions.exp10(-2) == Self.n("0.01"))
        #expect(ScientificFunctions.exp10(9999) == Real(Number("1e9999")!))
        #expect(ScientificFunctions.exp10(10000).isNaN)
        #expect(Self.display(ScientificFunctions.exp10(Self.n("0.5"))) == "3.162277660168379")
    }

    @Test func constantsShowFortyCorrectDigits() {
        #expect(Real.pi.description == "3.141592653589793238462643383279502884197")
        #expect(Real.e.description == "2.718281828459045235360287471352662497757")
    }

    // MARK: Bounded powers (issue 35): the range decides before any exact power is computed

    /// 10^−9999 times a known irrational, to a power near a million: far below 10^−9999, so `Error` by
    /// the range rule, decided from the magnitude (GMP once tried to allocate 4 GB for the exact power).
    @Test(arguments: ["e", "sqrt", "cbrt", "reciprocal"])
    func tinyKnownFormsToHugePowersAreOutOfRange(form: String) {
        let tiny = Real(Number("1e-9999")!)
        let factor: Real =
            switch form {
            case "e": .e
            case "sqrt": ScientificFunctions.squareRoot(2)
            case "cbrt": ScientificFunctions.cubeRoot(2)
            default: Real.one / ScientificFunctions.sin(1, .radians)   // 1 / sin 1 = 1.188…
            }
        let base = tiny * factor
        #expect(!base.isNaN)
        #expect(ScientificFunctions.power(base, Real(999_999)).isNaN)
        #expect(ScientificFunctions.power(base, Real(999_998)).isNaN)
        // The other way, to a negative power: past 10^10000.
        #expect(ScientificFunctions.power(base, Real(-999_998)).isNaN)
    }

    /// A power whose known form splits into parts out of range alone, but whose value is in range, is
    /// shown, not `Error` (the digits reference's seed-1 full run: (10⁻²²² ÷ sin 10⁻⁴⁴³)³⁷ ≈ 10⁸¹⁷⁷ was
    /// `Error`, since (10⁻²²²)³⁷ and (sin 10⁻⁴⁴³)³⁷ were taken apart). Expected values are mpmath's at
    /// 60 digits.
    @Test(arguments: [
        ("reciprocal", 37, "1e8177"),   // (1e-222 / sin(1e-443))**37
        ("e", 40, "6.015560930953052e5371"),   // (1e-300 * exp(1000))**40
        ("cbrt", 39, "2903677.270613283"),   // (1e-300 * cbrt(pi * 1e900))**39 = pi**13
        ("sqrt", 40, "8769956796.082699"),   // (1e-300 * sqrt(pi * 1e600))**40 = pi**20
    ])
    func aPowerInRangeWhosePartsAreNotIsShown(form: String, exponent: Int, display: String) {
        let base: Real =
            switch form {
            case "reciprocal": Self.n("1e-222") / ScientificFunctions.sin(Self.n("1e-443"), .radians)
            case "e": Self.n("1e-300") * ScientificFunctions.exp(Real(1000))
            case "cbrt": Self.n("1e-300") * ScientificFunctions.cubeRoot(.pi * Self.n("1e900"))
            default: Self.n("1e-300") * ScientificFunctions.squareRoot(.pi * Self.n("1e600"))
            }
        #expect(Self.display(ScientificFunctions.power(base, Self.n(String(exponent)))) == display)
    }

    /// √(10^3000 + 1)^999998 is (10^3000 + 1)^499999: past 10^10000.
    @Test func aHugeRadicandToAHugePowerIsOutOfRange() {
        let root = ScientificFunctions.squareRoot(Real(Number("1e3000")!) + .one)
        #expect(!root.isNaN)
        #expect(ScientificFunctions.power(root, Real(999_998)).isNaN)
    }

    /// An exact power too large for exact fractions but in range is computed by Arb, not refused:
    /// (√2 (1 + 10^−50))^10000 has a 1.66-million-bit exact fraction, and is about 2^5000.
    @Test func anExactPowerTooLargeForFractionsIsEvaluated() {
        let base = Real(Number("1.00000000000000000000000000000000000000000000000001")!) * ScientificFunctions.squareRoot(2)
        // mpmath at 80 digits: (sqrt(2) * (1 + 1e-50)) ** 10000 = 1.412467032139426e+1505
        #expect(Self.display(ScientificFunctions.power(base, Real(10_000))) == "1.412467032139426e1505")
    }

    /// (1 + 10^−9999)^(10^9999) is e × (1 − 5 × 10^−10000 …): its digits are e's (mpmath at 20,050
    /// digits: exp(10^9999 · log1p(10^−9999)) = 2.718281828459045235360287471352662…), found through
    /// the logarithm in one key's work, where repeated squaring took seconds.
    @Test func nearOneToAHugePowerIsEvaluatedWithinAKeysWork() {
        let meter = EvaluationMeter(budget: EvaluationMeter.perKey)
        EvaluationMeter.$current.withValue(meter) {
            let base = Real.one + Real(Number("1e-9999")!)
            let value = ScientificFunctions.power(base, Real(Number("1e9999")!))
            #expect(value.rounded(toSignificantDigits: 32) == Number("2.7182818284590452353602874713527"))
            #expect(NumberFormat.string(value * value, digits: 32, grouping: false) == "7.389056098930650227230427460575")
        }
        #expect(!meter.isExhausted)
    }

    /// The value is kept as its ball once its range check was costly: x² of it costs little.
    @Test func aCostlyValueIsNotPaidForAgain() {
        let value = EvaluationMeter.measuring {
            ScientificFunctions.power(Real.one + Real(Number("1e-9999")!), Real(Number("1e9999")!))
        }
        let meter = EvaluationMeter(budget: EvaluationMeter.perKey)
        EvaluationMeter.$current.withValue(meter) {
            _ = (value * value).rounded(toSignificantDigits: 32)
        }
        #expect(meter.spent < Real.collapseWork)
    }

    /// 10^9999 is even, 10^9999 + 1 odd.
    @Test(arguments: [
        ("1", "1e9999", 0, "1"), ("-1", "1e9999", 0, "1"), ("-1", "1e9999", 1, "-1"), ("1", "-1e9999", 1, "1"),
        ("-1", "-1e9999", 1, "-1"),
    ])
    func plusOrMinusOneToAnyWholePower(base: String, exponent: String, plus: Int, expected: String) {
        #expect(ScientificFunctions.power(Self.n(base), Self.n(exponent) + Real(plus)) == Self.n(expected))
    }

    /// e^(−√2 × 10^9999) is a positive number far below 10^−9999: `Error`, not `≈0` (Arb bounds it only
    /// by 0 ± a tiny radius; e^x is never 0).
    @Test func aNonZeroValueBelowTheRangeIsAnError() {
        let exponent = -(ScientificFunctions.squareRoot(2) * Real(Number("1e9999")!))
        #expect(ScientificFunctions.exp(exponent).isNaN)
        #expect(ScientificFunctions.power(Real(Rational(1, 2)), -exponent).isNaN)
    }

    /// Issue 36: the y = p/q root of a negative number is x^(q/p), real when p is odd (Python:
    /// (-6)**2 = 36, (-8)**5 = -32768, round(abs(-8)**(2/3)) = 4 with the sign of (−1)², (-8)**(1/3)
    /// taken real = −2); an even p has no real root.
    @Test(arguments: [("-6", "0.5", "36"), ("-8", "0.2", "-32768"), ("-8", "1.5", "4"), ("-8", "3", "-2"), ("-32", "-5", "-0.5")])
    func rootsOfNegativeNumbersWithAnOddIndexNumerator(x: String, y: String, display: String) {
        #expect(Self.display(ScientificFunctions.root(Self.n(x), Self.n(y))) == display)
    }

    @Test(arguments: [("-8", "2"), ("-8", "0.4"), ("-8", "-2")])
    func rootsOfNegativeNumbersWithAnEvenIndexNumeratorAreErrors(x: String, y: String) {
        #expect(ScientificFunctions.root(Self.n(x), Self.n(y)).isNaN)
    }

    /// F2: ten to the most negative Int (`9223372036854775808 neg pow10`, or `EE` it) was a trap; it is out of range.
    @Test(arguments: ["-9223372036854775808", "9223372036854775807"])
    func tenToTheMostExtremeIntsIsNaN(exponent: String) {
        #expect(ScientificFunctions.exp10(Self.n(exponent)).isNaN)
        #expect(ScientificFunctions.scaled(.one, byPowerOfTen: Self.n(exponent)).isNaN)
    }
}
