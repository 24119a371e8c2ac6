import Testing
import TestSupport
@testable import Layout

struct SolverTests {
    // nucleic/kiwi py/tests/test_solver.py, test_managing_edit_variable
    @Test func managingEditVariables() throws {
        var s = Solver()
        let v1 = Variable("foo"), v2 = Variable("bar")
        #expect(!s.hasEditVariable(v1))
        try s.addEditVariable(v1, strength: .weak)
        #expect(s.hasEditVariable(v1))
        #expect(throws: SolverError.self) { try s.addEditVariable(v1, strength: .medium) }
        #expect(throws: SolverError.self) { try s.removeEditVariable(v2) }
        try s.removeEditVariable(v1)
        #expect(!s.hasEditVariable(v1))
        #expect(kind { try s.addEditVariable(v1, strength: .required) } == "BadRequiredStrength")
        try s.addEditVariable(v2, strength: .strong)
        #expect(s.hasEditVariable(v2))
        #expect(kind { try s.suggestValue(v1, 10) } == "UnknownEditVariable")
        s.reset()
        #expect(!s.hasEditVariable(v2))
    }

    // nucleic/kiwi py/tests/test_solver.py, test_suggesting_values_for_edit_variables
    @Test func suggestingValues() throws {
        var s = Solver()
        let v1 = Variable("foo")
        try s.addEditVariable(v1, strength: .medium)
        try s.addConstraint((v1 == 1) | .weak)
        try s.suggestValue(v1, 2)
        s.updateVariables()
        #expect(v1.value == 2)

        var t = Solver()
        let a = Variable("foo"), b = Variable("bar")
        try t.addEditVariable(b, strength: .weak)
        try t.addConstraint(a + b == 0)
        try t.addConstraint(b <= -1)
        try t.addConstraint((b >= 0) | .weak)
        try t.suggestValue(b, 0)
        t.updateVariables()
        #expect(b.value <= -1)
    }

    // nucleic/kiwi py/tests/test_solver.py, test_managing_constraints
    @Test func managingConstraints() throws {
        var s = Solver()
        let v = Variable("foo")
        let c1: Constraint = v >= 1, c2: Constraint = v <= 0
        #expect(!s.hasConstraint(c1))
        try s.addConstraint(c1)
        #expect(s.hasConstraint(c1))
        #expect(kind { try s.addConstraint(c1) } == "DuplicateConstraint")
        #expect(kind { try s.removeConstraint(c2) } == "UnknownConstraint")
        #expect(kind { try s.addConstraint(c2) } == "UnsatisfiableConstraint")
        try s.removeConstraint(c1)
        #expect(!s.hasConstraint(c1))
        try s.addConstraint(c2)
        #expect(s.hasConstraint(c2))
        s.reset()
        #expect(!s.hasConstraint(c2))
    }

    // nucleic/kiwi py/tests/test_solver.py, test_solving_under_constrained_system
    @Test func underConstrainedSystem() throws {
        var s = Solver()
        let v = Variable("foo")
        let c: Constraint = 2 * v + 1 >= 0
        try s.addEditVariable(v, strength: .weak)
        try s.addConstraint(c)
        try s.suggestValue(v, 10)
        s.updateVariables()
        #expect(c.expression.value == 21)
        #expect(v.value == 10)
    }

    // nucleic/kiwi py/tests/test_solver.py, test_solving_with_strength
    @Test func solvingWithStrength() throws {
        let v1 = Variable("foo"), v2 = Variable("bar")
        var s = Solver()
        try s.addConstraint(v1 + v2 == 0)
        try s.addConstraint(v1 == 10)
        try s.addConstraint((v2 >= 0) | .weak)
        s.updateVariables()
        #expect(v1.value == 10 && v2.value == -10)

        s.reset()
        try s.addConstraint(v1 + v2 == 0)
        try s.addConstraint((v1 >= 10) | .medium)
        try s.addConstraint((v2 == 2) | .strong)
        s.updateVariables()
        #expect(v1.value == -2 && v2.value == 2)
    }

    // nucleic/kiwi py/tests/test_kiwi_solver_basic_sanity.py, test_basic_solver and test_solver
    @Test func basicSanity() throws {
        var s = Solver()
        let x0 = Variable("x0"), x1 = Variable("x1")
        try s.addConstraint(x0 >= 0)
        try s.addConstraint(x1 >= 0)
        s.updateVariables()
        #expect(x0.value == 0 && x1.value == 0)
        try s.addConstraint(x1 == x0)
        try s.addEditVariable(x1, strength: Strength(1))
        try s.suggestValue(x1, 1)
        s.updateVariables()
        #expect(x0.value == 1 && x1.value == 1)
        try s.removeEditVariable(x1)
    }

