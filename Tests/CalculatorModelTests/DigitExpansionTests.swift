import Testing
@testable import CalculatorModel

/// Issue 31 item 2: up to 10,000 proven digits, in bounded steps. Square roots are checked exactly (an
/// N-digit rounding D of √n satisfies (D − ½)² ≤ n·10^(2N−2k) < (D + ½)²), π against mpmath 1.3 at 1,100
/// digits (`mp.dps = 1100; nstr(pi, 1000)`, its last digits), repeating parts by long division by hand.
struct DigitExpansionTests {
    /// The digits as one whole number D (the value is D × 10^(leading + 1 − count)).
    private static func whole(_ digits: [UInt8]) -> GMPInteger {
        GMPInteger(digits: String(decoding: digits.map { $0 + UInt8(ascii: "0") }, as: UTF8.self))!
    }

    @Test(arguments: [(2, 1000), (3, 1000), (10, 1200), (99, 2000), (2, 10_000)])
    func squareRootsAreCorrectlyRounded(radicand: Int, count: Int) {
        var expansion = DigitExpansion(ScientificFunctions.squareRoot(Real(radicand)))
        #expect(expansion.advance(to: count, budget: 10_000_000) == .proven)
        let (negative, digits, leading) = expansion.digits
        #expect(!negative && digits.count == count && expansion.count == count)
        // √n = D × 10^(leading + 1 − count) within half a unit: compare squares of 2D ± 1 with 4n·10^(2(count − 1 − leading)).
        let d = Self.whole(digits)
        let scaled = GMPInteger(4 * radicand) * .powerOfTen(2 * (count - 1 - leading))
        let below = (d + d).adding(-1), above = (d + d).adding(1)
        #expect(!(scaled < below * below) && scaled < above * above)
    }

    @Test func piEndsAsMpmathSays() {
        var expansion = DigitExpansion(.pi)
        #expect(expansion.advance(to: 1000) == .proven)
        let text = String(decoding: expansion.digits.digits.map { $0 + UInt8(ascii: "0") }, as: UTF8.self)
        #expect(text.hasPrefix("314159265358979323846264338327950288419716939937510"))
        // mpmath: digits 987–1002 are 9590921642019893; rounded at the 1,000th, …95909216420199.
        #expect(text.count == 1000 && text.hasSuffix("95909216420199"))
    }

    /// A value the key's meter gave up on is tried again by an expansion, which works in steps: each
    /// keeps what it proved (never fewer digits, each a rounding of the same value) and the last proves all.
    @Test func aValueAKeyGaveUpOnIsProvenInSteps() {
        // Two copies made alike, so that the second's caches do not serve the first.
        let make = { ScientificFunctions.sin(ScientificFunctions.exp(Real(3)), .radians) + ScientificFunctions.ln(Real(7)) }
        let value = make()
        let shown = EvaluationMeter.measuring(budget: 1) { value.rounded(toSignificantDigits: 200) }
        #expect((shown?.significand.digits.count ?? 0) < 200)
        var whole = DigitExpansion(make())
        whole.advance(to: 1000, budget: 10_000_000)
        var expansion = DigitExpansion(value)
        var counts: [Int] = []
        while expansion.advance(to: 1000, budget: 250) == .morePossible, counts.count < 1000 {
            counts.append(expansion.count)
            if let number = expansion.number {
                #expect(number == Real(whole.number!).rounded(toSignificantDigits: expansion.count))
            }
        }
        #expect(expansion.progress == .proven && !counts.isEmpty && counts == counts.sorted(), "\(counts)")
        #expect(expansion.number == whole.number && expansion.count == 1000)
    }

    /// A step too small for any digit proves none, and says more is possible: never a wrong digit.
    @Test func aStepTooSmallProvesNothing() {
        let value = ScientificFunctions.sin(ScientificFunctions.exp(Real(2)), .radians) * ScientificFunctions.ln(Real(3))
        var expansion = DigitExpansion(value)
        #expect(expansion.advance(to: 1000, budget: 10) == .morePossible)
        #expect(expansion.count == 0 && expansion.number == nil && expansion.digits.digits.isEmpty)
    }

    /// A value kept as a ball (a chain of more than 64 operations, kept at 256 bits or at 4,160 when
    /// that fitted the key's work) proves what its ball holds and no more, and says so at once.
    @Test func aKeptBallStopsAtItsProofLimit() {
        var value = Real(1)
        for _ in 0..<70 { value = ScientificFunctions.sin(value, .radians) + 1 }
        var expansion = DigitExpansion(value)
        let clock = ContinuousClock()
        let time = clock.measure { #expect(expansion.advance(to: 5000, budget: 10_000_000) == .stoppedAtProofLimit) }
        #expect((32..<1300).contains(expansion.count))
        #expect(time < .milliseconds(200))
        // Its digits are the display's, rounded further.
        #expect(Real(expansion.number!).rounded(toSignificantDigits: 32) == value.rounded(toSignificantDigits: 32))
    }

    @Test func aTerminatingFractionEnds() {
        var expansion = DigitExpansion(Real(1) / 4)
        #expect(expansion.advance(to: 1000) == .ended)
        #expect(expansion.digits.digits == [2, 5] && expansion.digits.leadingExponent == -1)
        #expect(expansion.repetend == nil)
        var third = DigitExpansion(Real(-1) / 3)
        #expect(third.advance(to: 1000) == .proven)
        let (negative, digits, leading) = third.digits
        #expect(negative && digits == Array(repeating: 3, count: 1000) && leading == -1)
    }

    @Test func errorHasNoDigits() {
        var expansion = DigitExpansion(.undefined(.divisionByZero))
        #expect(expansion.advance(to: 10) == .undefined && expansion.number == nil)
    }
}
