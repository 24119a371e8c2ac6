/// The calculator's model, after Stanford CS193p: an accumulator, a table of operations, and a stack
/// of pending binary operations and open parentheses, evaluated by precedence or immediately.
public struct CalculatorBrain {
    /// What each operation does; tests may replace entries.
    public var operations: [OperationID: Operation]

    /// How binary operations are ordered; precedence unless set.
    public var evaluation: Evaluation

    /// A binary operation and its second operand, for repeated `=`.
    private struct Repetition {
        let infix: String
        let precedence: Precedence
        let function: @Sendable (Real, Real) -> Real
        let operand: Expression
    }

    private var accumulator: Expression?
    /// What waits, shared with every copy (an undo snapshot) rather than copied.
    private var stack = PendingStack()
    private var repetition: Repetition?
    /// Whether an operand was set or computed since the last binary operator or `(`;
    /// without one, a second operator replaces the first.
    private var operandIsFresh = false
    /// Whether the accumulator was produced by an operation with nothing waiting (`=`, a function), so
    /// the expression line ends in `=`.
    public private(set) var isComplete = false
    /// The last binary operation the current calculation performed, innermost first, so the
    /// outermost; `=` remembers it as `repetition`. Nil when the calculation computed nothing, and
    /// then `=` repeats instead. A calculation begins at the start, after `AC` and `=`, and when a new
    /// operand replaces the value with nothing waiting.
    private var lastStep: Repetition?
    /// Whether the last `=` repeated the step an earlier `=` remembered (`5 + 3 = =`, `5 + 3 = 7 =`),
    /// having none of its own: a tape line's keys alone cannot make that again.
    public private(set) var equalsRepeated = false
    /// Whether the operand is the value of a group just closed, which a typed digit multiplies.
    public private(set) var operandIsClosedGroup = false
    /// How trigonometric operations read and write angles; degrees until changed, as on the iPhone.
    public var angleUnit = AngleUnit.degrees

    /// The memory of `m+`, `m−`, `mr` and `mc`: nil when cleared. It outlives `clear()`, and a
    /// restart when the caller restores it.
    public var memory: Real?

    /// Whether the memory holds a value (which may be 0), so the view can show an `M`.
    public var hasMemory: Bool { memory != nil }

    /// Where `Rand` draws its values from.
    private var randomNumberGenerator: any RandomNumberGenerator

    /// A brain with the given operation table and evaluation rule; `randomNumberGenerator` feeds `Rand`,
    /// so tests can pass a seeded one.
    public init(
        operations: [OperationID: Operation] = CalculatorBrain.standardOperations,
        evaluation: Evaluation = .precedence,
        randomNumberGenerator: any RandomNumberGenerator = SystemRandomNumberGenerator()
    ) {
        self.operations = operations
        self.evaluation = evaluation
        self.randomNumberGenerator = randomNumberGenerator
    }

    /// The value on the display, or nil before anything was entered.
    public var result: Real? { accumulator?.value }

    /// Whether a binary operation or an open parenthesis waits.
    public var resultIsPending: Bool { !stack.isEmpty }

    /// Whether something waits and nothing has been entered or computed after it yet,
    /// so `±` starts a negative entry rather than negating a computed operand.
    public var isAwaitingOperand: Bool { !stack.isEmpty && !operandIsFresh }

    /// The binary operation waiting for the operand being entered (none right after `(`).
    public var pendingOperation: OperationID? { topOperation?.id }

    /// How many parentheses are open.
    public var openParentheses: Int { stack.openParentheses }

    /// How many binary operations wait for their second operand.
    var pendingOperations: Int { stack.operations }

    /// The identities of the nodes of what waits, innermost first: for tests that check that copies
    /// of the brain (undo snapshots) share them rather than copy them.
    package var pendingNodeIdentities: [ObjectIdentifier] { stack.nodes.map(ObjectIdentifier.init) }

    /// The innermost binary operation, unless a parenthesis was opened after it.
    private var topOperation: PendingBinaryOperation? {
        if case .operation(let operation) = stack.last { operation } else { nil }
    }

    /// The expression line: `2 + 3 × …` or `2 × (3 + …` while something waits, `7 + 9 =` when complete.
    /// At most `Expression.maximumLength` characters and `…` while something waits (a deep nesting
    /// loses its beginning), so drawing it costs the same whatever the depth.
    public var description: String {
        guard !stack.isEmpty else {
            guard let accumulator else { return "" }
            return isComplete ? accumulator.text + " =" : accumulator.text
        }
        var text = stack.text
        if operandIsFresh, let accumulator {
            text += (topOperation.map { accumulator.asRightOperand(of: $0.precedence) } ?? accumulator.text) + " "
        }
        return Expression.shortened(text + "…")
    }

    /// Sets the next operand, typed or pasted.
    public mutating func setOperand(_ operand: Number) {
        setOperand(Expression(operand))
    }

