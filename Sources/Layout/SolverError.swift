/// Why the solver refused a call; a refused call leaves the solver exactly as it was.
public enum SolverError: Error, CustomStringConvertible {
    /// A required constraint cannot hold together with `conflicts` (the required constraints it fights).
    case unsatisfiableConstraint(Constraint, conflicts: [Constraint])
    case duplicateConstraint(Constraint)
    case unknownConstraint(Constraint)
    case duplicateEditVariable(Variable)
    case unknownEditVariable(Variable)
    /// Edit variables cannot be required.
    case badRequiredStrength

    /// kiwi's exception name for this error (as printed by constraint scripts).
    public var kind: String {
        switch self {
        case .unsatisfiableConstraint: "UnsatisfiableConstraint"
        case .duplicateConstraint: "DuplicateConstraint"
        case .unknownConstraint: "UnknownConstraint"
        case .duplicateEditVariable: "DuplicateEditVariable"
        case .unknownEditVariable: "UnknownEditVariable"
        case .badRequiredStrength: "BadRequiredStrength"
        }
    }

    public var description: String {
        switch self {
        case let .unsatisfiableConstraint(c, conflicts):
            "unable to satisfy \(c); it conflicts with: " + conflicts.map(\.description).joined(separator: "; ")
        case let .duplicateConstraint(c): "duplicate constraint \(c)"
        case let .unknownConstraint(c): "unknown constraint \(c)"
        case let .duplicateEditVariable(v): "duplicate edit variable \(v)"
        case let .unknownEditVariable(v): "unknown edit variable \(v)"
        case .badRequiredStrength: "an edit variable cannot be required"
        }
    }
}
