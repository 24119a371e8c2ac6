import Testing
import TestSupport
@testable import Layout

struct StackLayoutTests {
    /// A 100 × `height` container at (0, 0), items of heights 50, 50 and free (≥ 0), stacked with a
    /// spacing of 10.
    static func solve(height: Double) throws -> ([LayoutItem], StackLayout) {
        let container = LayoutItem("container")
        let items = ["a", "b", "c"].map(LayoutItem.init)
        let stack = StackLayout(spacing: 10)
        var s = Solver()
        var cs: [Constraint] = [
            container.left.linearExpression == 0, container.top.linearExpression == 0,
            container.width.linearExpression == 100, container.height.linearExpression == height,
            items[0].height.linearExpression == 50, items[1].height.linearExpression == 50,
        ]
        cs += items[2].nonNegativeSize + stack.constraints(stacking: items, in: container)
        for c in cs { try s.addConstraint(c) }
        s.updateVariables()
        return (items, stack)
    }

    /// 300 high: a at 0, b at 50 + 10, c at 110 + 10 and 300 − 120 = 180 high; each 100 wide.
    @Test func itemsFillTheContainerTopToBottom() throws {
        let (items, stack) = try Self.solve(height: 300)
        #expect(stack.gap.value == 10)
        #expect(
            items.map(\.frame) == [
                Rect(x: 0, y: 0, width: 100, height: 50),
                Rect(x: 0, y: 60, width: 100, height: 50),
                Rect(x: 0, y: 120, width: 100, height: 180),
            ])
    }

    /// 100 high leaves no room for any gap: the spacing yields to 0 (never below), c shrinks to 0.
    @Test func theSpacingYieldsWhenTheContainerIsShort() throws {
        let (items, stack) = try Self.solve(height: 100)
        #expect(stack.gap.value == 0)
        #expect(items.map(\.frame.y) == [0, 50, 100])
        #expect(items[2].frame.height == 0)
    }

    @Test func nothingToStackHasNoConstraints() {
        #expect(StackLayout(spacing: 8).constraints(stacking: [], in: LayoutItem("c")).isEmpty)
    }
}
