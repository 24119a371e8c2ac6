import Testing
@testable import CalculatorModel

/// The table's entries applied directly (not through the brain), with exact expected values.
struct OperationTableTests {
    static func binary(_ id: OperationID) -> ((Real, Real) -> Real, String?, Precedence)? {
        if case .binary(let f, let infix, let precedence) = id.standardOperation { return (f, infix, precedence) }
        return nil
    }

    static func unary(_ id: OperationID) -> ((Real) -> Real, Notation)? {
        if case .unary(let f, let notation) = id.standardOperation { return (f, notation) }
        return nil
    }

    @Test func everyOperationHasAnEntry() {
        #expect(CalculatorBrain.standardOperations.count == OperationID.allCases.count)
    }

    @Test(arguments: [
        (OperationID.add, 7, 9, 16, Precedence.additive), (.subtract, 7, 9, -2, .additive),
        (.multiply, 7, 9, 63, .multiplicative), (.divide, 63, 9, 7, .multiplicative),
        (.power, 2, 10, 1024, .exponential), (.root, 27, 3, 3, .exponential), (.scaled, 3, 2, 300, .exponential),
    ])
    func binaryOperations(id: OperationID, a: Int, b: Int, result: Int, precedence: Precedence) throws {
        let (f, _, level) = try #require(Self.binary(id))
        #expect(f(Real(a), Real(b)) == Real(result))
        #expect(level == precedence)
    }

    @Test func infixNames() {
        #expect(Self.binary(.power)?.1 == "^" && Self.binary(.root)?.1 == "ʸ√" && Self.binary(.scaled)?.1 == "E")
        #expect(Self.binary(.add)?.1 == nil)   // written as its symbol
    }

    /// 5² = 25, 5³ = 125, 1/4 of 4, −(3) = −3, √16 = 4, ∛(−27) = −3, 5! = 120, 10^3 = 1000.
    @Test(arguments: [
        (OperationID.square, 5, 25), (.cube, 5, 125), (.negate, 3, -3), (.squareRoot, 16, 4), (.cubeRoot, -27, -3),
        (.factorial, 5, 120), (.exp10, 3, 1000),
    ])
    func unaryOperations(id: OperationID, x: Int, result: Int) throws {
        let (f, _) = try #require(Self.unary(id))
        #expect(f(Real(x)) == Real(result))
    }

    @Test func reciprocal() throws {
        let (f, notation) = try #require(Self.unary(.reciprocal))
        #expect(f(Real(4)) == Real(Rational(1, 4)))
        #expect(notation == .prefix("1/", .multiplicative))
    }

    @Test func notations() {
        #expect(Self.unary(.square)?.1 == .postfix("²") && Self.unary(.cube)?.1 == .postfix("³"))
        #expect(Self.unary(.exp)?.1 == .prefix("e^", .exponential) && Self.unary(.exp10)?.1 == .prefix("10^", .exponential))
        #expect(Self.unary(.factorial)?.1 == .postfix("!") && Self.unary(.squareRoot)?.1 == .function)
    }

    /// `%` is a share of the first operand under `+` and `−` (200 + 10 % is 20) and a plain fraction
    /// otherwise (10 % is 1/10).
    @Test func percent() throws {
        guard case .relative(let f, let notation) = OperationID.percent.standardOperation else {
            Issue.record("% is not relative")
            return
        }
        #expect(notation == .postfix("%"))
        #expect(f(Real(10), nil) == Real(Rational(1, 10)))
        func pending(_ id: OperationID, _ precedence: Precedence) -> PendingBinaryOperation {
            PendingBinaryOperation(
                id: id, infix: id.symbol, precedence: precedence, function: { $0 + $1 },
                first: Expression(Real(200), text: "200"))
        }
        let plus = pending(.add, .additive), times = pending(.multiply, .multiplicative)
        #expect(f(Real(10), plus) == Real(20))
        #expect(f(Real(10), times) == Real(Rational(1, 10)))
    }

    /// m+ and m− start from 0 when the memory is empty; mc empties it.
    @Test func memory() {
        guard case .memory(let add) = OperationID.memoryAdd.standardOperation,
            case .memory(let subtract) = OperationID.memorySubtract.standardOperation,
            case .memory(let clear) = OperationID.memoryClear.standardOperation
        else {
            Issue.record("the memory operations are not memory entries")
            return
        }
        #expect(add(nil, Real(5)) == Real(5) && add(Real(5), Real(2)) == Real(7))
        #expect(subtract(nil, Real(5)) == Real(-5) && subtract(Real(5), Real(2)) == Real(3))
        #expect(clear(Real(5), Real(2)) == nil)
    }
}