    // nucleic/kiwi tests/SimplexTest.cpp, Maximization
    @Test func simplexMaximization() throws {
        let x1 = Variable("x1"), x2 = Variable("x2"), x3 = Variable("x3"), z = Variable("z")
        var s = Solver()
        try s.addConstraint(x1 >= 0)
        try s.addConstraint(x2 >= 0)
        try s.addConstraint(x3 >= 0)
        try s.addConstraint(2 * x1 - 5 * x2 <= 11)
        try s.addConstraint(-x1 + 3 * x2 + x3 == 7)
        try s.addConstraint(x1 - 8 * x2 + 4 * x3 >= 33)
        try s.addConstraint(z == -2 * x1 + 7 * x2 + 4 * x3)
        try s.addEditVariable(z, strength: .weak)
        try s.suggestValue(z, 1e6)
        s.updateVariables()
        #expect(approx(x1.value, 13, 1e-4) && approx(x2.value, 3, 1e-4))
        #expect(approx(x3.value, 11, 1e-4) && approx(z.value, 39, 1e-4))
    }

    /// The Cassowary paper's midpoint example (Badros, Borning & Stuckey): xm is the midpoint of
    /// xl and xr, xl + 10 <= xr, 0 <= xl, xr <= 100; editing xm moves the segment.
    static func midpoint() throws -> (Solver, xl: Variable, xm: Variable, xr: Variable, [Constraint]) {
        let xl = Variable("xl"), xm = Variable("xm"), xr = Variable("xr")
        let cs: [Constraint] = [xm * 2 == xl + xr, xl + 10 <= xr, xr <= 100, xl >= 0]
        var s = Solver()
        for c in cs { try s.addConstraint(c) }
        return (s, xl, xm, xr, cs)
    }

    // nucleic/kiwi py/tests/test_solver.py, test_managing_constraints (UnsatisfiableConstraint) on the
    // Cassowary paper's midpoint example: the refused constraint names what it conflicts with.
    @Test func infeasibleConstraintOnMidpointExample() throws {
        var (s, xl, xm, xr, cs) = try Self.midpoint()
        try s.addEditVariable(xm, strength: .strong)
        try s.suggestValue(xm, 60)
        s.updateVariables()
        #expect(approx(xm.value, 60) && xr.value - xl.value >= 10 - 1e-9 && xr.value <= 100 + 1e-9)
        let before = s.state
        let bad: Constraint = xl >= 95
        let refused = unsatisfiable { try s.addConstraint(bad) }
        #expect(refused?.constraint === bad)
        let conflicts = refused?.conflicts ?? []
        #expect(conflicts.contains { $0 === cs[1] })   // xl + 10 <= xr
        #expect(conflicts.contains { $0 === cs[2] })   // xr <= 100
        #expect(!conflicts.contains { $0 === cs[3] })   // xl >= 0 plays no part
        #expect(s.state == before)
        try s.suggestValue(xm, 99)
        s.updateVariables()
        #expect(approx(xr.value, 100) && approx(xl.value, 90) && approx(xm.value, 95))
    }

    // "Violated constraints": non-required constraints yield to required ones by strength
    // (nucleic/kiwi py/tests/test_solver.py, test_solving_with_strength, in substance).
    @Test func violatedConstraintsYieldByStrength() throws {
        let x = Variable("x")
        var s = Solver()
        try s.addConstraint(x <= 100)
        try s.addConstraint((x == 150) | .weak)
        try s.addConstraint((x == 120) | .medium)
        s.updateVariables()
        #expect(x.value == 100)
        try s.addConstraint((x == 50) | .strong)
        s.updateVariables()
        #expect(x.value == 50)
    }

    @Test func conflictsOfAllDummyRowNameTheEqualities() throws {
        let x = Variable("x"), y = Variable("y")
        var s = Solver()
        let a: Constraint = x == 10, b: Constraint = y == x
        try s.addConstraint(a)
        try s.addConstraint(b)
        let refused = unsatisfiable { try s.addConstraint(y == 20) }
        #expect(Set(refused?.conflicts ?? []) == Set([a, b]))
    }

