// The simplex machinery of `Solver`, following kiwi's solverimpl.h function by function.

extension Solver {
    /// Where a refused call rolls symbols and variables back to.
    struct Mark {
        var symbolCount: Int
        var variableCount: Int
    }

    /// The rows a failable phase (artificial variable, constant change) overwrote, to undo it.
    struct Journal {
        var mark: Mark
        var objective: Row
        var infeasible: InfeasibleRows
        var saved: [(symbol: Int, row: Row, basic: Bool)] = []
    }

    // MARK: Symbols and rows

    mutating func newSymbol(_ kind: SymbolKind) -> Symbol {
        symbols.append(kind)
    }

    /// kiwi's `getVarSymbol`: the external symbol of a variable, created on first use.
    mutating func symbol(for variable: Variable) -> Symbol {
        if let s = variableSymbols[variable] { return s }
        let s = newSymbol(.external)
        variableSymbols.insert(variable, s)
        variables.append(variable)
        variableSymbolList.append(s)
        return s
    }

    /// Records a row's old state before a journaled phase changes it.
    @inline(__always)
    mutating func touch(_ r: Int) {
        guard journal != nil, r < journal!.mark.symbolCount, journalStamps[r] != journalTick else { return }
        journalStamps[r] = journalTick
        journal!.saved.append((r, rows[r], isBasic[r]))
    }

    /// Makes `row` the row of basic symbol `s` and indexes its cells.
    mutating func placeRow(_ s: Symbol, _ row: Row) {
        let si = Int(s)
        touch(si)
        rows[si] = row
        isBasic[si] = true
        for cell in row.cells { appendColumn(cell.symbol, s) }
    }

    /// Removes and returns the row of basic symbol `s`.
    mutating func takeRow(_ s: Symbol) -> Row {
        let si = Int(s)
        touch(si)
        var row = Row()
        swap(&row, &rows[si])
        isBasic[si] = false
        return row
    }

    @inline(__always)
    mutating func appendColumn(_ symbol: Symbol, _ row: Symbol) {
        let si = Int(symbol)
        if columns[si].capacity == 0 { columns[si].reserveCapacity(136) }
        columns[si].append(row)
        if columns[si].count > Int(columnLimits[si]) { compactColumn(symbol) }
    }

    /// Drops stale and duplicate entries from a column.
    mutating func compactColumn(_ symbol: Symbol) {
        let si = Int(symbol)
        seenTick &+= 1
        if seenTick == 0 {
            for i in seen.indices { seen[i] = 0 }
            seenTick = 1
        }
        var list: [Symbol] = []
        swap(&list, &columns[si])
        let tick = seenTick
        let kept = list.withUnsafeMutableBufferPointer { entries in
            rows.withUnsafeBufferPointer { rows in
                isBasic.withUnsafeBufferPointer { basic in
                    seen.withUnsafeMutableBufferPointer { seen in
                        var kept = 0
                        let count = rows.count
                        for k in 0..<entries.count {
                            let r = entries[k], ri = Int(r)
                            if ri < count && basic[ri] && seen[ri] != tick && rows[ri].search(symbol) >= 0 {
                                seen[ri] = tick
                                entries[kept] = r
                                kept += 1
                            }
                        }
                        return kept
                    }
                }
            }
        }
        list.removeLast(list.count - kept)
        columns[si] = list
        // Compact again only once the column has doubled: amortized O(1) per appended entry.
        columnLimits[si] = Int32(Swift.max(128, 2 * kept))
    }

    /// The basic rows that contain `symbol` (exactly, without duplicates).
    mutating func rowsContaining(_ symbol: Symbol) -> [Symbol] {
        compactColumn(symbol)
        return columns[Int(symbol)]
    }

    // MARK: kiwi's algorithm

