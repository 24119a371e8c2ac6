import Testing
@testable import CalculatorModel

@Suite struct LineRecipeTests {
    /// Every field comes back as written, the keys' spaces escaped so they stay one field.
    @Test func fieldsReadBackAsWritten() throws {
        var recipe = LineRecipe(
            id: 7, source: 3, start: "-1.5e-30", keys: "× 2 =", evaluation: .immediate, angleUnit: .radians)
        recipe.otherFields = ["base=16"]
        #expect(recipe.fields == "v=2 id=7 from=3 start=-1.5e-30 eval=immediate angle=rad mode=calculator keys=×%202%20= base=16")
        #expect(LineRecipe(fields: Substring(recipe.fields)) == recipe)
    }

    /// Unknown fields are tolerated and kept; another version, no id, or a bad escape make no recipe.
    @Test(arguments: [
        ("v=2 id=1 keys=1%20+%202%20= word=64 base=hex", true),
        ("v=3 id=1 keys=1", false),
        ("id=1 keys=1", false),
        ("v=2 keys=1", false),
        ("v=2 id=1 keys=%zz", false),
        ("v=2 id=1 start=abc", false),
    ])
    func readsOnlyItsVersion(fields: String, reads: Bool) {
        let recipe = LineRecipe(fields: Substring(fields))
        #expect((recipe != nil) == reads)
        if reads { #expect(recipe?.keys == "1 + 2 =" && recipe?.otherFields == ["word=64", "base=hex"]) }
    }

    /// Control characters, `%` and spaces never reach the file as themselves: a value is one field on one line.
    @Test(arguments: ["a b", "50%", "tab\there", "line\nbreak", "\u{7F}", "√ π ×"])
    func escapingRoundTrips(text: String) {
        let escaped = LineRecipe.escaped(text)
        #expect(!escaped.contains(" ") && !escaped.contains("\n") && !escaped.contains("\t"))
        #expect(LineRecipe.unescaped(Substring(escaped)) == text)
    }
}
