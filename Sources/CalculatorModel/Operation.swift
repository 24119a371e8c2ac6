/// One entry of the brain's operation table: what a key does to the accumulator.
public enum Operation: Sendable {
    /// A value that replaces the operand, such as `π`.
    case constant(Double)
    /// A function of the operand, such as `√` or `±`.
    case unary(@Sendable (Double) -> Double, Notation = .function)
    /// A function of the operand and the pending operation (if any), such as `%`,
    /// which is a share of the first operand under `+` and `−` and a plain fraction otherwise.
    case relative(@Sendable (_ operand: Double, _ pending: PendingBinaryOperation?) -> Double, Notation)
    /// A function of two operands, performed by `=` or by the next binary operation.
    case binary(@Sendable (Double, Double) -> Double)
    /// Performs the pending binary operation, or repeats the last one.
    case equals
}

/// How a unary operation writes itself into the expression line.
public enum Notation: Sendable, Equatable {
    /// `√(7 + 9)`: the symbol wraps its operand.
    case function
    /// `10%`, `(3)²`: the text follows its operand.
    case postfix(String)
}
