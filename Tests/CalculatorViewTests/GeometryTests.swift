import Testing
@testable import CalculatorView
import Layout

@Suite struct ShapeRuleTests {
    @Test func squareIsCircle() {
        #expect(ButtonShape(frame: Rect(x: 10, y: 20, width: 80, height: 80)) == .circle(radius: 40))
        #expect(ButtonShape(frame: Rect(x: 0, y: 0, width: 80.4, height: 80)) == .circle(radius: 40))
    }

    @Test func widerThanTallIsCapsule() {
        #expect(ButtonShape(frame: Rect(x: 0, y: 0, width: 174, height: 80)) == .capsule(radius: 40))
        #expect(ButtonShape(frame: Rect(x: 0, y: 0, width: 81, height: 80)) == .capsule(radius: 40))
    }

    @Test func tallerThanWideIsRoundedRect() {
        let shape = ButtonShape(frame: Rect(x: 0, y: 0, width: 80, height: 160))
        #expect(shape == .roundedRect(radius: 10))   // 40 · (1/2)²
        let capped = ButtonShape(frame: Rect(x: 0, y: 0, width: 80, height: 100), maximumCornerRadius: 12)
        #expect(capped == .roundedRect(radius: 12))
    }

    @Test func radiusIsContinuousAroundSquare() {
        let tall = ButtonShape(frame: Rect(x: 0, y: 0, width: 80, height: 80.6))!.cornerRadius
        let wide = ButtonShape(frame: Rect(x: 0, y: 0, width: 80.6, height: 80))!.cornerRadius
        #expect(abs(tall - 40) < 1)
        #expect(abs(wide - 40) < 1)
    }

    @Test(arguments: [
        Rect(x: 0, y: 0, width: 0, height: 10), Rect(x: 0, y: 0, width: 10, height: 0),
        Rect(x: 0, y: 0, width: -5, height: 10), Rect(x: 0, y: 0, width: .nan, height: 10),
        Rect(x: 0, y: 0, width: .infinity, height: 10),
    ])
    func undrawableFramesHaveNoShape(frame: Rect) {
        #expect(ButtonShape(frame: frame) == nil)
    }
}

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

@Suite struct MaskPlacementTests {
    @Test func equalSizesShareAMaskWhereverTheyAre() {
        let a = MaskPlacement(frame: Rect(x: 139.38, y: 221.82, width: 109.56, height: 98.98))!
        let b = MaskPlacement(frame: Rect(x: 1031.05, y: 689.02, width: 109.56 + 1e-9, height: 98.98 - 1e-9))!
        #expect(a.key == b.key)
        #expect(a.maskWidth == 110 && a.maskHeight == 99)
        #expect(a.shapeFrame == b.shapeFrame)
    }

    @Test(arguments: [
        Rect(x: 139.38, y: 221.82, width: 109.56, height: 98.98),
        Rect(x: 12, y: 482.8, width: 142.13, height: 65.2),
        Rect(x: 0.5, y: 0.5, width: 80, height: 80),
        Rect(x: -3.7, y: 7.49, width: 1.2, height: 0.3),
    ])
    func drawnShapeIsTheFrameMovedByAtMostHalfAPixel(frame: Rect) {
        let p = MaskPlacement(frame: frame)!
        let drawn = p.drawnFrame
        #expect(abs(drawn.x - frame.x) <= 0.5 + 1.0 / 64)
        #expect(abs(drawn.y - frame.y) <= 0.5 + 1.0 / 64)
        #expect(abs(drawn.width - frame.width) <= 1.0 / 128)
        #expect(abs(drawn.height - frame.height) <= 1.0 / 128)
        // The shape fits the mask, centred, with less than a pixel to spare.
        #expect(p.shapeFrame.x >= 0 && p.shapeFrame.maxX <= Double(p.maskWidth))
        #expect(p.shapeFrame.y >= 0 && p.shapeFrame.maxY <= Double(p.maskHeight))
        #expect(Double(p.maskWidth) - p.shapeFrame.width < 1)
        #expect(abs(p.shapeFrame.x - (Double(p.maskWidth) - p.shapeFrame.maxX)) < 1e-9)
        #expect(p.bounds.x == Double(p.x) && p.bounds.width == Double(p.maskWidth))
    }

    @Test func wholePixelFramesStayPut() {
        let p = MaskPlacement(frame: Rect(x: 10, y: 20, width: 80, height: 40))!
        #expect(p.drawnFrame == Rect(x: 10, y: 20, width: 80, height: 40))
    }

    @Test(arguments: [
        Rect(x: 0, y: 0, width: 0, height: 10), Rect(x: 0, y: 0, width: .nan, height: 10),
        Rect(x: 0, y: 0, width: 100_000, height: 10), Rect(x: 0, y: 0, width: 0.001, height: 10),
    ])
    func undrawableOrHugeFramesHaveNoMask(frame: Rect) {
        #expect(MaskPlacement(frame: frame) == nil)
    }
}
