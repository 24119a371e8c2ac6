import Testing
@testable import CalculatorModel

/// Exact values where mathematics has them, and proven digits elsewhere. Expected digits: mpmath 1.3 at
/// 60 digits (`mp.dps = 60`), rounded by hand half away from zero; exact values are identities.
struct RealTests {
    private static func n(_ text: String) -> Real { Real(Number(text)!) }
    private static func shown(_ x: Real, _ digits: Int = 32) -> String { NumberFormat.string(x, digits: digits, grouping: false) }

    /// Issue 31: past 40 digits every digit is kept (a `Number` rounded to 40 before), and the precision
    /// budget grows with the digits: 1/7 to 1,000 digits is its period repeated (rounded), π's 1,000th is mpmath's.
    @Test func roundingKeepsAThousandDigits() {
        let seventh = (Real(1) / 7).rounded(toSignificantDigits: 1000)!
        let period = String(repeating: "142857", count: 167)
        // The 1,000th digit is an 8 followed by 5: rounded up.
        #expect(seventh.significand.digits == String(period.prefix(999)) + "9")
        let pi = Real.pi.rounded(toSignificantDigits: 1000)!
        #expect(pi.significand.digits.count == 1000 && pi.significand.digits.hasSuffix("95909216420199"))
        #expect(Real.precisionBudget(digits: 32) == Real.precisionBudget && Real.precisionBudget(digits: 1000) > 3322 + 4000)
    }

    /// The issue's table: each was a 40-digit artefact.
    @Test func whatAUserExpectsIsExact() {
        #expect(ScientificFunctions.sin(.pi, .radians) == .zero)
        #expect(ScientificFunctions.cos(Real.pi / 2, .radians) == .zero)
        #expect(ScientificFunctions.tan(Real.pi / 2, .radians).isNaN)
        let root2 = ScientificFunctions.squareRoot(2)
        #expect(root2 * root2 - 2 == .zero)
        #expect(Real(1) / 3 * 3 - 1 == .zero)
        #expect(Real(1) / 3 * 3 == 1)
        #expect(Self.n("0.1") + Self.n("0.2") - Self.n("0.3") == .zero)
    }

    @Test func squareRootsAreSimplified() {
        let root8 = ScientificFunctions.squareRoot(8)
        #expect(root8 == 2 * ScientificFunctions.squareRoot(2))
        #expect(root8 / ScientificFunctions.squareRoot(2) == 2)
        #expect(ScientificFunctions.squareRoot(Self.n("2.25")) == Self.n("1.5"))
        #expect(ScientificFunctions.squareRoot(3) * ScientificFunctions.squareRoot(12) == 6)
        #expect(1 / ScientificFunctions.squareRoot(2) == ScientificFunctions.squareRoot(2) / 2)
        #expect(ScientificFunctions.squareRoot(-1).isNaN)
    }

    /// Roots of fractions with large denominators stay exact, as large as an exact fraction may be
    /// (exact.py's `(0 − 1000) 10ˣ − (0 − 1000) 10ˣ x³ ∛` is 0).
    @Test func rootsOfTinyFractionsAreExact() {
        let tiny = ScientificFunctions.exp10(-1000)
        #expect(ScientificFunctions.cubeRoot(ScientificFunctions.power(tiny, 3)) == tiny)
        #expect((ScientificFunctions.cubeRoot(ScientificFunctions.power(tiny, 3)) - tiny).isZero)
        let root = ScientificFunctions.cubeRoot(ScientificFunctions.exp10(-1001))
        #expect(ExactForm(root * ScientificFunctions.exp10(334))?.plainText == "cbrt(10)")
    }

    @Test func logarithmsAndExponentialsUndoEachOther() {
        #expect(ScientificFunctions.ln(ScientificFunctions.exp(3)) == 3)
        #expect(ScientificFunctions.exp(ScientificFunctions.ln(5)) == 5)
        #expect(ScientificFunctions.log10(1000) == 3)
        #expect(ScientificFunctions.log10(Self.n("0.001")) == -3)
        #expect(ScientificFunctions.exp10(ScientificFunctions.log10(7)) == 7)
        #expect(ScientificFunctions.exp(1) * ScientificFunctions.exp(-1) == 1)
        #expect(ScientificFunctions.ln(1) == .zero)
    }

