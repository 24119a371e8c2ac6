import Testing
import WindowInterface

@testable import CalculatorView

/// The tooltip's timing (issue 47 item 4): due `HoverState.delay` after the pointer came onto a button,
/// never without one, gone when the pointer leaves it, and not again after a click or a key until the
/// pointer moves onto another button.
struct HoverStateTests {
    static let point = Point(x: 10, y: 20)
    static let delay = HoverState<String>.delay

    @Test func aTooltipIsDueAfterTheDelayOnAButton() {
        var hover = HoverState<String>()
        #expect(hover.wait(now: 0) == nil)
        let hides = hover.move(over: "square", at: Self.point, now: 1000)
        #expect(!hides)
        #expect(hover.wait(now: 1000) == Self.delay)
        let early = hover.due(now: 1000 + Self.delay - 1)
        #expect(early == nil)
        #expect(hover.wait(now: 1300) == Self.delay - 300)
        let due = hover.due(now: 1000 + Self.delay)
        #expect(due == "square")
        #expect(hover.wait(now: 5000) == nil)   // asked for once
        #expect(hover.screenPoint == Self.point)
    }

    @Test func movingWithinTheButtonKeepsTheTimeAndMovingOffTakesTheTooltipAway() {
        var hover = HoverState<String>()
        _ = hover.move(over: "square", at: Self.point, now: 0)
        let within = hover.move(over: "square", at: Point(x: 12, y: 20), now: 400)
        #expect(!within)
        let due = hover.due(now: Self.delay)
        #expect(due == "square")
        let toCube = hover.move(over: "cube", at: Self.point, now: 700)
        #expect(toCube)   // the tooltip shown goes
        #expect(hover.wait(now: 700) == Self.delay)
        let off = hover.move(over: nil, at: Self.point, now: 800)
        #expect(!off)
        #expect(hover.wait(now: 5000) == nil)
    }

    @Test func aClickOrAKeyDismissesUntilAnotherButton() {
        var hover = HoverState<String>()
        _ = hover.move(over: "square", at: Self.point, now: 0)
        hover.dismiss()
        #expect(hover.wait(now: 10_000) == nil)
        _ = hover.move(over: "square", at: Point(x: 11, y: 20), now: 10_000)
        #expect(hover.wait(now: 10_000) == nil)
        _ = hover.move(over: "cube", at: Self.point, now: 10_000)
        #expect(hover.wait(now: 10_000) == Self.delay)
    }

    @Test func leavingTheWindowEndsIt() {
        var hover = HoverState<String>()
        _ = hover.move(over: "square", at: Self.point, now: 0)
        hover.leave()
        #expect(hover.wait(now: 1000) == nil)
        #expect(hover.control == nil)
    }
}
