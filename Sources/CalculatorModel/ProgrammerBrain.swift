/// The programmer mode's calculation: fixed-width integers (`IntegerWord`) under C's precedence
/// (`IntegerOperator.precedence`), with parentheses, `=` repeating the last step as the calculator's
/// `=` does, and an expression line. The word size and signedness apply to every value it holds.
/// A value type, so the controller's undo keeps copies of it; what waits is shared by the copies
/// (`ProgrammerStack`), and the expression line is bounded (`maximumTokens`), so a copy costs little
/// however long or deep the calculation. Parentheses and operators waiting are capped as the
/// calculator's are (`NestingLimit`): a key past a limit is refused whole.
public struct ProgrammerBrain: Equatable, Sendable {
    /// The width of every value.
    public private(set) var size: WordSize
    /// How every value's bits are read.
    public private(set) var signedness: Signedness
    /// The value shown: the operand being built or the last result.
    public private(set) var operand: IntegerWord
    /// Why the calculation ended in `Error` (division or modulo by zero); nil while it has not.
    public private(set) var errorReason: ErrorReason?
    /// Whether the calculation ended in `Error`.
    public var isError: Bool { errorReason != nil }

    /// A piece of the expression line: a value (written in the base shown) or a symbol; or `…` where the
    /// line lost its beginning (`maximumTokens`), which says whether what it stands for held an operation.
    enum Token: Equatable, Sendable {
        case value(IntegerWord)
        case symbol(String)
        case elided(operation: Bool)

        /// Whether the token is, or stands for, an operator or a function (not a value, a parenthesis, `=`).
        var isOperation: Bool {
            switch self {
            case .value: false
            case .symbol(let symbol): !["(", ")", "=", "…"].contains(symbol)
            case .elided(let operation): operation
            }
        }
    }

    /// The last binary step done and its right operand: what `=` repeats.
    struct Step: Equatable, Sendable {
        var operation: IntegerOperator
        var right: IntegerWord
    }

    private var stack = ProgrammerStack()
    /// The expression line's tokens committed in this calculation, at most `maximumTokens` (a longer
    /// line loses its beginning to `…`).
    private var expression: [Token] = [] {
        didSet { shortenExpression() }
    }
    /// How many tokens the expression line lost from its beginning, for where a group begins
    /// (`ProgrammerStack.Item.open`): counted as if they were still there.
    private var droppedTokens = 0
    /// The tokens that wrote `operand` (a number, `NOT(5)`, a group), at most `maximumTokens`.
    private var operandTokens: [Token] = [] {
        didSet { if operandTokens.count > Self.maximumTokens { Self.shorten(&operandTokens) } }
    }
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
    public var openParentheses: Int { stack.openParentheses }

    /// The most tokens the expression line and an operand's writing keep (a token is a value, an
    /// operator or a parenthesis): past it the beginning is dropped for `…`, as the calculator's line
    /// loses its beginning past `Expression.maximumLength`, so neither grows with the keys.
    static let maximumTokens = 128

    /// The identities of the nodes of what waits, innermost first: for tests that check that undo
    /// snapshots share them rather than copy them.
    package var pendingNodeIdentities: [ObjectIdentifier] { stack.nodes.map(ObjectIdentifier.init) }

    /// The operator waiting for its right operand, right after it was pressed; nil otherwise.
    public var pendingOperator: IntegerOperator? {
        guard awaitingOperand, case .operation(_, let operation) = stack.last else { return nil }
        return operation
    }

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
    /// its right operand. Right after another operator it replaces that one. Refused whole, changing
    /// nothing, when it would leave more operators waiting than `NestingLimit` allows: the limit.
    @discardableResult
    public mutating func perform(_ operation: IntegerOperator) -> NestingLimit? {
        withinLimits { $0.performWithoutLimits(operation) }
    }

    /// Runs `change`, and undoes it whole when it passed a `NestingLimit`: that limit, else nil.
    private mutating func withinLimits(_ change: (inout ProgrammerBrain) -> Void) -> NestingLimit? {
        let before = self
        change(&self)
        guard let passed = stack.passedLimit else { return nil }
        self = before
        return passed
    }