    /// kiwi's `createRow`: the constraint over current non-basic symbols, with slack/error/dummy added.
    mutating func createRow(_ constraint: Constraint, _ tag: inout Tag) -> Row {
        let expression = constraint.expression
        var row = Row(constant: expression.constant)
        row.reserveCapacity(Swift.max(32, expression.terms.count + 2))
        for term in expression.terms where !nearZero(term.coefficient) {
            let s = symbol(for: term.variable)
            if isBasic[Int(s)] {
                add(rows[Int(s)], times: term.coefficient, to: &row, skipping: -1, register: nil)
            } else {
                row.insert(s, term.coefficient)
            }
        }
        let strength = constraint.strength.value
        switch constraint.relation {
        case .lessThanOrEqual, .greaterThanOrEqual:
            let coeff = constraint.relation == .lessThanOrEqual ? 1.0 : -1.0
            let slack = newSymbol(.slack)
            tag.marker = slack
            row.insert(slack, coeff)
            if !constraint.strength.isRequired {
                let error = newSymbol(.error)
                weights[Int(error)] = strength
                tag.other = error
                row.insert(error, -coeff)
                objective.insert(error, strength)
            }
        case .equal:
            if !constraint.strength.isRequired {
                let plus = newSymbol(.error), minus = newSymbol(.error)
                weights[Int(plus)] = strength
                weights[Int(minus)] = strength
                tag.marker = plus
                tag.other = minus
                row.insert(plus, -1.0)
                row.insert(minus, 1.0)
                objective.insert(plus, strength)
                objective.insert(minus, strength)
            } else {
                let dummy = newSymbol(.dummy)
                tag.marker = dummy
                row.insert(dummy, 1.0)
            }
        }
        if row.constant < 0 { row.reverseSign() }
        return row
    }

    /// kiwi's `chooseSubject`: the first external symbol, else a negative slack/error marker.
    func chooseSubject(_ row: Row, _ tag: Tag) -> Symbol {
        for cell in row.cells where kinds[Int(cell.symbol)] == .external { return cell.symbol }
        if kinds[Int(tag.marker)].isPivotable && row.coefficient(for: tag.marker) < 0 { return tag.marker }
        if tag.other != .invalid && kinds[Int(tag.other)].isPivotable && row.coefficient(for: tag.other) < 0 {
            return tag.other
        }
        return .invalid
    }

    func allDummies(_ row: Row) -> Bool {
        row.cells.allSatisfy { kinds[Int($0.symbol)] == .dummy }
    }

    /// kiwi's `addWithArtificialVariable`: phase one of the simplex for a row without a subject.
    /// On failure `conflicts` names the required constraints the artificial objective is stuck on.
    mutating func addWithArtificialVariable(_ row: Row, marker: Symbol, conflicts: inout [Constraint]) -> Bool {
        let art = newSymbol(.slack)
        placeRow(art, row)
        artificial = row
        artificialSymbol = art
        optimize(artificialObjective: true)
        let success = nearZero(artificial!.constant)
        // `art` is dead once this returns (on failure the journal forgets it altogether).
        if success { deadSymbols += 1 }
        if !success {
            // The non-basic symbols with non-zero reduced cost in the stuck artificial objective are
            // the binding constraints (the support of the dual certificate); name the required ones.
            conflicts = requiredOwners(of: artificial!.cells.map(\.symbol), excluding: .invalid)
        }
        artificial = nil
        if isBasic[Int(art)] {
            var artRow = takeRow(art)
            if artRow.isEmpty { return success }
            // kiwi's anyPivotableSymbol (slack or error); kiwi gives up otherwise ("will this ever
            // happen?"), we solve for an external symbol, else for the new constraint's dummy marker
            // (a redundant equality), so a satisfiable constraint is never refused.
            let entering =
                artRow.cells.first(where: { kinds[Int($0.symbol)].isPivotable })?.symbol
                ?? artRow.cells.first(where: { kinds[Int($0.symbol)] == .external })?.symbol
                ?? (artRow.contains(marker) ? marker : artRow.cells[0].symbol)
            artRow.solveFor(art, entering)
            substitute(entering, artRow)
            placeRow(entering, artRow)
        }
        for r in rowsContaining(art) {
            touch(Int(r))
            rows[Int(r)].remove(art)
        }
        objective.remove(art)
        return success
    }

