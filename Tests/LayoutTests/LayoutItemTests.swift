import Testing
import TestSupport
@testable import Layout

struct LayoutItemTests {
    /// A container pinned at (0, 0), `width` × `height`.
    static func container(_ width: Double, _ height: Double) -> (LayoutItem, [Constraint]) {
        let c = LayoutItem("container")
        return (
            c,
            [
                c.left.linearExpression == 0, c.top.linearExpression == 0,
                c.width.linearExpression == width, c.height.linearExpression == height,
            ]
        )
    }

    @Test func copiesAreTheSameItemAndNamesDoNotMatter() {
        let a = LayoutItem("a"), b = LayoutItem("a")
        let copy = a
        #expect(copy == a && a != b)
        #expect(Set([a, b, copy]).count == 2)
        #expect(a.variables.map(\.name) == ["a.left", "a.top", "a.width", "a.height"])
    }

    /// Margins 5 top, 10 left, 15 bottom, 20 right in 200 × 100: x 10, y 5, width 200 − 30, height 100 − 20.
    @Test func insideAContainerWithMargins() throws {
        let (c, pins) = Self.container(200, 100)
        let item = LayoutItem("item")
        var s = Solver()
        for k in pins + item.constraints(inside: c, margins: Margins(top: 5, left: 10, bottom: 15, right: 20)) {
            try s.addConstraint(k)
        }
        s.updateVariables()
        #expect(item.frame == Rect(x: 10, y: 5, width: 170, height: 80))
    }

    /// At a non-required priority, margins wider than the container yield, but the item stays inside
    /// it (the required edges) and its size never goes below 0.
    @Test func marginsThatDoNotFitYieldButTheItemStaysInside() throws {
        let (c, pins) = Self.container(30, 30)
        let item = LayoutItem("item")
        var s = Solver()
        for k in pins + item.nonNegativeSize
            + item.constraints(inside: c, margins: Margins(all: 20), priority: .strong)
        {
            try s.addConstraint(k)
        }
        s.updateVariables()
        let f = item.frame
        #expect(f.x >= -1e-9 && f.y >= -1e-9 && f.width >= -1e-9 && f.height >= -1e-9)
        #expect(f.x + f.width <= 30 + 1e-9 && f.y + f.height <= 30 + 1e-9)
    }

    /// `width == 1.5 × height` with the height fixed at 40: width 60.
    @Test func aspectRatio() throws {
        let item = LayoutItem("item")
        var s = Solver()
        try s.addConstraint(item.height.linearExpression == 40)
        try s.addConstraint(item.aspectRatio(1.5))
        s.updateVariables()
        #expect(item.frame.width == 60)
    }

    @Test func nonNegativeSizeStopsAtZero() throws {
        let item = LayoutItem("item")
        var s = Solver()
        for k in item.nonNegativeSize { try s.addConstraint(k) }
        try s.addConstraint((item.width.linearExpression == -50) | .strong)
        try s.addConstraint((item.height.linearExpression == -5) | .strong)
        s.updateVariables()
        #expect(item.frame.width == 0 && item.frame.height == 0)
    }
}
