import Testing
import Layout
@testable import WindowInterface

@Suite struct ButtonShapeTests {
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
