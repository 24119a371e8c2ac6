/// The calculator's model, after Stanford CS193p: an accumulator, a table of operations,
/// and a pending binary operation, evaluated immediately from left to right.
public struct CalculatorBrain {
    /// What each symbol does; add entries to offer more operations.
    public var operations: [String: Operation]

    /// A value with the expression that produced it.
    private struct Operand {
        var value: Double
        var description: String
    }

    /// The last binary operation and its second operand, for repeated `=`.
    private struct Repetition {
        let symbol: String
        let function: @Sendable (Double, Double) -> Double
        let operand: Operand
    }

    private var accumulator: Operand?
    private var pending: PendingBinaryOperation?
    private var repetition: Repetition?
    /// Whether an operand was set or computed since the last binary operator;
    /// without one, a second operator replaces the first.
    private var operandIsFresh = false
    /// Whether the accumulator was produced by an operation, so the expression line ends in `=`.
    private var isComplete = false

    public init(operations: [String: Operation] = CalculatorBrain.standardOperations) {
        self.operations = operations
    }

    /// The value on the display, or nil before anything was entered.
    public var result: Double? { accumulator?.value }

    /// Whether a binary operation waits for its second operand.
    public var resultIsPending: Bool { pending != nil }

    /// The symbol of the pending binary operation.
    public var pendingSymbol: String? { pending?.symbol }

    /// The expression line: `7 + …` while pending, `7 + 9 =` when complete.
    public var description: String {
        if let pending {
            var text = pending.firstDescription + " " + pending.symbol + " "
            if operandIsFresh, let accumulator { text += accumulator.description + " " }
            return text + "…"
        }
        guard let accumulator else { return "" }
        return isComplete ? accumulator.description + " =" : accumulator.description
    }

    /// Sets the next operand, typed or pasted.
    public mutating func setOperand(_ operand: Double) {
        let value = operand == 0 ? 0 : operand
        accumulator = Operand(value: value, description: NumberFormat.string(value, grouping: false))
        operandIsFresh = true
        if pending == nil { isComplete = false }
    }

    /// Performs the operation named `symbol`; unknown symbols are ignored.
    public mutating func performOperation(_ symbol: String) {
        guard let operation = operations[symbol] else { return }
        switch operation {
        case .constant(let value):
            accumulator = Operand(value: value, description: symbol)
            operandIsFresh = true
            if pending == nil { isComplete = false }
        case .unary(let function, let notation):
            let operand = accumulator ?? Operand(value: 0, description: "0")
            apply(function(operand.value), describing: operand, symbol: symbol, notation: notation)
        case .relative(let function, let notation):
            let operand = accumulator ?? Operand(value: 0, description: "0")
            apply(function(operand.value, pending), describing: operand, symbol: symbol, notation: notation)
        case .binary(let function):
            if let pending, !operandIsFresh {
                self.pending = PendingBinaryOperation(
                    symbol: symbol, function: function,
                    firstOperand: pending.firstOperand, firstDescription: pending.firstDescription)
                return
            }
            performPending()
            let first = accumulator ?? Operand(value: 0, description: "0")
            accumulator = first
            pending = PendingBinaryOperation(
                symbol: symbol, function: function,
                firstOperand: first.value, firstDescription: first.description)
            operandIsFresh = false
        case .equals:
            if pending != nil {
                performPending()
            } else if let repetition {
                repeatOperation(repetition)
            }
            isComplete = accumulator != nil
        }
    }

    /// Forgets everything: the `AC` key.
    public mutating func clear() {
        accumulator = nil
        pending = nil
        repetition = nil
        operandIsFresh = false
        isComplete = false
    }

    private mutating func apply(_ value: Double, describing operand: Operand, symbol: String, notation: Notation) {
        let description: String
        switch notation {
        case .function: description = symbol + "(" + operand.description + ")"
        case .postfix(let suffix):
            let simple = operand.description.allSatisfy { !$0.isWhitespace }
            description = (simple ? operand.description : "(" + operand.description + ")") + suffix
        }
        accumulator = Operand(value: NumberFormat.rounded(value), description: description)
        operandIsFresh = true
        if pending == nil { isComplete = true }
    }

    /// Performs the pending operation with the accumulator as second operand
    /// (the first operand again if none was entered, so `7 + =` gives 14).
    private mutating func performPending() {
        guard let pending else { return }
        let second = operandIsFresh ? accumulator! : Operand(
            value: pending.firstOperand, description: pending.firstDescription)
        accumulator = Operand(
            value: NumberFormat.rounded(pending.perform(with: second.value)),
            description: pending.firstDescription + " " + pending.symbol + " " + second.description)
        repetition = Repetition(symbol: pending.symbol, function: pending.function, operand: second)
        self.pending = nil
        operandIsFresh = true
    }

    /// Repeats the last binary operation on the accumulator: `5 + 3 = =` gives 11.
    private mutating func repeatOperation(_ repetition: Repetition) {
        guard let accumulator else { return }
        self.accumulator = Operand(
            value: NumberFormat.rounded(repetition.function(accumulator.value, repetition.operand.value)),
            description: accumulator.description + " " + repetition.symbol + " " + repetition.operand.description)
    }
}
