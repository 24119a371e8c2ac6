import Testing
@testable import CalculatorModel

/// The brain says which operation completed a calculation, and which, by returning it (issue 30,
/// item 1), rather than by a count the caller compares.
struct OperationOutcomeTests {
    /// Operands are numbers, operations their symbols; each returns the line of what it completed, or nil.
    static func lines(_ tokens: [String], evaluation: Evaluation = .precedence) -> [String?] {
        var brain = CalculatorBrain(evaluation: evaluation)
        return tokens.compactMap { token in
            if let number = Number(token) {
                brain.setOperand(number)
                return nil
            }
            return .some(brain.performOperation(OperationID(symbol: token)!).completed.map(\.expressionLine))
        }
    }

    @Test(
        arguments: [
            // `=` completes what it computed; the operators before it complete nothing.
            (["7", "+", "9", "="], [nil, "7 + 9 ="]),
            // A function with nothing waiting completes at once; `=` after it completes nothing more.
            (["16", "√", "="], ["√(16) =", nil]),
            // Inside a group a function completes nothing; the `=` that closes the group does.
            (["(", "16", "√", "+", "1", ")", "="], [nil, nil, nil, nil, "(√(16) + 1) ="]),
            // `=` again repeats the last step and completes again; a lone number's `=` completes nothing.
            (["5", "+", "3", "=", "="], [nil, "5 + 3 =", "5 + 3 + 3 ="]),
            (["5", "="], [nil]),
        ] as [([String], [String?])])
    func anOperationReturnsTheCalculationItCompleted(tokens: [String], lines: [String?]) {
        #expect(Self.lines(tokens) == lines)
    }

    @Test func theCompletedCalculationCarriesItsValue() throws {
        var brain = CalculatorBrain()
        brain.setOperand(2)
        brain.performOperation(.divide)
        brain.setOperand(3)
        let completed = try #require(brain.performOperation(.equals).completed)
        #expect(completed.expressionLine == "2 ÷ 3 =" && completed.value == brain.result)
        #expect(HistoryEntry(completed)?.line == "2 ÷ 3 = 0.6666666666666666666666666666666666666667")
    }

    @Test func aRefusedOperationCompletesNothing() {
        var brain = CalculatorBrain()
        for _ in 0..<NestingLimit.openParentheses.maximum { brain.performOperation(.openParenthesis) }
        let outcome = brain.performOperation(.openParenthesis)
        #expect(outcome == .refused(.openParentheses))
        #expect(outcome.refusal == .openParentheses && outcome.completed == nil)
    }
}
