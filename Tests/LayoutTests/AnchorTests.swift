import Testing
import TestSupport
@testable import Layout

struct AnchorTests {
    @Test func anchorsAreEdgesCentersAndSizes() throws {
        var s = Solver()
        let a = LayoutItem("a"), b = LayoutItem("b")
        for c in [
            a.left.constraint(equalToConstant: 10), a.top.constraint(equalToConstant: 20),
            a.width.constraint(equalToConstant: 100), a.height.constraint(equalToConstant: 40),
            b.centerX.constraint(equalTo: a.centerX), b.centerY.constraint(equalTo: a.bottom, constant: 30),
            b.width.constraint(equalTo: a.width, multiplier: 0.5), b.aspectRatio(2),
        ] {
            try s.addConstraint(c)
        }
        s.updateVariables()
        #expect(a.frame == Rect(x: 10, y: 20, width: 100, height: 40))
        #expect(b.frame == Rect(x: 35, y: 77.5, width: 50, height: 25))
    }
}

extension Anchor where Axis == XAxis {
    func constraint(equalToConstant c: Double) -> Constraint { Constraint(linearExpression - c, .equal) }
}

extension Anchor where Axis == YAxis {
    func constraint(equalToConstant c: Double) -> Constraint { Constraint(linearExpression - c, .equal) }
}
