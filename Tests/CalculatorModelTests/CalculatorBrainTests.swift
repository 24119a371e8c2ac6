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

    // MARK: Scientific operation cases

    /// A small deterministic generator (SplitMix64), so `Rand` can be tested.
    struct SplitMix64: RandomNumberGenerator {
        var state: UInt64
        mutating func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }
    }

    /// A generator that always answers the same word, to reach the ends of the range.
    struct ConstantGenerator: RandomNumberGenerator {
        let word: UInt64
        func next() -> UInt64 { word }
    }

    @Test func randIsDeterministicWithASeededGenerator() {
        var first = CalculatorBrain(randomNumberGenerator: SplitMix64(state: 42))
        var second = CalculatorBrain(randomNumberGenerator: SplitMix64(state: 42))
        var values: [Double] = []
        for _ in 0..<100 {
            first.performOperation("Rand")
            second.performOperation("Rand")
            let value = first.result!
            #expect(value == second.result)
            #expect((0..<1).contains(value))
            // 15 decimals at most, so the display shows exactly the value, never rounded up to 1.
            #expect(NumberFormat.rounded(value) == value)
            #expect(first.description == NumberFormat.string(value, grouping: false))
            values.append(value)
        }
        #expect(Set(values).count > 95)
    }

    @Test(arguments: [UInt64.min, .max, 1 << 63])
    func randStaysBelowOne(word: UInt64) {
        var brain = CalculatorBrain(randomNumberGenerator: ConstantGenerator(word: word))
        brain.performOperation("Rand")
        #expect((0..<1).contains(brain.result!))
    }

    @Test func randIsAnOperandLikeAConstant() {
        var brain = CalculatorBrain(randomNumberGenerator: SplitMix64(state: 7))
        brain.setOperand(5)
        brain.performOperation("+")
        brain.performOperation("Rand")
        let drawn = brain.result!
        brain.performOperation("=")
        #expect(brain.result == NumberFormat.rounded(5 + drawn))
        #expect(brain.description == "5 + " + NumberFormat.string(drawn, grouping: false) + " =")
    }

    @Test func memoryAddsSubtractsRecallsAndClears() {
        var brain = CalculatorBrain()
        #expect(!brain.hasMemory)
        brain.performOperation("mr")
        #expect(brain.result == 0)
        brain.setOperand(5)
        brain.performOperation("m+")
        #expect(brain.memory == 5)
        #expect(brain.result == 5)
        #expect(brain.hasMemory)
        brain.setOperand(2)
        brain.performOperation("m−")
        brain.setOperand(0.1)
        brain.performOperation("m+")
        #expect(brain.memory == 3.1)
        brain.setOperand(9)
        brain.performOperation("+")
        brain.performOperation("mr")
        #expect(brain.description == "9 + 3.1 …")
        brain.performOperation("=")
        #expect(brain.result == 12.1)
        brain.performOperation("mc")
        #expect(!brain.hasMemory)
        #expect(brain.memory == nil)
        #expect(brain.result == 12.1)
    }

    @Test func memorySurvivesClear() {
        var brain = CalculatorBrain()
        brain.setOperand(7)
        brain.performOperation("m−")
        brain.clear()
        #expect(brain.hasMemory)
        brain.performOperation("mr")
        #expect(brain.result == -7)
    }

    @Test func memoryHoldingZeroIsStillSet() {
        var brain = CalculatorBrain()
        brain.performOperation("m+")
        #expect(brain.hasMemory)
        #expect(brain.memory == 0)
    }

    @Test func angleUnitIsDegreesUntilChangedAndSurvivesClear() {
        var brain = CalculatorBrain()
        #expect(brain.angleUnit == .degrees)
        brain.angleUnit = .radians
        brain.clear()
        #expect(brain.angleUnit == .radians)
        brain.setOperand(Double.pi)
        brain.performOperation("cos")
        #expect(brain.result == -1)
    }

    @Test func newOperationCasesNeedOnlyATableEntry() {
        var brain = CalculatorBrain(operations: [
            "mod": .binary({ $0.truncatingRemainder(dividingBy: $1) }, infix: "mod"),
            "double": .unary({ 2 * $0 }, .prefix("2·")),
            "half-turns": .angular({ x, unit in unit == .degrees ? x / 180 : x / Double.pi }),
            "=": .equals,
        ])
        brain.setOperand(17)
        brain.performOperation("mod")
        #expect(brain.pendingSymbol == "mod")
        brain.setOperand(5)
        brain.performOperation("=")
        #expect(brain.result == 2)
        #expect(brain.description == "17 mod 5 =")
        brain.performOperation("=")
        #expect(brain.description == "17 mod 5 mod 5 =")
        brain.performOperation("double")
        #expect(brain.result == 4)
        #expect(brain.description == "2·(17 mod 5 mod 5) =")
        brain.setOperand(90)
        brain.performOperation("half-turns")
        #expect(brain.result == 0.5)
        #expect(brain.description == "half-turns(90) =")
    }

    @Test func binaryWithoutInfixWritesItsSymbol() {
        var brain = CalculatorBrain()
        brain.setOperand(6)
        brain.performOperation("×")
        #expect(brain.description == "6 × …")
        #expect(brain.pendingSymbol == "×")
        brain.setOperand(2)
        brain.performOperation("xʸ")
        #expect(brain.pendingSymbol == "xʸ")
        #expect(brain.description == "6 × 2 ^ …")
    }

    /// Found by the fuzzer: `× = =` used to repeat the whole expression as its own operand,
    /// tripling the expression line each time (gigabytes after 60 keys).
    @Test func repeatingWithoutAnOperandNamesTheValueNotTheExpression() {
        var brain = CalculatorBrain()
        brain.setOperand(1)
        brain.performOperation("+")
        brain.setOperand(2)
        brain.performOperation("×")
        brain.performOperation("=")
        #expect(brain.result == 9)
        #expect(brain.description == "1 + 2 × 3 =")
    }

    @Test func expressionLineStaysBounded() {
        var brain = CalculatorBrain()
        brain.setOperand(1.5)
        for _ in 0..<100 {
            brain.performOperation("×")
            brain.performOperation("=")
            brain.performOperation("=")
        }
        #expect(brain.description.count <= CalculatorBrain.maximumDescriptionLength + 2)
        #expect(brain.description.hasPrefix("…"))
        #expect(brain.description.hasSuffix(" ="))
    }
}
