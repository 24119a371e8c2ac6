import Testing
@testable import Layout

struct SymbolTableTests {
    /// The per-symbol arrays' lengths, which must all equal `count`.
    static func lengths(_ t: SymbolTable) -> [Int] {
        [
            t.kinds.count, t.rows.count, t.isBasic.count, t.columns.count, t.columnLimits.count, t.seen.count,
            t.weights.count, t.owners.count, t.journalStamps.count,
        ]
    }

    @Test func newSymbolsHaveAscendingIdsFromOne() {
        var t = SymbolTable()
        #expect(t.count == 1 && t.kinds == [.invalid])   // id 0 is the invalid symbol
        let ids = [SymbolKind.external, .slack, .error, .dummy].map { t.append($0) }
        #expect(ids == [1, 2, 3, 4])
        #expect(t.kinds == [.invalid, .external, .slack, .error, .dummy])
        #expect(Self.lengths(t) == Array(repeating: 5, count: 9))
        #expect(t.isBasic.allSatisfy { !$0 } && t.weights.allSatisfy { $0 == 0 } && t.rows.allSatisfy(\.isEmpty))
    }

    @Test func truncatingForgetsTheNewestSymbols() {
        var t = SymbolTable()
        for kind in [SymbolKind.external, .slack, .error, .dummy] { _ = t.append(kind) }
        t.truncate(to: 3)
        #expect(t.kinds == [.invalid, .external, .slack])
        #expect(Self.lengths(t) == Array(repeating: 3, count: 9))
        #expect(t.append(.error) == 3)
    }

    /// Keeping ids 0, 2 and 4 renumbers them 0, 1, 2 and moves every column's entry with its symbol.
    @Test func keepingRenumbersInOrder() {
        var t = SymbolTable()
        for kind in [SymbolKind.external, .slack, .error, .dummy] { _ = t.append(kind) }
        t.rows[4] = Row(constant: 7, cells: [Cell(2, 1)])
        t.isBasic[4] = true
        t.weights[2] = 1000
        t.columns[2] = [4]
        t.keep([0, 2, 4])
        #expect(t.kinds == [.invalid, .slack, .dummy])
        #expect(Self.lengths(t) == Array(repeating: 3, count: 9))
        #expect(t.isBasic == [false, false, true])
        #expect(t.weights == [0, 1000, 0])
        #expect(t.rows[2].constant == 7 && t.rows[1].isEmpty)
        // Contents still name old ids: the caller renumbers them (SolverCompaction).
        #expect(t.columns[1] == [4])
        #expect(t.rows[2].cells.map(\.symbol) == [2])
    }
}
