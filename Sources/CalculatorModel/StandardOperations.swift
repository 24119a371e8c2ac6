extension CalculatorBrain {
    /// The symbols of the additive operators, under which `%` takes a share of the first operand.
    static let additiveSymbols: Set<String> = ["+", "−"]

    /// Every operation of the keypad, standard and scientific: one table entry each.
    public static let standardOperations: [String: Operation] =
        basicOperations.merging(scientificOperations) { basic, _ in basic }

    /// The operations of the standard keypad: arithmetic, `=`, `±` and `%`.
    public static let basicOperations: [String: Operation] = [
        "+": .binary(+, precedence: .additive),
        "−": .binary(-, precedence: .additive),
        "×": .binary(*, precedence: .multiplicative),
        "÷": .binary(/, precedence: .multiplicative),
        "=": .equals,
        "±": .unary(-),
        "%": .relative({ operand, pending in
            if let pending, additiveSymbols.contains(pending.symbol) {
                return pending.firstOperand * operand / 100
            }
            return operand / 100
        }, .postfix("%")),
    ]
}
