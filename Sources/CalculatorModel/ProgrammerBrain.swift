/// The programmer mode's calculation: fixed-width integers (`IntegerWord`) under C's precedence
/// (`IntegerOperator.precedence`), with parentheses, `=` repeating the last step as the calculator's
/// `=` does, and an expression line. The word size and signedness apply to every value it holds.
/// A value type, so the controller's undo keeps copies of it.
public struct ProgrammerBrain: Equatable, Sendable {
    /// The width of every value.
    public private(set) var size: WordSize
    /// How every value's bits are read.
    public private(set) var signedness: Signedness
    /// The value shown: the operand being built or the last result.
    public private(set) var operand: IntegerWord
    /// Whether the calculation ended in `Error` (division or modulo by zero).
    public private(set) var isError = false

    /// A piece of the expression line: a value (written in the base shown) or a symbol.
    enum Token: Equatable, Sendable {
        case value(IntegerWord)
        case symbol(String)
    }

    /// What waits on the stack: an operator with its left operand, or an open parenthesis (with where
    /// its group begins in `expression`).
    enum Pending: Equatable, Sendable {
        case operation(IntegerWord, IntegerOperator)
        case open(expressionStart: Int)
    }

    /// The last binary step done and its right operand: what `=` repeats.
    struct Step: Equatable, Sendable {
        var operation: IntegerOperator
        var right: IntegerWord
    }

    private var stack: [Pending] = []
    /// The expression line's tokens committed in this calculation.
    private var expression: [Token] = []
    /// The tokens that wrote `operand` (a number, `NOT(5)`, a group).
    private var operandTokens: [Token] = []
    private var lastStep: Step?
    /// Whether the calculation did a binary step since it began (then `=` remembers its last step
    /// rather than repeating the one before).
    private var computed = false
    /// Whether the last thing done was a binary operator (a second one replaces it).
    private var awaitingOperand = false
    /// Whether `=` ended the calculation (the expression line ends in `=` until the next key).
    private var finished = false

    /// A brain showing 0 in a word of `size` read as `signedness`.
    public init(size: WordSize = .qword, signedness: Signedness = .signed) {
        self.size = size
        self.signedness = signedness
        operand = .zero(size: size, signedness: signedness)
        operandTokens = [.value(operand)]
    }

    /// How many parentheses are open.
    public var openParentheses: Int {
        stack.reduce(0) { count, pending in if case .open = pending { count + 1 } else { count } }
    }

    /// The operator waiting for its right operand, right after it was pressed; nil otherwise.
    public var pendingOperator: IntegerOperator? {
        guard awaitingOperand, case .operation(_, let operation) = stack.last else { return nil }
        return operation
    }

    /// Whether any operator or parenthesis waits.
    public var hasPending: Bool { !stack.isEmpty }

    // MARK: Keys

    /// Makes `value` (wrapped to the word) the operand: a typed number or a toggled bit. With nothing
    /// pending it begins a new calculation.
    public mutating func setOperand(_ value: IntegerWord) {
        if isError { clear() }
        beginIfFinished()
        if stack.isEmpty { computed = false }
        operand = IntegerWord(bits: value.bits, size: size, signedness: signedness)
        operandTokens = [.value(operand)]
        awaitingOperand = false
    }

    /// A binary operator: the steps waiting that bind at least as tightly are done, then it waits for
    /// its right operand. Right after another operator it replaces that one.
    public mutating func perform(_ operation: IntegerOperator) {
        guard !isError else { return }
        beginIfFinished()
        if awaitingOperand, case .operation(let left, _) = stack.last {
            stack.removeLast()
            expression.removeLast()
            operand = left
        } else {
            expression += operandTokens
        }
        while case .operation(let left, let waiting) = stack.last, waiting.precedence >= operation.precedence {
            stack.removeLast()
            guard step(left, waiting) else { return }
        }
        stack.append(.operation(operand, operation))
        expression.append(.symbol(operation.symbol))
        operandTokens = []
        awaitingOperand = true
    }

    /// A one-operand function of the value shown (right after an operator, of that operator's left operand).
    public mutating func apply(_ function: IntegerFunction) {
        guard !isError else { return }
        beginIfFinished()
        let inner = operandTokens.isEmpty ? [Token.value(operand)] : operandTokens
        operandTokens = [.symbol(function.symbol + "(")] + inner + [.symbol(")")]
        operand = function.apply(operand)
        awaitingOperand = false
    }

    /// `(`: a group begins; it replaces a value shown that no operator waits for.
    public mutating func openParenthesis() {
        guard !isError else { return }
        beginIfFinished()
        if stack.isEmpty { computed = false }
        stack.append(.open(expressionStart: expression.count))
        expression.append(.symbol("("))
        operand = .zero(size: size, signedness: signedness)
        operandTokens = [.value(operand)]
        awaitingOperand = false
    }

