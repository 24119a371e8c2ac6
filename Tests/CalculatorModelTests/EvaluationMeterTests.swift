import Testing
@testable import CalculatorModel

/// The meter that bounds one key's work on numbers: what it charges, and what an evaluation it cannot
/// afford gives (a ball that holds every real, never a wrong digit).
struct EvaluationMeterTests {
    @Test func chargesUntilTheBudgetIsSpentThenRefusesEverything() {
        let meter = EvaluationMeter(budget: 100)
        #expect(meter.charge(60))
        #expect(meter.remaining == 40 && meter.spent == 60)
        #expect(!meter.charge(41))
        #expect(meter.isExhausted)
        // Once refused, nothing more is afforded, however small: the rest of the key is given up.
        #expect(!meter.charge(1))
        #expect(meter.spent == 60)
    }

    @Test(arguments: [EvaluationMeter.Operation.arithmetic, .root, .elementary, .gamma])
    func costGrowsWithPrecision(operation: EvaluationMeter.Operation) {
        let costs = [64, 1024, 4096, 16384, 65536].map { EvaluationMeter.cost(of: operation, precision: $0) }
        #expect(costs[0] == costs[1])   // below 1,024 bits the cost is the same
        #expect(zip(costs.dropFirst(), costs.dropFirst(2)).allSatisfy { $0 < $1 })
    }

    /// The model's growth exponents: 4× the precision costs 4^1.2, 4^1.7 and 4^2.6 times as much.
    @Test func costFollowsTheModel() {
        let ratio = { (operation: EvaluationMeter.Operation) in
            Double(EvaluationMeter.cost(of: operation, precision: 65536))
                / Double(EvaluationMeter.cost(of: operation, precision: 16384))
        }
        #expect(abs(ratio(.arithmetic) - 5.278) < 0.1)   // 4^1.2
        #expect(abs(ratio(.elementary) - 10.56) < 0.1)   // 4^1.7
        #expect(abs(ratio(.gamma) - 36.76) < 0.3)   // 4^2.6
    }

    @Test func anUnaffordedEvaluationHoldsEveryReal() {
        let meter = EvaluationMeter(budget: 10)
        let value = Computation.function(.sin, .value(Real(Rational(1, 3))))
        let ball = value.ball(precision: 4096, meter: meter)
        #expect(meter.isExhausted)
        #expect(!ball.isFinite)
        #expect(ball.rounded(toSignificantDigits: 1) == nil)
    }

    @Test func aTrialChargesItsWorkBackAndLeavesTheMeterUsable() {
        let meter = EvaluationMeter(budget: 1000)
        let trial = meter.trial(budget: 100)
        #expect(trial.charge(70))
        #expect(!trial.charge(70))
        meter.absorb(trial)
        #expect(meter.spent == 70 && meter.remaining == 930)
        #expect(!meter.isExhausted)
    }

    @Test func measuringNestsOnTheOuterMeter() {
        let outer = EvaluationMeter(budget: 1000)
        EvaluationMeter.$current.withValue(outer) {
            EvaluationMeter.measuring {
                #expect(EvaluationMeter.current === outer)
            }
        }
        EvaluationMeter.measuring {
            #expect(EvaluationMeter.current?.remaining == EvaluationMeter.perKey)
        }
        #expect(EvaluationMeter.current == nil)
    }
}
