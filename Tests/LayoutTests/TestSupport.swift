@testable import Layout

/// SplitMix64: a tiny seeded generator so random systems are the same on every run.
struct SeededRandom {
    var state: UInt64
    init(seed: UInt64) { state = seed }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    mutating func int(_ range: ClosedRange<Int>) -> Int {
        range.lowerBound + Int(next() % UInt64(range.count))
    }

    mutating func pick<T>(_ items: [T]) -> T { items[int(0...(items.count - 1))] }
}

/// How far a constraint is from holding at the solver's current values (0 when it holds).
func violation(_ c: Constraint, in solver: Solver) -> Double {
    var v = c.expression.constant
    for t in c.expression.terms { v += t.coefficient * solver.value(of: t.variable) }
    switch c.relation {
    case .equal: return abs(v)
    case .lessThanOrEqual: return max(v, 0)
    case .greaterThanOrEqual: return max(-v, 0)
    }
}

func approx(_ a: Double, _ b: Double, _ tolerance: Double = 1e-6) -> Bool { abs(a - b) <= tolerance }
