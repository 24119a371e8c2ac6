/// An incremental Cassowary solver, a faithful port of kiwi's `SolverImpl` (nucleic/kiwi).
///
/// After every successful add or remove the solution is optimal; `suggestValue` and `setConstant`
/// re-optimize with the dual simplex. Rows and cells are visited in ascending symbol id, so every run
/// gives identical results. A refused call throws a `SolverError` and leaves the solver unchanged.
public struct Solver {
    struct Tag: Equatable {
        var marker: Symbol = .invalid
        var other: Symbol = .invalid
        /// The expression constant the tableau currently encodes (changes with `setConstant`).
        var constant: Double = 0
    }

    struct EditInfo {
        var constraint: Constraint
        var tag: Tag
        var constant: Double
    }

    /// Per-symbol storage; the properties below name its columns.
    var symbols = SymbolTable()
    var seenTick: UInt32 = 0

    var objective = Row()
    var artificial: Row?
    var artificialSymbol: Symbol = .invalid
    var infeasible = InfeasibleRows()

    var constraints = ConstraintMap()
    var variableSymbols = IdentityTable()
    /// Variables in first-use order, with their external symbols.
    var variables: [Variable] = []
    var variableSymbolList: [Symbol] = []
    var edits: [Variable: EditInfo] = [:]

    /// The symbols of the cells the last `add` created (first `newSymbolCount` entries).
    var newSymbols: [Symbol] = []
    var newSymbolCount = 0
    var journal: Journal?
    var journalTick: UInt32 = 0
    /// Symbols of removed constraints (and finished artificial variables) since the last compaction.
    var deadSymbols = 0
    var compaction = Compaction.automatic

    public init() {}

    // The columns of `symbols`, by their names.
    var kinds: [SymbolKind] {
        _read { yield symbols.kinds }
        _modify { yield &symbols.kinds }
    }
    var rows: [Row] {
        _read { yield symbols.rows }
        _modify { yield &symbols.rows }
    }
    var isBasic: [Bool] {
        _read { yield symbols.isBasic }
        _modify { yield &symbols.isBasic }
    }
    var columns: [[Symbol]] {
        _read { yield symbols.columns }
        _modify { yield &symbols.columns }
    }
    var columnLimits: [Int32] {
        _read { yield symbols.columnLimits }
        _modify { yield &symbols.columnLimits }
    }
    var seen: [UInt32] {
        _read { yield symbols.seen }
        _modify { yield &symbols.seen }
    }
    var weights: [Double] {
        _read { yield symbols.weights }
        _modify { yield &symbols.weights }
    }
    var owners: [Constraint?] {
        _read { yield symbols.owners }
        _modify { yield &symbols.owners }
    }
    var journalStamps: [UInt32] {
        _read { yield symbols.journalStamps }
        _modify { yield &symbols.journalStamps }
    }

    // MARK: Constraints

    /// Adds a constraint and re-optimizes; throws `duplicateConstraint` or `unsatisfiableConstraint`.
    public mutating func addConstraint(_ constraint: Constraint) throws(SolverError) {
        if constraints[constraint] != nil { throw .duplicateConstraint(constraint) }
        let mark = Mark(symbolCount: kinds.count, variableCount: variables.count)
        var tag = Tag(constant: constraint.expression.constant)
        var row = createRow(constraint, &tag)
        var subject = chooseSubject(row, tag)
        // An external subject occurs in no restricted row (non-basic external symbols occur only in
        // external rows, see `invariantViolation`), so substituting it keeps the tableau feasible.
        if subject == .invalid && allDummies(row) {
            if !nearZero(row.constant) {
                let conflicts = requiredOwners(of: row.cells.map(\.symbol), excluding: tag.marker)
                rollbackSymbols(to: mark)
                throw .unsatisfiableConstraint(constraint, conflicts: conflicts)
            }
            subject = tag.marker
        }
        if subject == .invalid {
            beginJournal(mark)
            var conflicts: [Constraint] = []
            if !addWithArtificialVariable(row, marker: tag.marker, conflicts: &conflicts) {
                rollbackJournal()
                throw .unsatisfiableConstraint(constraint, conflicts: conflicts)
            }
            journal = nil
        } else {
            row.solveFor(subject)
            substitute(subject, row)
            placeRow(subject, row)
        }
        constraints[constraint] = tag
        owners[Int(tag.marker)] = constraint
        if tag.other != .invalid { owners[Int(tag.other)] = constraint }
        optimize(artificialObjective: false)
    }

