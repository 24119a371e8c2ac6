import CalculatorModel
import Testing
@testable import UnitDatabase

/// A unit means what people mean by it: `h` is the hour (`km/h`), `rad` the radian, `BTU` the British thermal
/// unit, in what a person types; the database's own definitions keep its meanings. The values are the
/// installed database's definitions worked out by hand (`hour 60 min`, `radian` = 180/π degrees, `btu
/// btu_IT`, `btu_IT cal_IT lb degF / gram K` = 1055.05585262 J, `h 6.62607015e-34 J s`).
struct EverydayNamesTests {
    static func exact(_ text: String) -> Real { Real(Number(exactDecimal: text)!) }

    @Test(arguments: [
        ("36 km/h", "m/s", "10"), ("1 h", "min", "60"), ("1 mph", "km/h", "1.609344"), ("1 BTU", "J", "1055.05585262"),
        ("1 Btu", "J", "1055.05585262"), ("1 kn", "km/h", "1.852"), ("3 m²", "m^2", "3"), ("1 ft²", "inch^2", "144"),
    ])
    func everydayNames(from: String, to: String, expected: String) throws {
        let database = try UnitDatabaseTests.us.get()
        #expect(try database.convert(from, to: to) == Self.exact(expected), "\(from) → \(to)")
    }

    @Test func radIsTheRadian() throws {
        let database = try UnitDatabaseTests.us.get()
        #expect(try database.convert("1 rad", to: "radian") == Real(1))
        #expect(throws: UnitError.self) { try database.convert("1 rad", to: "Gy") }
    }

    /// The database's definitions that name `h` keep Planck's constant (ħ = h/2π), which a person types `ℎ`.
    @Test func theDatabaseKeepsItsOwnMeanings() throws {
        let database = try UnitDatabaseTests.us.get()
        #expect(try database.convert("1 ℎ", to: "J s") == Self.exact("6.62607015e-34"))
        #expect(
            try database.convert("1 hbar", to: "ℎ").rounded(toSignificantDigits: 12) == Number(exactDecimal: "0.159154943092"))
    }
}
