import Testing
import CalculatorModel
import WindowInterface
@testable import CalculatorPresentation

/// The session's part in scrolling a result's digits (issue 31): the wheel and Shift+arrows move the
/// number, the expression line says where the digits sit, a copy takes every digit revealed, the next
/// key ends the scroll, and digits still being proven ask the window for `.idle`. √2's digits from
/// Python's `decimal` (`Decimal(2).sqrt()` at 60 digits).
struct SessionDigitScrollTests {
    static let sqrt2 = "1.41421356237309504880168872420969807856967187537694807317668"

    static func key(_ text: String, keysym: Keysym? = nil, control: Bool = false, shift: Bool = false) -> WindowEvent<Control> {
        .key(
            KeyStroke(
                keysym: keysym ?? Keysym(rawValue: text.unicodeScalars.first.map(\.value) ?? 0), text: control ? "" : text,
                control: control, shift: shift))
    }

    /// A compact session showing √2.
    static func rootTwo() -> CalculatorSession {
        let session = CalculatorSession(size: Size(width: 320, height: 560))
        for text in ["2", "r"] { _ = session.handle(key(text)) }
        #expect(session.scene.number.text.hasPrefix("1.41421356"))
        return session
    }

    /// Answers `.idle` until the answer stops asking for it (at most `limit` times).
    static func settle(_ session: CalculatorSession, limit: Int = 1_000) {
        for _ in 0..<limit where session.digitScroll?.isComputing == true { _ = session.handle(.idle) }
    }

    @Test func theWheelShowsFurtherDigitsAndWhereTheySit() throws {
        let session = Self.rootTwo()
        let answer = session.handle(.scrollDigits(steps: 2))   // half a display's width a click
        Self.settle(session)
        let digits = Self.sqrt2.filter { $0 != "." }
        let shown = String(Array(digits)[16..<32])
        #expect(session.scene.number.text == "…" + shown + "…")
        #expect(session.scene.expression.text == "Digits 17–32")
        #expect(answer.scene != nil)
        #expect(session.accessibleSnapshot.calculator?.notice == "Digits 17–32")
        _ = session.handle(.scrollDigits(steps: -5))
        #expect(session.scene.number.text.hasPrefix("1.41421356"))
    }

    /// Issue 47: Shift+Page Down scrolls a display's width as Shift+Right, Shift+End to the last
    /// digit proven so far (without asking for more), Shift+Home back to the first digits.
    @Test func shiftEndGoesToTheLastProvenDigitAndShiftHomeBack() throws {
        let session = Self.rootTwo()
        _ = session.handle(Self.key("", keysym: .pageDown, shift: true))
        Self.settle(session)
        #expect(session.scene.expression.text == "Digits 17–32")
        _ = session.handle(Self.key("", keysym: .end, shift: true))
        let scroll = try #require(session.digitScroll)
        let proven = scroll.expansion.digits.digits.count
        #expect(proven > 32 && scroll.shownRange.upperBound == proven)
        Self.settle(session)   // the next chunk is proven, as at any scroll to the end; the view stays
        #expect(session.scene.expression.text == "Digits \(proven - 15)–\(proven)")
        _ = session.handle(Self.key("", keysym: .home, shift: true))
        #expect(session.scene.number.text.hasPrefix("1.41421356"))
        _ = session.handle(Self.key("", keysym: .pageUp, shift: true))
        #expect(session.scene.number.text.hasPrefix("1.41421356"))
    }

    @Test func shiftArrowsScrollAPageAndTheNextKeyEndsTheScroll() {
        let session = Self.rootTwo()
        _ = session.handle(Self.key("", keysym: .right, shift: true))
        Self.settle(session)
        #expect(session.scene.expression.text == "Digits 17–32")
        _ = session.handle(Self.key("", keysym: .right, shift: true))
        Self.settle(session)
        #expect(session.scene.expression.text == "Digits 33–48")
        _ = session.handle(Self.key("", keysym: .left, shift: true))
        #expect(session.scene.expression.text == "Digits 17–32")
        _ = session.handle(Self.key("5"))
        #expect(session.scene.number.text == "5" && session.digitScroll == nil)
    }

