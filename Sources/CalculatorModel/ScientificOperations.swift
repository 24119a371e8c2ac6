#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

extension CalculatorBrain {
    /// The scientific keys: one table entry each, keyed by the button's label
    /// (the iPhone's landscape calculator's, with `log₁₀`, `ʸ√x`, `EE`, `m−`).
    public static let scientificOperations: [String: Operation] = [
        // Constants.
        "π": .constant(Double.pi),
        "e": .constant(M_E),
        "Rand": .random,
        // Powers and roots.
        "x²": .unary({ $0 * $0 }, .postfix("²")),
        "x³": .unary({ $0 * $0 * $0 }, .postfix("³")),
        "eˣ": .unary({ exp($0) }, .prefix("e^")),
        "10ˣ": .unary({ pow(10, $0) }, .prefix("10^")),
        "1/x": .unary({ 1 / $0 }, .prefix("1/")),
        "√": .unary({ $0.squareRoot() }),
        "∛": .unary({ cbrt($0) }),
        "xʸ": .binary({ pow($0, $1) }, infix: "^"),
        "ʸ√x": .binary(ScientificFunctions.root, infix: "yroot"),
        "EE": .binary(ScientificFunctions.scaled, infix: "E"),
        // Logarithms and factorial.
        "ln": .unary({ log($0) }),
        "log₁₀": .unary({ log10($0) }),
        "x!": .unary(ScientificFunctions.factorial, .postfix("!")),
        // Trigonometry, in the brain's angle unit.
        "sin": .angular(ScientificFunctions.sin),
        "cos": .angular(ScientificFunctions.cos),
        "tan": .angular(ScientificFunctions.tan),
        "sin⁻¹": .angular(ScientificFunctions.asin),
        "cos⁻¹": .angular(ScientificFunctions.acos),
        "tan⁻¹": .angular(ScientificFunctions.atan),
        // Hyperbolic functions, which take no angle.
        "sinh": .unary({ sinh($0) }),
        "cosh": .unary({ cosh($0) }),
        "tanh": .unary({ tanh($0) }),
        "sinh⁻¹": .unary({ asinh($0) }),
        "cosh⁻¹": .unary({ acosh($0) }),
        "tanh⁻¹": .unary({ atanh($0) }),
        // Memory, as in Windows Calculator: `m+` and `m−` take the display, `mc` forgets.
        "mc": .memory({ _, _ in nil }),
        "m+": .memory({ memory, operand in (memory ?? 0) + operand }),
        "m−": .memory({ memory, operand in (memory ?? 0) - operand }),
        "mr": .memoryRecall,
    ]
}
