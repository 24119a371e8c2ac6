extension CalculatorBrain {
    /// The scientific keys: one table entry each, keyed by the button's label
    /// (the iPhone's landscape calculator's, with `log₁₀`, `ʸ√x`, `EE`, `m−`).
    public static let scientificOperations: [String: Operation] = [
        // Constants.
        "π": .constant(ScientificFunctions.pi),
        "e": .constant(ScientificFunctions.e),
        "Rand": .random,
        // Powers and roots.
        "x²": .unary({ $0 * $0 }, .postfix("²")),
        "x³": .unary({ $0 * $0 * $0 }, .postfix("³")),
        "eˣ": .unary(ScientificFunctions.exp, .prefix("e^")),
        "10ˣ": .unary(ScientificFunctions.exp10, .prefix("10^")),
        "1/x": .unary({ 1 / $0 }, .prefix("1/")),
        "√": .unary(ScientificFunctions.squareRoot),
        "∛": .unary(ScientificFunctions.cubeRoot),
        "xʸ": .binary(ScientificFunctions.power, infix: "^", precedence: .exponential),
        "ʸ√x": .binary(ScientificFunctions.root, infix: "yroot", precedence: .exponential),
        "EE": .binary(ScientificFunctions.scaled, infix: "E", precedence: .exponential),
        // Logarithms and factorial.
        "ln": .unary(ScientificFunctions.ln),
        "log₁₀": .unary(ScientificFunctions.log10),
        "x!": .unary(ScientificFunctions.factorial, .postfix("!")),
        // Trigonometry, in the brain's angle unit.
        "sin": .angular(ScientificFunctions.sin),
        "cos": .angular(ScientificFunctions.cos),
        "tan": .angular(ScientificFunctions.tan),
        "sin⁻¹": .angular(ScientificFunctions.asin),
        "cos⁻¹": .angular(ScientificFunctions.acos),
        "tan⁻¹": .angular(ScientificFunctions.atan),
        // Hyperbolic functions, which take no angle.
        "sinh": .unary(ScientificFunctions.sinh),
        "cosh": .unary(ScientificFunctions.cosh),
        "tanh": .unary(ScientificFunctions.tanh),
        "sinh⁻¹": .unary(ScientificFunctions.asinh),
        "cosh⁻¹": .unary(ScientificFunctions.acosh),
        "tanh⁻¹": .unary(ScientificFunctions.atanh),
        // Memory, as in Windows Calculator: `m+` and `m−` take the display, `mc` forgets.
        "mc": .memory({ _, _ in nil }),
        "m+": .memory({ memory, operand in (memory ?? .zero) + operand }),
        "m−": .memory({ memory, operand in (memory ?? .zero) - operand }),
        "mr": .memoryRecall,
    ]
}
