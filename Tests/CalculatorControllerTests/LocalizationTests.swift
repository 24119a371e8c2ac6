import CalculatorController
import Testing
import TestSupport

/// The words of the key table and of `--help` come from the catalogues of `Resources/po` in the
/// user's language, and stay English without one.
@Suite struct LocalizationTests {
    @Test(arguments: [
        ("de_DE.UTF-8", Key.digit(7), "sieben"),
        ("de_DE.UTF-8", Key.operation(.squareRoot), "Quadratwurzel"),
        ("de_DE.UTF-8", Key.operation(.asin), "Arkussinus"),
        ("de_DE.UTF-8", Key.clear, "alles löschen"),   // the clear key says what AC does
        ("de_DE.UTF-8", Key.undo, "rückgängig"),
        ("fr_FR.UTF-8", Key.digit(7), "sept"),
        ("fr_FR.UTF-8", Key.operation(.divide), "divisé par"),
        ("fr_FR.UTF-8", Key.point, "point"),
    ])
    func spokenNames(locale: String, key: Key, expected: String) throws {
        #expect(try #require(inLanguage(locale) { key.definition.spoken }) == expected)
    }

    @Test func englishWithoutACatalogue() {
        #expect(Key.digit(7).definition.spoken == "seven")
        #expect(localized("History") == "History")
        #expect(localizedCount(2, "%d open parenthesis", "%d open parentheses") == "2 open parentheses")
    }

    @Test func helpLinesInGerman() throws {
        let lines = try #require(inLanguage("de_DE.UTF-8") { KeyboardHelp.lines })
        #expect(lines.contains { $0.hasPrefix("0-9, KP_0-KP_9") && $0.hasSuffix("  Ziffern") })
        #expect(lines.contains { $0.hasPrefix("Ctrl+H") && $0.hasSuffix("  den Verlauf öffnen oder schließen") })
    }

    @Test func placeholdersAndPluralForms() throws {
        let german = try #require(inLanguage("de_DE.UTF-8") {
            [localized("Shortcut: %s", "Ctrl+H"), localizedCount(1, "%d open parenthesis", "%d open parentheses"),
             localizedCount(3, "%d open parenthesis", "%d open parentheses"), localized("%s times 10 to the %s", "1,8", "19")]
        })
        #expect(german == ["Tastenkürzel: Ctrl+H", "1 offene Klammer", "3 offene Klammern", "1,8 mal 10 hoch 19"])
        let french = try #require(inLanguage("fr_FR.UTF-8") {
            [localizedCount(1, "%d open parenthesis", "%d open parentheses"), localizedCount(2, "%d open parenthesis", "%d open parentheses")]
        })
        #expect(french == ["1 parenthèse ouverte", "2 parenthèses ouvertes"])
    }

    /// Placeholders are filled in order and `%%` is `%`; a text with more placeholders than arguments, or
    /// a lone `%` (even last), keeps what it cannot fill.
    @Test(arguments: [
        ("%s and %s", ["a"], "a and %s"),
        ("50 % of %s", ["x"], "50 % of x"),
        ("%s is 100%", ["x"], "x is 100%"),
        ("%", [], "%"),
        ("%s%% of %s", ["7", "8"], "7% of 8"),
    ])
    func unfilledPlaceholdersStay(format: String, arguments: [String], expected: String) {
        #expect(fill(format, arguments) == expected)
    }

    /// `localized(format, arguments...)` with an array.
    private func fill(_ format: String, _ arguments: [String]) -> String {
        switch arguments.count {
        case 0: localized(format)
        case 1: localized(format, arguments[0])
        default: localized(format, arguments[0], arguments[1])
        }
    }
}