    /// Sets the next operand to an exact value that the expression line writes as `text` (a result
    /// recalled from the history, written as the display showed it).
    public mutating func setOperand(_ value: Real, text: String) {
        setOperand(Expression(value, text: text))
    }

    private mutating func setOperand(_ operand: Expression) {
        accumulator = operand
        operandIsFresh = true
        operandIsClosedGroup = false
        if stack.isEmpty {
            isComplete = false
            lastStep = nil
        }
    }

    /// Drops the operand shown, for one that replaces it (a paste): what waits gets its operand
    /// anew, and with nothing waiting a new calculation begins.
    public mutating func discardOperand() {
        if stack.isEmpty {
            accumulator = nil
            isComplete = false
            lastStep = nil
        } else {
            accumulator = topOperation?.first ?? Expression(Number.zero)
        }
        operandIsFresh = false
        operandIsClosedGroup = false
    }

    /// The operand a unary operation applies to: the accumulator, or 0 before anything was entered.
    private var currentOperand: Expression { accumulator ?? Expression(Number.zero) }

    /// Performs `id`, as its table entry says, and returns what it did: the calculation it completed
    /// (an `=` that computed, or a function applied with nothing pending), if any. An operation removed
    /// from the table does nothing. An operation that would leave more parentheses open or more
    /// operations waiting than a `NestingLimit` allows is refused: it changes nothing and returns the limit.
    @discardableResult
    public mutating func performOperation(_ id: OperationID) -> OperationOutcome {
        let before = self
        let completes = performWithoutLimits(id)
        if let passed = stack.passedLimit {
            self = before
            return .refused(passed)
        }
        return .performed(
            completed: completes ? result.map { CompletedCalculation(expressionLine: description, value: $0) } : nil)
    }

    /// Performs `id` whatever it leaves waiting, and says whether it completed a calculation;
    /// `performOperation` checks the limits after it.
    @discardableResult
    private mutating func performWithoutLimits(_ id: OperationID) -> Bool {
        guard let operation = operations[id] else { return false }
        let symbol = id.symbol
        switch operation {
        case .constant(let value):
            setOperand(Expression(value: value, text: symbol, form: .atom))
        case .random:
            setOperand(randomFraction())
        case .memoryRecall:
            setOperand(Expression(memory ?? .zero, text: Self.exactText(memory ?? .zero)))
        case .memory(let function):
            memory = function(memory, accumulator?.value ?? .zero)
        case .unary(let function, let notation):
            return apply(function(currentOperand.value), describing: currentOperand, symbol: symbol, notation: notation)
        case .angular(let function, let notation):
            return apply(
                function(currentOperand.value, angleUnit), describing: currentOperand, symbol: symbol, notation: notation)
        case .relative(let function, let notation):
            return apply(
                function(currentOperand.value, topOperation), describing: currentOperand, symbol: symbol, notation: notation,
                isRelative: true)
        case .binary(let function, let infix, let precedence):
            if case .operation(let replaced) = stack.last, !operandIsFresh {
                // A second operator in a row replaces the first, then completes what it completes.
                stack.removeLast()
                accumulator = replaced.first
                operandIsFresh = true
            }
            let immediate = evaluation == .immediate
            performPending(while: { waiting in
                immediate || waiting > precedence || (waiting == precedence && !precedence.isRightAssociative)
            })
            let first = currentOperand
            accumulator = first
            stack.append(
                .operation(
                    PendingBinaryOperation(
                        id: id, infix: infix ?? symbol, precedence: precedence, function: function, first: first)))
            operandIsFresh = false
            operandIsClosedGroup = false
            isComplete = false
        case .openParenthesis:
            if stack.isEmpty, isComplete {
                // After a finished result, a group starts a new calculation, as a digit does.
                discardOperand()
            } else if operandIsFresh, accumulator != nil {
                performWithoutLimits(.multiply)
            }
            stack.append(.parenthesis)
            accumulator = Expression(Number.zero)
            operandIsFresh = false
            operandIsClosedGroup = false
            isComplete = false
        case .closeParenthesis:
            guard openParentheses > 0 else { return false }
            performPending(while: { _ in true })
            stack.removeLast()
            closeGroup()
        case .equals:
            // Close every group, performing what waits in it; a calculation that computed something then
            // ends (once: a function may have ended it already) and its last step is what `=` repeats
            // next; one that computed nothing (`5`, `(5)`) repeats the last one remembered.
            while !stack.isEmpty {
                performPending(while: { _ in true })
                if !stack.isEmpty {
                    stack.removeLast()
                    closeGroup()
                }
            }
            var completes = false
            equalsRepeated = false
            if let lastStep {
                repetition = lastStep
                completes = !isComplete
            } else if let repetition, accumulator != nil {
                repeatOperation(repetition)
                equalsRepeated = true
                completes = true
            }
            lastStep = nil
            operandIsClosedGroup = false
            isComplete = accumulator != nil
            return completes
        }
        return false
    }

