import Testing
import TestSupport
@testable import CalculatorModel

/// The brain driven directly, operand by operand, as the CS193p lecture does.
struct CalculatorBrainTests {
    @Test func pendingOperationWaitsForItsSecondOperand() {
        var brain = CalculatorBrain()
        brain.setOperand(7)
        brain.performOperation(.add)
        #expect(brain.resultIsPending)
        #expect(brain.pendingOperation == .add)
        #expect(brain.description == "7 + …")
        brain.setOperand(9)
        #expect(brain.description == "7 + 9 …")
        brain.performOperation(.equals)
        #expect(!brain.resultIsPending)
        #expect(brain.result == 16)
        #expect(brain.description == "7 + 9 =")
    }

    @Test func unaryOperationWrapsItsOperandInTheDescription() {
        var brain = CalculatorBrain()
        brain.setOperand(8)
        brain.performOperation(.negate)
        #expect(brain.result == -8)
        #expect(brain.description == "±(8) =")
    }

    @Test func newOperationsNeedOnlyATableEntry() {
        var brain = CalculatorBrain()
        brain.operations[.squareRoot] = .unary(ScientificFunctions.squareRoot)
        brain.operations[.pi] = .constant(Real(Number("3.25")!))
        brain.setOperand(7)
        brain.performOperation(.add)
        brain.setOperand(9)
        brain.performOperation(.equals)
        brain.performOperation(.squareRoot)
        #expect(brain.result == 4)
        #expect(brain.description == "√(7 + 9) =")
        brain.performOperation(.pi)
        #expect(brain.description == "π")
        #expect(brain.result == Real(Number("3.25")!))
    }

    @Test func secondOperatorReplacesTheFirst() {
        var brain = CalculatorBrain()
        brain.setOperand(5)
        brain.performOperation(.add)
        brain.performOperation(.multiply)
        #expect(brain.description == "5 × …")
        brain.setOperand(3)
        brain.performOperation(.equals)
        #expect(brain.result == 15)
    }

    @Test func repeatedEqualsRepeatsTheLastOperation() {
        var brain = CalculatorBrain()
        brain.setOperand(5)
        brain.performOperation(.add)
        brain.setOperand(3)
        brain.performOperation(.equals)
        brain.performOperation(.equals)
        #expect(brain.result == 11)
        #expect(brain.description == "5 + 3 + 3 =")
    }

    @Test func divisionByZeroIsNotFinite() {
        var brain = CalculatorBrain()
        brain.setOperand(1)
        brain.performOperation(.divide)
        brain.setOperand(0)
        brain.performOperation(.equals)
        #expect(brain.result?.isNaN == true)
    }

    @Test func clearForgetsEverything() {
        var brain = CalculatorBrain()
        brain.setOperand(5)
        brain.performOperation(.add)
        brain.clear()
        #expect(brain.result == nil)
        #expect(!brain.resultIsPending)
        #expect(brain.description == "")
        brain.performOperation(.equals)
        #expect(brain.result == nil)
    }

    @Test func operationMissingFromTheTableDoesNothing() {
        var brain = CalculatorBrain(operations: [.add: .binary(+, precedence: .additive), .equals: .equals])
        brain.setOperand(5)
        brain.performOperation(.squareRoot)
        #expect(brain.result == 5)
        #expect(brain.description == "5")
    }

    @Test(arguments: [(.add, 55), (.subtract, 45), (.multiply, 5), (.divide, 500)] as [(OperationID, Number)])
    func percentDependsOnThePendingOperation(operation: OperationID, result: Number) {
        var brain = CalculatorBrain()
        brain.setOperand(50)
        brain.performOperation(operation)
        brain.setOperand(10)
        brain.performOperation(.percent)
        brain.performOperation(.equals)
        #expect(brain.result == Real(result))
        #expect(brain.description == "50 \(operation.symbol) 10% =")
    }

    // MARK: Scientific operation cases

    /// A generator that always answers the same word, to reach the ends of the range.
    struct ConstantGenerator: RandomNumberGenerator {
        let word: UInt64
        func next() -> UInt64 { word }
    }

