import CalculatorPresentation
import Testing
import TestSupport

/// The calculator's words come from the catalogues of `Resources/po` in the
/// user's language, and stay English without one.
@Suite struct LocalizationTests {
    @Test func englishWithoutACatalogue() {
        #expect(localized("seven") == "seven")
        #expect(localized("History") == "History")
        #expect(localizedCount(2, "%d open parenthesis", "%d open parentheses") == "2 open parentheses")
    }

    @Test func placeholdersAndPluralForms() throws {
        let german = try #require(
            inLanguage("de_DE.UTF-8") {
                [
                    localized("Keys: %s", "Rechner"), localizedCount(1, "%d open parenthesis", "%d open parentheses"),
                    localizedCount(3, "%d open parenthesis", "%d open parentheses"),
                    localized("%s times 10 to the %s", "1,8", "19"),
                ]
            })
        #expect(german == ["Tasten: Rechner", "1 offene Klammer", "3 offene Klammern", "1,8 mal 10 hoch 19"])
        let french = try #require(
            inLanguage("fr_FR.UTF-8") {
                [
                    localizedCount(1, "%d open parenthesis", "%d open parentheses"),
                    localizedCount(2, "%d open parenthesis", "%d open parentheses"),
                ]
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
