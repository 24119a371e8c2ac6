/// A binary operation waiting for its second operand, as in CS193p.
public struct PendingBinaryOperation: Sendable {
    /// The operation waiting.
    public let id: OperationID
    /// How the expression line writes the operation, e.g. `"+"` or `"^"`.
    public let infix: String
    public let precedence: Precedence
    /// The function to apply.
    let function: @Sendable (Real, Real) -> Real
    /// The value before the operator, with its expression.
    let first: Expression

    /// The value before the operator.
    public var firstOperand: Real { first.value }

    /// Applies the operation to `firstOperand` and `secondOperand`.
    func perform(with secondOperand: Real) -> Real {
        function(first.value, secondOperand)
    }
}
