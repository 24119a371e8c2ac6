// Self-checks and state snapshots of `Solver`, for the tests (internal).

extension Solver {
    /// Everything observable about the tableau, to check that a refused call changed nothing.
    struct State: Equatable {
        var rows: [[Double]]
        var objective: [Double]
        var symbolCount: Int
        var constraintCount: Int
        var editCount: Int
        var variableCount: Int
        var infeasible: [Symbol]
    }

    var state: State {
        func flat(_ r: Row) -> [Double] { [r.constant] + r.cells.flatMap { [Double($0.symbol), $0.coefficient] } }
        var rs: [[Double]] = []
        for s in rows.indices where isBasic[s] { rs.append([Double(s)] + flat(rows[s])) }
        return State(rows: rs, objective: flat(objective), symbolCount: kinds.count,
                     constraintCount: constraints.count, editCount: edits.count,
                     variableCount: variables.count, infeasible: infeasible.heap.sorted())
    }

    /// A description of the first broken tableau invariant, or nil when the tableau is sound.
    func invariantViolation() -> String? {
        for s in rows.indices where isBasic[s] {
            var previous: Symbol = -1
            for cell in rows[s].cells {
                if cell.symbol <= previous { return "row \(s) cells unsorted" }
                previous = cell.symbol
                if isBasic[Int(cell.symbol)] { return "row \(s) contains basic symbol \(cell.symbol)" }
                if nearZero(cell.coefficient) { return "row \(s) holds a near-zero cell" }
                if !columns[Int(cell.symbol)].contains(Symbol(s)) { return "column \(cell.symbol) misses row \(s)" }
            }
            if kinds[s] != .external && kinds[s] != .dummy && rows[s].constant < -1e-8 {
                return "row \(s) infeasible: \(rows[s].constant)"
            }
        }
        for cell in objective.cells where isBasic[Int(cell.symbol)] { return "objective contains basic \(cell.symbol)" }
        // Non-basic external symbols occur only in external rows: the simplex never bounds them.
        for cell in objective.cells where kinds[Int(cell.symbol)] == .external {
            return "objective contains non-basic external \(cell.symbol)"
        }
        for s in rows.indices where isBasic[s] && kinds[s] != .external {
            for cell in rows[s].cells where kinds[Int(cell.symbol)] == .external {
                return "restricted row \(s) contains non-basic external \(cell.symbol)"
            }
        }
        // Symbols of removed constraints (and artificial variables) are gone from the tableau.
        func live(_ s: Symbol) -> Bool { kinds[Int(s)] == .external || owners[Int(s)] != nil }
        for s in rows.indices where isBasic[s] {
            if !live(Symbol(s)) { return "dead symbol \(s) is basic" }
            for cell in rows[s].cells where !live(cell.symbol) { return "row \(s) contains dead \(cell.symbol)" }
        }
        for cell in objective.cells where !live(cell.symbol) { return "objective contains dead \(cell.symbol)" }
        for s in weights.indices where weights[s] != 0 {
            if kinds[s] != .error || owners[s]?.strength.value != weights[s] { return "weight of \(s) is stale" }
        }
        // The incremental objective agrees with the one recomputed from scratch (rounding aside).
        let exact = recomputedObjective()
        let cells = Array(objective.cells) + Array(exact.cells)
        let scale = max(1, cells.map { abs($0.coefficient) }.max() ?? 0)
        for s in Set(cells.map(\.symbol)) where abs(objective.coefficient(for: s) - exact.coefficient(for: s)) > 1e-6 * scale {
            return "objective cell \(s) is \(objective.coefficient(for: s)), recomputed \(exact.coefficient(for: s))"
        }
        for (c, tag) in constraints {
            if owners[Int(tag.marker)] !== c { return "marker owner missing" }
        }
        return nil
    }
}

extension Solver {
    /// The objective recomputed from scratch: Σ strength × error over the active constraints, with
    /// basic errors replaced by their rows (the incrementally updated `objective` must match it up
    /// to rounding; its constant is not kept up to date by `suggestValue`, as in kiwi).
    func recomputedObjective() -> Row {
        var copy = self
        var result = Row()
        for (constraint, tag) in constraints where !constraint.strength.isRequired {
            for e in [tag.marker, tag.other] where e != .invalid && kinds[Int(e)] == .error {
                if isBasic[Int(e)] {
                    copy.add(rows[Int(e)], times: constraint.strength.value, to: &result, skipping: -1, register: nil)
                } else {
                    result.insert(e, constraint.strength.value)
                }
            }
        }
        return result
    }

    /// The tableau as text, one basic row a line, for debugging.
    var tableauDescription: String {
        func text(_ r: Row) -> String {
            "\(r.constant)" + r.cells.map { " \($0.coefficient)*\(kinds[Int($0.symbol)])\($0.symbol)" }.joined()
        }
        var out = ""
        for s in rows.indices where isBasic[s] { out += "\(kinds[s])\(s) = \(text(rows[s]))\n" }
        return out + "objective = \(text(objective))\n"
    }
}
