/// Phantom types that keep anchors of different axes apart, as Auto Layout's anchor classes do.
public enum XAxis {}
public enum YAxis {}
public enum Dimension {}

/// A position or size of a layout item, as a linear expression (e.g. `right` is `left + width`).
///
/// `constraint(equalTo:multiplier:constant:)` reads as Auto Layout's `first == second * m + c`.
public struct Anchor<Axis>: LinearExpressionConvertible, Sendable {
    public let linearExpression: LinearExpression

    init(_ expression: LinearExpression) { linearExpression = expression }

    /// `self == other * multiplier + constant`.
    public func constraint(
        equalTo other: Anchor<Axis>, multiplier: Double = 1, constant: Double = 0,
        priority: Strength = .required
    ) -> Constraint {
        make(other, multiplier, constant, .equal, priority)
    }

    /// `self >= other * multiplier + constant`.
    public func constraint(
        greaterThanOrEqualTo other: Anchor<Axis>, multiplier: Double = 1, constant: Double = 0,
        priority: Strength = .required
    ) -> Constraint {
        make(other, multiplier, constant, .greaterThanOrEqual, priority)
    }

    /// `self <= other * multiplier + constant`.
    public func constraint(
        lessThanOrEqualTo other: Anchor<Axis>, multiplier: Double = 1, constant: Double = 0,
        priority: Strength = .required
    ) -> Constraint {
        make(other, multiplier, constant, .lessThanOrEqual, priority)
    }

    private func make(
        _ other: Anchor<Axis>, _ m: Double, _ c: Double, _ relation: Relation,
        _ priority: Strength
    ) -> Constraint {
        Constraint(linearExpression - (other.linearExpression * m + c), relation, strength: priority)
    }
}

extension Anchor where Axis == Dimension {
    /// `self == constant`.
    public func constraint(equalToConstant constant: Double, priority: Strength = .required) -> Constraint {
        Constraint(linearExpression - constant, .equal, strength: priority)
    }

    /// `self >= constant`.
    public func constraint(greaterThanOrEqualToConstant constant: Double, priority: Strength = .required) -> Constraint {
        Constraint(linearExpression - constant, .greaterThanOrEqual, strength: priority)
    }

    /// `self <= constant`.
    public func constraint(lessThanOrEqualToConstant constant: Double, priority: Strength = .required) -> Constraint {
        Constraint(linearExpression - constant, .lessThanOrEqual, strength: priority)
    }
}
