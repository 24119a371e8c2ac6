// Self-checks and state snapshots of `Solver` that the layout tests lean on.

@testable import Layout

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
        return State(
            rows: rs, objective: flat(objective), symbolCount: kinds.count,
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
        return symbolIdViolation()
    }
}

extension Solver {
    /// Every stored symbol id is in range and means what it should (also after a compaction, which
    /// renumbers them all), and `deadSymbols` counts exactly the symbols no structure needs.
    func symbolIdViolation() -> String? {
        let n = kinds.count
        let lengths = [
            rows.count, isBasic.count, columns.count, columnLimits.count, owners.count, seen.count,
            journalStamps.count, weights.count,
        ]
        if lengths.contains(where: { $0 != n }) { return "per-symbol arrays of different lengths \(lengths), \(n)" }
        if kinds[0] != .invalid || isBasic[0] { return "symbol 0 is not the invalid symbol" }
        func valid(_ s: Symbol) -> Bool { s > 0 && Int(s) < n }
        for s in 1..<n {
            if kinds[s] == .invalid { return "symbol \(s) has no kind" }
            // (Stale entries may name ids past the end: rows a refused call rolled back.)
            for r in columns[s] where r < 0 { return "column \(s) lists row \(r)" }
            for cell in rows[s].cells where !valid(cell.symbol) { return "row \(s) holds symbol \(cell.symbol)" }
            if !isBasic[s] && !rows[s].isEmpty { return "non-basic \(s) keeps a row" }
        }
        for cell in objective.cells where !valid(cell.symbol) { return "objective holds symbol \(cell.symbol)" }
        for r in infeasible.heap where !valid(r) { return "infeasible row \(r) out of range" }
        if journal != nil || artificial != nil { return "an operation is still open" }
        // The external symbols are exactly the variables' symbols.
        if variables.count != variableSymbolList.count || variableSymbols.count != variables.count {
            return "variable lists disagree"
        }
        var externals = 0
        for s in 1..<n where kinds[s] == .external { externals += 1 }
        if externals != variables.count { return "\(externals) external symbols for \(variables.count) variables" }
        for (i, v) in variables.enumerated() {
            let s = variableSymbolList[i]
            if !valid(s) || variableSymbols[v] != s || kinds[Int(s)] != .external { return "symbol of \(v.name) is wrong" }
        }
        for (c, tag) in constraints {
            if !valid(tag.marker) || (tag.other != .invalid && !valid(tag.other)) { return "tag of \(c) out of range" }
            if tag.other != .invalid && owners[Int(tag.other)] !== c { return "error partner owner missing" }
        }
        for (v, info) in edits where constraints[info.constraint] != info.tag { return "edit tag of \(v.name) is stale" }
        // Dead: neither a variable's symbol nor a constraint's marker or partner.
        var dead = 0
        for s in 1..<n where kinds[s] != .external && owners[s] == nil { dead += 1 }
        if dead != deadSymbols { return "\(dead) dead symbols, counted \(deadSymbols)" }
        return nil
    }

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
