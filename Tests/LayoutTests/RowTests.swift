import Testing
@testable import Layout

/// The row operations against the algebra kiwi's `kiwi/row.h` (nucleic/kiwi) states for them; every
/// expected value is worked by hand from that algebra, with coefficients exact in binary.
struct RowTests {
    /// The cells as (symbol, coefficient) pairs, in stored order.
    static func cells(_ row: Row) -> [[Double]] { row.cells.map { [Double($0.symbol), $0.coefficient] } }

    @Test func insertingASymbolAddsToItsCoefficientAndKeepsCellsSorted() {
        var row = Row(constant: 1)
        let created1 = row.insert(5, 2)
        #expect(created1)
        let created2 = row.insert(2, -1)
        #expect(created2)
        let created3 = row.insert(9, 0.5)
        #expect(created3)
        let created4 = row.insert(5, 1.5)
        #expect(!created4)   // 2 + 1.5 = 3.5, the same cell
        #expect(Self.cells(row) == [[2, -1], [5, 3.5], [9, 0.5]])
        #expect(row.constant == 1)
    }

    /// row.h: "If the resulting coefficient is zero, the symbol will be removed from the row"
    /// (zero within kiwi's 1e-8, `nearZero`); a near-zero coefficient creates no cell.
    @Test func aCellThatCancelsIsDropped() {
        var row = Row()
        row.insert(3, 2)
        let created5 = row.insert(3, -2 + 1e-9)
        #expect(!created5)
        #expect(row.isEmpty && !row.contains(3) && row.coefficient(for: 3) == 0)
        let created6 = row.insert(4, 5e-9)
        #expect(!created6)
        #expect(row.isEmpty)
    }

    @Test(arguments: [
        (0.0, true), (1e-9, true), (-1e-9, true), (9.99e-9, true), (1e-8, false), (-1e-8, false),
        (1e-7, false), (-3, false),
    ])
    func nearZeroIsKiwisAbsoluteTolerance(value: Double, near: Bool) {
        // kiwi/util.h: nearZero(value) is `value < 0.0 ? -value < 1.0e-8 : value < 1.0e-8`.
        #expect(nearZero(value) == near)
    }

    @Test func removingDropsTheTermWhateverItsCoefficient() {
        var row = Row(constant: 4, cells: [Cell(1, 2), Cell(3, -7), Cell(6, 1)])
        row.remove(3)
        row.remove(8)   // absent: nothing
        #expect(Self.cells(row) == [[1, 2], [6, 1]])
        #expect(row.constant == 4)
    }

    /// `c + Σ aᵢ·xᵢ` becomes `−c − Σ aᵢ·xᵢ`.
    @Test func reversingTheSignNegatesConstantAndCells() {
        var row = Row(constant: -3, cells: [Cell(1, 2), Cell(4, -0.25)])
        row.reverseSign()
        #expect(row.constant == 3)
        #expect(Self.cells(row) == [[1, -2], [4, 0.25]])
    }

    /// row.h: `a·x + b·y + c = 0` solved for x is `x = −b/a·y − c/a`. Here 2x + 4y + 6 = 0 gives
    /// x = −2y − 3 (x is symbol 1, y symbol 2).
    @Test func solvingForASymbolDividesByItsNegatedCoefficient() {
        var row = Row(constant: 6, cells: [Cell(1, 2), Cell(2, 4)])
        row.solveFor(1)
        #expect(row.constant == -3)
        #expect(Self.cells(row) == [[2, -2]])
    }

    /// row.h: the row `x = b·y + c` solved for y is `y = x/b − c/b`. Here x = 4y + 8 gives
    /// y = 0.25x − 2 (x is symbol 3, y symbol 5).
    @Test func solvingForAnotherSymbolPivotsTheRow() {
        var row = Row(constant: 8, cells: [Cell(5, 4)])
        row.solveFor(3, 5)
        #expect(row.constant == -2)
        #expect(Self.cells(row) == [[3, 0.25]])
    }

    /// A pivot undone is the row again: x = 4y + 8 → y = x/4 − 2 → x = 4y + 8.
    @Test func pivotingBackRestoresTheRow() {
        var row = Row(constant: 8, cells: [Cell(5, 4), Cell(7, -2)])
        row.solveFor(3, 5)
        row.solveFor(5, 3)
        #expect(row.constant == 8)
        #expect(Self.cells(row) == [[5, 4], [7, -2]])
    }

    @Test func copiesDoNotShareChanges() {
        let original = Row(constant: 1, cells: [Cell(1, 1), Cell(2, 2)])
        var copy = original
        copy.insert(1, 5)
        copy.insert(3, 1)
        copy.reverseSign()
        #expect(Self.cells(original) == [[1, 1], [2, 2]])
        #expect(original.constant == 1)
        #expect(Self.cells(copy) == [[1, -6], [2, -2], [3, -1]])
    }

    @Test func searchFindsACellOrWhereItWouldGo() {
        let row = Row(constant: 0, cells: [Cell(2, 1), Cell(5, 1), Cell(9, 1)])
        #expect(row.search(5) == 1)
        // Absent: −(insertion index) − 1.
        #expect(row.search(1) == -1)
        #expect(row.search(6) == -3)
        #expect(row.search(10) == -4)
    }

    /// Growing past the storage's first capacity (32 cells) keeps every cell, in order.
    @Test func manyCellsStaySortedAcrossGrowth() {
        var row = Row()
        let symbols = (1...100).map { Symbol(($0 * 37) % 101) }   // 1…100, shuffled (37 is prime to 101)
        for s in symbols { row.insert(s, Double(s)) }
        #expect(row.count == 100)
        #expect(row.cells.map(\.symbol) == Array(1...100))
        #expect(row.cells.allSatisfy { $0.coefficient == Double($0.symbol) })
    }
}
