import CalculatorModel
import Testing

@testable import UnitDatabase

/// How a name is looked up (issues 44 and 45): a fixed number of tries, each linear in the name's length,
/// however the name is made; and a name the database defines is never split as a prefix and a unit.
struct NameLookupTests {
    /// Every name the lookup asks the tables for while reading `name`, over a table of `units` and `prefixes`.
    static func asked(_ name: String, units: Set<String> = ["m", "s"], prefixes: Set<String> = ["k", "kilo"]) -> [String] {
        var asked: [String] = []
        _ = try? UnitDatabase.lookup(
            name, prefixOK: true, longestPrefix: 4,
            exact: { (word: String) -> UnitExpression.Meaning? in
                asked.append(word)
                return units.contains(word) ? .quantity(Quantity(.one)) : nil
            },
            prefix: { (word: String) -> Quantity? in prefixes.contains(word) ? Quantity(Real(1000)) : nil })
        return asked
    }

    /// R4: `kx` and 1,600 or 3,200 `s` asked the tables about every singular of every singular, each with
    /// every prefix split (11 s and 82 s); now the same few names, whatever the length.
    @Test(arguments: [10, 1_600, 3_200])
    func aLongNameIsAFewTries(length: Int) {
        let asked = Self.asked("kx" + String(repeating: "s", count: length))
        #expect(asked.count <= 12)
    }

    @Test(arguments: [
        ("kilometers", "meter"), ("ks", "s"), ("inches", "inch"), ("berries", "berry"), ("kiloberries", "berry"),
    ])
    func singularsAndPrefixesAreFound(name: String, unit: String) {
        let asked = Self.asked(name, units: ["meter", "s", "inch", "berry"])
        #expect(asked.last == unit, "\(name): \(asked)")
    }

    /// GNU units' `USquarterweight` is `US$ 0.25 / (20 US$ / lb)`: read with the currency file (issue 48),
    /// never as the survey prefix `US` and `quarterweight` (226.79… kg, issue 45).
    @Test func aDefinedNameIsNeverSplit() throws {
        let database = try UnitDatabaseTests.us.get()
        #expect(try database.convert("1 USquarterweight", to: "kg") == Real(Number(exactDecimal: "0.005669904625")!))
        #expect(try database.convert("1 quarterweight", to: "lb") == 500)
    }

    /// The same in a file of its own: a prefix `US-`, a unit that splits as `US` + `ton`, and a definition
    /// and a name in a skipped include.
    @Test func namesOfASkippedIncludeAreUnknown() throws {
        let text = fixtureBase + "US-  1200|3937 m/ft\nton  2000 kg\nUSton  US$ 3\n!include money.units\n"
        let database = try fixtureDatabase(
            text, files: ["money.units": "US$  !\nUSkg  2 kg\n"], skippedIncludes: ["money.units"])
        #expect(throws: UnitError.unusableDefinition("USton", reason: "unknown unit 'US$'")) {
            try database.convert("1 USton", to: "kg")
        }
        #expect(throws: UnitError.unknownUnit("USkg")) { try database.convert("1 USkg", to: "kg") }
        #expect(try database.convert("1 kton", to: "kg") == 2_000_000)
    }
}