    /// Whether `other` is in the same state: the same value and expression, the same operations and
    /// parentheses waiting, the same operation to repeat, memory and angle unit; what a later key
    /// could tell apart, so that a key that changes none of it is no undo step.
    public func hasSameState(as other: CalculatorBrain) -> Bool {
        accumulator == other.accumulator && operandIsFresh == other.operandIsFresh && isComplete == other.isComplete
            && operandIsClosedGroup == other.operandIsClosedGroup
            && lastStep?.infix == other.lastStep?.infix && lastStep?.operand == other.lastStep?.operand
            && memory == other.memory && angleUnit == other.angleUnit && evaluation == other.evaluation
            && repetition?.infix == other.repetition?.infix && repetition?.operand == other.repetition?.operand
            && stack.hasSameItems(as: other.stack)
    }

    /// Forgets everything but the memory and the angle unit: the `AC` key.
    public mutating func clear() {
        accumulator = nil
        stack = PendingStack()
        repetition = nil
        operandIsFresh = false
        operandIsClosedGroup = false
        isComplete = false
        lastStep = nil
    }

    /// A value written with all the digits a number holds: how the expression line writes a value
    /// that was not typed (the memory, the repeated operand of `7 + =`).
    static func exactText(_ value: Real) -> String { NumberFormat.exact(value) }

    /// Digits of `Rand`: as many as the wide display shows.
    static let randomDigits = NumberFormat.wideDigits

    /// A fraction of `randomDigits` uniform decimals in [0, 1): three 64-bit draws reduced modulo
    /// 10^32 (the bias is below 10^-25).
    private mutating func randomFraction() -> Number {
        let words = (0..<3).map { _ in randomNumberGenerator.next() }
        let (_, draw) = GMPInteger(words: words).quotientAndRemainder(dividingBy: .powerOfTen(Self.randomDigits))
        return Number(coefficient: draw, exponent: -Self.randomDigits)
    }

    /// Makes `value` the operand, written as `notation` writes `symbol` around `operand`; true when it
    /// completes a calculation (nothing waits). `isRelative`: the value depends on what waits (`%`).
    private mutating func apply(
        _ value: Real, describing operand: Expression, symbol: String, notation: Notation,
        isRelative: Bool = false
    ) -> Bool {
        let expression =
            switch notation {
            case .function: Expression(value: value, text: symbol + operand.parenthesized, form: .atom)
            case .prefix(let prefix, let precedence):
                Expression(value: value, text: prefix + operand.parenthesized, form: .prefixed(precedence))
            case .postfix(let suffix):
                Expression(value: value, text: operand.asPostfixOperand + suffix, form: isRelative ? .relativePostfix : .postfix)
            }
        accumulator = expression
        operandIsFresh = true
        operandIsClosedGroup = false
        guard stack.isEmpty else { return false }
        isComplete = true
        return true
    }

    /// Performs the binary operations on top of the stack, innermost first, while `waits(precedence)`
    /// says the next one is done before what comes (never past an open parenthesis). The first takes
    /// the accumulator as second operand, or its own first operand's value again if none was entered,
    /// so `7 + =` gives 14 and reads `7 + 7 =` (`repeatedOperand`).
    private mutating func performPending(while waits: (Precedence) -> Bool) {
        while let pending = topOperation, waits(pending.precedence) {
            stack.removeLast()
            let second = operandIsFresh ? currentOperand : Self.repeatedOperand(pending.first)
            accumulator = .infix(
                pending.first, pending.infix, pending.precedence, second, value: pending.perform(with: second.value))
            lastStep = Repetition(
                infix: pending.infix, precedence: pending.precedence, function: pending.function, operand: second)
            operandIsFresh = true
        }
    }

    /// A first operand used again as the second (`7 + =`): as written when it is no calculation of its
    /// own (`π ^ π`, `√(2) × √(2)`), so the line pastes back as what was computed; else its value (40
    /// digits when it has more), so that repeating it cannot grow the expression line geometrically.
    static func repeatedOperand(_ first: Expression) -> Expression {
        if case .infix = first.form { return Expression(first.value, text: exactText(first.value)) }
        return first
    }

    /// The accumulator becomes the value of the group just popped, in parentheses.
    private mutating func closeGroup() {
        let inner = currentOperand
        accumulator = Expression(value: inner.value, text: "(" + inner.text + ")", form: .group)
        operandIsFresh = true
        operandIsClosedGroup = true
    }

    /// Repeats the last binary operation on the accumulator: `5 + 3 = =` gives 11.
    private mutating func repeatOperation(_ repetition: Repetition) {
        guard let accumulator else { return }
        self.accumulator = .infix(
            accumulator, repetition.infix, repetition.precedence, repetition.operand,
            value: repetition.function(accumulator.value, repetition.operand.value))
    }
}