    /// Issue 43: a scroll belongs to the value scrolled. `3 √`, Shift+Right ×3, Esc, `3 √` makes the
    /// same state as the one scrolled, and shows it rounded.
    @Test func aRepeatedValueStartsAtItsRoundedDisplay() {
        let session = CalculatorSession(size: Size(width: 320, height: 560))
        for text in ["3", "r"] { _ = session.handle(Self.key(text)) }
        for _ in 0..<3 { _ = session.handle(Self.key("", keysym: .right, shift: true)) }
        Self.settle(session)
        #expect(session.scene.expression.text == "Digits 49–64")
        _ = session.handle(Self.key("", keysym: .escape))
        for text in ["3", "r"] { _ = session.handle(Self.key(text)) }
        #expect(session.scene.number.text == "1.732050807568877" && session.digitScroll == nil)
        #expect(session.scene.expression.text == "√(3) =")
    }

    /// A new value in a state equal to the one scrolled (`sqrt(2)=` pasted over `2 √`) starts rounded, as
    /// does an equal value another `=` completes; a key that does nothing (`)` with none open) keeps the scroll.
    @Test func anEqualNewValueEndsTheScrollAndNothingKeepsIt() {
        let session = Self.rootTwo()
        _ = session.handle(Self.key("", keysym: .right, shift: true))
        Self.settle(session)
        _ = session.handle(Self.key(")"))
        #expect(session.scene.expression.text == "Digits 17–32" && session.digitScroll != nil)
        let state = session.controller.state
        session.isAwaitingPaste = true
        let answer = session.handle(.paste("sqrt(2)="))
        #expect(session.controller.state == state)
        #expect(answer.scene?.number.text == "1.414213562373095" && session.digitScroll == nil)
        for text in ["+", "0", "=", "", "="] {
            if text.isEmpty {
                _ = session.handle(Self.key("", keysym: .right, shift: true))
            } else {
                _ = session.handle(Self.key(text))
            }
        }
        #expect(session.scene.number.text == "1.414213562373095" && session.digitScroll == nil)
    }

    @Test func aCopyAfterScrollingTakesEveryDigitRevealed() {
        let session = Self.rootTwo()
        _ = session.handle(Self.key("", keysym: .right, shift: true))
        _ = session.handle(Self.key("", keysym: .right, shift: true))
        Self.settle(session)
        let copied = session.handle(Self.key("c", control: true)).effects.compactMap { effect -> String? in
            if case .copy(let text) = effect { text } else { nil }
        }
        #expect(copied == [String(Self.sqrt2.prefix(49))])
    }

    @Test func controlDCopiesAThousandDigitsWithoutScrolling() throws {
        let session = Self.rootTwo()
        let copied = try #require(
            session.handle(Self.key("d", control: true)).effects.compactMap { effect -> String? in
                if case .copy(let text) = effect { text } else { nil }
            }.first)
        #expect(copied.count == 1_001 && copied.hasPrefix(Self.sqrt2.dropLast()))
    }

    /// A scroll far past the proven digits shows the last proven ones and "computing…", and asks the
    /// window to go on when idle, until the digits are in.
    @Test func digitsStillBeingProvenAskForIdle() {
        let session = Self.rootTwo()
        var answer = session.handle(.scrollDigits(steps: 120))   // digits 961–976
        var steps = 0
        while answer.effects.contains(.continueWork), steps < 1_000 {
            answer = session.handle(.idle)
            steps += 1
        }
        #expect(!answer.effects.contains(.continueWork))
        #expect(session.scene.expression.text == "Digits 961–976")
    }

    /// A drag on a result's number scrolls its digits, a digit a step; an entry being typed is not
    /// dragged (a swipe shortens it), and the next key ends the scroll.
    @Test func aDragOnTheNumberScrollsAResultButNotAnEntry() throws {
        let session = Self.rootTwo()
        #expect(try #require(session.scene.panel.numberDragStep) > 0)
        _ = session.handle(.dragDigits(digits: 5))
        Self.settle(session)
        #expect(session.scene.expression.text == "Digits 6–21")
        _ = session.handle(.dragDigits(digits: -2))
        #expect(session.scene.expression.text == "Digits 4–19")
        _ = session.handle(Self.key("5"))
        #expect(session.scene.panel.numberDragStep == nil && session.digitScroll == nil)
    }
}
