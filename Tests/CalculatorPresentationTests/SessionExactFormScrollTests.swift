import Testing
import CalculatorModel
import WindowInterface
@testable import CalculatorPresentation

/// A scroll of the digits meets the exact form (issue 31): an exact form as the number is not
/// scrolled, so a scroll towards further digits brings the decimal back to the number's place first
/// (the exact form goes to the line under it) and scrolls that; S⇔D ends a scroll. 7/3's digits by hand.
struct SessionExactFormScrollTests {
    /// The wheel over 7/3 shown as the number swaps in the decimal and scrolls it, the form kept under it.
    @Test func aScrollOfAnExactFormScrollsTheDecimal() {
        let session = ExactFormDisplayTests.session("7/3=", preference: ExactFormPreference(display: .main))
        #expect(session.scene.number.text == "7/3")
        _ = session.handle(.scrollDigits(steps: 2))
        SessionDigitScrollTests.settle(session)
        #expect(session.scene.number.text == "…" + String(repeating: "3", count: 16) + "…")
        #expect(session.scene.exactForm.text == "7/3")
        #expect(session.scene.expression.text == "Digits 17–32")
    }

    /// A scroll back over an exact form does nothing: there are no earlier digits to show.
    @Test func aScrollBackOverAnExactFormLeavesIt() {
        let session = ExactFormDisplayTests.session("7/3=", preference: ExactFormPreference(display: .main))
        let answer = session.handle(.scrollDigits(steps: -1))
        #expect(answer.scene == nil && session.scene.number.text == "7/3")
    }

    /// S⇔D while scrolled shows the exact form, and S⇔D again the decimal from its first digits.
    @Test func swappingEndsTheScroll() {
        let session = ExactFormDisplayTests.session("7/3=")
        _ = session.handle(.scrollDigits(steps: 2))
        SessionDigitScrollTests.settle(session)
        #expect(session.scene.expression.text == "Digits 17–32")
        _ = session.handle(.displayClick)
        #expect(session.scene.number.text == "7/3" && session.digitScroll == nil)
        _ = session.handle(.displayClick)
        #expect(session.scene.number.text.hasPrefix("2.33333") && !session.scene.expression.text.hasPrefix("Digits"))
    }
}
