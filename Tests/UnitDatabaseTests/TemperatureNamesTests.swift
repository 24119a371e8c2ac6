import CalculatorModel
import Testing
@testable import UnitDatabase

/// Temperatures are temperatures (issue 43): `°F`, `°C`, `℉`, `℃`, `fahrenheit`, `celsius`, `kelvin`, `K` name
/// readings on a scale, as `tempF`, `tempC`, `tempK` do; `degF`, `Δ°F`, `ΔK` name differences. The values are
/// the scales' definitions in the installed database (`tempF(x) … (x+(-32)) degF + stdtemp`, `stdtemp
/// 273.15 K`, `degF 5|9 degC`, `degrankine degF`), worked out by hand.
struct TemperatureNamesTests {
    static func exact(_ text: String) -> Real { Real(Number(exactDecimal: text)!) }

    @Test(arguments: [
        ("100 °F", "°C", "340/9"), ("100 ℉", "℃", "340/9"), ("100 fahrenheit", "celsius", "340/9"),
        ("100°F", "Celsius", "340/9"), ("-40°C", "°F", "-40"), ("-40 tempC", "fahrenheit", "-40"),
        ("300 K", "°C", "26.85"), ("0 kelvin", "tempF", "-459.67"), ("491.67 °R", "°C", "0"),
        ("32 tempF", "tempC", "0"), ("-273.15 °C", "K", "0"), ("-459.67 °F", "kelvin", "0"),
        // Differences: a step of 9 °F is 5 K whichever way it is named; K counts from absolute zero.
        ("9 Δ°F", "ΔK", "5"), ("9 degF", "K", "5"), ("10 Δ°C", "Δ°F", "18"), ("9 degfahrenheit", "degC", "5"),
        ("1 Δ°R", "Δ°F", "1"),
    ])
    func temperaturesAndDifferences(from: String, to: String, expected: String) throws {
        let database = try UnitDatabaseTests.us.get()
        let value = try database.convert(from, to: to)
        if let slash = expected.firstIndex(of: "/") {
            #expect(value == Self.exact(String(expected[..<slash])) / Self.exact(String(expected[slash...].dropFirst())))
        } else {
            #expect(value == Self.exact(expected), "\(from) → \(to)")
        }
    }

    /// A temperature on a scale with an offset and a difference do not convert into each other: 100 °F is not
    /// a step of 100 °F (`units` reads `100 degF` to `tempC` as −217.59…, the wrong turn of issue 43).
    @Test(arguments: [("100 degF", "tempC", "tempC", "degF"), ("100 °F", "Δ°C", "°F", "Δ°C"), ("1 Δ°C", "°F", "°F", "Δ°C")])
    func aTemperatureIsNoDifference(from: String, to: String, temperature: String, difference: String) throws {
        let database = try UnitDatabaseTests.us.get()
        #expect(throws: UnitError.temperatureAndDifference(temperature: temperature, difference: difference)) {
            try database.convert(from, to: to)
        }
    }

    /// Inside a compound unit `°C` stays the database's difference: a specific heat per degree.
    @Test func insideACompoundUnitADegreeIsADifference() throws {
        let database = try UnitDatabaseTests.us.get()
        #expect(try database.convert("1 J/°C", to: "J/K") == 1)
        #expect(try database.convert("1 J/°F", to: "J/K") == Real(9) / Real(5))
    }

    /// The six readings below absolute zero (issue 45) are refused with the database's domain or range; the
    /// scales' own zeros convert.
    @Test(arguments: [
        ("-1 tempK", "tempC", "tempK", "[0,)"), ("-500 tempF", "tempC", "tempF", "[-459.67,)"),
        ("-300 tempC", "tempF", "tempC", "[-273.15,)"), ("-1 tempR", "tempC", "tempR", "[0,)"),
        ("-300 tempreaumur", "tempC", "tempreaumur", "[-218.52,)"), ("-1 K", "°F", "tempK", "[0,)"),
        ("-1 tempK", "K", "tempK", "[0,)"),
    ])
    func belowAbsoluteZeroIsRefused(from: String, to: String, function: String, interval: String) throws {
        let database = try UnitDatabaseTests.us.get()
        #expect(throws: UnitError.outsideDomain(function: function, interval: interval, belowAbsoluteZero: true)) {
            try database.convert(from, to: to)
        }
    }

    /// A difference below zero is a difference; converted to a scale's temperature it is checked against the
    /// scale's range (`tempC`'s `range=[0,)`, in K).
    @Test func aRangeIsCheckedOnTheWayIn() throws {
        let database = try UnitDatabaseTests.us.get()
        #expect(try database.convert("-9 Δ°F", to: "Δ°C") == -5)
        #expect(throws: UnitError.outsideRange(function: "tempK", interval: "[0,)", belowAbsoluteZero: true)) {
            try database.convert("-9 degF", to: "K")
        }
        let tempF = try #require(database.functions["tempF"])
        #expect(tempF.domain.description == "[-459.67,)" && tempF.range.description == "[0,)")
    }
}

/// `VALUE NAME` is read as a value and a whole unit only where the name multiplies the value.
struct TrailingNameTests {
    @Test(arguments: [
        ("100 °F", "100 ", "°F"), ("-40tempC", "-40", "tempC"), ("5|9 degC", "5|9 ", "degC"), ("(2+3) ft", "(2+3) ", "ft"),
    ])
    func aValueAndItsUnit(text: String, value: String, name: String) throws {
        let split = try #require(try UnitExpression.trailingName(Substring(text)))
        #expect(split.value == value && split.name == name)
    }

    @Test(arguments: ["mile", "30/hr", "2 ft + 3 in", "3 ft^2", "60 mi/hr", "2^K"])
    func anythingElseIsOneExpression(text: String) throws {
        #expect(try UnitExpression.trailingName(Substring(text)) == nil)
    }
}