    /// kiwi's `Row::insert(row, coefficient)` as a sorted merge: `target += coefficient × source`, i.e.
    /// the constant and every cell of `source` are multiplied by `coefficient` and added to `target`'s
    /// (cells that become near zero are dropped). `skipping` drops one cell of `target` (the
    /// substituted symbol); with `register`, the symbols of new cells are left in
    /// `newSymbols[0..<newSymbolCount]`, in descending order.
    ///
    /// The merge runs in place from the back (the write index never passes the read index), so a
    /// row only allocates when it outgrows its capacity.
    @inline(__always)
    mutating func add(
        _ source: Row, times coefficient: Double, to target: inout Row, skipping: Int,
        register: Symbol?
    ) {
        target.constant += source.constant * coefficient
        newSymbolCount = 0
        guard let sourceStorage = source.storage, sourceStorage.count > 0 else {
            if skipping >= 0 { target.remove(at: skipping) }
            return
        }
        let na = target.count, nb = sourceStorage.count
        let registering = register != nil
        if registering && newSymbols.count < nb {
            newSymbols.append(contentsOf: repeatElement(0, count: nb - newSymbols.count))
        }
        // Room for the merged cells: the merge writes from index `na + nb` down.
        let end = na + nb
        let storage = target.uniqueStorage(capacity: end)
        let registered = storage.withUnsafeMutablePointers { header, t -> Int in
            sourceStorage.withUnsafeMutablePointerToElements { b -> Int in
                newSymbols.withUnsafeMutableBufferPointer { ns -> Int in
                    var registered = 0
                    var i = na - 1, j = nb - 1, k = end
                    while j >= 0 {
                        if i >= 0 && i == skipping { i -= 1; continue }
                        if i >= 0 && t[i].symbol > b[j].symbol {
                            k -= 1; t[k] = t[i]; i -= 1
                        } else if i < 0 || b[j].symbol > t[i].symbol {
                            let value = 0.0 + b[j].coefficient * coefficient
                            if !nearZero(value) {
                                k -= 1; t[k] = Cell(b[j].symbol, value)
                                if registering { ns[registered] = b[j].symbol; registered += 1 }
                            }
                            j -= 1
                        } else {
                            let value = t[i].coefficient + b[j].coefficient * coefficient
                            if !nearZero(value) { k -= 1; t[k] = Cell(t[i].symbol, value) }
                            i -= 1; j -= 1
                        }
                    }
                    while i >= 0 {
                        // The rest of `target` is already in place when nothing was dropped.
                        if k == i + 1 && (skipping < 0 || skipping > i) { k = 0; break }
                        if i != skipping { k -= 1; t[k] = t[i] }
                        i -= 1
                    }
                    if k > 0 { t.update(from: t + k, count: end - k) }
                    header.pointee.count = end - k
                    return registered
                }
            }
        }
        newSymbolCount = registered
    }

    /// kiwi's `Row::substitute`: replace `symbol` in `target` by `row`. Given `target = a·x + b` and
    /// `x = row` (say `3·y + c`), `target` becomes `a·row + b` (`3a·y + a·c + b`); a no-op when `x` is
    /// not in `target`.
    @inline(__always)
    mutating func substitute(_ symbol: Symbol, _ row: Row, in target: inout Row, register: Symbol?) {
        let i = target.search(symbol)
        if i < 0 { return }
        let coefficient = target.withCells { $0[i].coefficient }
        add(row, times: coefficient, to: &target, skipping: i, register: register)
    }

    /// kiwi's `substitute`: replace a symbol that is entering the basis everywhere it occurs (every
    /// basic row, the objective, the artificial objective) by its new row; a row of a restricted
    /// symbol whose constant turns negative is queued for `dualOptimize`.
    mutating func substitute(_ symbol: Symbol, _ row: Row) {
        // The raw column, without compacting it first: a stale entry (a row that is no longer basic
        // or no longer holds `symbol`) or a duplicate (the row was already substituted) fails the
        // search below and is skipped. Afterwards `symbol` is basic and in no row: empty column.
        var list: [Symbol] = []
        swap(&list, &columns[Int(symbol)])
        let count = kinds.count
        for r in list {
            let ri = Int(r)
            guard ri < count && isBasic[ri] else { continue }
            let i = rows[ri].search(symbol)
            if i < 0 { continue }
            touch(ri)
            var target = Row()
            swap(&target, &rows[ri])
            let coefficient = target.withCells { $0[i].coefficient }
            add(row, times: coefficient, to: &target, skipping: i, register: r)
            let negative = target.constant < 0
            swap(&target, &rows[ri])
            // Index the new cells only now that the row is back in place (compaction checks rows).
            var k = newSymbolCount
            while k > 0 { k -= 1; appendColumn(newSymbols[k], r) }
            if negative && kinds[ri] != .external { infeasible.push(r) }
        }
        list.removeAll(keepingCapacity: true)
        swap(&list, &columns[Int(symbol)])
        var objective = Row()
        swap(&objective, &self.objective)
        substitute(symbol, row, in: &objective, register: nil)
        swap(&objective, &self.objective)
        if artificial != nil {
            var a = artificial!
            artificial = nil
            substitute(symbol, row, in: &a, register: nil)
            artificial = a
        }
    }

