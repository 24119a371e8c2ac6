import Testing
import Layout
@testable import WindowInterface

@Suite struct RoundedPolygonTests {
    static let frames = [
        Rect(x: 10, y: 20, width: 80, height: 80),
        Rect(x: 0.5, y: 0.5, width: 174, height: 80),
        Rect(x: 3, y: 7, width: 40, height: 120),
        Rect(x: 0, y: 0, width: 1, height: 1),
    ]

    @Test(arguments: frames)
    func pointsStayInsideTheFrame(frame: Rect) {
        let shape = ButtonShape(frame: frame)!
        let points = RoundedPolygon.points(frame: frame, shape: shape)
        #expect(points.count >= 3)
        for p in points {
            #expect(p.x >= frame.x && p.x <= frame.maxX)
            #expect(p.y >= frame.y && p.y <= frame.maxY)
        }
        // It reaches all four sides.
        #expect(points.contains { abs($0.x - frame.x) < 1e-9 })
        #expect(points.contains { abs($0.x - frame.maxX) < 1e-9 })
        #expect(points.contains { abs($0.y - frame.y) < 1e-9 })
        #expect(points.contains { abs($0.y - frame.maxY) < 1e-9 })
    }

    @Test(arguments: frames)
    func polygonIsSymmetric(frame: Rect) {
        let points = RoundedPolygon.points(frame: frame, shape: ButtonShape(frame: frame)!)
        func has(_ x: Double, _ y: Double) -> Bool {
            points.contains { abs($0.x - x) < 1e-6 && abs($0.y - y) < 1e-6 }
        }
        for p in points {
            #expect(has(2 * frame.midX - p.x, p.y), "mirror in x of \(p)")
            #expect(has(p.x, 2 * frame.midY - p.y), "mirror in y of \(p)")
        }
    }

    @Test func circleVerticesLieOnTheCircle() {
        let frame = Rect(x: 10, y: 20, width: 80, height: 80)
        let points = RoundedPolygon.points(frame: frame, radius: 40)
        for p in points {
            let d = ((p.x - 50) * (p.x - 50) + (p.y - 60) * (p.y - 60)).squareRoot()
            #expect(abs(d - 40) < 1e-6)
        }
        // No duplicate consecutive vertices, closing edge included.
        for (a, b) in zip(points, points.dropFirst() + [points[0]]) {
            #expect(abs(a.x - b.x) + abs(a.y - b.y) > 1e-9)
        }
    }

    @Test func polygonIsClockwiseOnScreen() {
        let points = RoundedPolygon.points(frame: Rect(x: 0, y: 0, width: 100, height: 60), radius: 10)
        var area = 0.0
        for (a, b) in zip(points, points.dropFirst() + [points[0]]) { area += a.x * b.y - b.x * a.y }
        #expect(area > 0)   // positive with y pointing down means clockwise on screen
        #expect(abs(area / 2 - (100 * 60 - (4 - Double.pi) * 100)) < 5)
    }

    @Test func zeroRadiusIsTheRectangle() {
        let points = RoundedPolygon.points(frame: Rect(x: 1, y: 2, width: 3, height: 4), radius: 0)
        #expect(points == [Point(x: 1, y: 2), Point(x: 4, y: 2), Point(x: 4, y: 6), Point(x: 1, y: 6)])
    }

    @Test func undrawableFrameHasNoPoints() {
        #expect(RoundedPolygon.points(frame: Rect(x: 0, y: 0, width: 0, height: 5), radius: 2).isEmpty)
    }

    @Test(arguments: [0.01, 1.0, 4.0, 40.0, 400.0, 1e9])
    func segmentCountIsBoundedAndGrowsWithRadius(radius: Double) {
        let n = RoundedPolygon.segmentsPerCorner(radius: radius)
        #expect(n >= 1 && n <= 64)
        #expect(RoundedPolygon.segmentsPerCorner(radius: radius * 2) >= n)
    }

    @Test func containsFollowsTheRoundedCorners() {
        let frame = Rect(x: 0, y: 0, width: 80, height: 80)
        #expect(RoundedPolygon.contains(frame: frame, radius: 40, point: Point(x: 40, y: 40)))
        #expect(RoundedPolygon.contains(frame: frame, radius: 40, point: Point(x: 40, y: 0.5)))
        #expect(!RoundedPolygon.contains(frame: frame, radius: 40, point: Point(x: 3, y: 3)))
        #expect(RoundedPolygon.contains(frame: frame, radius: 0, point: Point(x: 0.5, y: 0.5)))
        #expect(!RoundedPolygon.contains(frame: frame, radius: 40, point: Point(x: 81, y: 40)))
    }
}
