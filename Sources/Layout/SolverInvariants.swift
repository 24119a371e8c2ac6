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
        for (c, tag) in constraints {
            if owners[tag.marker] !== c { return "marker owner missing" }
        }
        return nil
    }
}
