/// One entry of the brain's operation table: what a key does to the accumulator.
public enum Operation: Sendable {
    /// A value that replaces the operand, such as `π`.
    case constant(Real)
    /// A function of the operand, such as `√` or `±`.
    case unary(@Sendable (Real) -> Real, Notation = .function)
    /// A function of the operand and the brain's angle unit, such as `sin` (which reads its operand
    /// in the unit) or `sin⁻¹` (which answers in it). `unary` cannot express these: its function
    /// sees only the operand, and the unit is state of the brain that the `Rad`/`Deg` key changes.
    case angular(@Sendable (Real, AngleUnit) -> Real, Notation = .function)
    /// A function of the operand and the pending operation (if any), such as `%`,
    /// which is a share of the first operand under `+` and `−` and a plain fraction otherwise.
    case relative(@Sendable (_ operand: Real, _ pending: PendingBinaryOperation?) -> Real, Notation)
    /// A function of two operands, performed by `=`, `)` or a later binary operation.
    /// `infix` is how the expression line writes it (`2 ^ 10`); nil means the table symbol.
    /// `precedence` decides what it waits for under `Evaluation.precedence`, and where the expression
    /// line needs parentheses to read as what was computed (`(2 + 3) × 4` under `immediate`).
    case binary(@Sendable (Real, Real) -> Real, infix: String? = nil, precedence: Precedence)
    /// Opens a group, which `)` or `=` closes; after an operand it multiplies it by the group (`2(3 + 4)`).
    case openParenthesis
    /// Closes the innermost open group and makes its value the operand; nothing when none is open.
    case closeParenthesis
    /// A fresh operand drawn uniformly from [0, 1) with the brain's random number generator
    /// (`Rand`). `constant` cannot express it: its value is fixed when the table is made,
    /// and the generator is state of the brain, injectable so that tests are deterministic.
    case random
    /// Changes the memory from the operand and leaves the operand as it is (`m+`, `m−`, `mc`).
    /// The function gets the memory (nil when empty) and the operand and returns the new memory.
    /// Memory is state of the brain that outlives `clear()`, which no other case can change.
    case memory(@Sendable (_ memory: Real?, _ operand: Real) -> Real?)
    /// Makes the memory (0 when empty) the operand, as a constant would (`mr`).
    case memoryRecall
    /// Performs the pending binary operation, or repeats the last one.
    case equals
}

/// How tightly a binary operation binds in ordinary notation: what waits for what under
/// `Evaluation.precedence`, and where the expression line needs parentheses.
public enum Precedence: Int, Sendable, Comparable {
    /// `+`, `−`.
    case additive
    /// `×`, `÷`.
    case multiplicative
    /// `^`, `ʸ√`, `E`: right-associative in ordinary notation.
    case exponential

    public static func < (a: Precedence, b: Precedence) -> Bool { a.rawValue < b.rawValue }

    /// Whether a chain of this level runs from the right, as powers do in mathematics (`2 ^ 3 ^ 2` is
    /// `2 ^ 9`, as in GNOME Calculator and Python); the other levels run from the left.
    public var isRightAssociative: Bool { self == .exponential }
}

/// How a unary operation writes itself into the expression line.
public enum Notation: Sendable, Equatable {
    /// `√(7 + 9)`: the symbol wraps its operand.
    case function
    /// `1/(4)`, `e^(2)`: the text, then the operand in parentheses; `.function` is
    /// `.prefix(symbol)`, this is for symbols that are button labels rather than names (`1/x`, `eˣ`).
    /// The text is the binary operation it is read as (`1 ÷ (4)`, `e ^ (2)`), of that precedence.
    case prefix(String, Precedence)
    /// `10%`, `(3)²`: the text follows its operand.
    case postfix(String)
}

/// How trigonometric operations read and write angles: the `Rad`/`Deg` key.
public enum AngleUnit: Sendable, Hashable, CaseIterable {
    case degrees
    case radians
}
