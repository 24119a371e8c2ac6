import Testing
@testable import CalculatorView
import Layout

@Suite struct TextFittingTests {
    /// A fake font: every scalar is 0.6 × size wide.
    static func width(_ text: String, size: Int) -> Double { Double(text.unicodeScalars.count) * 0.6 * Double(size) }

    @Test func keepsTheBaseSizeWhenItFits() {
        #expect(TextFitting.fittedSize(base: 80, minimum: 24, available: 500) { Self.width("123", size: $0) } == 80)
    }

    @Test(arguments: [("1234567890", 300.0), ("123456789012345", 300.0), ("1", 10.0), ("99999999", 123.0)])
    func shrinksToTheLargestSizeThatFits(text: String, available: Double) {
        let size = TextFitting.fittedSize(base: 80, minimum: 1, available: available) { Self.width(text, size: $0) }
        #expect(Self.width(text, size: size) <= available)
        #expect(size == 80 || Self.width(text, size: size + 1) > available)
    }

    @Test func stopsAtTheMinimum() {
        #expect(TextFitting.fittedSize(base: 80, minimum: 24, available: 10) { Self.width("123456", size: $0) } == 24)
        #expect(TextFitting.fittedSize(base: 80, minimum: 24, available: 0) { Self.width("1", size: $0) } == 24)
        #expect(TextFitting.fittedSize(base: 0, minimum: 0, available: 0) { _ in 5 } == 1)
    }

    /// Issue 35, item 9: the expression line stops shrinking at its legible floor (and then loses its
    /// start); a notice shrinks on until it fits whole, so "Not a calculation" never reads "… a calculation".
    @Test func aNoticeShrinksBelowTheExpressionsFloor() {
        #expect(TextFitting.expressionFloor(base: 30, legible: 12, shrinksWhole: false) == 21)
        #expect(TextFitting.expressionFloor(base: 19, legible: 12, shrinksWhole: false) == 13)
        #expect(TextFitting.expressionFloor(base: 19, legible: 12, shrinksWhole: true) == 1)
        // At 200×330 the notice has about 86 px beside the round buttons, at a 19 px base size.
        let notice = "Not a calculation"
        let size = TextFitting.fittedSize(
            base: 19, minimum: TextFitting.expressionFloor(base: 19, legible: 12, shrinksWhole: true),
            available: 86
        ) { Self.width(notice, size: $0) }
        #expect(Self.width(notice, size: size) <= 86)
        #expect(TextFitting.elidedLeft(notice, available: 86) { Self.width($0, size: size) } == notice)
    }

    @Test func elidesOnTheLeft() {
        let measure: (String) -> Double = { Self.width($0, size: 10) }   // 6 px a scalar
        #expect(TextFitting.elidedLeft("12 + 3", available: 100, measure: measure) == "12 + 3")
        #expect(TextFitting.elidedLeft("123456789", available: 30, measure: measure) == "…6789")
        #expect(TextFitting.elidedLeft("123456789", available: 1, measure: measure) == "…")
        #expect(TextFitting.elidedLeft("", available: 0, measure: measure) == "")
    }

    /// The number shrinks to the legible minimum, then loses digits (the controller's shorter forms),
    /// never its sign and never to an ellipsis.
    @Test func numberShrinksThenShowsFewerDigits() {
        let texts = ["-0.1428571428571429", "-0.142857142857143", "-0.14285714285714", "-0.1428571428571", "-0.1"]
        let measure: (String, Int) -> Double = { Self.width($0, size: $1) }
        // Room for all 19 scalars at 20 px (228 px): the whole number, shrunk from 80.
        let roomy = TextFitting.fittedText(texts, base: 80, minimum: 12, available: 230, measure: measure)
        #expect(roomy?.text == texts[0] && roomy?.size == 20)
        // 130 px: 19 scalars would need 11.4 px, below the 12 px floor; 18 fit at 12 (7.2 px each).
        let tight = TextFitting.fittedText(texts, base: 80, minimum: 12, available: 130, measure: measure)
        #expect(tight?.text == "-0.142857142857143" && tight?.size == 12)
        // Nothing fits at the floor: the shortest form, below the floor, still whole.
        let tiny = TextFitting.fittedText(texts, base: 80, minimum: 12, available: 20, measure: measure)
        #expect(tiny?.text == "-0.1" && tiny.map { measure($0.text, $0.size) <= 20 } == true)
        #expect(TextFitting.fittedText([], base: 80, minimum: 12, available: 100, measure: measure) == nil)
    }

    @Test func sizesAreClamped() {
        #expect(TextFitting.buttonTitleSize(for: Rect(x: 0, y: 0, width: 1, height: 1)) == 1)
        #expect(TextFitting.buttonTitleSize(for: Rect(x: 0, y: 0, width: 100, height: 80)) == 34)
        #expect(TextFitting.buttonTitleSize(for: Rect(x: 0, y: 0, width: 100, height: 100), scale: 1.5) == 63)
        #expect(TextFitting.displaySize(forAreaHeight: 0) == 1)
        #expect(TextFitting.displaySize(forAreaHeight: .nan) == 1)
        #expect(TextFitting.expressionSize(forAreaHeight: 1e9) == 2000)
    }

    /// The number's size leaves its digits (0.75 of the size, on a baseline 0.1 of it above the bottom)
    /// within the room under the expression line's band; where there is room, 0.9 of the area as before.
    @Test func theNumbersDigitsStayWithinTheRoomGiven() {
        #expect(TextFitting.displaySize(forAreaHeight: 90, room: 90) == 81)
        #expect(TextFitting.displaySize(forAreaHeight: 90, room: 62) == 72)
        let size = Double(TextFitting.displaySize(forAreaHeight: 90, room: 62))
        #expect(size * (TextFitting.numberBaselineShare + TextFitting.figureShare) <= 62)
        #expect(TextFitting.displaySize(forAreaHeight: 90, room: -5) == 1)
    }

    /// The expression line's text is 0.8 of the line's height, as `DisplayAreas` promises
    /// presentation (which keeps the line tall enough for 12 px text).
    @Test func theExpressionTextIsEightTenthsOfItsLine() {
        #expect(TextFitting.expressionSize(forAreaHeight: 15) == 12)
        #expect(TextFitting.expressionSize(forAreaHeight: 30) == 24)
        #expect(TextFitting.expressionSize(forAreaHeight: 48) == 38)
    }

    @Test(arguments: [
        ("7", TextFitting.VerticalCentring.figures), ("AC", .figures), (".", .figures),
        ("×", .ink), ("−", .ink), ("⌫", .ink), ("√", .ink), ("%", .ink),
    ])
    func verticalCentring(title: String, expected: TextFitting.VerticalCentring) {
        #expect(TextFitting.verticalCentring(for: title) == expected)
    }

    @Test func groupsShareTheirSmallestSize() {
        #expect(
            TextFitting.sharedSizes([(0, 30), (0, 24), (nil, 40), (1, 50), (0, 28), (1, 45), (nil, 10)])
                == [24, 24, 40, 45, 24, 45, 10])
        #expect(TextFitting.sharedSizes([(group: Int?, size: Int)]()) == [])
    }
}
