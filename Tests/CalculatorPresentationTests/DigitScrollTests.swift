import Testing
import CalculatorModel
@testable import CalculatorPresentation

/// The display scrolled sideways through a result's proven digits (issue 31): what shows, where the
/// scroll stops, and what a copy takes. Digits of 1/7 and 1/1024 are worked by hand.
struct DigitScrollTests {
    /// A scroll proven as far as it asked: steps until the digits asked for are in (bounded).
    static func settled(_ scroll: DigitScroll) -> DigitScroll {
        var scroll = scroll
        for _ in 0..<1_000 where scroll.isComputing { _ = scroll.step() }
        return scroll
    }

    @Test func aScrollShowsTheFurtherDigitsWithAnEllipsisEachSide() throws {
        var scroll = try #require(DigitScroll((Real(1) / Real(7)), width: 16))
        #expect(scroll.text == nil)   // not scrolled: the display shows the number as ever
        let moved = scroll.scroll(by: 16)
        #expect(moved)
        scroll = Self.settled(scroll)
        #expect(scroll.offset == 16)
        #expect(scroll.text == "…5714285714285714…")
        #expect(scroll.shownRange == 17...32)
    }

    @Test func aScrollBackStopsAtTheFirstDigits() throws {
        var scroll = try #require(DigitScroll((Real(1) / Real(7)), width: 16))
        _ = scroll.scroll(by: 40)
        scroll = Self.settled(scroll)
        _ = scroll.scroll(by: -100)
        #expect(scroll.offset == 0 && scroll.text == nil && scroll.revealed == nil)
    }

    /// 1/8 = 0.125 ends within the display: it does not scroll at all.
    @Test func anExpansionThatEndsWithinTheDisplayDoesNotScroll() throws {
        var eighth = try #require(DigitScroll((Real(1) / Real(8)), width: 16))
        _ = eighth.scroll(by: 16)
        eighth = Self.settled(eighth)
        #expect(eighth.offset == 0 && eighth.text == nil)
    }

    @Test func theRevealedNumberHasEveryDigitUpToTheLastShown() throws {
        var scroll = try #require(DigitScroll((Real(-1) / Real(7)), width: 16))
        _ = scroll.scroll(by: 16)
        scroll = Self.settled(scroll)
        let revealed = try #require(scroll.revealed)
        let expected = "-0." + String(repeating: "142857", count: 6).prefix(32)
        #expect(NumberFormat.string(revealed, digits: scroll.revealedCount, grouping: false) == expected)
        #expect(scroll.text == "-…5714285714285714…")
    }

    @Test func noNumberHasNoDigitsToScroll() {
        #expect(DigitScroll(Real.nan, width: 16) == nil)
    }
}