    /// `)`: the group's steps are done and its value is the operand. Ignored (false) with no group open.
    @discardableResult
    public mutating func closeParenthesis() -> Bool {
        guard !isError, openParentheses > 0 else { return false }
        closeGroup()
        return true
    }

    /// `=`: closes every group and does every step waiting, remembering the last (the outermost
    /// operation and its right operand); a calculation that did no step repeats the one remembered.
    /// Returns whether it completed a calculation for the tape: an `=` that ended without `Error` on a
    /// line with an operator or a function (`5 =` and `(5) =` put nothing on the tape).
    @discardableResult
    public mutating func equals() -> Bool {
        guard !isError else { return false }
        finishExpression()
        return !isError
            && expression.contains { if case .symbol(let symbol) = $0 { !["(", ")", "="].contains(symbol) } else { false } }
    }

    /// What `equals` does to the calculation.
    private mutating func finishExpression() {
        if finished { expression = [] }
        while openParentheses > 0, !isError { closeGroup() }
        guard !isError else { return }
        if awaitingOperand { operandTokens = [.value(operand)] }
        expression += operandTokens
        while case .operation(let left, let waiting) = stack.popLast() {
            guard step(left, waiting) else { return }
        }
        if !computed, let lastStep {
            expression = [.value(operand), .symbol(lastStep.operation.symbol), .value(lastStep.right)]
            guard let result = lastStep.operation.apply(operand, lastStep.right) else { return fail() }
            operand = result
        }
        expression.append(.symbol("="))
        finished = true
        computed = false
        operandTokens = [.value(operand)]
        awaitingOperand = false
    }

    /// `AC`: everything forgotten but the word size and signedness.
    public mutating func clear() {
        self = ProgrammerBrain(size: size, signedness: signedness)
    }

    /// `CE`: the operand becomes 0; what waits, and the step `=` repeats, stay.
    public mutating func clearEntry() {
        guard !isError else { return clear() }
        setOperand(.zero(size: size, signedness: signedness))
    }

    /// A new word size: every value keeps its low bits, read as before (`IntegerWord.resized`).
    public mutating func resize(to size: WordSize) {
        self.size = size
        convert { $0.resized(to: size) }
    }

    /// Reads every value's bits as `signedness` from now on.
    public mutating func reinterpret(as signedness: Signedness) {
        self.signedness = signedness
        convert { $0.reinterpreted(as: signedness) }
    }

    // MARK: The expression line

    /// The expression line with its values in `base` (`5 + 3 × …`, `NOT(5) AND 3 =`, `(2 + 3) Lsh 1 =`),
    /// each with C's prefix when `prefixed` (`0xFF AND 0xF =`, as the tape writes it).
    public func description(in base: ProgrammerBase, prefixed: Bool = false) -> String {
        var tokens = expression
        if !finished {
            if awaitingOperand || (operandTokens.count == 1 && !stack.isEmpty) {
                tokens.append(.symbol("…"))
            } else if operandTokens.count > 1 {
                tokens += operandTokens
            }
        }
        var text = ""
        for token in tokens {
            let written: String
            switch token {
            case .symbol(let symbol): written = symbol
            case .value(let value):
                written = prefixed ? value.prefixedDigits(in: base) : value.digits(in: base)
            }
            if !text.isEmpty, !text.hasSuffix("("), written != ")" { text += " " }
            text += written
        }
        return text
    }

    // MARK: Steps

    /// Does `left` `operation` `operand` into the operand; false (and `Error`) for a division by zero.
    private mutating func step(_ left: IntegerWord, _ operation: IntegerOperator) -> Bool {
        guard let result = operation.apply(left, operand) else {
            fail()
            return false
        }
        lastStep = Step(operation: operation, right: operand)
        computed = true
        operand = result
        return true
    }

    /// Closes the innermost group: its steps done, its tokens the operand's.
    private mutating func closeGroup() {
        if awaitingOperand { operandTokens = [.value(operand)] }
        expression += operandTokens
        while let pending = stack.popLast() {
            switch pending {
            case .operation(let left, let waiting):
                guard step(left, waiting) else { return }
            case .open(let start):
                operandTokens = Array(expression[start...]) + [.symbol(")")]
                expression.removeSubrange(start...)
                awaitingOperand = false
                return
            }
        }
    }

    private mutating func fail() {
        isError = true
        stack = []
        awaitingOperand = false
        expression.append(.symbol("="))
        finished = true
    }

    /// After `=`, the next key begins a new expression line (on the value shown).
    private mutating func beginIfFinished() {
        guard finished else { return }
        finished = false
        expression = []
    }

    private mutating func convert(_ change: (IntegerWord) -> IntegerWord) {
        operand = change(operand)
        stack = stack.map { pending in
            if case .operation(let left, let operation) = pending { return .operation(change(left), operation) }
            return pending
        }
        lastStep = lastStep.map { Step(operation: $0.operation, right: change($0.right)) }
        if operandTokens == [.value(operand)] || operandTokens.count == 1 { operandTokens = [.value(operand)] }
    }
}
