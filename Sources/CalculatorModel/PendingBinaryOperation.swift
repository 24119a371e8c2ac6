/// A binary operation waiting for its second operand, as in CS193p.
public struct PendingBinaryOperation: Sendable {
    /// The operation's symbol in the table, e.g. `"+"` or `"xʸ"`.
    public let symbol: String
    /// How the expression line writes the operation, e.g. `"+"` or `"^"`.
    public let infix: String
    /// The function to apply.
    let function: @Sendable (Double, Double) -> Double
    /// The value before the operator.
    public let firstOperand: Double
    /// The expression line of the first operand.
    let firstDescription: String

    /// Applies the operation to `firstOperand` and `secondOperand`.
    func perform(with secondOperand: Double) -> Double {
        function(firstOperand, secondOperand)
    }
}
