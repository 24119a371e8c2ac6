/// The relation of a constraint's expression to zero.
public enum Relation: Sendable, Hashable, CustomStringConvertible {
    case equal, lessThanOrEqual, greaterThanOrEqual

    public var description: String {
        switch self {
        case .equal: "=="
        case .lessThanOrEqual: "<="
        case .greaterThanOrEqual: ">="
        }
    }
}

/// `expression relation 0` at a strength; identity (not content) tells constraints apart, as in kiwi.
///
/// Immutable: a changed strength makes a new constraint (`withStrength`); a changed constant goes
/// through `Solver.setConstant`.
public final class Constraint: Hashable, Sendable, CustomStringConvertible {
    /// The expression with duplicate variables merged.
    public let expression: LinearExpression
    public let relation: Relation
    public let strength: Strength
    /// An optional name, shown in error messages (like an Auto Layout identifier).
    public let label: String?

    public init(_ expression: LinearExpression, _ relation: Relation, strength: Strength = .required, label: String? = nil) {
        self.expression = expression.reduced()
        self.relation = relation
        self.strength = strength
        self.label = label
    }

    init(reduced expression: LinearExpression, _ relation: Relation, strength: Strength, label: String?) {
        self.expression = expression
        self.relation = relation
        self.strength = strength
        self.label = label
    }

    /// The same relation at another strength (a new constraint, as kiwi's `constraint | strength`).
    public func withStrength(_ strength: Strength) -> Constraint {
        Constraint(reduced: expression, relation, strength: strength, label: label)
    }

    public static func == (lhs: Constraint, rhs: Constraint) -> Bool { lhs === rhs }
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }

    public var description: String {
        let body = "\(expression) \(relation) 0 | \(strength)"
        return label.map { "\($0): \(body)" } ?? body
    }
}

/// `(a == b) | .strong`: kiwi's way of setting a strength (parenthesise: `|` binds tighter than `==`).
public func | (lhs: Constraint, rhs: Strength) -> Constraint { lhs.withStrength(rhs) }

public func == <L: LinearExpressionConvertible, R: LinearExpressionConvertible>(lhs: L, rhs: R) -> Constraint {
    Constraint(lhs - rhs, .equal)
}
public func == <L: LinearExpressionConvertible>(lhs: L, rhs: Double) -> Constraint { Constraint(lhs - rhs, .equal) }
public func == <R: LinearExpressionConvertible>(lhs: Double, rhs: R) -> Constraint { Constraint(lhs - rhs, .equal) }

public func <= <L: LinearExpressionConvertible, R: LinearExpressionConvertible>(lhs: L, rhs: R) -> Constraint {
    Constraint(lhs - rhs, .lessThanOrEqual)
}
public func <= <L: LinearExpressionConvertible>(lhs: L, rhs: Double) -> Constraint { Constraint(lhs - rhs, .lessThanOrEqual) }
public func <= <R: LinearExpressionConvertible>(lhs: Double, rhs: R) -> Constraint { Constraint(lhs - rhs, .lessThanOrEqual) }

public func >= <L: LinearExpressionConvertible, R: LinearExpressionConvertible>(lhs: L, rhs: R) -> Constraint {
    Constraint(lhs - rhs, .greaterThanOrEqual)
}
public func >= <L: LinearExpressionConvertible>(lhs: L, rhs: Double) -> Constraint { Constraint(lhs - rhs, .greaterThanOrEqual) }
public func >= <R: LinearExpressionConvertible>(lhs: Double, rhs: R) -> Constraint { Constraint(lhs - rhs, .greaterThanOrEqual) }
