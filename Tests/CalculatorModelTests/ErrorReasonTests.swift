import Testing

@testable import CalculatorModel

/// Why a value is `Error` (issue 43): each place the model gives up on a value names its reason, and an
/// operation on an error keeps it. One row per place, found by reading every `Real.undefined` of the
/// model; the reasons are the mathematics' (a pole is outside the domain, 0⁻¹ a division by zero).
struct ErrorReasonTests {
    private static func n(_ text: String) -> Real { Real(Number(text)!) }
    private static let sqrt2 = ScientificFunctions.squareRoot(2)
    private static let sinOne = ScientificFunctions.sin(1, .radians)

    @Test(
        arguments: [
            // Division: `÷`, `1/x`, 0 to a negative power, a power of a zero coefficient.
            ("5 ÷ 0", Real(5) / .zero, ErrorReason.divisionByZero), ("√2 ÷ 0", sqrt2 / .zero, .divisionByZero),
            ("0 xʸ -1", ScientificFunctions.power(.zero, -1), .divisionByZero),
            ("0 xʸ -√2", ScientificFunctions.power(.zero, -sqrt2), .divisionByZero),
            // Roots.
            ("-1 √", ScientificFunctions.squareRoot(-1), .negativeRoot),
            ("-2 √ √", ScientificFunctions.squareRoot(-sqrt2), .negativeRoot),
            ("-16 ʸ√x 4", ScientificFunctions.root(-16, 4), .negativeRoot),
            ("-2 ʸ√x 0.4", ScientificFunctions.root(-2, n("0.4")), .negativeRoot),
            ("-2 ʸ√x π", ScientificFunctions.root(-2, .pi), .negativeRoot),
            ("8 ʸ√x 0", ScientificFunctions.root(8, .zero), .zerothRoot),
            ("-8 xʸ 0.5", ScientificFunctions.power(-8, n("0.5")), .fractionalPowerOfNegative),
            ("-2 xʸ π", ScientificFunctions.power(-2, .pi), .fractionalPowerOfNegative),
            // Functions where they are undefined.
            ("0 ln", ScientificFunctions.ln(.zero), .outsideDomain), ("-1 ln", ScientificFunctions.ln(-1), .outsideDomain),
            ("-sin 1 ln", ScientificFunctions.ln(-sinOne), .outsideDomain),
            ("0 log", ScientificFunctions.log10(.zero), .outsideDomain),
            ("-sin 1 log", ScientificFunctions.log10(-sinOne), .outsideDomain),
            ("90 tan", ScientificFunctions.tan(90, .degrees), .outsideDomain),
            ("Rad π/2 tan", ScientificFunctions.tan(Real.pi / 2, .radians), .outsideDomain),
            ("2 sin⁻¹", ScientificFunctions.asin(2, .degrees), .outsideDomain),
            ("-2 cos⁻¹", ScientificFunctions.acos(-2, .degrees), .outsideDomain),
            ("0.5 cosh⁻¹", ScientificFunctions.acosh(n("0.5")), .outsideDomain),
            ("sin 1 cosh⁻¹", ScientificFunctions.acosh(sinOne), .outsideDomain),
            ("1 tanh⁻¹", ScientificFunctions.atanh(1), .outsideDomain),
            ("-1 x!", ScientificFunctions.factorial(-1), .outsideDomain),
            // Out of range: past 10^10000 or below 10^−9999, however it is found.
            ("10 xʸ 10000", ScientificFunctions.power(10, 10000), .outOfRange),
            ("23027 eˣ", ScientificFunctions.exp(23027), .outOfRange),
            ("10001 10ˣ", ScientificFunctions.exp10(10001), .outOfRange),
            ("10001.5 10ˣ", ScientificFunctions.exp10(n("10001.5")), .outOfRange),
            ("1e20 10ˣ", ScientificFunctions.exp10(n("1e20")), .outOfRange),
            ("3301 x!", ScientificFunctions.factorial(3301), .outOfRange),
            ("3300.5 x!", ScientificFunctions.factorial(n("3300.5")), .outOfRange),
            ("1e30 x!", ScientificFunctions.factorial(n("1e30")), .outOfRange),
            ("5 EE 30000", ScientificFunctions.scaled(5, byPowerOfTen: 30000), .outOfRange),
            ("9e9999 × 10", n("9e9999") * 10, .outOfRange), ("1e-9999 ÷ 10", n("1e-9999") / 10, .outOfRange),
            ("e^(10⁴ √2) (a computation)", ScientificFunctions.exp(sqrt2 * 20000), .outOfRange),
            ("a decimal out of range", Real(Number.nan), .outOfRange),
        ] as [(String, Real, ErrorReason)])
    func eachPlaceNamesItsReason(name: String, value: Real, reason: ErrorReason) {
        #expect(value.errorReason == reason, "\(name)")
        #expect(value.isNaN && value == .undefined(reason), "\(name)")
    }

    /// What one key's work cannot settle: a computation whose range check is not afforded, the sign of
    /// a base that may be 0 or negative.
    @Test func whatAKeyCannotSettleIsTooMuchWork() {
        let unsettled = EvaluationMeter.measuring(budget: 1) { ScientificFunctions.exp(Self.sinOne * 3) }
        #expect(unsettled.errorReason == .tooMuchWork)
        // sin 1 − sin(1 + 10⁻⁶⁰) is negative, which 128 bits cannot tell; a key of 1 unit cannot go further
        // (each made anew: a value's cache keeps what a key gave up on).
        func tiny() -> Real { Self.sinOne - ScientificFunctions.sin(1 + Self.n("1e-60"), .radians) }
        let unsigned = tiny()   // made with an evaluation's work: its sign is asked within the key's
        let root = EvaluationMeter.measuring(budget: 1) { ScientificFunctions.power(unsigned, Self.n("0.5")) }
        #expect(root.errorReason == .tooMuchWork)
        #expect(ScientificFunctions.power(tiny(), Self.n("0.5")).errorReason == .fractionalPowerOfNegative)
    }

    /// A value that is a number has no reason; two errors are equal only for the same reason.
    @Test func numbersHaveNoReasonAndErrorsDifferByTheirs() {
        #expect((Real(5) / 2).errorReason == nil && !ScientificFunctions.sin(1, .radians).isNaN)
        #expect(Real.undefined(.divisionByZero) != Real.undefined(.outOfRange))
        #expect(Real.undefined(.divisionByZero) != .zero)
    }

    /// Batch mode's English, short and lower case (`calculator: division by zero`), one for each reason.
    @Test func eachReasonHasItsOwnWords() {
        let words = ErrorReason.allCases.map(\.description)
        #expect(Set(words).count == ErrorReason.allCases.count)
        #expect(words.allSatisfy { !$0.isEmpty && $0.first!.isLowercase && $0.count <= 40 })
        #expect(ErrorReason.divisionByZero.description == "division by zero")
    }
}
