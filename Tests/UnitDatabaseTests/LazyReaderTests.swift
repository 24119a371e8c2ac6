import CalculatorModel
import Testing

@testable import UnitDatabase

/// The database reduces a definition the first time a conversion names it (issue 33: opening the converter
/// must not wait for all 3,400 units of the installed database), and what it answers does not depend on
/// what was asked before.
struct LazyReaderTests {
    /// What a conversion answers: the value, or the error's message.
    static func answer(_ database: UnitDatabase, _ from: String, _ to: String) -> String {
        do throws(UnitError) {
            return NumberFormat.string(try database.convert(from, to: to), digits: 32, grouping: false)
        } catch {
            return "error: \(error.message)"
        }
    }

    @Test func aConversionReducesOnlyTheDefinitionsItNames() throws {
        let database = try UnitDatabase(locale: "en_US")
        #expect(Self.answer(database, "1 mile", "km") == "1.609344")
        #expect(database.reader.reducedCount < 100)
        #expect(database.units.count > 3_000)
        #expect(database.reader.reducedCount > 3_000)
    }

    /// The same conversions on a database that reduces as it goes and on one that reduced everything first,
    /// in the installed database and in a hostile file (a cycle, self-reference, an unknown name).
    @Test(arguments: [
        ("1 mile", "km"), ("60 mph", "km/hr"), ("1 gallon", "liter"), ("100 tempF", "tempC"), ("1 GiB", "byte"),
        ("1 kWh", "J"), ("3 furlongs", "m"), ("1 lb", "m"), ("1 flurble", "m"), ("2 kilofeet", "mm"),
    ])
    func lazyAndEagerReadingsAgree(from: String, to: String) throws {
        let lazy = try UnitDatabase(locale: "en_US")
        let eager = try UnitDatabase(locale: "en_US")
        _ = eager.units
        #expect(Self.answer(lazy, from, to) == Self.answer(eager, from, to))
    }

    @Test(arguments: [("1 after", "ft"), ("1 loopa", "m"), ("2 self", "m"), ("1 unknown", "m"), ("1 km", "m")])
    func lazyAndEagerAgreeOnAHostileFile(from: String, to: String) throws {
        let hostile = fixtureBase + "loopa loopb\nloopb 2 loopa\nself 3 self\nunknown 17 flurble\nafter 2 mile\n"
        let lazy = try fixtureDatabase(hostile)
        let eager = try fixtureDatabase(hostile)
        _ = eager.units
        #expect(Self.answer(lazy, from, to) == Self.answer(eager, from, to))
    }

    /// A sheet asks whether a name is a unit's or a prefix's (`m = 4` is refused) without reducing every
    /// definition, and the answer is the full tables' (the installed database and a hostile file).
    @Test(arguments: [
        "m", "kilo", "k", "Ki", "foot", "meters", "rent", "total", "x", "pi", "tempC", "loopa", "self", "unknown", "after",
    ])
    func aNameIsAUnitsWithoutReducingEveryDefinition(name: String) throws {
        let hostile = fixtureBase + "loopa loopb\nloopb 2 loopa\nself 3 self\nunknown 17 flurble\nafter 2 mile\n"
        let pairs = [
            (try UnitDatabase(locale: "en_US"), try UnitDatabase(locale: "en_US")),
            (try fixtureDatabase(hostile), try fixtureDatabase(hostile)),
        ]
        for (lazy, eager) in pairs {
            let answer = lazy.isUnitOrPrefix(name)
            #expect(lazy.reader.reducedCount < 100)
            #expect(answer == (eager.units[name] != nil || eager.prefixes[name] != nil))
        }
    }
}