    /// Drops every cell of a removed constraint's non-basic symbol (rounding residues of zero).
    mutating func purgeDeadSymbol(_ symbol: Symbol) {
        let si = Int(symbol)
        weights[si] = 0
        if isBasic[si] { return }
        for r in rowsContaining(symbol) {
            touch(Int(r))
            rows[Int(r)].remove(symbol)
        }
        columns[si].removeAll()
        objective.remove(symbol)
    }

    /// Moves `entering` into the basis in place of `leaving`: the row `leaving = … + b·entering + …` is
    /// solved for `entering` (`Row.solveFor(_:_:)`) and substituted wherever `entering` occurs.
    mutating func pivot(leaving: Symbol, entering: Symbol) {
        var row = takeRow(leaving)
        row.solveFor(leaving, entering)
        substitute(entering, row)
        placeRow(entering, row)
    }

    /// kiwi's `optimize`: primal simplex iterations until the objective is minimal.
    mutating func optimize(artificialObjective: Bool) {
        while true {
            let entering = enteringSymbol(artificialObjective ? artificial! : objective)
            if entering == .invalid { return }
            let leaving = leavingRow(for: entering)
            if leaving == .invalid {
                // No restricted row bounds `entering`. The objective (Σ strength × error, every
                // error ≥ 0) is bounded below, so its true reduced cost is ≥ 0 and the negative cell
                // is rounding: the objective row is updated incrementally through every pivot, and
                // with strengths up to 1e6 its cells carry absolute errors of 1e-8 and more, beyond
                // kiwi's absolute tolerance, where the true value is 0 (say a slack that occurs only
                // in external rows and in restricted rows with a positive coefficient). Recompute
                // the cell exactly from the column (a sum of non-negative terms here) and go on.
                // kiwi throws InternalSolverError("The objective is unbounded") instead.
                let exact = exactReducedCost(entering, artificialObjective: artificialObjective)
                precondition(exact >= 0, "Layout.Solver: the objective is unbounded")
                if artificialObjective {
                    artificial!.remove(entering)
                    artificial!.insert(entering, exact)
                } else {
                    objective.remove(entering)
                    objective.insert(entering, exact)
                }
                continue
            }
            pivot(leaving: leaving, entering: entering)
        }
    }

    /// The reduced cost of non-basic `symbol` computed from its column instead of the objective row:
    /// strength of `symbol` if it is an error, plus strength × coefficient over the basic error rows
    /// (for phase one: its coefficient in the artificial variable's row).
    mutating func exactReducedCost(_ symbol: Symbol, artificialObjective: Bool) -> Double {
        if artificialObjective {
            let art = Int(artificialSymbol)
            return isBasic[art] ? rows[art].coefficient(for: symbol) : (symbol == artificialSymbol ? 1 : 0)
        }
        var d = weights[Int(symbol)]
        for r in rowsContaining(symbol) where weights[Int(r)] != 0 {
            d += weights[Int(r)] * rows[Int(r)].coefficient(for: symbol)
        }
        return d
    }

    /// kiwi's `dualOptimize`; returns the symbols of a row it cannot repair (required conflict), else nil.
    mutating func dualOptimize() -> [Symbol]? {
        while let leaving = infeasible.popMax() {
            let li = Int(leaving)
            guard isBasic[li] else { continue }
            let c = rows[li].constant
            if nearZero(c) || c >= 0 { continue }
            let entering = dualEnteringSymbol(rows[li])
            if entering == .invalid {
                infeasible.removeAll()
                return [leaving] + rows[li].cells.map(\.symbol)
            }
            pivot(leaving: leaving, entering: entering)
        }
        return nil
    }

    /// kiwi's `getEnteringSymbol`: the first non-dummy symbol with a negative objective coefficient.
    func enteringSymbol(_ objective: Row) -> Symbol {
        for cell in objective.cells where cell.coefficient < 0 && kinds[Int(cell.symbol)] != .dummy {
            return cell.symbol
        }
        return .invalid
    }

    /// kiwi's `getDualEnteringSymbol`: the positive cell with the least objective ratio.
    func dualEnteringSymbol(_ row: Row) -> Symbol {
        var entering = Symbol.invalid
        var ratio = Double.greatestFiniteMagnitude
        for cell in row.cells where cell.coefficient > 0 && kinds[Int(cell.symbol)] != .dummy {
            let r = objective.coefficient(for: cell.symbol) / cell.coefficient
            if r < ratio {
                ratio = r
                entering = cell.symbol
            }
        }
        return entering
    }

