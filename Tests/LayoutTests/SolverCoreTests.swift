import Testing
import TestSupport
@testable import Layout

/// The simplex machinery (`SolverCore.swift`): the row arithmetic it adds to kiwi's, and the
/// simplex steps where they differ from kiwi's.
struct SolverCoreTests {
    static func cells(_ row: Row) -> [[Double]] { row.cells.map { [Double($0.symbol), $0.coefficient] } }

    /// row.h's `insert(row, coefficient)`: the other row's constant and cells times the coefficient are
    /// added. (1 + 2·x₁ + 3·x₄) + 2·(5 − 1·x₁ + 1·x₂ + 0.5·x₆) = 11 + 2·x₂ + 3·x₄ + 1·x₆: x₁ cancels.
    @Test func addingARowTimesACoefficient() {
        var solver = Solver()
        var target = Row(constant: 1, cells: [Cell(1, 2), Cell(4, 3)])
        let source = Row(constant: 5, cells: [Cell(1, -1), Cell(2, 1), Cell(6, 0.5)])
        solver.add(source, times: 2, to: &target, skipping: -1, register: 9)
        #expect(target.constant == 11)
        #expect(Self.cells(target) == [[2, 2], [4, 3], [6, 1]])
        // The new cells (x₂ and x₆), in descending order.
        #expect(Array(solver.newSymbols[0..<solver.newSymbolCount]) == [6, 2])
    }

    /// row.h's `substitute`: `a·x + b` with `x = 3·y + c` becomes `3a·y + a·c + b`. With a = 2, b = 1
    /// (and a cell 7·z kept), c = 4: 6·y + 9 + 7·z.
    @Test func substitutingASymbolByItsRow() {
        var solver = Solver()
        var target = Row(constant: 1, cells: [Cell(1, 2), Cell(3, 7)])   // x is 1, z is 3
        let xRow = Row(constant: 4, cells: [Cell(2, 3)])   // y is 2
        solver.substitute(1, xRow, in: &target, register: nil)
        #expect(target.constant == 9)
        #expect(Self.cells(target) == [[2, 6], [3, 7]])
        // row.h: "If the symbol does not exist in the row, this is a no-op."
        solver.substitute(1, xRow, in: &target, register: nil)
        #expect(target.constant == 9)
        #expect(Self.cells(target) == [[2, 6], [3, 7]])
    }

    /// kiwi's `createRow` for `x <= 10` (required): x − 10 + s = 0 with a slack s, whose constant is
    /// negative, so the row is reversed to 10 − x − s.
    @Test func createRowAddsASlackAndKeepsTheConstantNonNegative() {
        var solver = Solver()
        let x = Variable("x")
        var tag = Solver.Tag()
        let row = solver.createRow(x <= 10, &tag)
        let xs = solver.symbol(for: x)
        #expect(solver.kinds[Int(tag.marker)] == .slack && tag.other == .invalid)
        #expect(row.constant == 10)
        #expect(row.coefficient(for: xs) == -1 && row.coefficient(for: tag.marker) == -1 && row.count == 2)
    }

    /// A weak `x == 3`: x − 3 − e⁺ + e⁻ = 0, reversed to 3 − x + e⁺ − e⁻, both errors in the
    /// objective at the strength (kiwi's createRow).
    @Test func createRowForANonRequiredEqualityHasTwoErrors() {
        var solver = Solver()
        let x = Variable("x")
        var tag = Solver.Tag()
        let row = solver.createRow((x == 3) | .weak, &tag)
        #expect(solver.kinds[Int(tag.marker)] == .error && solver.kinds[Int(tag.other)] == .error)
        #expect(row.constant == 3)
        #expect(row.coefficient(for: tag.marker) == 1 && row.coefficient(for: tag.other) == -1)
        #expect(solver.objective.coefficient(for: tag.marker) == Strength.weak.value)
        #expect(solver.objective.coefficient(for: tag.other) == Strength.weak.value)
    }

    /// A rounding residue in the objective for a symbol that no restricted row bounds is corrected
    /// from the column, not taken as an unbounded objective (kiwi throws an internal error there).
    @Test func objectiveResidueIsNotUnbounded() throws {
        let x = Variable("x"), y = Variable("y")
        var solver = Solver()
        try solver.addConstraint(x <= 100)
        try solver.addConstraint((y == 5) | .strong)
        // The slack of `x <= 100` occurs only in the row of x: its true reduced cost is 0. Plant a
        // residue beyond kiwi's 1e-8 tolerance, as rounding in the objective row leaves them.
        let slack = solver.constraints.first { $0.key.strength.isRequired }!.value.marker
        #expect(solver.isBasic[Int(slack)] == false)
        #expect(solver.objective.coefficient(for: slack) == 0)
        solver.objective.insert(slack, -5e-8)
        #expect(solver.objective.coefficient(for: slack) == -5e-8)
        solver.optimize(artificialObjective: false)
        #expect(solver.objective.coefficient(for: slack) == 0)
        #expect(solver.invariantViolation() == nil)
        #expect(solver.value(of: x) == 100)
        #expect(solver.value(of: y) == 5)
    }
}
