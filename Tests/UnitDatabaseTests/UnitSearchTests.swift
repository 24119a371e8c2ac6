import Testing

@testable import UnitDatabase

/// The picker's index: every unit once under all its names (aliases, the temperature names, the curated
/// symbols), matched by equal name, prefix and substring, ignoring case; the ranking is the picker's.
struct UnitSearchTests {
    static let search = Result { () throws(UnitError) in UnitSearch(try UnitDatabase(locale: "en_US")) }

    /// The row `name` picks, and its unit.
    static func unit(named name: String) throws -> String? {
        let search = try Self.search.get()
        return search.row(named: name).map { search.rows[$0].unit }
    }

    /// Aliases are one row (`ft foot`, `in inch`, `L liter`); `°F` and `fahrenheit` are the temperature
    /// `tempF`, `degF` and `Δ°F` its difference; `K` and `kelvin` the absolute scale `tempK`, `degK` its step.
    @Test(arguments: [
        ("ft", "foot"), ("feet", "foot"), ("in", "inch"), ("L", "liter"), ("litre", "liter"), ("meter", "m"),
        ("°F", "tempF"), ("℉", "tempF"), ("fahrenheit", "tempF"), ("tempfahrenheit", "tempF"), ("°C", "tempC"),
        ("celsius", "tempC"), ("K", "tempK"), ("kelvin", "tempK"), ("degF", "degF"), ("Δ°F", "degF"),
        ("degfahrenheit", "degF"), ("ΔK", "degK"), ("gallon", "usgallon"), ("gal", "usgallon"), ("km/h", "km/hr"),
    ])
    func namesPickTheirUnit(name: String, unit: String) throws {
        #expect(try Self.unit(named: name) == unit)
    }

    @Test func everyRowIsOneUnit() throws {
        let search = try Self.search.get()
        #expect(Set(search.rows.map(\.unit)).count == search.rows.count)
        #expect(search.rows.count > 2_000)
        let foot = try #require(search.rows.first { $0.unit == "foot" })
        #expect(foot.common?.symbol == "ft" && foot.dimension == UnitCategory.length.dimension)
    }

    /// Equal (as typed, then ignoring case), then beginning, then inside; each row once, with its best rank.
    @Test func ranks() throws {
        let search = try Self.search.get()
        func rank(_ query: String, _ unit: String) -> UnitSearch.Rank? {
            search.matches(query).first { search.rows[$0.row].unit == unit }?.rank
        }
        #expect(rank("mil", "mil") == .exact)
        #expect(rank("MIL", "mil") == .exactIgnoringCase)
        #expect(rank("mi", "mile") == .exact)   // `mi` is the mile's own name
        #expect(rank("mil", "mile") == .prefix)
        #expect(rank("foot", "intacrefoot") == .substring)   // `acrefoot intacrefoot`: one row
        #expect(rank("fahr", "tempF") == .prefix)
        #expect(rank("fahr", "degF") == .substring)
        #expect(search.matches("").isEmpty && search.matches("qqqqzz").isEmpty)
        let rows = search.matches("m").map(\.row)
        #expect(Set(rows).count == rows.count)
    }

    @Test func containsFindsAnyPlace() {
        #expect(UnitSearch.contains(Array("acrefoot".utf8), Array("foot".utf8)))
        #expect(UnitSearch.contains(Array("foot".utf8), Array("foot".utf8)))
        #expect(!UnitSearch.contains(Array("foo".utf8), Array("foot".utf8)))
        #expect(!UnitSearch.contains(Array("fotofo".utf8), Array("foot".utf8)))
    }
}
