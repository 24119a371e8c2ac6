extension CalculatorBrain {
    /// The brain's operation table: every operation, one entry each.
    public static let standardOperations: [OperationID: Operation] =
        Dictionary(uniqueKeysWithValues: OperationID.allCases.map { ($0, $0.standardOperation) })
}

extension OperationID {
    /// What the operation does, as the keypad offers it; the compiler checks that every case has one.
    /// The expression line writes a function as its symbol around the operand (`√(16)`) unless told otherwise.
    var standardOperation: Operation {
        switch self {
        case .add: .binary(+, precedence: .additive)
        case .subtract: .binary(-, precedence: .additive)
        case .multiply: .binary(*, precedence: .multiplicative)
        case .divide: .binary(/, precedence: .multiplicative)
        case .equals: .equals
        case .openParenthesis: .openParenthesis
        case .closeParenthesis: .closeParenthesis
        case .negate: .unary(-)
        // A share of the first operand under `+` and `−` (`200 + 10 %` is 20), a plain fraction otherwise.
        case .percent:
            .relative(
                { operand, pending in
                    if let pending, pending.precedence == .additive {
                        return pending.firstOperand * operand / 100
                    }
                    return operand / 100
                }, .postfix(symbol))
        case .pi: .constant(.pi)
        case .e: .constant(.e)
        case .random: .random
        case .square: .unary({ ScientificFunctions.power($0, 2) }, .postfix("²"))
        case .cube: .unary({ ScientificFunctions.power($0, 3) }, .postfix("³"))
        case .exp: .unary(ScientificFunctions.exp, .prefix("e^", .exponential))
        case .exp10: .unary(ScientificFunctions.exp10, .prefix("10^", .exponential))
        case .reciprocal: .unary({ 1 / $0 }, .prefix("1/", .multiplicative))
        case .squareRoot: .unary(ScientificFunctions.squareRoot)
        case .cubeRoot: .unary(ScientificFunctions.cubeRoot)
        case .power: .binary(ScientificFunctions.power, infix: infix, precedence: .exponential)
        case .root: .binary(ScientificFunctions.root, infix: infix, precedence: .exponential)
        case .scaled: .binary(ScientificFunctions.scaled, infix: infix, precedence: .exponential)
        case .ln: .unary(ScientificFunctions.ln)
        case .log10: .unary(ScientificFunctions.log10)
        case .factorial: .unary(ScientificFunctions.factorial, .postfix("!"))
        case .sin: .angular(ScientificFunctions.sin)
        case .cos: .angular(ScientificFunctions.cos)
        case .tan: .angular(ScientificFunctions.tan)
        case .asin: .angular(ScientificFunctions.asin)
        case .acos: .angular(ScientificFunctions.acos)
        case .atan: .angular(ScientificFunctions.atan)
        case .sinh: .unary(ScientificFunctions.sinh)
        case .cosh: .unary(ScientificFunctions.cosh)
        case .tanh: .unary(ScientificFunctions.tanh)
        case .asinh: .unary(ScientificFunctions.asinh)
        case .acosh: .unary(ScientificFunctions.acosh)
        case .atanh: .unary(ScientificFunctions.atanh)
        // `m+` and `m−` take the display, `mc` forgets, `mr` recalls (0 when empty).
        case .memoryClear: .memory({ _, _ in nil })
        case .memoryAdd: .memory({ memory, operand in (memory ?? .zero) + operand })
        case .memorySubtract: .memory({ memory, operand in (memory ?? .zero) - operand })
        case .memoryRecall: .memoryRecall
        }
    }
}
