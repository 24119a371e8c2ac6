// Reclaiming the symbols of removed constraints: an order-preserving renumbering of symbol ids.
//
// Ids only grow (kiwi's `m_id_tick`) and every per-symbol array is indexed by id, so without this a
// solver whose constraints are swapped in and out grows without bound. A symbol is dead when no
// structure can reach it again: not a variable's external symbol, not basic, in no row (tableau,
// objective, artificial) and no active constraint's marker or error partner. Dead symbols are
// dropped and the live ones renumbered by a monotonic map, so every comparison between live ids
// (sorted cells, entering/leaving tie-breaks, the infeasible heap, subjects, new ids above all old
// ones) comes out as before and every result is bit-identical to the solver that never compacts.

extension Solver {
    /// When `removeConstraint` compacts the symbol ids (`.automatic` outside tests).
    enum Compaction {
        /// Never (the solver before compaction, for comparing results).
        case never
        /// When dead symbols outnumber live ones (and there are at least `minimumDeadSymbols`).
        case automatic
        /// After every removal (tests).
        case always
    }

    /// Fewer dead symbols than this are not worth a pass over the tableau.
    static let minimumDeadSymbols = 64

    /// The number of symbol ids in use (the length of every per-symbol array), id 0 included.
    var symbolCount: Int { kinds.count }

    /// The capacity the per-symbol arrays hold (what a solver's memory grows with).
    var symbolCapacity: Int { symbols.capacity }

    /// Called at the end of `removeConstraint` (never inside a journaled operation).
    mutating func compactIfWorthwhile() {
        switch compaction {
        case .never: return
        case .always: break
        case .automatic:
            guard deadSymbols >= Self.minimumDeadSymbols, 2 * deadSymbols > kinds.count else { return }
        }
        compactSymbols()
    }

    /// Which symbols are live (index 0, the invalid symbol, is kept as it is).
    func liveSymbols() -> [Bool] {
        let n = kinds.count
        var live = [Bool](repeating: false, count: n)
        live[0] = true
        for s in 1..<n where kinds[s] == .external || isBasic[s] {
            live[s] = true
            if isBasic[s] { for cell in rows[s].cells { live[Int(cell.symbol)] = true } }
        }
        for cell in objective.cells { live[Int(cell.symbol)] = true }
        if let artificial { for cell in artificial.cells { live[Int(cell.symbol)] = true } }
        for (_, tag) in constraints {
            live[Int(tag.marker)] = true
            live[Int(tag.other)] = true
        }
        for (_, info) in edits {
            live[Int(info.tag.marker)] = true
            live[Int(info.tag.other)] = true
        }
        return live
    }

    /// Drops the dead symbols and renumbers the live ones in their order (O(symbols + cells)).
    mutating func compactSymbols() {
        precondition(journal == nil && artificial == nil, "Layout.Solver: compaction inside an operation")
        let live = liveSymbols()
        let n = kinds.count
        // old id -> new id; dead ids map to 0 (the invalid symbol).
        var map = [Symbol](repeating: 0, count: n)
        var keep: [Int] = []
        keep.reserveCapacity(n)
        for s in 0..<n where live[s] {
            map[s] = Symbol(keep.count)
            keep.append(s)
        }
        deadSymbols = 0
        if keep.count == n { return }

        // Per-symbol arrays, rebuilt at the live size (the old storage is released).
        symbols.keep(keep)

        map.withUnsafeBufferPointer { map in
            for s in rows.indices where isBasic[s] { rows[s].remapSymbols(map) }
            objective.remapSymbols(map)
            // Columns keep their length and order: an entry for a dead row becomes 0 (never basic,
            // dropped by the next `compactColumn`, as the dead row's entry would have been), so
            // columns are compacted at the same moments and list their rows in the same order.
            // A stale entry at or above `n` (a row a refused call rolled back) names the id the next
            // symbols get: shifted by the same amount, it names the same future symbol as before.
            let shift = Symbol(n - keep.count)
            for s in columns.indices {
                columns[s].withUnsafeMutableBufferPointer { entries in
                    for k in entries.indices {
                        let e = Int(entries[k])
                        entries[k] = e < n ? map[e] : Symbol(e) - shift
                    }
                }
            }
            constraints.updateTags { tag in
                tag.marker = map[Int(tag.marker)]
                tag.other = map[Int(tag.other)]
            }
            for i in edits.indices {
                edits.values[i].tag.marker = map[Int(edits.values[i].tag.marker)]
                edits.values[i].tag.other = map[Int(edits.values[i].tag.other)]
            }
            variableSymbols.updateValues { map[Int($0)] }
            for i in variableSymbolList.indices { variableSymbolList[i] = map[Int(variableSymbolList[i])] }
            // A dead row in the heap would be skipped by `dualOptimize` (not basic): drop it.
            infeasible.remap { map[Int($0)] == 0 ? nil : map[Int($0)] }
        }
        // Only meaningful during phase one (it may even name a symbol a refused call rolled back).
        artificialSymbol = .invalid
        newSymbols.removeAll()
        newSymbolCount = 0
    }
}

extension Row {
    /// Renames every cell's symbol through a monotonic map (so the cells stay sorted).
    mutating func remapSymbols(_ map: UnsafeBufferPointer<Symbol>) {
        let n = count
        if n == 0 { return }
        uniqueStorage(capacity: n).withUnsafeMutablePointerToElements { c in
            for i in 0..<n { c[i].symbol = map[Int(c[i].symbol)] }
        }
    }
}
