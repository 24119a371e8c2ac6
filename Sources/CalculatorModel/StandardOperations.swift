extension CalculatorBrain {
    /// The symbols of the additive operators, under which `%` takes a share of the first operand.
    static let additiveSymbols: Set<String> = ["+", "−"]

    /// Every operation of the standard keypad: one table entry each.
    public static let standardOperations: [String: Operation] = [
        "+": .binary(+),
        "−": .binary(-),
        "×": .binary(*),
        "÷": .binary(/),
        "=": .equals,
        "±": .unary({ -$0 }),
        "%": .relative({ operand, pending in
            if let pending, additiveSymbols.contains(pending.symbol) {
                return pending.firstOperand * operand / 100
            }
            return operand / 100
        }, .postfix("%")),
    ]
}
