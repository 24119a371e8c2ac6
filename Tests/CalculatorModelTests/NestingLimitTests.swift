import Testing
@testable import CalculatorModel

/// The brain refuses what would leave more parentheses open or more operators waiting than the
/// limits allow, and changes nothing when it does.
struct NestingLimitTests {
    @Test func theLimitsAreHundredsNotTens() {
        #expect(NestingLimit.openParentheses.maximum == 100)
        #expect(NestingLimit.pendingOperations.maximum == 250)
    }

    @Test(arguments: Evaluation.allCases)
    func aParenthesisPastTheLimitIsRefusedAndChangesNothing(evaluation: Evaluation) {
        var brain = CalculatorBrain(evaluation: evaluation)
        for _ in 0..<100 { #expect(brain.performOperation(.openParenthesis).refusal == nil) }
        #expect(brain.openParentheses == 100)
        let before = brain
        #expect(brain.performOperation(.openParenthesis).refusal == .openParentheses)
        #expect(brain.hasSameState(as: before) && brain.description == before.description)
        // Closing one makes room for one again.
        #expect(brain.performOperation(.closeParenthesis).refusal == nil)
        #expect(brain.performOperation(.openParenthesis).refusal == nil)
        #expect(brain.openParentheses == 100)
    }

    /// `xʸ` chains from the right, so under precedence each one waits: the 251st is refused.
    @Test func anOperatorPastTheLimitIsRefusedAndChangesNothing() {
        var brain = CalculatorBrain()
        for _ in 0..<250 {
            brain.setOperand(1)
            #expect(brain.performOperation(.power).refusal == nil)
        }
        #expect(brain.pendingOperations == 250)
        brain.setOperand(1)
        let before = brain
        #expect(brain.performOperation(.power).refusal == .pendingOperations)
        #expect(brain.hasSameState(as: before) && brain.description == before.description)
        // An operator that completes what waits is not refused: `+` computes the whole chain.
        #expect(brain.performOperation(.add).refusal == nil)
        #expect(brain.pendingOperations == 1 && brain.result == 1)
    }

    /// `(` right after a number multiplies: refused when the × would be one operator too many,
    /// though a parenthesis would still fit. (The × waits after a `+`, which it does not complete.)
    @Test func theMultiplicationOfAParenthesisCountsToo() {
        var brain = CalculatorBrain()
        for _ in 0..<249 {
            brain.setOperand(1)
            brain.performOperation(.power)
        }
        brain.performOperation(.openParenthesis)
        brain.setOperand(1)
        brain.performOperation(.add)
        brain.setOperand(2)
        #expect(brain.pendingOperations == 250 && brain.openParentheses == 1)
        let before = brain
        #expect(brain.performOperation(.openParenthesis).refusal == .pendingOperations)
        #expect(brain.hasSameState(as: before) && brain.openParentheses == 1)
    }

    /// The expression line stays bounded at the deepest nesting the limits allow, and keeps its end.
    @Test func theExpressionLineStaysBounded() {
        var brain = CalculatorBrain()
        for value in 0..<100 {
            brain.setOperand(Number(value))
            brain.performOperation(.add)
            brain.setOperand(12345)
            brain.performOperation(.multiply)
            brain.performOperation(.openParenthesis)
        }
        brain.setOperand(7)
        #expect(brain.description.count <= Expression.maximumLength)
        #expect(brain.description.hasPrefix("…") && brain.description.hasSuffix("99 + 12345 × (7 …"))
    }
}
