import CalculatorModel
import Testing
import UnitDatabase

/// The reader's directives and its robustness: a bad definition is skipped and counted, never fatal.
struct DefinitionsFileTests {
    static let english =
        fixtureBase + """
            usgallon  231 inch^3
            brgallon  4.54609e-3 m^3
            !locale en_GB
            !  set UNITS_ENGLISH GB
            !endlocale
            !set UNITS_ENGLISH US
            !var UNITS_ENGLISH US
            gallon    usgallon
            !endvar
            !var UNITS_ENGLISH GB
            gallon    brgallon
            !endvar
            !utf8
            µm        1e-6 m
            !endutf8

            """

    @Test(arguments: [
        ("en_US", [:], "3.785411784"), ("en_GB", [:], "4.54609"), ("C", [:], "3.785411784"),
        ("en_GB.UTF-8", [:], "4.54609"), ("en_US", ["UNITS_ENGLISH": "GB"], "4.54609"),
    ])
    func varBlocksFollowTheLocaleAndTheEnvironment(locale: String, variables: [String: String], litres: String) throws {
        let database = try fixtureDatabase(Self.english, locale: MeasurementLocale(locale).name, variables: variables)
        #expect(try database.convert("1000 gallon", to: "m^3") == Real(Number(exactDecimal: litres)!))
    }

    @Test func utf8BlocksAreRead() throws {
        #expect(try fixtureDatabase(Self.english).convert("1 µm", to: "m") == Real(Number(exactDecimal: "1e-6")!))
    }

    /// Cycles, self-reference, unknown names, absurd exponents, a huge line and garbage are each skipped and
    /// counted; the rest of the file still loads.
    @Test func badDefinitionsAreSkippedOneByOne() throws {
        let hostile =
            fixtureBase + """
                loopa     loopb
                loopb     2 loopa
                self      3 self
                unknown   17 flurble
                absurd    m^99999999999999999999
                garbage   ((((
                huge      \(String(repeating: "m ", count: 40_000))
                !frobnicate
                after     2 mile

                """
        let database = try fixtureDatabase(hostile)
        #expect(try database.convert("1 after", to: "ft") == Real(10560))
        let skipped = Set(database.skipped.map(\.name))
        for name in ["loopa", "loopb", "self", "unknown", "absurd", "garbage", "!frobnicate"] {
            #expect(skipped.contains(name), "\(name)")
        }
        #expect(database.skipped.contains { $0.reason == .tooLong })
        #expect(database.units["loopa"] == nil)
    }

    /// An include that includes itself stops at the depth limit.
    @Test func includeCyclesStop() throws {
        let database = try fixtureDatabase(
            fixtureBase + "!include other.units\n", files: ["other.units": "!include other.units\nyard 3 ft\n"])
        #expect(try database.convert("1 yard", to: "ft") == Real(3))
        #expect(database.skipped.contains { $0.reason == .badDirective })
    }

    @Test func aMissingFileIsOneError() {
        #expect(throws: UnitError.missingDatabase("/nonexistent/definitions.units")) {
            try UnitDatabase(path: "/nonexistent/definitions.units", locale: "C")
        }
    }
}
