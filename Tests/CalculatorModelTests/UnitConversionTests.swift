import Testing

@testable import CalculatorModel

/// A conversion on the tape: its line as people read it, its line in the file, read back; a reader that
/// does not know the field (or a later version of it) reads the line as a calculation.
struct UnitConversionTests {
    @Test func aConversionLineShowsBothUnits() throws {
        let entry = try #require(
            HistoryEntry(converting: "3", UnitConversion(from: "ft", to: "cm"), to: Real(Number("91.44")!)))
        #expect(entry.line == "3 ft = 91.44 cm")
        #expect(entry.storedLine == "3 ft = 91.44\tconvert=1 ft cm")
        #expect(entry.value == Real(Number("91.44")!))
    }

    @Test(
        arguments: [
            ("3 ft = 91.44\tconvert=1 ft cm", "3 ft = 91.44 cm", UnitConversion(from: "ft", to: "cm")),
            (
                "1 mi = 1.609344\tv=2 id=4 eval=precedence angle=deg mode=calculator\tconvert=1 mi km", "1 mi = 1.609344 km",
                UnitConversion(from: "mi", to: "km")
            ),
            ("2 N = 2\tconvert=1 kg%20m/s^2 N", "2 N = 2 N", UnitConversion(from: "kg m/s^2", to: "N")),
            ("100 °F = 37.7\tconvert=1 °F °C", "100 °F = 37.7 °C", UnitConversion(from: "°F", to: "°C")),
            ("3 ft = 91.44\tconvert=2 ft cm metres", "3 ft = 91.44", nil),
            ("3 ft = 91.44\tconvert=1 ft", "3 ft = 91.44", nil),
            ("3 ft = 91.44\tconvert=1 ft %ZZ", "3 ft = 91.44", nil),
        ] as [(String, String, UnitConversion?)])
    func theFieldIsReadBack(stored: String, line: String, conversion: UnitConversion?) throws {
        let entry = try #require(HistoryEntry(line: Substring(stored)))
        #expect(entry.line == line)
        #expect(entry.conversion == conversion)
        if conversion != nil { #expect(HistoryEntry(line: Substring(entry.storedLine))?.conversion == conversion) }
    }

    /// Written and read back, the line is the same, a unit with a space in it included.
    @Test func theStoredLineRoundTrips() throws {
        let entry = try #require(
            HistoryEntry(converting: "2", UnitConversion(from: "kg m/s^2", to: "N"), to: Real(2)))
        #expect(entry.storedLine == "2 kg m/s^2 = 2\tconvert=1 kg%20m/s^2 N")
        let again = try #require(HistoryEntry(line: Substring(entry.storedLine)))
        #expect(again == entry && again.line == "2 kg m/s^2 = 2 N")
    }
}

/// A conversion of money keeps the rates it used in a field of its own (issue 48), read back; a line
/// whose rates field is of another version keeps its conversion without rates.
struct MoneyTapeFieldTests {
    @Test func theRatesFieldRoundTrips() throws {
        let conversion = UnitConversion(from: "USD", to: "EUR", rates: "2026-11-27 ECB")
        let entry = try #require(HistoryEntry(converting: "100", conversion, to: Real(Number("94.64")!)))
        #expect(entry.line == "100 USD = 94.64 EUR")
        #expect(entry.storedLine == "100 USD = 94.64\tconvert=1 USD EUR\trates=1 2026-11-27%20ECB")
        #expect(HistoryEntry(line: Substring(entry.storedLine))?.conversion == conversion)
    }

    @Test(arguments: ["rates=2 2026-11-27%20ECB", "rates=1", "rates=1 a b", "rates=1 %ZZ"])
    func anotherRatesFieldIsLeftOut(field: String) throws {
        let entry = try #require(HistoryEntry(line: Substring("100 USD = 94.64\tconvert=1 USD EUR\t" + field)))
        #expect(entry.conversion == UnitConversion(from: "USD", to: "EUR"))
    }
}
