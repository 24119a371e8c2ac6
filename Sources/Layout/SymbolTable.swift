/// Everything the solver keeps per symbol, indexed by symbol id (id 0 is the invalid symbol). One
/// owner appends, truncates and renumbers the columns together, so they cannot fall out of step;
/// they stay separate arrays because the pivot loops read one or two of them at a time.
struct SymbolTable {
    var kinds: [SymbolKind] = [.invalid]
    /// `rows[s]` is the row of `s` when `isBasic[s]`, otherwise empty.
    var rows: [Row] = [Row()]
    var isBasic: [Bool] = [false]
    /// For each symbol, the basic rows that may contain it (a superset, compacted lazily).
    var columns: [[Symbol]] = [[]]
    /// The length at which a column is compacted next.
    var columnLimits: [Int32] = [32]
    /// Visit stamps of the column walks.
    var seen: [UInt32] = [0]
    /// The strength of each error symbol of an active constraint (0 for every other symbol): its
    /// cost in the objective.
    var weights: [Double] = [0]
    /// The constraint whose marker (or error partner) a symbol is, for naming conflicts.
    var owners: [Constraint?] = [nil]
    /// When the journal last saved the symbol's row.
    var journalStamps: [UInt32] = [0]

    /// The number of symbols, the invalid one included: the next symbol's id.
    var count: Int { kinds.count }

    /// The most symbols the arrays hold without growing.
    var capacity: Int { Swift.max(kinds.capacity, rows.capacity, columns.capacity, weights.capacity) }

    /// A new symbol of `kind`: not basic, in no row, weightless.
    mutating func append(_ kind: SymbolKind) -> Symbol {
        let id = Symbol(kinds.count)
        kinds.append(kind)
        rows.append(Row())
        isBasic.append(false)
        columns.append([])
        columnLimits.append(128)
        seen.append(0)
        weights.append(0)
        owners.append(nil)
        journalStamps.append(0)
        return id
    }

    /// Forgets every symbol from id `count` on.
    mutating func truncate(to count: Int) {
        let extra = kinds.count - count
        kinds.removeLast(extra)
        rows.removeLast(extra)
        isBasic.removeLast(extra)
        columns.removeLast(extra)
        columnLimits.removeLast(extra)
        seen.removeLast(extra)
        weights.removeLast(extra)
        owners.removeLast(extra)
        journalStamps.removeLast(extra)
    }

    /// Keeps the symbols `keep` (old ids, ascending), renumbered 0, 1, …; rows and columns are moved,
    /// not copied, and the old storage is released. Their contents still name old ids.
    mutating func keep(_ keep: [Int]) {
        kinds = keep.map { kinds[$0] }
        isBasic = keep.map { isBasic[$0] }
        columnLimits = keep.map { columnLimits[$0] }
        seen = keep.map { seen[$0] }
        weights = keep.map { weights[$0] }
        owners = keep.map { owners[$0] }
        journalStamps = keep.map { journalStamps[$0] }
        var oldRows: [Row] = []
        swap(&oldRows, &rows)
        rows = keep.map { _ in Row() }
        for (new, old) in keep.enumerated() { swap(&rows[new], &oldRows[old]) }
        var oldColumns: [[Symbol]] = []
        swap(&oldColumns, &columns)
        columns = keep.map { _ in [] }
        for (new, old) in keep.enumerated() { swap(&columns[new], &oldColumns[old]) }
    }
}