    /// Removes a constraint and re-optimizes; throws `unknownConstraint`.
    public mutating func removeConstraint(_ constraint: Constraint) throws(SolverError) {
        guard let tag = constraints.removeValue(forKey: constraint) else { throw .unknownConstraint(constraint) }
        owners[Int(tag.marker)] = nil
        if tag.other != .invalid { owners[Int(tag.other)] = nil }
        // Remove the error effects from the objective *before* pivoting (kiwi's order).
        removeConstraintEffects(constraint, tag)
        if isBasic[Int(tag.marker)] {
            _ = takeRow(tag.marker)
        } else {
            let leaving = markerLeavingRow(tag.marker)
            precondition(leaving != .invalid, "Layout.Solver: failed to find leaving row")
            if kinds[Int(leaving)] == .external {
                // The marker is in no restricted row, so its objective coefficient is exactly zero
                // (what is left is rounding). Substituting that residue would put the now non-basic
                // external symbol `leaving` into the objective, where a tiny negative value makes
                // it an entering symbol that no restricted row bounds: "objective is unbounded".
                objective.remove(tag.marker)
            }
            var row = takeRow(leaving)
            row.solveFor(leaving, tag.marker)
            substitute(tag.marker, row)
        }
        // The constraint's symbols are now dead: their exact coefficients in every row and in the
        // objective are zero (they occurred only in the constraint's own row, which is gone), but
        // rounding leaves residues. kiwi keeps them; a residue of the error symbol in the objective
        // just below -1e-8, with the symbol in no row, is an unbounded entering symbol. Purge them.
        purgeDeadSymbol(tag.marker)
        if tag.other != .invalid { purgeDeadSymbol(tag.other) }
        optimize(artificialObjective: false)
        deadSymbols += tag.other != .invalid ? 2 : 1
        compactIfWorthwhile()
    }

    public func hasConstraint(_ constraint: Constraint) -> Bool { constraints[constraint] != nil }

    /// The number of constraints in the solver (edit constraints included).
    public var constraintCount: Int { constraints.count }

    /// Changes a constraint's expression constant in place, like `NSLayoutConstraint.constant`.
    ///
    /// The tableau is shifted through the constraint's marker (or error partner) as kiwi's
    /// `suggestValue` does, then repaired with the dual simplex; the result equals remove + add of
    /// the constraint with the new constant. Throws `unknownConstraint`, or `unsatisfiableConstraint`
    /// (solver unchanged) when a required constraint can no longer hold.
    public mutating func setConstant(_ constraint: Constraint, _ value: Double) throws(SolverError) {
        guard var tag = constraints[constraint] else { throw .unknownConstraint(constraint) }
        let d = value - tag.constant
        if d == 0 { return }
        // Coefficient of the marker in the original row `0 = expression + μ·marker + ν·other`.
        let mu: Double
        switch constraint.relation {
        case .equal: mu = constraint.strength.isRequired ? 1 : -1
        case .lessThanOrEqual: mu = 1
        case .greaterThanOrEqual: mu = -1
        }
        beginJournal(Mark(symbolCount: kinds.count, variableCount: variables.count))
        var failure: [Symbol]? = nil
        let marker = Int(tag.marker), other = Int(tag.other)
        if isBasic[marker] {
            touch(marker)
            rows[marker].constant += -mu * d
            let c = rows[marker].constant
            if kinds[marker] == .dummy {
                if !nearZero(c) { failure = [tag.marker] + rows[marker].cells.map(\.symbol) }
            } else if c < 0 {
                infeasible.push(tag.marker)
            }
        } else if tag.other != .invalid && isBasic[other] {
            touch(other)
            rows[other].constant += mu * d
            if rows[other].constant < 0 { infeasible.push(tag.other) }
        } else {
            let shift = mu * d
            for r in rowsContaining(tag.marker) {
                let ri = Int(r)
                touch(ri)
                let coeff = rows[ri].coefficient(for: tag.marker)
                rows[ri].constant += coeff * shift
                let c = rows[ri].constant
                switch kinds[ri] {
                case .external: break
                case .dummy: if !nearZero(c) && failure == nil { failure = [r] + rows[ri].cells.map(\.symbol) }
                default: if c < 0 { infeasible.push(r) }
                }
            }
        }
        if failure == nil { failure = dualOptimize() }
        if let symbols = failure {
            rollbackJournal()
            throw .unsatisfiableConstraint(constraint, conflicts: requiredOwners(of: symbols, excluding: .invalid))
        }
        journal = nil
        tag.constant = value
        constraints[constraint] = tag
    }

