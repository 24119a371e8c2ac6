/// The calculator's model, after Stanford CS193p: an accumulator, a table of operations,
/// and a pending binary operation, evaluated immediately from left to right.
public struct CalculatorBrain {
    /// What each symbol does; add entries to offer more operations.
    public var operations: [String: Operation]

    /// The longest expression line kept; longer ones lose their beginning to `…`, so repeating
    /// operations can never make it grow without bound.
    static let maximumDescriptionLength = 200

    /// A value with the expression that produced it.
    private struct Operand {
        var value: Double
        var description: String

        init(value: Double, description: String) {
            self.value = value
            self.description = description.count > CalculatorBrain.maximumDescriptionLength
                ? "…" + description.suffix(CalculatorBrain.maximumDescriptionLength - 1)
                : description
        }
    }

    /// The last binary operation and its second operand, for repeated `=`.
    private struct Repetition {
        let infix: String
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

    /// How trigonometric operations read and write angles; degrees until changed, as on the iPhone.
    public var angleUnit = AngleUnit.degrees

    /// The memory of `m+`, `m−`, `mr` and `mc`: nil when cleared. It outlives `clear()`.
    public private(set) var memory: Double?

    /// Whether the memory holds a value (which may be 0), so the view can show an `M`.
    public var hasMemory: Bool { memory != nil }

    /// Where `Rand` draws its values from.
    private var randomNumberGenerator: any RandomNumberGenerator

    /// A brain with the given operation table; `randomNumberGenerator` feeds `Rand`,
    /// so tests can pass a seeded one.
    public init(
        operations: [String: Operation] = CalculatorBrain.standardOperations,
        randomNumberGenerator: any RandomNumberGenerator = SystemRandomNumberGenerator()
    ) {
        self.operations = operations
        self.randomNumberGenerator = randomNumberGenerator
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
            var text = pending.firstDescription + " " + pending.infix + " "
            if operandIsFresh, let accumulator { text += accumulator.description + " " }
            return text + "…"
        }
        guard let accumulator else { return "" }
        return isComplete ? accumulator.description + " =" : accumulator.description
    }

    /// Sets the next operand, typed or pasted.
    public mutating func setOperand(_ operand: Double) {
        setOperand(value: operand)
    }

    /// Sets the next operand, described by its value.
    private mutating func setOperand(value: Double) {
        let value = value == 0 ? 0 : value
        setOperand(Operand(value: value, description: NumberFormat.string(value, grouping: false)))
    }

    private mutating func setOperand(_ operand: Operand) {
        accumulator = operand
        operandIsFresh = true
        if pending == nil { isComplete = false }
    }

    /// Performs the operation named `symbol`; unknown symbols are ignored.
    public mutating func performOperation(_ symbol: String) {
        guard let operation = operations[symbol] else { return }
        switch operation {
        case .constant(let value):
            setOperand(Operand(value: value, description: symbol))
        case .random:
            // 15 random decimals, uniform in [0, 1) and never rounded up to 1 on the display: the high
            // word of one 64-bit draw times 10¹⁵ (one draw, so any generator ends; the bias is < 1e-4).
            let draw = randomNumberGenerator.next().multipliedFullWidth(by: 1_000_000_000_000_000).high
            setOperand(value: Double(draw) / 1e15)
        case .memoryRecall:
            setOperand(value: memory ?? 0)
        case .memory(let function):
            memory = function(memory, accumulator?.value ?? 0).map(NumberFormat.rounded)
        case .unary(let function, let notation):
            let operand = accumulator ?? Operand(value: 0, description: "0")
            apply(function(operand.value), describing: operand, symbol: symbol, notation: notation)
        case .angular(let function, let notation):
            let operand = accumulator ?? Operand(value: 0, description: "0")
            apply(function(operand.value, angleUnit), describing: operand, symbol: symbol, notation: notation)
        case .relative(let function, let notation):
            let operand = accumulator ?? Operand(value: 0, description: "0")
            apply(function(operand.value, pending), describing: operand, symbol: symbol, notation: notation)
        case .binary(let function, let infix):
            let infix = infix ?? symbol
            if let pending, !operandIsFresh {
                self.pending = PendingBinaryOperation(
                    symbol: symbol, infix: infix, function: function,
                    firstOperand: pending.firstOperand, firstDescription: pending.firstDescription)
                return
            }
            performPending()
            let first = accumulator ?? Operand(value: 0, description: "0")
            accumulator = first
            pending = PendingBinaryOperation(
                symbol: symbol, infix: infix, function: function,
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

    /// Forgets everything but the memory and the angle unit: the `AC` key.
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
        case .prefix(let prefix): description = prefix + "(" + operand.description + ")"
        case .postfix(let suffix):
            let simple = operand.description.allSatisfy { !$0.isWhitespace }
            description = (simple ? operand.description : "(" + operand.description + ")") + suffix
        }
        accumulator = Operand(value: NumberFormat.rounded(value), description: description)
        operandIsFresh = true
        if pending == nil { isComplete = true }
    }

    /// Performs the pending operation with the accumulator as second operand
    /// (the first operand's value again if none was entered, so `7 + =` gives 14 and reads `7 + 7 =`).
    private mutating func performPending() {
        guard let pending else { return }
        let second = operandIsFresh ? accumulator! : Operand(
            value: pending.firstOperand, description: NumberFormat.string(pending.firstOperand, grouping: false))
        accumulator = Operand(
            value: NumberFormat.rounded(pending.perform(with: second.value)),
            description: pending.firstDescription + " " + pending.infix + " " + second.description)
        repetition = Repetition(infix: pending.infix, function: pending.function, operand: second)
        self.pending = nil
        operandIsFresh = true
    }

    /// Repeats the last binary operation on the accumulator: `5 + 3 = =` gives 11.
    private mutating func repeatOperation(_ repetition: Repetition) {
        guard let accumulator else { return }
        self.accumulator = Operand(
            value: NumberFormat.rounded(repetition.function(accumulator.value, repetition.operand.value)),
            description: accumulator.description + " " + repetition.infix + " " + repetition.operand.description)
    }
}
