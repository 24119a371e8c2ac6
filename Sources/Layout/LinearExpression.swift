/// A sum of terms plus a constant, built with the usual operators (`a.width * 2 + 10`).
///
/// Terms are kept in the order written (duplicates are merged only when a `Constraint` is made),
/// so the solver sees variables in a deterministic order.
public struct LinearExpression: Sendable, CustomStringConvertible {
    public var terms: [Term]
    public var constant: Double

    public init(_ terms: [Term] = [], constant: Double = 0) {
        self.terms = terms
        self.constant = constant
    }

    public init(_ variable: Variable) { self.init([Term(variable)]) }
    public init(constant: Double) { self.init([], constant: constant) }

    /// The current value, from the variables' last solved values.
    public var value: Double {
        var sum = constant
        for term in terms { sum += term.coefficient * term.variable.value }
        return sum
    }

    /// The expression with each variable's terms merged into one (first-occurrence order).
    public func reduced() -> LinearExpression {
        var index: [ObjectIdentifier: Int] = [:]
        var out: [Term] = []
        out.reserveCapacity(terms.count)
        for term in terms {
            let key = ObjectIdentifier(term.variable)
            if let i = index[key] {
                out[i].coefficient += term.coefficient
            } else {
                index[key] = out.count
                out.append(Term(term.variable, 0 + term.coefficient))
            }
        }
        return LinearExpression(out, constant: constant)
    }

    func scaled(by factor: Double) -> LinearExpression {
        LinearExpression(terms.map { Term($0.variable, $0.coefficient * factor) }, constant: constant * factor)
    }

    public var description: String {
        var parts = terms.map(\.description)
        if constant != 0 || parts.isEmpty { parts.append("\(constant)") }
        return parts.joined(separator: " + ")
    }
}

/// Anything that reads as a linear expression: variables, terms, expressions, anchors.
public protocol LinearExpressionConvertible {
    var linearExpression: LinearExpression { get }
}

extension Variable: LinearExpressionConvertible {
    public var linearExpression: LinearExpression { LinearExpression(self) }
}

extension Term: LinearExpressionConvertible {
    public var linearExpression: LinearExpression { LinearExpression([self]) }
}

extension LinearExpression: LinearExpressionConvertible {
    public var linearExpression: LinearExpression { self }
}

// MARK: - Arithmetic (kiwi's semantics: `e / d` is `e * (1 / d)`, `a - b` is `a + (-1 * b)`)

public func + <L: LinearExpressionConvertible, R: LinearExpressionConvertible>(lhs: L, rhs: R) -> LinearExpression {
    let l = lhs.linearExpression, r = rhs.linearExpression
    return LinearExpression(l.terms + r.terms, constant: l.constant + r.constant)
}

public func + <L: LinearExpressionConvertible>(lhs: L, rhs: Double) -> LinearExpression {
    let l = lhs.linearExpression
    return LinearExpression(l.terms, constant: l.constant + rhs)
}

public func + <R: LinearExpressionConvertible>(lhs: Double, rhs: R) -> LinearExpression { rhs + lhs }

public prefix func - <E: LinearExpressionConvertible>(operand: E) -> LinearExpression {
    operand.linearExpression.scaled(by: -1)
}

public func - <L: LinearExpressionConvertible, R: LinearExpressionConvertible>(lhs: L, rhs: R) -> LinearExpression {
    lhs + (-rhs)
}

public func - <L: LinearExpressionConvertible>(lhs: L, rhs: Double) -> LinearExpression { lhs + (-rhs) }

public func - <R: LinearExpressionConvertible>(lhs: Double, rhs: R) -> LinearExpression { (-rhs) + lhs }

public func * <L: LinearExpressionConvertible>(lhs: L, rhs: Double) -> LinearExpression {
    lhs.linearExpression.scaled(by: rhs)
}

public func * <R: LinearExpressionConvertible>(lhs: Double, rhs: R) -> LinearExpression { rhs * lhs }

public func / <L: LinearExpressionConvertible>(lhs: L, rhs: Double) -> LinearExpression {
    lhs.linearExpression.scaled(by: 1.0 / rhs)
}
