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
        brain.operations["√"] = .unary(ScientificFunctions.squareRoot)
        brain.operations["π"] = .constant(Number("3.25")!)
        brain.setOperand(7)
        brain.performOperation("+")
        brain.setOperand(9)
        brain.performOperation("=")
        brain.performOperation("√")
        #expect(brain.result == 4)
        #expect(brain.description == "√(7 + 9) =")
        brain.performOperation("π")
        #expect(brain.description == "π")
        #expect(brain.result == Number("3.25"))
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
        #expect(brain.result?.isNaN == true)
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

    @Test(arguments: [("+", 55), ("−", 45), ("×", 5), ("÷", 500)] as [(String, Number)])
    func percentDependsOnThePendingOperation(symbol: String, result: Number) {
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
        var values: [Number] = []
        for _ in 0..<100 {
            first.performOperation("Rand")
            second.performOperation("Rand")
            let value = first.result!
            #expect(value == second.result)
            #expect(value >= 0 && value < 1)
            // 32 decimals at most, so the wide display shows exactly the value.
            #expect(value.significand.digits.count <= 32 && value.leadingExponent < 0)
            #expect(value.scaled(byPowerOfTen: 32).isInteger)
            #expect(first.description == NumberFormat.exact(value))
            values.append(value)
        }
        #expect(Set(values).count > 95)
    }

    @Test(arguments: [UInt64.min, .max, 1 << 63])
    func randStaysBelowOne(word: UInt64) {
        var brain = CalculatorBrain(randomNumberGenerator: ConstantGenerator(word: word))
        brain.performOperation("Rand")
        #expect(brain.result! >= 0 && brain.result! < 1)
        #expect(brain.result!.scaled(byPowerOfTen: 32).isInteger)
    }

    @Test func randIsAnOperandLikeAConstant() {
        var brain = CalculatorBrain(randomNumberGenerator: SplitMix64(state: 7))
        brain.setOperand(5)
        brain.performOperation("+")
        brain.performOperation("Rand")
        let drawn = brain.result!
        brain.performOperation("=")
        #expect(brain.result == 5 + drawn)
        #expect(brain.description == "5 + " + NumberFormat.exact(drawn) + " =")
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
        brain.setOperand(Number("0.1")!)
        brain.performOperation("m+")
        #expect(brain.memory == Number("3.1"))
        brain.setOperand(9)
        brain.performOperation("+")
        brain.performOperation("mr")
        #expect(brain.description == "9 + 3.1 …")
        brain.performOperation("=")
        #expect(brain.result == Number("12.1"))
        brain.performOperation("mc")
        #expect(!brain.hasMemory)
        #expect(brain.memory == nil)
        #expect(brain.result == Number("12.1"))
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
        brain.performOperation("π")
        brain.performOperation("cos")
        #expect(brain.result == -1)   // cos of the 40-digit π is −1 to 80 digits
    }

    @Test func newOperationCasesNeedOnlyATableEntry() {
        var brain = CalculatorBrain(operations: [
            "max": .binary({ max($0, $1) }, infix: "max", precedence: .multiplicative),
            "double": .unary({ 2 * $0 }, .prefix("2·")),
            "half-turns": .angular({ x, unit in unit == .degrees ? x / 180 : x / ScientificFunctions.pi }),
            "=": .equals,
        ])
        brain.setOperand(2)
        brain.performOperation("max")
        #expect(brain.pendingSymbol == "max")
        brain.setOperand(5)
        brain.performOperation("=")
        #expect(brain.result == 5)
        #expect(brain.description == "2 max 5 =")
        brain.performOperation("=")
        #expect(brain.description == "2 max 5 max 5 =")
        brain.performOperation("double")
        #expect(brain.result == 10)
        #expect(brain.description == "2·(2 max 5 max 5) =")
        brain.setOperand(90)
        brain.performOperation("half-turns")
        #expect(brain.result == Number("0.5"))
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
        #expect(brain.description == "(6 × 2) ^ …")
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
        #expect(brain.description == "(1 + 2) × 3 =")
    }

    @Test func expressionLineStaysBounded() {
        var brain = CalculatorBrain()
        brain.setOperand(Number("1.5")!)
        for _ in 0..<100 {
            brain.performOperation("×")
            brain.performOperation("=")
            brain.performOperation("=")
        }
        #expect(brain.description.count <= Expression.maximumLength + 2)
        #expect(brain.description.hasPrefix("…"))
        #expect(brain.description.hasSuffix(" ="))
    }
}