    /// sin, cos and tan of rational multiples of π, in radians and degrees alike.
    @Test(arguments: [
        ("1/6", "0.5", "0.86602540378443864676372317075294", "0.57735026918962576450914878050196"),
        ("1/4", "0.70710678118654752440084436210485", "0.70710678118654752440084436210485", "1"),
        ("1/2", "1", "0", "Error"), ("1", "0", "-1", "0"), ("3/2", "-1", "0", "Error"),
        ("-1/3", "-0.86602540378443864676372317075294", "0.5", "-1.7320508075688772935274463415059"),
    ])
    func rationalMultiplesOfPi(turns: String, sine: String, cosine: String, tangent: String) {
        let parts = turns.split(separator: "/").map { Int($0)! }
        let fraction = Real(parts[0]) / Real(parts.count > 1 ? parts[1] : 1)
        for (angle, unit) in [(fraction * .pi, AngleUnit.radians), (fraction * 180, .degrees)] {
            #expect(Self.shown(ScientificFunctions.sin(angle, unit)) == sine)
            #expect(Self.shown(ScientificFunctions.cos(angle, unit)) == cosine)
            #expect(Self.shown(ScientificFunctions.tan(angle, unit)) == tangent)
        }
    }

    /// Digits of values with no exact form are proven: they match mpmath at 60 digits.
    @Test func computedValuesShowCorrectDigits() {
        #expect(Self.shown(ScientificFunctions.sin(1, .radians)) == "0.8414709848078965066525023216303")
        #expect(Self.shown(ScientificFunctions.squareRoot(2)) == "1.4142135623730950488016887242097")
        #expect(Self.shown(ScientificFunctions.exp(Real(1) / 3)) == "1.3956124250860895286281253196026")
        #expect(Self.shown(ScientificFunctions.factorial(Self.n("-0.5"))) == "1.7724538509055160272981674833411")
        #expect(Self.shown(ScientificFunctions.cubeRoot(2)) == "1.2599210498948731647672106072782")
        #expect(Self.shown(ScientificFunctions.cubeRoot(-2)) == "-1.2599210498948731647672106072782")
        #expect(Self.shown(ScientificFunctions.log10(7), 16) == "0.8450980400142568")
    }

    /// e^(π√163) is within 7.5 × 10^-13 of a whole number (mpmath: −7.4992740280181431112e-13 below
    /// it): the difference is told from 0 and shown with its own correct digits.
    @Test func aNearlyWholeNumberIsToldApart() {
        let ramanujan = ScientificFunctions.exp(Real.pi * ScientificFunctions.squareRoot(163))
        let difference = ramanujan - Real(Number("262537412640768744")!)
        #expect(Self.shown(difference, 16) == "-7.499274028018143e-13")
    }

    /// A zero that is not known to be one cannot be shown with any digit.
    @Test func anUnknownZeroIsShownAsSuch() {
        let one = Real(1)
        let sine = ScientificFunctions.sin(one, .radians), cosine = ScientificFunctions.cos(one, .radians)
        let zero = sine * sine + cosine * cosine - one
        #expect(zero.rounded(toSignificantDigits: 16) == nil)
        #expect(Self.shown(zero) == NumberFormat.nearZero)
        #expect(zero.signum == nil)
    }

    /// Beyond 10^±10000 a value is undefined, however it was reached.
    @Test func theRangeHolds() {
        #expect(ScientificFunctions.scaled(Self.n("0.5"), byPowerOfTen: 10000) == Self.n("5e9999"))
        #expect(ScientificFunctions.scaled(1, byPowerOfTen: 10000).isNaN)
        #expect(ScientificFunctions.exp(23_100).isNaN)
        #expect(ScientificFunctions.sinh(Self.n("7e2203")).isNaN)
        #expect(ScientificFunctions.power(10, 10000).isNaN)
        #expect(Self.shown(ScientificFunctions.exp(23_000), 16) == "5.93039710069537e9988")
    }

    /// A long chain with no exact form is evaluated once past `computationLimit` and stays correct.
    @Test func aLongComputationIsKeptAsItsBall() {
        var x = Real(1)
        for _ in 0..<200 { x = ScientificFunctions.sin(x, .radians) }
        guard case .computed(let computation) = x.factor else { Issue.record("no computation"); return }
        #expect(computation.size <= Real.computationLimit + 2)
        // mpmath at 80 digits: sin applied 200 times to 1 is 0.12078769194088683160…
        #expect(Self.shown(x, 16) == "0.1207876919408868")
    }

    /// Digits whose proof would cost more than a key's work are fewer, every one proven, never `Error`
    /// (issue 44, R7): Γ(1.5) to 4,500 digits. mpmath at 120 digits: 0.886226925452758013649083741670572…
    @Test func digitsPastAKeysWorkAreFewerNotError() throws {
        let x = ScientificFunctions.factorial(Self.n("0.5"))
        let number = try #require(EvaluationMeter.measuring { x.rounded(toSignificantDigits: 4500) })
        #expect(!number.isNaN)
        let digits = number.significand.digits
        #expect(digits.count > 1000 && digits.count < 4500)
        #expect(digits.hasPrefix("886226925452758013649083741670572591398774728061193564106903894926455642295516090687475328369"))
    }
}
