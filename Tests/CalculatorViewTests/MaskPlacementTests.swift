import Testing
import Layout
@testable import CalculatorView

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