    @Test func randIsDeterministicWithASeededGenerator() throws {
        var first = CalculatorBrain(randomNumberGenerator: SplitMix64(seed: 42))
        var second = CalculatorBrain(randomNumberGenerator: SplitMix64(seed: 42))
        var values: [Number] = []
        for _ in 0..<100 {
            first.performOperation(.random)
            second.performOperation(.random)
            #expect(first.result == second.result)
            let value = try #require(first.result?.rounded(toSignificantDigits: 40))
            #expect(Real(value) == first.result)   // a decimal, exactly
            #expect(value >= 0 && value < 1)
            // 32 decimals at most, so the wide display shows exactly the value.
            #expect(value.significand.digits.count <= 32 && value.leadingExponent < 0)
            #expect(value.significand.digits.count - value.leadingExponent - 1 <= 32)   // 32 decimals at most
            #expect(first.description == NumberFormat.exact(value))
            values.append(value)
        }
        #expect(Set(values).count > 95)
    }

    @Test(arguments: [UInt64.min, .max, 1 << 63])
    func randStaysBelowOne(word: UInt64) throws {
        var brain = CalculatorBrain(randomNumberGenerator: ConstantGenerator(word: word))
        brain.performOperation(.random)
        let value = try #require(brain.result?.rounded(toSignificantDigits: 40))
        #expect(value >= 0 && value < 1)
        #expect(value.significand.digits.count - value.leadingExponent - 1 <= 32)   // 32 decimals at most
    }

    @Test func randIsAnOperandLikeAConstant() {
        var brain = CalculatorBrain(randomNumberGenerator: SplitMix64(seed: 7))
        brain.setOperand(5)
        brain.performOperation(.add)
        brain.performOperation(.random)
        let drawn = brain.result!
        brain.performOperation(.equals)
        #expect(brain.result == 5 + drawn)
        #expect(brain.description == "5 + " + NumberFormat.exact(drawn) + " =")
    }

    @Test func memoryAddsSubtractsRecallsAndClears() {
        var brain = CalculatorBrain()
        #expect(!brain.hasMemory)
        brain.performOperation(.memoryRecall)
        #expect(brain.result == 0)
        brain.setOperand(5)
        brain.performOperation(.memoryAdd)
        #expect(brain.memory == 5)
        #expect(brain.result == 5)
        #expect(brain.hasMemory)
        brain.setOperand(2)
        brain.performOperation(.memorySubtract)
        brain.setOperand(Number("0.1")!)
        brain.performOperation(.memoryAdd)
        #expect(brain.memory == Real(Number("3.1")!))
        brain.setOperand(9)
        brain.performOperation(.add)
        brain.performOperation(.memoryRecall)
        #expect(brain.description == "9 + 3.1 …")
        brain.performOperation(.equals)
        #expect(brain.result == Real(Number("12.1")!))
        brain.performOperation(.memoryClear)
        #expect(!brain.hasMemory)
        #expect(brain.memory == nil)
        #expect(brain.result == Real(Number("12.1")!))
    }

    @Test func memorySurvivesClear() {
        var brain = CalculatorBrain()
        brain.setOperand(7)
        brain.performOperation(.memorySubtract)
        brain.clear()
        #expect(brain.hasMemory)
        brain.performOperation(.memoryRecall)
        #expect(brain.result == -7)
    }

    @Test func memoryHoldingZeroIsStillSet() {
        var brain = CalculatorBrain()
        brain.performOperation(.memoryAdd)
        #expect(brain.hasMemory)
        #expect(brain.memory == 0)
    }

    @Test func angleUnitIsDegreesUntilChangedAndSurvivesClear() {
        var brain = CalculatorBrain()
        #expect(brain.angleUnit == .degrees)
        brain.angleUnit = .radians
        brain.clear()
        #expect(brain.angleUnit == .radians)
        brain.performOperation(.pi)
        brain.performOperation(.cos)
        #expect(brain.result == -1)   // exactly: π is π, not 40 digits of it
    }

    @Test func theTableEntryDecidesWhatAnOperationDoesAndHowItIsWritten() {
        var brain = CalculatorBrain(operations: [
            .power: .binary({ ($0 - $1).isNegative ? $1 : $0 }, infix: "max", precedence: .multiplicative),
            .negate: .unary({ 2 * $0 }, .prefix("2·", .multiplicative)),
            .sin: .angular({ x, unit in unit == .degrees ? x / 180 : x / Real.pi }),
            .equals: .equals,
        ])
        brain.setOperand(2)
        brain.performOperation(.power)
        #expect(brain.pendingOperation == .power)
        brain.setOperand(5)
        brain.performOperation(.equals)
        #expect(brain.result == 5)
        #expect(brain.description == "2 max 5 =")
        brain.performOperation(.equals)
        #expect(brain.description == "2 max 5 max 5 =")
        brain.performOperation(.negate)
        #expect(brain.result == 10)
        #expect(brain.description == "2·(2 max 5 max 5) =")
        brain.setOperand(90)
        brain.performOperation(.sin)
        #expect(brain.result == Real(Number("0.5")!))
        #expect(brain.description == "sin(90) =")
    }