    // Redundant required constraints that agree are accepted (a row pinned to both edges).
    @Test func redundantRequiredConstraintsThatAgree() throws {
        let l = Variable("l"), w = Variable("w"), r = Variable("r")
        var s = Solver()
        try s.addConstraint(l == 0)
        try s.addConstraint(r == 100)
        try s.addConstraint(l + w == r)
        try s.addConstraint(w == 100)   // redundant and consistent
        try s.addConstraint(w * 2 == r + 100)
        s.updateVariables()
        #expect(w.value == 100)
        #expect(kind { try s.addConstraint(w == 99) } == "UnsatisfiableConstraint")
    }

    // kiwi issue #52: kiwi leaves a rejected required constraint inside the solver, and a later
    // suggestValue aborts with "Dual optimize failed". Ours refuses it cleanly.
    @Test func refusedConstraintLeavesNoTrace() throws {
        let x = Variable("x"), y = Variable("y"), z = Variable("z")
        var s = Solver()
        try s.addConstraint(x + y == 10)
        try s.addConstraint(x >= 0)
        try s.addConstraint(y >= 0)
        try s.addConstraint((x == 20) | Strength(1500))
        let before = s.state
        #expect(kind { try s.addConstraint(x <= -1) } == "UnsatisfiableConstraint")
        #expect(s.state == before)
        try s.addEditVariable(z, strength: .weak)
        try s.suggestValue(z, 7.5)
        s.updateVariables()
        #expect(x.value == 10 && y.value == 0 && z.value == 7.5)
        #expect(s.invariantViolation() == nil)
    }

    // setConstant must equal remove + add of the same constraint with the new constant.
    @Test(arguments: [-30.0, 0, 5, 17.5, 250])
    func setConstantEqualsRemoveAndAdd(newOffset: Double) throws {
        var (s, xl, xm, xr, _) = try Self.midpoint()
        let gap: Constraint = (xr - xl >= 20) | .strong
        let pin: Constraint = (xl == 30) | .medium
        try s.addConstraint(gap)
        try s.addConstraint(pin)
        try s.addEditVariable(xm, strength: .weak)
        try s.suggestValue(xm, 40)

        var viaConstant = s
        var viaRemove = s
        try viaConstant.setConstant(gap, -newOffset)
        try viaConstant.setConstant(pin, -newOffset / 2)
        try viaRemove.removeConstraint(gap)
        try viaRemove.addConstraint((xr - xl >= newOffset) | .strong)
        try viaRemove.removeConstraint(pin)
        try viaRemove.addConstraint((xl == newOffset / 2) | .medium)
        for v in [xl, xm, xr] {
            #expect(approx(viaConstant.value(of: v), viaRemove.value(of: v), 1e-9), "\(v)")
        }
        #expect(viaConstant.invariantViolation() == nil)
        #expect(viaConstant.constant(of: gap) == -newOffset)
    }

    @Test func setConstantOnRequiredConstraints() throws {
        var (s, xl, _, xr, cs) = try Self.midpoint()
        let width: Constraint = xr - xl == 30
        try s.addConstraint(width)
        try s.setConstant(width, -50)
        s.updateVariables()
        #expect(approx(xr.value - xl.value, 50))
        let before = s.state
        // xr - xl == 150 cannot fit in 0...100.
        #expect(kind { try s.setConstant(width, -150) } == "UnsatisfiableConstraint")
        #expect(s.state == before)
        #expect(s.constant(of: width) == -50)
        try s.setConstant(cs[2], -80)   // xr <= 80
        s.updateVariables()
        #expect(xr.value <= 80 + 1e-9 && approx(xr.value - xl.value, 50))
        #expect(kind { try s.setConstant(xl >= 0, 1) } == "UnknownConstraint")
    }

    @Test func removingEverythingReturnsVariablesToZero() throws {
        var (s, xl, xm, xr, cs) = try Self.midpoint()
        try s.addEditVariable(xm, strength: .strong)
        try s.suggestValue(xm, 50)
        try s.removeEditVariable(xm)
        for c in cs { try s.removeConstraint(c) }
        s.updateVariables()
        #expect(xl.value == 0 && xm.value == 0 && xr.value == 0)
        #expect(s.constraintCount == 0)
    }
}

/// The kiwi name of the error a call throws, or nil.
func kind(_ body: () throws -> Void) -> String? {
    do {
        try body()
        return nil
    } catch {
        return (error as? SolverError)?.kind ?? "\(error)"
    }
}

/// The refused constraint and its conflicts when the call throws `unsatisfiableConstraint`.
func unsatisfiable(_ body: () throws -> Void) -> (constraint: Constraint, conflicts: [Constraint])? {
    do {
        try body()
    } catch {
        if case let .unsatisfiableConstraint(c, conflicts)? = error as? SolverError { return (c, conflicts) }
    }
    return nil
}
