import CalculatorModel
import Testing
import UnitDatabase

/// The installed database (`/usr/share/units/definitions.units`, Debian's `units`, which
/// `Scripts/install-deps --test` installs) read and converted exactly. Each identity is exact by
/// definition in NIST SP 811 (2008), appendix B.8/B.9, and is read from the database lines named.
struct UnitDatabaseTests {
    static let us = Result { () throws(UnitError) in try UnitDatabase(locale: "en_US") }
    static let gb = Result { () throws(UnitError) in try UnitDatabase(locale: "en_GB") }

    /// The exact decimal `text` as a value.
    static func exact(_ text: String) -> Real { Real(Number(exactDecimal: text)!) }

    @Test(arguments: [
        // `inch 2.54 cm`, `foot 12 inch`, `mile 5280 ft`: NIST SP 811 B.8, mile (international) = 1.609344 E+03 m.
        ("1 mile", "km", "1.609344"),
        // `inch 2.54 cm`: NIST SP 811 B.8, inch = 2.54 E-02 m exactly.
        ("1 inch", "cm", "2.54"),
        ("3 ft", "cm", "91.44"),
        // `pound 0.45359237 kg`: NIST SP 811 B.8, pound (avoirdupois) = 4.5359237 E-01 kg exactly.
        ("1 lb", "kg", "0.45359237"),
        // `usgallon 231 in^3` (US gallon chosen by `!var UNITS_ENGLISH US`): NIST SP 811 B.8, 3.785411784 E-03 m³.
        ("1 gallon", "liter", "3.785411784"),
        // `kWh kilowatt hour`: 3.6 E+06 J.
        ("1 kWh", "J", "3600000"),
        // `atm 101325 Pa`: NIST SP 811 B.8, atmosphere, standard = 1.01325 E+05 Pa exactly.
        ("1 atm", "Pa", "101325"),
        // `calorie 4.184 J` (thermochemical): NIST SP 811 B.8, 4.184 J exactly.
        ("1 calorie", "J", "4.184"),
        // `acre intacre`, `intacre 43560 ft^2`.
        ("1 acre", "m^2", "4046.8564224"),
        // `mph mile/hr`, `hr hour`: a compound expression on both sides.
        ("60 mph", "km/hr", "96.56064"),
        // Prefixes (`k- kilo`, `Ki- 2^10`) and powers: `cm3`, `m^3`.
        ("1 GiB", "byte", "1073741824"),
        ("1000000 cm3", "m^3", "1"),
        // `J / mol K`: juxtaposition binds tighter than `/`.
        ("1 J / mol K", "J/(mol*K)", "1"),
        // `tempK K` is linear; `tempC(x) … x K + stdtemp`, `stdtemp 273.15 K`.
        ("0 tempC", "tempK", "273.15"),
        ("100 tempC", "tempF", "212"),
        ("-40 tempF", "tempC", "-40"),
        // `degF 5|9 degC`: a difference of 9 °F is 5 K.
        ("9 degF", "K", "5"),
    ])
    func exactIdentities(from: String, to: String, expected: String) throws {
        let database = try Self.us.get()
        #expect(try database.convert(from, to: to) == Self.exact(expected))
    }

    /// `tempF(x) … (x+(-32)) degF + stdtemp`: 100 °F is exactly 340/9 °C, the 37.7̅.
    @Test func fahrenheitIsExactlyAFraction() throws {
        let database = try Self.us.get()
        #expect(try database.convert("100 tempF", to: "tempC") == Real(340) / Real(9))
        #expect(try database.convert("5|9 tempC", to: "tempC") == Real(5) / Real(9))
    }

    /// `!locale en_GB` sets `UNITS_ENGLISH GB`, whose block defines `gallon brgallon` (`brgallon 4.54609 l`,
    /// the imperial gallon of the Weights and Measures Act 1985).
    @Test func theLocaleChoosesImperialGallons() throws {
        #expect(try Self.gb.get().englishUnits == "GB")
        #expect(try Self.us.get().englishUnits == "US")
        #expect(try Self.gb.get().convert("1 gallon", to: "liter") == Self.exact("4.54609"))
        #expect(try Self.us.get().convert("1 gallon", to: "liter") == Self.exact("3.785411784"))
        #expect(
            try UnitDatabase(locale: "en_US", variables: ["UNITS_ENGLISH": "GB"]).convert("1 pint", to: "ml")
                == Self.exact("568.26125"))
    }

    /// The database's `pi 3.14159265358979323846` becomes the model's exact π: 180 degrees are π radians, and
    /// a degree's 32 digits are proven (the database's decimal is wrong from the 22nd).
    @Test func piIsExact() throws {
        let database = try Self.us.get()
        #expect(try database.convert("180 degree", to: "radian") == Real.pi)
        #expect(
            NumberFormat.string(try database.convert("1 degree", to: "radian"), digits: 32, grouping: false)
                == "0.017453292519943295769236907684886")
    }

    @Test(arguments: [("1 m", "kg", "cannot convert length to mass"), ("1 tempC", "s", "cannot convert temperature to time")])
    func nonConformableUnitsAreAnErrorNamingTheCategories(from: String, to: String, message: String) throws {
        let database = try Self.us.get()
        #expect(throws: UnitError.self) { try database.convert(from, to: to) }
        do { _ = try database.convert(from, to: to) } catch { #expect(error.message == message) }
    }

    @Test func anUnknownUnitIsNamed() throws {
        let database = try Self.us.get()
        #expect(throws: UnitError.unknownUnit("flurble")) { try database.convert("1 flurble", to: "m") }
    }

    /// Nearly all of the database is read: GNU units 2.22 has about 3,300 units and 113 prefixes; what is
    /// left out (currency, tables, nonlinear units that are not affine) stays a small fraction.
    @Test func mostOfTheDatabaseIsRead() throws {
        let database = try Self.us.get()
        #expect(database.units.count > 3_000)
        #expect(database.prefixes.count > 100)
        #expect(Set(["tempC", "tempF", "tempreaumur"]).isSubset(of: Set(database.functions.keys)))
        #expect(database.skipped.count < database.units.count / 10)
        #expect(database.skipped.contains { $0.name == "gasmark[degR]" && $0.reason == .table })
    }
}
