/// Every operation of the calculator, by name: the key of the brain's operation table. Everything
/// else about an operation (its keys, its button, its batch names) hangs off these cases, so the
/// compiler checks that each one is described everywhere.
public enum OperationID: CaseIterable, Hashable, Sendable {
    // Arithmetic.
    case add, subtract, multiply, divide, equals, negate, percent
    // Grouping.
    case openParenthesis, closeParenthesis
    // Constants.
    case pi, e, random
    // Powers and roots.
    case square, cube, exp, exp10, reciprocal, squareRoot, cubeRoot, power, root, scaled
    // Logarithms and factorial.
    case ln, log10, factorial
    // Trigonometry, in the brain's angle unit.
    case sin, cos, tan, asin, acos, atan
    // Hyperbolic functions, which take no angle.
    case sinh, cosh, tanh, asinh, acosh, atanh
    // Memory, as in Windows Calculator.
    case memoryClear, memoryAdd, memorySubtract, memoryRecall

    /// How the keypad and the expression line write it (the iPhone's landscape calculator's labels).
    public var symbol: String {
        switch self {
        case .add: "+"
        case .subtract: "−"
        case .multiply: "×"
        case .divide: "÷"
        case .equals: "="
        case .negate: "±"
        case .percent: "%"
        case .openParenthesis: "("
        case .closeParenthesis: ")"
        case .pi: "π"
        case .e: "e"
        case .random: "Rand"
        case .square: "x²"
        case .cube: "x³"
        case .exp: "eˣ"
        case .exp10: "10ˣ"
        case .reciprocal: "1/x"
        case .squareRoot: "√"
        case .cubeRoot: "∛"
        case .power: "xʸ"
        case .root: "ʸ√x"
        case .scaled: "EE"
        case .ln: "ln"
        case .log10: "log₁₀"
        case .factorial: "x!"
        case .sin: "sin"
        case .cos: "cos"
        case .tan: "tan"
        case .asin: "sin⁻¹"
        case .acos: "cos⁻¹"
        case .atan: "tan⁻¹"
        case .sinh: "sinh"
        case .cosh: "cosh"
        case .tanh: "tanh"
        case .asinh: "sinh⁻¹"
        case .acosh: "cosh⁻¹"
        case .atanh: "tanh⁻¹"
        case .memoryClear: "mc"
        case .memoryAdd: "m+"
        case .memorySubtract: "m−"
        case .memoryRecall: "mr"
        }
    }
}

extension OperationID {
    /// How the expression line and the tape write a binary operation between its operands when not as
    /// its `symbol`: `2 ^ 10`, `8 ʸ√ 3` (the 3rd root of 8, in the order the keys take the operands), `2 E 3`.
    /// Pasted text reads them back. Nil for the others.
    public var infix: String? {
        switch self {
        case .power: "^"
        case .root: "ʸ√"
        case .scaled: "E"
        default: nil
        }
    }

    /// The operation written `symbol`, or nil.
    public init?(symbol: String) {
        guard let id = Self.bySymbol[symbol] else { return nil }
        self = id
    }

    private static let bySymbol = Dictionary(uniqueKeysWithValues: allCases.map { ($0.symbol, $0) })
}
