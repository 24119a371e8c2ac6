import Testing
import TestSupport
import CalculatorController
import CalculatorModel
import WindowInterface
import Layout
@testable import CalculatorPresentation

/// The exact form in the window (issue 31, item 1): the line under the number, S⇔D (Ctrl+E and a
/// click on the number) swapping it with the decimal until the next value, the setting that picks
/// the default or turns the line off, and the copy of what the number shows. The forms are Casio
/// ClassWiz's Natural Display's (√2/2 for 8 √ ÷ 4 =, 7/3); their values are the engine's (`ExactFormTests`).
struct ExactFormDisplayTests {
    static let compact = Size(width: 320, height: 560)
    static let wide = Size(width: 900, height: 500)

    static func key(_ text: String, control: Bool = false) -> WindowEvent<Control> {
        CalculatorSessionTests.key(text, control: control)
    }

    /// A session after `keys` typed one character each (`r` is √, `/` is ÷).
    static func session(
        _ keys: String, size: Size = compact, preference: ExactFormPreference = ExactFormPreference()
    ) -> CalculatorSession {
        let session = CalculatorSession(size: size, exactForm: preference)
        for character in keys { _ = session.handle(key(String(character))) }
        return session
    }

    /// √2/2 shows in a line of its own under the decimal, in both shapes, and the line has room there.
    @Test(arguments: [compact, wide])
    func anExactFormShowsUnderTheNumber(size: Size) {
        let scene = Self.session("8r/4=", size: size).scene
        #expect(scene.number.text.hasPrefix("0.70710678118654"))
        #expect(scene.exactForm.text == "√2/2")
        let line = scene.layout.displayAreas.exactForm
        #expect(
            line.height >= 15 && line.y == scene.layout.displayAreas.number.maxY && line.maxY <= scene.layout.displayFrame.maxY)
    }

    /// A value with no exact form beyond its digits (an integer, a short decimal) shows no line.
    @Test(arguments: ["7", "0.5", "2+3="])
    func aValueWithoutAFormShowsNoLine(keys: String) {
        #expect(Self.session(keys).scene.exactForm.text == "")
    }

    /// Ctrl+E swaps the exact form into the number and the decimal under it; a click on the number
    /// swaps back; either does nothing to a value without a form.
    @Test func sdSwapsTheFormsAndAClickSwapsBack() {
        let session = Self.session("7/3=")
        let decimal = session.scene.number.text
        #expect(session.scene.exactForm.text == "7/3")
        let swapped = session.handle(Self.key("e", control: true))
        #expect(swapped.scene?.number.text == "7/3" && swapped.scene?.exactForm.text == decimal)
        let back = session.handle(.displayClick)
        #expect(back.scene?.number.text == decimal && back.scene?.exactForm.text == "7/3")
        let plain = Self.session("12")
        #expect(plain.handle(.displayClick).scene == nil && plain.handle(Self.key("e", control: true)).scene == nil)
    }

    /// S⇔D is for the value shown: the next value shows as the setting says again; a key that keeps
    /// the value (2nd) keeps the swap.
    @Test func theNextValueResetsTheSwap() {
        let session = Self.session("7/3=", size: Self.wide)
        _ = session.handle(.displayClick)
        _ = session.handle(Self.key("\t"))
        #expect(session.scene.number.text == "7/3")
        _ = session.handle(Self.key("/"))
        _ = session.handle(Self.key("2"))
        #expect(session.scene.number.text == "2" && session.scene.exactForm.text == "")
        _ = session.handle(Self.key("="))
        #expect(session.scene.number.text.hasPrefix("1.16666") && session.scene.exactForm.text == "7/6")
    }

    /// `main` shows the exact form as the number from the start; `off` shows no line, but S⇔D still
    /// brings the exact form up with the decimal under it.
    @Test func theSettingPicksTheDefault() {
        let main = Self.session("8r/4=", preference: ExactFormPreference(display: .main))
        #expect(main.scene.number.text == "√2/2" && main.scene.exactForm.text.hasPrefix("0.7071067811"))
        let off = Self.session("8r/4=", preference: ExactFormPreference(display: .off))
        #expect(off.scene.exactForm.text == "" && off.scene.number.text.hasPrefix("0.7071067811"))
        _ = off.handle(.displayClick)
        #expect(off.scene.number.text == "√2/2" && off.scene.exactForm.text.hasPrefix("0.7071067811"))
    }

    /// Mixed numbers (`calculator.mixedNumbers`) write 7/3 as 2 1/3.
    @Test func mixedNumbersAreAnOption() {
        let mixed = Self.session("7/3=", preference: ExactFormPreference(mixedNumbers: true))
        #expect(mixed.scene.exactForm.text == "2 1/3")
    }

    /// Ctrl+C copies what the number shows: the exact form in the text the paste parser reads back
    /// (`sqrt(2)/2`) while it is the number, else the decimal.
    @Test func copyTakesWhatTheNumberShows() throws {
        let session = Self.session("8r/4=")
        let decimal = try #require(session.handle(Self.key("c", control: true)).copy)
        #expect(decimal.hasPrefix("0.7071067811"))
        _ = session.handle(Self.key("e", control: true))
        let exact = try #require(session.handle(Self.key("c", control: true)).copy)
        #expect(exact == "sqrt(2)/2")
        let pasted = CalculatorController()
        #expect(pasted.paste(exact) != nil)
        #expect(pasted.state.exactForm()?.plainText == exact && pasted.state.plainDisplay.hasPrefix("0.7071067811"))
    }

    /// `calculator.exactForm` and `calculator.mixedNumbers` set the preference; a bad value is named.
    @Test func theResourcesSetThePreference() {
        var problems: [String] = []
        let set = CalculatorSession.Settings(
            resources: ResourceValues(values: [.exactForm: "Main", .mixedNumbers: "on"]), problems: &problems)
        #expect(set.exactForm == ExactFormPreference(display: .main, mixedNumbers: true) && problems.isEmpty)
        let bad = CalculatorSession.Settings(resources: ResourceValues(values: [.exactForm: "always"]), problems: &problems)
        #expect(bad.exactForm == ExactFormPreference())
        #expect(problems == ["ignoring calculator.exactForm 'always': not show, main or off"])
    }
}
