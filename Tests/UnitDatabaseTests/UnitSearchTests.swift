import Testing
@testable import UnitDatabase

/// The picker's filter: units of the dimension containing what was typed, exact name, then prefix, then
/// substring, as dmenu ranks them.
struct UnitSearchTests {
    static let search = Result { () throws(UnitError) in UnitSearch(try UnitDatabase(locale: "en_US")) }

    @Test func miFindsMileAndMilAmongLengths() throws {
        let database = try UnitDatabaseTests.us.get()
        let matches = try Self.search.get().matches("mi", dimension: UnitCategory.length.dimension, common: ["mile"])
        let names = matches.map(\.name)
        #expect(names.first == "mi")   // the database's own abbreviation, an exact match
        #expect(names.dropFirst().first == "mile")   // the common unit first among the prefix matches
        #expect(names.contains("mil"))
        #expect(!names.contains("minute"))
        for match in matches {
            #expect(database.conformable(try database.quantity(match.name).dimension, UnitCategory.length.dimension))
        }
        let ranks = matches.map(\.rank)
        #expect(ranks == ranks.sorted())
        #expect(ranks.contains(.substring))
    }

    @Test func anExactNameComesFirst() throws {
        let matches = try Self.search.get().matches("mil", dimension: UnitCategory.length.dimension)
        #expect(matches.first == UnitSearch.Match(name: "mil", rank: .exact))
    }

    @Test func withoutADimensionEveryKindMatches() throws {
        let names = try Self.search.get().matches("mi", limit: 10_000).map(\.name)
        #expect(names.contains("minute"))
        #expect(names.contains("mile"))
    }

    @Test func aTypedExpressionOfTheDimensionIsOffered() throws {
        let matches = try Self.search.get().matches("mi/hr", dimension: UnitCategory.speed.dimension)
        #expect(matches.first == UnitSearch.Match(name: "mi/hr", rank: .expression))
        #expect(try Self.search.get().matches("mi/hr", dimension: UnitCategory.length.dimension).isEmpty)
    }
}