    /// The expression constant a constraint currently has in the solver (after `setConstant`).
    public func constant(of constraint: Constraint) -> Double? { constraints[constraint]?.constant }

    // MARK: Edit variables

    /// Makes `variable` editable at a non-required strength; throws `duplicateEditVariable` or
    /// `badRequiredStrength`.
    public mutating func addEditVariable(_ variable: Variable, strength: Strength) throws(SolverError) {
        if edits[variable] != nil { throw .duplicateEditVariable(variable) }
        if strength.isRequired { throw .badRequiredStrength }
        let constraint = Constraint(reduced: LinearExpression(variable), .equal, strength: strength, label: nil)
        try addConstraint(constraint)
        edits[variable] = EditInfo(constraint: constraint, tag: constraints[constraint]!, constant: 0)
    }

    /// Stops editing `variable`; throws `unknownEditVariable`.
    public mutating func removeEditVariable(_ variable: Variable) throws(SolverError) {
        guard let info = edits[variable] else { throw .unknownEditVariable(variable) }
        // Forget the edit first: the removal may compact symbol ids, and the tag is dead by then.
        edits[variable] = nil
        try? removeConstraint(info.constraint)
    }

    public func hasEditVariable(_ variable: Variable) -> Bool { edits[variable] != nil }

    /// Suggests a value for an edit variable and re-optimizes with the dual simplex (kiwi's algorithm).
    public mutating func suggestValue(_ variable: Variable, _ value: Double) throws(SolverError) {
        // One hash: find the entry once and update it through its index.
        guard let index = edits.index(forKey: variable) else { throw .unknownEditVariable(variable) }
        let delta = value - edits.values[index].constant
        edits.values[index].constant = value
        let info = edits.values[index]
        let marker = Int(info.tag.marker), other = Int(info.tag.other)
        if isBasic[marker] {
            rows[marker].constant += -delta
            if rows[marker].constant < 0 { infeasible.push(info.tag.marker) }
        } else if isBasic[other] {
            rows[other].constant += delta
            if rows[other].constant < 0 { infeasible.push(info.tag.other) }
        } else {
            for r in rowsContaining(info.tag.marker) {
                let ri = Int(r)
                let coeff = rows[ri].coefficient(for: info.tag.marker)
                rows[ri].constant += delta * coeff
                if rows[ri].constant < 0 && kinds[ri] != .external { infeasible.push(r) }
            }
        }
        let failed = dualOptimize()
        precondition(failed == nil, "Layout.Solver: dual optimize failed")
    }

    // MARK: Values

    /// Writes the solved value into every variable the solver knows.
    public func updateVariables() {
        rows.withUnsafeBufferPointer { rows in
            isBasic.withUnsafeBufferPointer { basic in
                for (i, variable) in variables.enumerated() {
                    let s = Int(variableSymbolList[i])
                    variable.value = basic[s] ? rows[s].constant : 0
                }
            }
        }
    }

    /// The solved value of `variable` right now (0 when the solver does not know it).
    public func value(of variable: Variable) -> Double {
        guard let s = variableSymbols[variable], isBasic[Int(s)] else { return 0 }
        return rows[Int(s)].constant
    }

    /// Empties the solver, as a new one.
    public mutating func reset() { self = Solver() }
}
