import CArb
import Testing
@testable import CalculatorModel

/// A ball gives digits only when every value in it rounds to them.
struct BallTests {
    /// 1/3 to 200 bits: its 16 digits are certain.
    @Test func aNarrowBallGivesItsDigits() {
        let third = Ball(Rational(1, 3), precision: 200)
        #expect(third.rounded(toSignificantDigits: 16)?.description == "0.3333333333333333")
        #expect(third.isPositive && third.isNonZero)
    }

    /// A ball around 0.125 ± 0.001 straddles 0.125's rounding to 2 digits (0.12 | 0.13): no digits.
    @Test func aBallAcrossARoundingBoundaryGivesNone() {
        let ball = Ball(Rational(1, 8), precision: 64).map { result, x in
            arb_set(result, x)
            arb_add_error_2exp_si(result, -10)
        }
        #expect(ball.rounded(toSignificantDigits: 2) == nil)
        #expect(ball.rounded(toSignificantDigits: 1)?.description == "0.1")
    }

    @Test func aBallAroundZeroHasNoSign() {
        let ball = Ball {
            arb_zero($0); arb_add_error_2exp_si($0, -100)
        }
        #expect(!ball.isNonZero && ball.isFinite && !ball.isExactlyZero)
        #expect(ball.rounded(toSignificantDigits: 1) == nil)
        #expect(Ball { arb_zero($0) }.isExactlyZero)
    }
}
