import Testing
import TestSupport
@testable import Layout

/// The self-checks the other solver tests lean on must notice a broken tableau, or their
/// `invariantViolation() == nil` could not fail.
struct SolverInvariantsTests {
    /// The Cassowary paper's midpoint example with a weak edit: every kind of row and symbol.
    static func solver() throws -> (Solver, Variable) {
        let xl = Variable("xl"), xm = Variable("xm"), xr = Variable("xr")
        var s = Solver()
        for c: Constraint in [xm * 2 == xl + xr, xl + 10 <= xr, xr <= 100, xl >= 0, (xl == 30) | .medium] {
            try s.addConstraint(c)
        }
        try s.addEditVariable(xm, strength: .weak)
        try s.suggestValue(xm, 40)
        return (s, xm)
    }

    @Test func aSoundTableauHasNoViolation() throws {
        let (s, _) = try Self.solver()
        #expect(s.invariantViolation() == nil)
    }

    @Test func aBasicSymbolInARowIsNoticed() throws {
        var (s, _) = try Self.solver()
        let basic = try #require(s.rows.indices.first { s.isBasic[$0] })
        let other = try #require(s.rows.indices.first { s.isBasic[$0] && $0 != basic })
        s.rows[other].insert(Symbol(basic), 1)
        s.columns[basic].append(Symbol(other))
        #expect(s.invariantViolation() == "row \(other) contains basic symbol \(basic)")
    }

    @Test func aMissingColumnEntryIsNoticed() throws {
        var (s, _) = try Self.solver()
        let r = try #require(s.rows.indices.first { s.isBasic[$0] && !s.rows[$0].isEmpty })
        let symbol = s.rows[r].cells[0].symbol
        s.columns[Int(symbol)].removeAll { $0 == Symbol(r) }
        #expect(s.invariantViolation() == "column \(symbol) misses row \(r)")
    }

    @Test func anObjectiveThatDriftedIsNoticed() throws {
        var (s, _) = try Self.solver()
        let cell = try #require(s.objective.cells.first)
        s.objective.insert(cell.symbol, 1)
        #expect(s.invariantViolation()?.hasPrefix("objective cell \(cell.symbol) is") == true)
    }

    @Test func aMiscountOfDeadSymbolsIsNoticed() throws {
        var (s, _) = try Self.solver()
        let dead = s.deadSymbols
        s.deadSymbols += 1
        #expect(s.invariantViolation() == "\(dead) dead symbols, counted \(dead + 1)")
    }

    /// The objective recomputed from the constraints is Σ strength × error: with no error basic,
    /// each error's cell is its strength (a fresh weak `x == 3` puts e⁺ and e⁻ at 1 each).
    @Test func theRecomputedObjectiveIsTheErrorsAtTheirStrengths() throws {
        var s = Solver()
        let x = Variable("x")
        try s.addConstraint((x == 3) | .weak)
        let tag = try #require(s.constraints.first { _ in true }?.value)
        let exact = s.recomputedObjective()
        #expect(exact.count == 2)
        for e in [tag.marker, tag.other] where !s.isBasic[Int(e)] { #expect(exact.coefficient(for: e) == 1) }
    }

    /// The same calls give an equal snapshot (another solver built alike); a suggestion changes it.
    @Test func theStateSnapshotSeesEveryChange() throws {
        var (s, xm) = try Self.solver()
        let before = s.state
        #expect(try Self.solver().0.state == before)
        try s.suggestValue(xm, 70)
        #expect(s.state != before)
    }
}