    /// kiwi's `getLeavingRow`: the restricted row with the least ratio (ties: lowest id, kiwi's order).
    mutating func leavingRow(for entering: Symbol) -> Symbol {
        var ratio = Double.greatestFiniteMagnitude
        var found = Symbol.invalid
        // The raw column: stale entries have no cell for `entering` (coefficient 0), duplicates
        // change nothing.
        let count = kinds.count
        for r in columns[Int(entering)] where Int(r) < count && kinds[Int(r)] != .external {
            let coeff = rows[Int(r)].coefficient(for: entering)
            if coeff < 0 {
                let t = -rows[Int(r)].constant / coeff
                if t < ratio || (t == ratio && found != .invalid && r < found) {
                    ratio = t
                    found = r
                }
            }
        }
        return found
    }

    /// kiwi's `getMarkerLeavingRow`, with kiwi's ascending-order tie-breaks made explicit.
    mutating func markerLeavingRow(_ marker: Symbol) -> Symbol {
        var r1 = Double.greatestFiniteMagnitude, r2 = Double.greatestFiniteMagnitude
        var first = Symbol.invalid, second = Symbol.invalid, third = Symbol.invalid
        for r in rowsContaining(marker) {
            let row = rows[Int(r)]
            let c = row.coefficient(for: marker)
            if c == 0 { continue }
            if kinds[Int(r)] == .external {
                if third == .invalid || r > third { third = r }
            } else if c < 0 {
                let t = -row.constant / c
                if t < r1 || (t == r1 && first != .invalid && r < first) { r1 = t; first = r }
            } else {
                let t = row.constant / c
                if t < r2 || (t == r2 && second != .invalid && r < second) { r2 = t; second = r }
            }
        }
        if first != .invalid { return first }
        if second != .invalid { return second }
        return third
    }

    /// kiwi's `removeConstraintEffects`: take the constraint's error terms out of the objective.
    mutating func removeConstraintEffects(_ constraint: Constraint, _ tag: Tag) {
        if kinds[Int(tag.marker)] == .error { removeMarkerEffects(tag.marker, constraint.strength.value) }
        if tag.other != .invalid && kinds[Int(tag.other)] == .error {
            removeMarkerEffects(tag.other, constraint.strength.value)
        }
    }

    mutating func removeMarkerEffects(_ marker: Symbol, _ strength: Double) {
        if isBasic[Int(marker)] {
            var objective = Row()
            swap(&objective, &self.objective)
            add(rows[Int(marker)], times: -strength, to: &objective, skipping: -1, register: nil)
            swap(&objective, &self.objective)
        } else {
            objective.insert(marker, -strength)
        }
    }

    /// The required constraints owning `symbols` (markers of slack or dummy kind), in symbol order.
    func requiredOwners(of symbols: [Symbol], excluding: Symbol) -> [Constraint] {
        var result: [Constraint] = []
        for s in symbols.sorted() where s != excluding {
            if let c = owners[Int(s)], c.strength.isRequired, !result.contains(where: { $0 === c }) { result.append(c) }
        }
        return result
    }

    // MARK: Undo

    mutating func beginJournal(_ mark: Mark) {
        journalTick &+= 1
        if journalTick == 0 {
            for i in journalStamps.indices { journalStamps[i] = 0 }
            journalTick = 1
        }
        journal = Journal(mark: mark, objective: objective, infeasible: infeasible)
    }

    /// Undoes everything since `beginJournal`, bit for bit.
    mutating func rollbackJournal() {
        guard let j = journal else { return }
        journal = nil
        for entry in j.saved {
            rows[entry.symbol] = entry.row
            isBasic[entry.symbol] = entry.basic
        }
        objective = j.objective
        infeasible = j.infeasible
        artificial = nil
        rollbackSymbols(to: j.mark)
        for entry in j.saved where entry.basic {
            for cell in entry.row.cells { appendColumn(cell.symbol, Symbol(entry.symbol)) }
        }
    }

    /// Forgets the symbols and variable symbols created since `mark`.
    mutating func rollbackSymbols(to mark: Mark) {
        symbols.truncate(to: mark.symbolCount)
        for v in variables[mark.variableCount...] { variableSymbols.remove(v) }
        variables.removeLast(variables.count - mark.variableCount)
        variableSymbolList.removeLast(variableSymbolList.count - mark.variableCount)
    }
}
