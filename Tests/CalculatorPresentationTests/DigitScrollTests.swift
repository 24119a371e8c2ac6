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
        #expect(scroll.offset == 0 && scroll.text == nil && scroll.revealedText == nil)
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
        let expected = "-0." + String(repeating: "142857", count: 6).prefix(32)
        #expect(scroll.revealedText == expected)
        #expect(scroll.text == "-…5714285714285714…")
    }

    @Test func noNumberHasNoDigitsToScroll() {
        #expect(DigitScroll(Real.undefined(.divisionByZero), width: 16) == nil)
    }

    /// 2⁻³⁰ = 9.31322574615478515625e-10 ends at its 21st digit, past the compact display's 16: the
    /// scroll stops there, with no ellipsis after it, however far it is asked to go.
    @Test func aTerminatingExpansionStopsAtItsLastDigit() throws {
        var scroll = try #require(DigitScroll(Real(1) / Real(1 << 30), width: 16))
        _ = scroll.scroll(by: 1_000)
        scroll = Self.settled(scroll)
        #expect(scroll.isAtEnd && scroll.offset == 5 && scroll.shownRange == 6...21)
        #expect(scroll.text == "…2574615478515625")
        #expect(scroll.revealedText == "9.31322574615478515625e-10")
        let moved = scroll.scroll(by: 16)
        #expect(!moved)
    }

    /// A repeating expansion scrolls to the most digits an expansion gives (10,000), and a copy there
    /// takes every one: 1/3 is 0. and 10,000 threes.
    @Test func aRepeatingExpansionScrollsToTheLimitAndCopiesEveryDigit() throws {
        var scroll = try #require(DigitScroll(Real(1) / Real(3), width: 32))
        _ = scroll.scroll(by: 20_000)
        scroll = Self.settled(scroll)
        #expect(scroll.isAtEnd && scroll.shownRange == 9_969...10_000)
        #expect(scroll.revealedText == "0." + String(repeating: "3", count: 10_000))
    }

    /// The copy writes the revealed digits where the display would put the point: whole digits, a
    /// fraction below 1 down to 1e-9, and e-notation beyond (digits of 2⁶⁴ and 1/7 × 10⁻¹², by hand).
    @Test func theRevealedTextPlacesThePoint() throws {
        var large = try #require(DigitScroll(Real(Number(exactDecimal: "18446744073709551616")!), width: 16))
        _ = large.scroll(by: 16)
        large = Self.settled(large)
        #expect(large.revealedText == "18446744073709551616")
        var tiny = try #require(DigitScroll(Real(1) / Real(7_000_000_000_000), width: 16))
        _ = tiny.scroll(by: 4)
        tiny = Self.settled(tiny)
        #expect(tiny.revealedText == "1.4285714285714285714e-13")
    }
}
