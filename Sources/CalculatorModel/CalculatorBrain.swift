/// The calculator's model, after Stanford CS193p: an accumulator, a table of operations,
/// and a pending binary operation, evaluated immediately from left to right.
public struct CalculatorBrain {
    /// What each operation does; tests may replace entries.
    public var operations: [OperationID: Operation]

    /// The last binary operation and its second operand, for repeated `=`.
    private struct Repetition {
        let infix: String
        let precedence: Precedence
        let function: @Sendable (Number, Number) -> Number
        let operand: Expression
    }

    private var accumulator: Expression?
    private var pending: PendingBinaryOperation?
    private var repetition: Repetition?
    /// Whether an operand was set or computed since the last binary operator;
    /// without one, a second operator replaces the first.
    private var operandIsFresh = false
    /// Whether the accumulator was produced by an operation, so the expression line ends in `=`.
    private var isComplete = false

    /// How trigonometric operations read and write angles; degrees until changed, as on the iPhone.
    public var angleUnit = AngleUnit.degrees

    /// The memory of `m+`, `m−`, `mr` and `mc`: nil when cleared. It outlives `clear()`, and a
    /// restart when the caller restores it.
    public var memory: Number?

    /// How many calculations were completed (an `=` that computed, or a function applied with
    /// nothing pending): a count that grows is a new line for the history tape.
    public private(set) var completedCalculations = 0

    /// Whether the memory holds a value (which may be 0), so the view can show an `M`.
    public var hasMemory: Bool { memory != nil }

    /// Where `Rand` draws its values from.
    private var randomNumberGenerator: any RandomNumberGenerator

    /// A brain with the given operation table; `randomNumberGenerator` feeds `Rand`,
    /// so tests can pass a seeded one.
    public init(
        operations: [OperationID: Operation] = CalculatorBrain.standardOperations,
        randomNumberGenerator: any RandomNumberGenerator = SystemRandomNumberGenerator()
    ) {
        self.operations = operations
        self.randomNumberGenerator = randomNumberGenerator
    }

    /// The value on the display, or nil before anything was entered.
    public var result: Number? { accumulator?.value }

    /// Whether a binary operation waits for its second operand.
    public var resultIsPending: Bool { pending != nil }

    /// Whether a binary operation waits and nothing has been entered or computed after it yet,
    /// so `±` starts a negative entry rather than negating a computed operand.
    public var isAwaitingOperand: Bool { pending != nil && !operandIsFresh }

    /// The binary operation waiting for its second operand.
    public var pendingOperation: OperationID? { pending?.id }

    /// The expression line: `7 + …` while pending, `7 + 9 =` when complete.
    public var description: String {
        if let pending {
            var text = pending.first.asLeftOperand(of: pending.precedence) + " " + pending.infix + " "
            if operandIsFresh, let accumulator { text += accumulator.asRightOperand(of: pending.precedence) + " " }
            return text + "…"
        }
        guard let accumulator else { return "" }
        return isComplete ? accumulator.text + " =" : accumulator.text
    }

    /// Sets the next operand, typed or pasted.
    public mutating func setOperand(_ operand: Number) {
        setOperand(Expression(operand))
    }

    private mutating func setOperand(_ operand: Expression) {
        accumulator = operand
        operandIsFresh = true
        if pending == nil { isComplete = false }
    }

    /// The operand a unary operation applies to: the accumulator, or 0 before anything was entered.
    private var currentOperand: Expression { accumulator ?? Expression(.zero) }

    /// Performs `id`, as its table entry says; an operation removed from the table does nothing.
    public mutating func performOperation(_ id: OperationID) {
        guard let operation = operations[id] else { return }
        let symbol = id.symbol
        switch operation {
        case .constant(let value):
            setOperand(Expression(value: value, text: symbol, form: .atom))
        case .random:
            setOperand(randomFraction())
        case .memoryRecall:
            setOperand(memory ?? .zero)
        case .memory(let function):
            memory = function(memory, accumulator?.value ?? .zero)
        case .unary(let function, let notation):
            apply(function(currentOperand.value), describing: currentOperand, symbol: symbol, notation: notation)
        case .angular(let function, let notation):
            apply(function(currentOperand.value, angleUnit), describing: currentOperand, symbol: symbol, notation: notation)
        case .relative(let function, let notation):
            apply(function(currentOperand.value, pending), describing: currentOperand, symbol: symbol, notation: notation)
        case .binary(let function, let infix, let precedence):
            let infix = infix ?? symbol
            if let pending, !operandIsFresh {
                self.pending = PendingBinaryOperation(
                    id: id, infix: infix, precedence: precedence, function: function, first: pending.first)
                return
            }
            performPending()
            let first = currentOperand
            accumulator = first
            pending = PendingBinaryOperation(id: id, infix: infix, precedence: precedence, function: function, first: first)
            operandIsFresh = false
        case .equals:
            if pending != nil {
                performPending()
                completedCalculations += 1
            } else if let repetition, accumulator != nil {
                repeatOperation(repetition)
                completedCalculations += 1
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

    /// Digits of `Rand`: as many as the wide display shows.
    static let randomDigits = NumberFormat.wideDigits

    /// A fraction of `randomDigits` uniform decimals in [0, 1): three 64-bit draws reduced modulo
    /// 10^32 (the bias is below 10^-25).
    private mutating func randomFraction() -> Number {
        let words = (0..<3).map { _ in randomNumberGenerator.next() }
        let (_, draw) = GMPInteger(words: words).quotientAndRemainder(dividingBy: .powerOfTen(Self.randomDigits))
        return Number(coefficient: draw, exponent: -Self.randomDigits)
    }

    private mutating func apply(_ value: Number, describing operand: Expression, symbol: String, notation: Notation) {
        let expression = switch notation {
        case .function: Expression(value: value, text: symbol + operand.parenthesized, form: .atom)
        case .prefix(let prefix): Expression(value: value, text: prefix + operand.parenthesized, form: .atom)
        case .postfix(let suffix): Expression(value: value, text: operand.asPostfixOperand + suffix, form: .postfix)
        }
        accumulator = expression
        operandIsFresh = true
        if pending == nil {
            isComplete = true
            completedCalculations += 1
        }
    }

    /// Performs the pending operation with the accumulator as second operand (the first operand's
    /// value again if none was entered, so `7 + =` gives 14 and reads `7 + 7 =`; its value, not its
    /// expression, so that repeating it cannot grow the expression line geometrically).
    private mutating func performPending() {
        guard let pending else { return }
        let second = operandIsFresh ? currentOperand : Expression(pending.first.value)
        accumulator = .infix(pending.first, pending.infix, pending.precedence, second, value: pending.perform(with: second.value))
        repetition = Repetition(infix: pending.infix, precedence: pending.precedence, function: pending.function, operand: second)
        self.pending = nil
        operandIsFresh = true
    }

    /// Repeats the last binary operation on the accumulator: `5 + 3 = =` gives 11.
    private mutating func repeatOperation(_ repetition: Repetition) {
        guard let accumulator else { return }
        self.accumulator = .infix(
            accumulator, repetition.infix, repetition.precedence, repetition.operand,
            value: repetition.function(accumulator.value, repetition.operand.value))
    }
}