    @Test func binaryWithoutInfixWritesItsSymbol() {
        var brain = CalculatorBrain(evaluation: .immediate)
        brain.setOperand(6)
        brain.performOperation(.multiply)
        #expect(brain.description == "6 × …")
        #expect(brain.pendingOperation == .multiply)
        brain.setOperand(2)
        brain.performOperation(.power)
        #expect(brain.pendingOperation == .power)
        #expect(brain.description == "(6 × 2) ^ …")
    }

    /// Found by the fuzzer: `× = =` used to repeat the whole expression as its own operand,
    /// tripling the expression line each time (gigabytes after 60 keys).
    @Test func repeatingWithoutAnOperandNamesTheValueNotTheExpression() {
        var brain = CalculatorBrain(evaluation: .immediate)
        brain.setOperand(1)
        brain.performOperation(.add)
        brain.setOperand(2)
        brain.performOperation(.multiply)
        brain.performOperation(.equals)
        #expect(brain.result == 9)
        #expect(brain.description == "(1 + 2) × 3 =")
    }

    @Test func expressionLineStaysBounded() {
        var brain = CalculatorBrain()
        brain.setOperand(Number("1.5")!)
        for _ in 0..<100 {
            brain.performOperation(.multiply)
            brain.performOperation(.equals)
            brain.performOperation(.equals)
        }
        #expect(brain.description.count <= Expression.maximumLength + 2)
        #expect(brain.description.hasPrefix("…"))
        #expect(brain.description.hasSuffix(" ="))
    }

    /// Found by the fuzzer: `× = =` under precedence repeats the outermost operation on its value.
    @Test func repeatingUnderPrecedenceNamesTheValueToo() {
        var brain = CalculatorBrain()
        brain.setOperand(1)
        brain.performOperation(.add)
        brain.setOperand(2)
        brain.performOperation(.multiply)
        brain.performOperation(.equals)
        #expect(brain.result == 5)
        #expect(brain.description == "1 + 2 × 2 =")
        brain.performOperation(.equals)
        #expect(brain.result == 9)
    }

    @Test func parenthesesStackAndCloseInOrder() {
        var brain = CalculatorBrain()
        brain.setOperand(2)
        brain.performOperation(.multiply)
        brain.performOperation(.openParenthesis)
        brain.setOperand(3)
        brain.performOperation(.add)
        brain.performOperation(.openParenthesis)
        #expect(brain.openParentheses == 2)
        #expect(brain.pendingOperation == nil)
        #expect(brain.result == 0)
        #expect(brain.description == "2 × (3 + (…")
        brain.setOperand(4)
        brain.performOperation(.closeParenthesis)
        #expect(brain.operandIsClosedGroup)
        #expect(brain.openParentheses == 1)
        #expect(brain.description == "2 × (3 + (4) …")
        brain.performOperation(.equals)
        #expect(brain.openParentheses == 0)
        #expect(brain.result == 14)
        #expect(brain.description == "2 × (3 + (4)) =")
    }

    @Test func aCloseParenthesisWithNothingOpenDoesNothing() {
        var brain = CalculatorBrain()
        brain.setOperand(5)
        brain.performOperation(.add)
        brain.performOperation(.closeParenthesis)
        #expect(brain.description == "5 + …")
        #expect(brain.pendingOperation == .add)
    }

    /// Under immediate evaluation each group still runs left to right on its own.
    @Test func immediateEvaluationRunsEachGroupLeftToRight() {
        var brain = CalculatorBrain(evaluation: .immediate)
        brain.setOperand(2)
        brain.performOperation(.multiply)
        brain.performOperation(.openParenthesis)
        brain.setOperand(3)
        brain.performOperation(.add)
        brain.setOperand(4)
        brain.performOperation(.multiply)
        #expect(brain.result == 7)
        brain.setOperand(5)
        brain.performOperation(.equals)
        #expect(brain.result == 70)
        #expect(brain.description == "2 × ((3 + 4) × 5) =")
    }

    /// A paste replaces the operand it lands on: the operator waiting gets its operand anew.
    @Test func discardingTheOperandKeepsWhatWaits() {
        var brain = CalculatorBrain()
        brain.setOperand(2)
        brain.performOperation(.add)
        brain.setOperand(9)
        brain.performOperation(.squareRoot)
        brain.discardOperand()
        #expect(brain.isAwaitingOperand)
        brain.setOperand(1)
        brain.performOperation(.equals)
        #expect(brain.result == 3)
    }
}
