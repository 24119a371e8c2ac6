import Testing
import TestSupport
@testable import Layout

/// Reclaiming dead symbols (see SolverCompaction.swift): bounded storage, unchanged results.
struct SolverCompactionTests {
    /// The same random operations on a solver that never compacts, one that compacts when worthwhile
    /// and one that compacts after every removal: every value is bit-identical at every step.
    @Test(arguments: Array(1...50))
    func compactionChangesNoResult(seed: Int) throws {
        var rng = SplitMix64(seed: UInt64(seed))
        let vars = (0..<8).map { Variable("v\($0)") }
        var solvers = [Solver(), Solver(), Solver()]
        solvers[0].compaction = .never
        solvers[1].compaction = .automatic
        solvers[2].compaction = .always
        var active: [Constraint] = []
        func apply(_ body: (inout Solver) throws -> Void) -> Bool {
            var outcomes: [Bool] = []
            for i in solvers.indices {
                do { try body(&solvers[i]); outcomes.append(true) } catch { outcomes.append(false) }
            }
            #expect(Set(outcomes).count == 1, "solvers disagree on accepting a call")
            return outcomes[0]
        }
        for _ in 0..<300 {
            switch rng.int(0...9) {
            case 0...3:
                let c = SolverPropertyTests.randomConstraint(&rng, vars)
                if apply({ try $0.addConstraint(c) }) { active.append(c) }
            case 4, 5:
                if !active.isEmpty {
                    let c = active.remove(at: rng.int(0...(active.count - 1)))
                    _ = apply { try $0.removeConstraint(c) }
                    #expect(solvers[2].deadSymbols == 0)
                }
            case 6:
                let v = rng.pick(vars), strength = rng.pick([Strength.strong, .medium, .weak])
                _ = apply { try $0.addEditVariable(v, strength: strength) }
            case 7:
                let v = rng.pick(vars), value = Double(rng.int(-100...100))
                _ = apply { try $0.suggestValue(v, value) }
            case 8:
                let v = rng.pick(vars)
                if apply({ try $0.removeEditVariable(v) }) { #expect(solvers[2].deadSymbols == 0) }
            default:
                if !active.isEmpty {
                    let c = rng.pick(active), value = Double(rng.int(-60...60))
                    _ = apply { try $0.setConstant(c, value) }
                }
            }
            for i in solvers.indices { #expect(solvers[i].invariantViolation() == nil) }
            let values = solvers.map { s in vars.map { s.value(of: $0).bitPattern } }
            #expect(values[1] == values[0] && values[2] == values[0])
            #expect(solvers[1].objective.constant.bitPattern == solvers[0].objective.constant.bitPattern)
            #expect(solvers[2].objective.count == solvers[0].objective.count)
        }
        // A full compaction leaves exactly the live symbols: id 0, one per variable, one or two per
        // constraint, plus whatever the tableau still holds (nothing else here).
        solvers[2].compactSymbols()
        #expect(solvers[2].invariantViolation() == nil)
        let live = solvers[2].liveSymbols().filter { $0 }.count
        #expect(solvers[2].symbolCount == live)
        #expect(solvers[2].symbolCount <= solvers[0].symbolCount)
    }

    /// Two groups of constraints on the same variables, swapped 500 times (the calculator switching
    /// between its compact and wide layouts): the per-symbol storage stays bounded, and each solution
    /// is the one a fresh solver finds for the same active constraints.
    @Test func swappingConstraintGroupsStaysBounded() throws {
        let w = Variable("w")
        let xs = (0..<20).map { Variable("x\($0)") }
        let base: [Constraint] = [xs[0] >= -1000]
        var groupA: [Constraint] = []
        var groupB: [Constraint] = []
        for i in 0..<xs.count {
            // A: targets 30·i + w/2 on an increasing chain (every target reachable: unique optimum).
            groupA.append((xs[i] == 30 * Double(i) + 0.5 * w) | .weak)
            groupA.append(xs[i] <= w + 1000)
            // B: a rigid chain pulled to x0 = 3, capped by w - 5 (unique optimum too).
            groupB.append(xs[i] <= w - 5)
            if i > 0 {
                groupA.append(xs[i] >= xs[i - 1] + 10)
                groupB.append(xs[i] == xs[i - 1] + 7)
            }
        }
        groupB.append((xs[0] == 3) | .medium)

        func fresh(_ group: [Constraint], _ width: Double) throws -> [Double] {
            var s = Solver()
            for c in base { try s.addConstraint(c) }
            try s.addEditVariable(w, strength: .strong)
            try s.suggestValue(w, width)
            for c in group { try s.addConstraint(c) }
            return xs.map { s.value(of: $0) } + [s.value(of: w)]
        }

        var solver = Solver(), leaky = Solver()
        leaky.compaction = .never
        for c in base { try solver.addConstraint(c); try leaky.addConstraint(c) }
        try solver.addEditVariable(w, strength: .strong)
        try leaky.addEditVariable(w, strength: .strong)
        var active: [Constraint] = []
        var earlyMax = 0, lateMax = 0, capacityMax = 0
        var expectations: [Int: [Double]] = [:]   // fresh solutions by group and width
        for k in 0..<500 {
            let next = k % 2 == 0 ? groupA : groupB
            let width = 100 + Double(k % 7)
            for c in active { try solver.removeConstraint(c); try leaky.removeConstraint(c) }
            try solver.suggestValue(w, width)
            try leaky.suggestValue(w, width)
            for c in next { try solver.addConstraint(c); try leaky.addConstraint(c) }
            active = next
            let values = xs.map { solver.value(of: $0) } + [solver.value(of: w)]
            let key = k % 14   // k % 2 picks the group, k % 7 the width
            if expectations[key] == nil { expectations[key] = try fresh(next, width) }
            let expected = expectations[key]!
            #expect(zip(values, expected).allSatisfy { abs($0 - $1) <= 1e-9 }, "switch \(k)")
            #expect(values.map(\.bitPattern) == (xs + [w]).map { leaky.value(of: $0).bitPattern })
            if k < 50 { earlyMax = max(earlyMax, solver.symbolCount) }
            if k >= 450 { lateMax = max(lateMax, solver.symbolCount) }
            capacityMax = max(capacityMax, solver.symbolCapacity)
            if k % 50 == 0 { #expect(solver.invariantViolation() == nil) }
        }
        #expect(solver.invariantViolation() == nil)
        // Bounded: as large late as early, within twice the live symbols (plus the minimum batch).
        let live = solver.liveSymbols().filter { $0 }.count
        #expect(lateMax <= earlyMax)
        #expect(earlyMax <= 2 * live + 2 * Solver.minimumDeadSymbols)
        #expect(capacityMax <= 4 * live + 4 * Solver.minimumDeadSymbols)
        // Without compaction the ids grow with every switch.
        #expect(leaky.symbolCount > 20 * lateMax)
    }
}
