import Testing
@testable import CalculatorModel

/// A computed value is evaluated once per precision, whichever copy asks: the display, the tape, the
/// memory and undo hold copies of the same value.
struct BallCacheTests {
    static let third = Real(Rational(1, 3))

    @Test func copiesShareTheirEvaluation() {
        let value = ScientificFunctions.sin(Self.third, .radians)
        let copy = value
        _ = value.rounded(toSignificantDigits: 32)
        let meter = EvaluationMeter(budget: 1_000_000)
        EvaluationMeter.$current.withValue(meter) {
            #expect(copy.rounded(toSignificantDigits: 32) == Number("0.32719469679615224417334408526762"))   // mpmath.sin(1/3)
        }
        #expect(meter.spent == 0)
    }

    @Test func aMorePreciseRequestEvaluatesAgainAndIsKept() {
        let cache = BallCache()
        let rough = Ball(Rational(1, 3), precision: 64), fine = Ball(Rational(1, 3), precision: 256)
        cache.store(rough, precision: 64, isComplete: true)
        #expect(cache.ball(precision: 64) === rough)
        // A request up to `slack` bits above is served (its guard bits), one beyond is evaluated again.
        #expect(cache.ball(precision: 64 + BallCache.slack) === rough)
        #expect(cache.ball(precision: 65 + BallCache.slack) == nil)
        cache.store(fine, precision: 256, isComplete: true)
        #expect(cache.ball(precision: 200) === fine)
        // A rougher ball never replaces a finer one.
        cache.store(rough, precision: 64, isComplete: true)
        #expect(cache.ball(precision: 200) === fine)
    }

    /// A value given up (its key's work ran out) keeps its last good ball for every later request.
    /// A chain of 250 pending xʸ on irrational exponents costs one operation a step, not the chain each
    /// time: 1.0001^(1.0001^(… 0.5)) to 32 digits (mpmath at 50 digits: 1.0001000100015002333733404096339)
    /// within one key's work.
    @Test func aLongChainIsEvaluatedWithinOneKeysWork() {
        let meter = EvaluationMeter(budget: EvaluationMeter.perKey)
        EvaluationMeter.$current.withValue(meter) {
            var value = Real(Rational(1, 2))
            for _ in 0..<250 { value = ScientificFunctions.power(Real(Rational(10001, 10000)), value) }
            #expect(value.rounded(toSignificantDigits: 32) == Number("1.0001000100015002333733404096339"))
        }
        #expect(!meter.isExhausted)
    }

    @Test func aGivenUpValueKeepsItsLastGoodBall() {
        let cache = BallCache()
        let rough = Ball(Rational(1, 3), precision: 64)
        cache.store(rough, precision: 64, isComplete: true)
        cache.store(.indeterminate, precision: 4096, isComplete: false)
        #expect(cache.ball(precision: 4096) === rough)
        #expect(cache.best?.precision == 64)
    }
}
