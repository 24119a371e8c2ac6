import CalculatorModel
import Testing
import UnitDatabase
import WindowInterface

@testable import CalculatorPresentation

/// The converter's wrong turns of issue 43, in the session: what is typed is picked, temperatures are
/// temperatures, a unit the other side cannot take is said (both kept, the result blank), a value with its
/// unit pastes both, and the history panel works there as in the other modes.
struct CalculatorSessionConverterChoiceTests {
    typealias Converter = CalculatorSessionConverterTests

    /// The installed database's catalogue, for the issue's own rows.
    static let installed: @Sendable () -> Result<UnitCatalogue, UnitError> = {
        UnitDatabase.system.map { UnitCatalogue($0, locale: MeasurementLocale("C")) }
    }

    /// A converter session over the installed database, opened from `from` to `to`.
    static func session(_ from: String, _ to: String) -> CalculatorSession {
        let session = Converter.session(units: [from, to], catalogue: installed)
        _ = session.handle(Converter.key("3", keysym: 0x33, control: true))
        return session
    }

    /// What Ctrl+Shift+C copies.
    static func copiedWithUnit(_ session: CalculatorSession) -> [String] {
        CalculatorSessionProgrammerTests.copied(
            session.handle(CalculatorSessionTests.key("", keysym: 0x43, control: true, shift: true)))
    }

    /// Issue 43's "Done when", from the volume category (1 cup → mL): each typed unit is the one picked.
    @Test(arguments: [
        ("foot", "cm", "3", "91.44 cm"), ("mph", "m/s", "60", "26.8224 m/s"),
        ("fahrenheit", "celsius", "100", "37.77777777777778 °C"), ("°F", "°C", "100", "37.77777777777778 °C"),
    ])
    func fromTheVolumeCategory(from: String, to: String, value: String, copied: String) {
        let session = Self.session("cup", "milliliter")
        _ = Converter.pick("f", from, in: session)
        _ = Converter.pick("t", to, in: session)
        Converter.type(value, into: session)
        #expect(Self.copiedWithUnit(session) == [copied])
    }

    /// m, then kg chosen for "to": both stay, the number's place says why (and the screen reader does),
    /// the "from" line keeps the value, and nothing is copied; choosing a length again converts.
    @Test func anIncompatibleChoiceIsSaid() throws {
        let session = Converter.session(units: ["m", "km"])
        _ = session.handle(Converter.key("3", keysym: 0x33, control: true))
        Converter.type("5", into: session)
        let answer = Converter.pick("t", "kg", in: session)
        #expect(session.converter?.from.expression == "m" && session.converter?.to.expression == "kg")
        #expect(answer.scene?.number.text == "m and kg measure different things")
        #expect(answer.scene?.expression.text == "5 m")
        let display = try #require(session.accessibleSnapshot.tree.node(withID: "display"))
        #expect(display.name.hasSuffix("m and kg measure different things"))
        #expect(Self.copiedWithUnit(session).isEmpty)
        #expect(Converter.pick("t", "mile", in: session).scene?.number.text.hasSuffix(" mi") == true)
    }

    /// A temperature and a difference of °C or °F are said to be no pair; below absolute zero is said too.
    @Test func temperaturesAndDifferencesAreSaid() {
        let session = Self.session("tempF", "tempC")
        _ = Converter.pick("t", "Δ°C", in: session)
        #expect(session.scene.number.text == "°F is a temperature, Δ°C a temperature difference")
        _ = Converter.pick("t", "°C", in: session)
        Converter.type("500", into: session)
        _ = session.handle(.click(.key(.operation(.negate))))
        #expect(session.scene.number.text == "Below absolute zero")
    }

    /// `3 ft` pasted takes the value and the unit; `2+3` the value alone; an unknown unit is said.
    @Test func aPastedValueTakesItsUnit() {
        let session = Self.session("m", "cm")
        #expect(CalculatorSessionProgrammerTests.paste("3 ft", into: session).scene?.number.text == "91.44 cm")
        #expect(session.converter?.from.expression == "foot")
        _ = CalculatorSessionProgrammerTests.paste("100 °F", into: session)
        #expect(session.converter?.from.expression == "tempF")
        #expect(session.scene.number.text == "°F and cm measure different things")
        _ = Converter.pick("t", "°C", in: session)
        _ = CalculatorSessionProgrammerTests.paste("−40 °F", into: session)
        #expect(session.scene.number.text == "-40 °C")
        _ = CalculatorSessionProgrammerTests.paste("2+3", into: session)
        #expect(session.scene.number.text.hasPrefix("-15"))
        let refused = CalculatorSessionProgrammerTests.paste("5 flurbles", into: session)
        #expect(refused.scene?.expression.text == "Unknown unit: flurbles")
        #expect(session.converter?.from.expression == "tempF")
    }

    /// A query longer than the picker takes is refused with a notice, the query unchanged.
    @Test func aLongQueryIsRefused() {
        let session = Converter.session(units: ["m", "km"])
        _ = session.handle(Converter.key("3", keysym: 0x33, control: true))
        Converter.type("f" + String(repeating: "(", count: UnitPicker.maximumQuery), into: session)
        #expect(session.converter?.picker?.query.count == UnitPicker.maximumQuery)
        let refused = session.handle(Converter.key("("))
        #expect(refused.scene?.expression.text == "A unit has at most 100 characters")
        #expect(session.converter?.picker?.query.count == UnitPicker.maximumQuery)
    }

    /// Ctrl+H and the history button open the tape's panel in the converter, as in the other modes: its rows
    /// in the keypad's place (and to a screen reader), Up and Return recall a row into the "from" value,
    /// `f` closes it for the picker.
    @Test func theHistoryPanelOpensInTheConverter() throws {
        let session = Converter.session(units: ["mile", "km"])
        Converter.type("7*6=", into: session)
        _ = session.handle(Converter.key("3", keysym: 0x33, control: true))
        _ = session.handle(Converter.key("", keysym: 0xFF1B))   // Escape: AC
        Converter.type("1=", into: session)
        let opened = session.handle(Converter.key("h", keysym: 0x68, control: true))
        #expect(session.history.isOpen)
        #expect(opened.scene?.buttons.contains { $0.control == .historyRow(0) } == true)
        #expect(opened.scene?.buttons.contains { $0.control == .historyToggle } == true)
        #expect(session.accessibleSnapshot.tree.node(withID: "button_history")?.states.contains(.checked) == true)
        _ = session.handle(Converter.key("", keysym: 0xFF52))   // Up: the newest row, `1 mi = 1.609344 km`
        _ = session.handle(Converter.key("", keysym: 0xFF52))   // Up: `7 × 6 = 42`
        let recalled = session.handle(Converter.key("", keysym: 0xFF0D))
        #expect(!session.history.isOpen && recalled.scene?.expression.text == "42 mi")
        _ = session.handle(.click(.historyToggle))
        #expect(session.history.isOpen)
        _ = session.handle(Converter.key("f"))
        #expect(!session.history.isOpen && session.converter?.picker != nil)
    }
}