    private mutating func performWithoutLimits(_ operation: IntegerOperator) {
        guard !isError else { return }
        beginIfFinished()
        if awaitingOperand, case .operation(let left, _) = stack.last {
            _ = stack.popLast()
            expression.removeLast()
            operand = left
        } else {
            expression += operandTokens
        }
        while case .operation(let left, let waiting) = stack.last, waiting.precedence >= operation.precedence {
            _ = stack.popLast()
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

    /// `(`: a group begins; it replaces a value shown that no operator waits for. Refused whole, changing
    /// nothing, when it would leave more parentheses open than `NestingLimit` allows: the limit.
    @discardableResult
    public mutating func openParenthesis() -> NestingLimit? {
        withinLimits { $0.openParenthesisWithoutLimits() }
    }

    private mutating func openParenthesisWithoutLimits() {
        guard !isError else { return }
        beginIfFinished()
        if stack.isEmpty { computed = false }
        stack.append(.open(expressionStart: droppedTokens + expression.count))
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
        return !isError && expression.contains(where: \.isOperation)
    }

    /// What `equals` does to the calculation.
    private mutating func finishExpression() {
        if finished { startExpression() }
        while openParentheses > 0, !isError { closeGroup() }
        guard !isError else { return }
        if awaitingOperand { operandTokens = [.value(operand)] }
        expression += operandTokens
        while case .operation(let left, let waiting) = stack.popLast() {
            guard step(left, waiting) else { return }
        }
        if !computed, let lastStep {
            startExpression()
            expression = [.value(operand), .symbol(lastStep.operation.symbol), .value(lastStep.right)]
            guard let result = lastStep.operation.apply(operand, lastStep.right) else { return fail(.divisionByZero) }
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
    /// each with C's prefix when `prefixed` (`0xFF AND 0xF =`, as the tape writes it). At most
    /// `Expression.maximumLength` characters: a longer line loses its beginning to `…`, and only the
    /// tokens it shows are written, so a key costs the same however long the line.
    public func description(in base: ProgrammerBase, prefixed: Bool = false) -> String {
        var tail: [Token] = []
        if !finished {
            if awaitingOperand || (operandTokens.count == 1 && !stack.isEmpty) {
                tail = [.symbol("…")]
            } else if operandTokens.count > 1 {
                tail = operandTokens
            }
        }
        // Written from the end, each token with the space before it, as UTF-8 backwards (one reversal at
        // the end), until the line is long enough; its characters are its scalars (digits, ASCII and
        // one-scalar symbols).
        var bytes: [UInt8] = []
        bytes.reserveCapacity(4 * Expression.maximumLength)
        var length = 0
        var nextIsClose: Bool?   // nil before the first token written
        func write(_ token: Token) {
            var written =
                switch token {
                case .symbol(let symbol): symbol
                case .value(let value): prefixed ? value.prefixedDigits(in: base) : value.digits(in: base)
                case .elided: "…"
                }
            written.withUTF8 { utf8 in
                if let nextIsClose, !nextIsClose, utf8.last != UInt8(ascii: "(") {
                    bytes.append(UInt8(ascii: " "))
                    length += 1
                }
                for byte in utf8.reversed() {
                    bytes.append(byte)
                    if byte & 0xC0 != 0x80 { length += 1 }
                }
                nextIsClose = utf8.count == 1 && utf8[0] == UInt8(ascii: ")")
            }
        }
        for tokens in [tail, expression] {
            var index = tokens.endIndex
            while index > tokens.startIndex, length <= Expression.maximumLength {
                index -= 1
                write(tokens[index])
            }
        }
        // Past the limit, `…` and the last characters, as `Expression.shortened` writes it.
        if length > Expression.maximumLength {
            var kept = 0
            var cut = bytes.endIndex
            for (index, byte) in bytes.enumerated() where byte & 0xC0 != 0x80 {
                kept += 1
                if kept == Expression.maximumLength - 1 {
                    cut = index + 1
                    break
                }
            }
            bytes.removeLast(bytes.count - cut)
            bytes += "…".utf8.reversed()
        }
        return String(decoding: bytes.reversed(), as: UTF8.self)
    }

    // MARK: Steps

    /// Does `left` `operation` `operand` into the operand; false (and `Error`) for a division by zero.
    private mutating func step(_ left: IntegerWord, _ operation: IntegerOperator) -> Bool {
        guard let result = operation.apply(left, operand) else {
            fail(.divisionByZero)
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
                // A group whose beginning the line lost begins at its `…`.
                let first = min(max(start - droppedTokens, 0), expression.count)
                operandTokens = Array(expression[first...]) + [.symbol(")")]
                expression.removeSubrange(first...)
                awaitingOperand = false
                return
            }
        }
    }

    /// Ends the calculation in `Error`, for `reason`.
    private mutating func fail(_ reason: ErrorReason) {
        errorReason = reason
        stack = ProgrammerStack()
        awaitingOperand = false
        expression.append(.symbol("="))
        finished = true
    }

    /// After `=`, the next key begins a new expression line (on the value shown).
    private mutating func beginIfFinished() {
        guard finished else { return }
        finished = false
        startExpression()
    }

    /// An empty expression line, nothing dropped from it (nothing waits then).
    private mutating func startExpression() {
        expression = []
        droppedTokens = 0
    }

    /// The expression line without its beginning past `maximumTokens`, counted in `droppedTokens`.
    private mutating func shortenExpression() {
        // (Checked first: the observer runs again on every write to the line, an inout one included.)
        let count = expression.count
        guard count > Self.maximumTokens else { return }
        Self.shorten(&expression)
        droppedTokens += count - expression.count
    }

    /// `tokens` (more than `maximumTokens`) without their beginning past `maximumTokens`, `…` in its place.
    private static func shorten(_ tokens: inout [Token]) {
        let kept = tokens.suffix(maximumTokens - 1)
        let dropped = tokens[..<kept.startIndex]
        tokens = [.elided(operation: dropped.contains(where: \.isOperation))] + kept
    }

    private mutating func convert(_ change: (IntegerWord) -> IntegerWord) {
        operand = change(operand)
        stack = stack.mapOperands(change)
        lastStep = lastStep.map { Step(operation: $0.operation, right: change($0.right)) }
        if operandTokens == [.value(operand)] || operandTokens.count == 1 { operandTokens = [.value(operand)] }
    }
}
