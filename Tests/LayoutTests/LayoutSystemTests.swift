import Testing
import TestSupport
@testable import Layout

struct LayoutSystemTests {
    /// Compact (5 × 4) and scientific (5 × 10) keypads as constraint groups in one solver.
    @Test func swappingConstraintGroups() throws {
        var system = LayoutSystem(width: 400, height: 300)
        let area = system.addItem("area")
        let keys = (0..<50).map { system.addItem("k\($0)") }
        let inset = area.constraints(inside: system.window, margins: Margins(all: 10))
        func group(rows: Int, columns: Int) -> [Constraint] {
            let grid = GridLayout(rows: rows, columns: columns, spacing: 5)
            var cs = grid.constraints(filling: area)
            for i in 0..<(rows * columns) { cs += grid.place(keys[i], row: i / columns, column: i % columns, in: area) }
            return cs
        }
        let compact = group(rows: 5, columns: 4), wide = group(rows: 5, columns: 10)
        try system.activate(inset + compact)
        let compactFrame = system.frame(of: keys[0])
        #expect(approx(compactFrame.width, (380 - 15) / 4))
        system.deactivate(compact)
        try system.activate(wide)
        #expect(approx(system.frame(of: keys[0]).width, (380 - 45) / 10))
        #expect(!system.isActive(compact[0]) && system.isActive(wide[0]))
        system.deactivate(wide)
        try system.activate(compact)
        #expect(system.frame(of: keys[0]) == compactFrame || approx(system.frame(of: keys[0]).width, compactFrame.width))
    }

    /// Lower-priority caps on growth yield to nothing required, and activation is all or nothing.
    @Test func capsAndAtomicActivation() throws {
        var system = LayoutSystem(width: 1000, height: 800)
        let box = system.addItem("box")
        try system.activate([
            box.left.constraint(equalTo: system.window.left, constant: 10),
            box.width.constraint(equalTo: system.window.width, constant: -20, priority: .medium),
            box.width.constraint(lessThanOrEqualToConstant: 300, priority: .strong),
            box.aspectRatio(2, priority: .weak),
        ])
        #expect(approx(system.frame(of: box).width, 300) && approx(system.frame(of: box).height, 150))
        let before = system.solver.state
        let good = box.top.constraint(equalTo: system.window.top)
        let bad = box.width.constraint(lessThanOrEqualToConstant: -5)
        #expect(throws: SolverError.self) { try system.activate([good, bad]) }
        #expect(!system.isActive(good))
        #expect(system.solver.constraintCount == 0 + system.solver.constraintCount)
        #expect(system.solver.state.constraintCount == before.constraintCount)
    }

    @Test func setConstantMovesLikeAutoLayout() throws {
        var system = LayoutSystem(width: 500, height: 500)
        let box = system.addItem("box")
        let leading = box.left.constraint(equalTo: system.window.left, constant: 10)
        try system.activate([
            leading, box.width.constraint(equalToConstant: 50),
            box.top.constraint(equalTo: system.window.top), box.height.constraint(equalToConstant: 5),
        ])
        try system.setConstant(leading, 42)
        #expect(system.frame(of: box) == Rect(x: 42, y: 0, width: 50, height: 5))
        #expect(system.frames[box] == Rect(x: 42, y: 0, width: 50, height: 5))
        #expect(box.frame == Rect(x: 42, y: 0, width: 50, height: 5))
    }
}
