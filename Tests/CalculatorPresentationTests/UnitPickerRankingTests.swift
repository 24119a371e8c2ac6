import Testing
import UnitDatabase

@testable import CalculatorPresentation

/// What people type into the picker, against the unit each must pick (the first row, which Return takes),
/// over the installed database (issue 43, item 1): an exact name, symbol or alias in any category first,
/// then names it begins, then names it is inside; the current category first within each, curated units
/// before the rest. The rows of issue 43 picked acrefoot, ft³, pint, festmeter, cm³ and amphora.
struct UnitPickerRankingTests {
    static let catalogue = Result { () throws(UnitError) in
        UnitCatalogue(try UnitDatabase(locale: "en_US"), locale: MeasurementLocale("en_US"))
    }

    /// The first item for `typed` on a side whose unit is `current`.
    static func first(_ typed: String, from current: String) throws -> UnitPicker.Item? {
        let catalogue = try Self.catalogue.get()
        return catalogue.items(matching: typed, like: UnitChoice.named(current)).first
    }

    @Test(arguments: [
        // From the volume category (after `1 cup → mL`).
        ("milliliter", "foot", "foot"), ("milliliter", "ft", "foot"), ("milliliter", "in", "inch"),
        ("milliliter", "cm", "cm"), ("milliliter", "meter", "m"), ("milliliter", "mph", "mph"),
        ("milliliter", "°F", "tempF"), ("milliliter", "℉", "tempF"), ("milliliter", "fahrenheit", "tempF"),
        ("milliliter", "fahr", "tempF"), ("milliliter", "celsius", "tempC"), ("milliliter", "cels", "tempC"),
        ("milliliter", "°C", "tempC"), ("milliliter", "K", "tempK"), ("milliliter", "kelvin", "tempK"),
        ("milliliter", "tempF", "tempF"), ("milliliter", "Δ°F", "degF"), ("milliliter", "degF", "degF"),
        ("milliliter", "cup", "cup"), ("milliliter", "gal", "gallon"), ("milliliter", "L", "liter"),
        ("milliliter", "l", "liter"), ("milliliter", "ml", "milliliter"), ("milliliter", "ft^3", "ft^3"),
        // From other categories.
        ("m", "kg", "kg"), ("m", "mi", "mile"), ("m", "yd", "yard"), ("m", "mi/hr", "mi/hr"), ("m", "km/h", "km/hr"),
        ("kg", "lb", "pound"), ("kg", "oz", "ounce"), ("kg", "g", "g"), ("tempC", "fahrenheit", "tempF"),
        ("inch", "feet", "foot"), ("km/hr", "knot", "knot"), ("km/hr", "m/s", "m/s"),
        ("joule", "cal", "calorie"), ("Pa", "psi", "psi"), ("byte", "MB", "MB"), ("m", "kilofeet", "kilofeet"),
        ("m", "nmi", "nauticalmile"), ("s", "min", "minute"), ("s", "hour", "hour"),
        // Everyday names: `h` is the hour, `rad` the radian, `ℎ` Planck's constant (its own row).
        ("s", "h", "hour"), ("m", "h", "hour"), ("degree", "rad", "radian"), ("J", "BTU", "btu"), ("m", "ℎ", "ℎ"),
    ])
    func whatIsTypedIsPicked(current: String, typed: String, expected: String) throws {
        let first = try Self.first(typed, from: current)
        #expect(first?.unit.expression == expected, "\(typed) from \(current): \(String(describing: first))")
    }

    /// One unit is one row however many names pick it: `foot (ft)` and `ft`, `liter (L)` and `L`,
    /// `tempF (°F)` and `°F`.
    @Test(arguments: ["ft", "f", "l", "°F", "fahrenheit", "t", "m", "e"])
    func aUnitIsOneRow(typed: String) throws {
        let items = try Self.catalogue.get().items(matching: typed, like: UnitChoice.named("milliliter"))
        let units = items.map(\.unit.expression)
        #expect(Set(units).count == units.count, "\(typed): \(units)")
        #expect(!units.contains("feet") && !units.contains("°F") && !units.contains("tempfahrenheit"))
    }

    /// Differences come after the temperatures, and say what they are; a row of another category says which.
    @Test func rowsSayWhatTheyAre() throws {
        let catalogue = try Self.catalogue.get()
        let temperatures = catalogue.items(matching: "", like: UnitChoice.named("tempC")).map(UnitPicker.title)
        #expect(
            Array(temperatures.prefix(6)) == [
                "tempF (°F)", "tempR (°R)", "tempC (°C)", "tempK (K)", "°C difference", "°F difference",
            ])
        let fahrenheit = catalogue.items(matching: "°F", like: UnitChoice.named("milliliter")).map(UnitPicker.title)
        #expect(Array(fahrenheit.prefix(2)) == ["tempF (°F) — temperature", "°F difference — temperature"])
        let speed = try #require(try Self.first("mph", from: "milliliter"))
        #expect(UnitPicker.title(of: speed) == "mph — speed")
        let other = try #require(try Self.first("kg m", from: "milliliter"))
        #expect(UnitPicker.title(of: other) == "kg m — kg m")   // no category: its base units
    }

    /// Something being typed that is no whole expression yet (an open parenthesis) is not evaluated; a
    /// hostile query of the picker's whole length ends in no match.
    @Test func anUnfinishedExpressionIsNotRead() throws {
        let catalogue = try Self.catalogue.get()
        #expect(catalogue.expression("(m") == nil && catalogue.expression("m/") == nil)
        #expect(catalogue.expression("(m)")?.dimension == Dimension(["m": 1]))
        let deep = String(repeating: "(", count: 50) + "m" + String(repeating: ")", count: 50)
        #expect(catalogue.expression(deep)?.dimension == Dimension(["m": 1]))
        let hostile = "kx" + String(repeating: "s", count: UnitPicker.maximumQuery - 2)
        #expect(catalogue.items(matching: hostile, like: UnitChoice.named("m")).isEmpty)
    }
}
