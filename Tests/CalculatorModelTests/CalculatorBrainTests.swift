import Testing
@testable import CalculatorModel

/// The brain driven directly, operand by operand, as the CS193p lecture does.
struct CalculatorBrainTests {
    @Test func pendingOperationWaitsForItsSecondOperand() {
        var brain = CalculatorBrain()
        brain.setOperand(7)
        brain.performOperation("+")
        #expect(brain.resultIsPending)
        #expect(brain.pendingSymbol == "+")
        #expect(brain.description == "7 + …")
        brain.setOperand(9)
        #expect(brain.description == "7 + 9 …")
        brain.performOperation("=")
        #expect(!brain.resultIsPending)
        #expect(brain.result == 16)
        #expect(brain.description == "7 + 9 =")
    }

    @Test func unaryOperationWrapsItsOperandInTheDescription() {
        var brain = CalculatorBrain()
        brain.setOperand(8)
        brain.performOperation("±")
        #expect(brain.result == -8)
        #expect(brain.description == "±(8) =")
    }

    @Test func newOperationsNeedOnlyATableEntry() {
        var brain = CalculatorBrain()
        brain.operations["√"] = .unary { $0.squareRoot() }
        brain.operations["π"] = .constant(Double.pi)
        brain.setOperand(7)
        brain.performOperation("+")
        brain.setOperand(9)
        brain.performOperation("=")
        brain.performOperation("√")
        #expect(brain.result == 4)
        #expect(brain.description == "√(7 + 9) =")
        brain.performOperation("π")
        #expect(brain.description == "π")
        #expect(brain.result == Double.pi)
    }

    @Test func secondOperatorReplacesTheFirst() {
        var brain = CalculatorBrain()
        brain.setOperand(5)
        brain.performOperation("+")
        brain.performOperation("×")
        #expect(brain.description == "5 × …")
        brain.setOperand(3)
        brain.performOperation("=")
        #expect(brain.result == 15)
    }

    @Test func repeatedEqualsRepeatsTheLastOperation() {
        var brain = CalculatorBrain()
        brain.setOperand(5)
        brain.performOperation("+")
        brain.setOperand(3)
        brain.performOperation("=")
        brain.performOperation("=")
        #expect(brain.result == 11)
        #expect(brain.description == "5 + 3 + 3 =")
    }

    @Test func divisionByZeroIsNotFinite() {
        var brain = CalculatorBrain()
        brain.setOperand(1)
        brain.performOperation("÷")
        brain.setOperand(0)
        brain.performOperation("=")
        #expect(brain.result?.isFinite == false)
    }

    @Test func clearForgetsEverything() {
        var brain = CalculatorBrain()
        brain.setOperand(5)
        brain.performOperation("+")
        brain.clear()
        #expect(brain.result == nil)
        #expect(!brain.resultIsPending)
        #expect(brain.description == "")
        brain.performOperation("=")
        #expect(brain.result == nil)
    }

    @Test func unknownSymbolIsIgnored() {
        var brain = CalculatorBrain()
        brain.setOperand(5)
        brain.performOperation("frobnicate")
        #expect(brain.result == 5)
        #expect(brain.description == "5")
    }

    @Test(arguments: [("+", 55.0), ("−", 45.0), ("×", 5.0), ("÷", 500.0)])
    func percentDependsOnThePendingOperation(symbol: String, result: Double) {
        var brain = CalculatorBrain()
        brain.setOperand(50)
        brain.performOperation(symbol)
        brain.setOperand(10)
        brain.performOperation("%")
        brain.performOperation("=")
        #expect(brain.result == result)
        #expect(brain.description == "50 \(symbol) 10% =")
    }
}
