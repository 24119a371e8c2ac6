import Layout

/// How far a constraint is from holding at the solver's current values (0 when it holds).
public func violation(_ c: Constraint, in solver: Solver) -> Double {
    var v = c.expression.constant
    for t in c.expression.terms { v += t.coefficient * solver.value(of: t.variable) }
    switch c.relation {
    case .equal: return abs(v)
    case .lessThanOrEqual: return max(v, 0)
    case .greaterThanOrEqual: return max(-v, 0)
    }
}

/// Whether two numbers agree within `tolerance`.
public func approx(_ a: Double, _ b: Double, _ tolerance: Double = 1e-6) -> Bool { abs(a - b) <= tolerance }
