import CalculatorModel
import Testing
import UnitDatabase
import WindowInterface

@testable import CalculatorPresentation

/// A length in feet written as feet and inches: the inches exact when they are, else rounded once to
/// four decimals from the proven value; the sign in front; read in words; shown in the converter's line.
struct FeetAndInchesTests {
    /// `numerator / denominator` feet, exactly.
    static func feet(_ numerator: String, over denominator: String = "1") -> Real {
        Real(Number(numerator)!) / Real(Number(denominator)!)
    }

    @Test(arguments: [
        ("70.5", "12", "5 ft 10.5 in"),   // 70.5 in
        ("1", "0.3048", "3 ft 3.3701 in"),   // 1 m = 39.37007874… in
        ("0.5", "1", "0 ft 6 in"),
        ("-70.5", "12", "-5 ft 10.5 in"),
        ("11.99996", "12", "1 ft 0 in"),   // the inches round up to a whole foot
        ("1", "3", "0 ft 4 in"),   // a third of a foot is exactly 4 in
        ("1234", "1", "1,234 ft 0 in"),
        ("0", "1", "0 ft 0 in"),
    ])
    func writes(numerator: String, denominator: String, expected: String) throws {
        let length = try #require(FeetAndInches(feet: Self.feet(numerator, over: denominator)))
        #expect(length.displayText(NumberLocale.standard) == expected)
    }

    /// π ft is 37.699111843… in: the inches rounded from the proven digits.
    @Test func anIrrationalLengthShowsProvenDigits() throws {
        let length = try #require(FeetAndInches(feet: Real.pi))
        #expect(length.displayText(NumberLocale.standard) == "3 ft 1.6991 in")
    }

    /// No line for no number, for a length that rounds to 0 in but is not 0, and for 10¹⁰ in or more.
    @Test(arguments: [("1", "1000000"), ("1e9", "1")])
    func noLineBeyondWhatItCanSay(numerator: String, denominator: String) {
        #expect(FeetAndInches(feet: Self.feet(numerator, over: denominator)) == nil)
    }

    @Test func noLineForNoNumber() {
        #expect(FeetAndInches(feet: .undefined(.outOfRange)) == nil)
    }

    /// The decimal separator and grouping are the locale's.
    @Test func writesInTheLocalesWay() throws {
        let length = try #require(FeetAndInches(feet: Self.feet("12345.25")))
        let german = NumberLocale(decimalSeparator: ",", groupSeparator: ".", grouping: [3])
        #expect(length.displayText(german) == "12.345 ft 3 in")
        let half = try #require(FeetAndInches(feet: Self.feet("70.5", over: "12")))
        #expect(half.displayText(german) == "5 ft 10,5 in")
    }

    @Test(arguments: [
        ("70.5", "12", "5 feet 10.5 inches"),
        ("13", "12", "1 foot 1 inch"),
        ("-2", "1", "minus 2 feet 0 inches"),
    ])
    func reads(numerator: String, denominator: String, expected: String) throws {
        let length = try #require(FeetAndInches(feet: Self.feet(numerator, over: denominator)))
        #expect(length.reading(NumberLocale.standard) == expected)
    }

    /// `auto` follows the measurement locale's territory: US customary in en_US, not in en_GB, de_DE or C.
    @Test(arguments: [
        (FeetAndInchesChoice.auto, "en_US.UTF-8", true), (.auto, "en_GB.UTF-8", false), (.auto, "de_DE", false),
        (.auto, "C", false), (.on, "de_DE", true), (.off, "en_US", false),
    ])
    func theChoice(choice: FeetAndInchesChoice, locale: String, isOn: Bool) {
        #expect(choice.isOn(for: MeasurementLocale(locale)) == isOn)
    }

    /// `calculator.feetAndInches` is read, in any case; a bad value is named and the default kept.
    @Test func theResource() {
        var problems: [String] = []
        let on = CalculatorSession.Settings(resources: ResourceValues(values: [.feetAndInches: "On"]), problems: &problems)
        #expect(on.exactForm.feetAndInches == .on && problems.isEmpty)
        let bad = CalculatorSession.Settings(resources: ResourceValues(values: [.feetAndInches: "yes"]), problems: &problems)
        #expect(bad.exactForm.feetAndInches == .auto)
        #expect(problems == ["ignoring calculator.feetAndInches 'yes': not auto, on or off"])
        #expect(Resource.textResources.contains(.feetAndInches))
    }
}

/// The converter shows a value in feet as feet and inches in the line under it, before its exact form.
struct ConverterFeetAndInchesTests {
    /// A session converting `units` whose feet-and-inches setting is `choice`, in the converter.
    static func session(_ units: (String, String), _ choice: FeetAndInchesChoice) -> CalculatorSession {
        var preference = ExactFormPreference()
        preference.feetAndInches = choice
        let session = CalculatorSession(
            size: Size(width: 320, height: 560), exactForm: preference, converterUnits: units, loadCatalogue: fixtureCatalogue)
        _ = session.handle(CalculatorSessionConverterTests.key("3", keysym: 0x33, control: true))
        return session
    }

    @Test func seventyAndAHalfInchesInFeet() {
        let session = Self.session(("inch", "ft"), .on)
        CalculatorSessionConverterTests.type("70.5", into: session)
        #expect(session.scene.number.text == "5.875 ft")
        #expect(session.scene.exactForm.text == "5 ft 10.5 in")
        let node = session.accessibleSnapshot.tree.node(withID: "exactForm")
        #expect(node?.text == "5 ft 10.5 in")
        #expect(node?.name == "5 feet 10.5 inches")
    }

    /// 1 m is 1250/381 ft: feet and inches take the line from the exact form when on; the exact form stays when off
    /// (and when `auto` in the C locale, the fixture's).
    @Test(arguments: [(FeetAndInchesChoice.on, "3 ft 3.3701 in"), (.off, "1250/381 ft"), (.auto, "1250/381 ft")])
    func oneMetreInFeet(choice: FeetAndInchesChoice, line: String) {
        let session = Self.session(("m", "ft"), choice)
        CalculatorSessionConverterTests.type("1", into: session)
        #expect(session.scene.exactForm.text == line)
    }

    /// Only a value in feet: inches to yards shows no feet and inches.
    @Test func onlyForFeet() {
        let session = Self.session(("inch", "yard"), .on)
        CalculatorSessionConverterTests.type("72", into: session)
        #expect(session.scene.exactForm.text == "")
    }
}
