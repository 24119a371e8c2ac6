import Glibc
import Testing
@testable import CalculatorModel

/// The locale's form of a C-form number. The separators and groupings are glibc's (`localeconv()` under
/// each locale: de_DE `,` and `.`; fr_FR `,` and U+202F; de_CH `.` and U+2019; en_IN `.`, `,` and
/// grouping 3;2), and the expected texts are how CLDR writes those numbers in those locales.
struct NumberLocaleTests {
    static let german = NumberLocale(decimalSeparator: ",", groupSeparator: ".", grouping: [3])
    static let french = NumberLocale(decimalSeparator: ",", groupSeparator: "\u{202F}", grouping: [3])
    static let swiss = NumberLocale(decimalSeparator: ".", groupSeparator: "’", grouping: [3])
    static let indian = NumberLocale(decimalSeparator: ".", groupSeparator: ",", grouping: [3, 2])
    static let ungrouped = NumberLocale(decimalSeparator: ",", groupSeparator: "", grouping: [3])

    @Test(arguments: [
        (NumberLocale.standard, "1234567.5", "1,234,567.5"), (.standard, "-1234", "-1,234"), (.standard, "999", "999"),
        (.standard, "1234.500", "1,234.500"), (.standard, "-0", "-0"), (.standard, "0.", "0."), (.standard, "1e20", "1e20"),
        (german, "1234.5", "1.234,5"), (german, "-1234567.25", "-1.234.567,25"), (german, "1.5e-7", "1,5e-7"),
        (german, "1234.", "1.234,"), (french, "1234.5", "1\u{202F}234,5"), (swiss, "1234.5", "1’234.5"),
        (indian, "1234567.5", "12,34,567.5"), (indian, "123", "123"), (indian, "12345", "12,345"),
        (indian, "-123456789", "-12,34,56,789"), (ungrouped, "1234.5", "1234,5"), (german, "Error", "Error"),
    ])
    func groupedForm(locale: NumberLocale, text: String, shown: String) {
        #expect(locale.format(text, grouping: true) == shown)
    }

    @Test func ungroupedKeepsOnlyTheDecimalSeparator() {
        #expect(Self.german.format("-1234567.25", grouping: false) == "-1234567,25")
        #expect(Self.indian.format("1234567.5", grouping: false) == "1234567.5")
    }

    @Test func expressionLinesChangeTheirPointsOnly() {
        #expect(Self.german.localizingPoint("1.5 + 2 × (3.25 − 1) …") == "1,5 + 2 × (3,25 − 1) …")
        #expect(NumberLocale.standard.localizingPoint("1.5 + 2") == "1.5 + 2")
    }
}

/// A process in a German locale still reads and writes numbers in C form, Arb's digits (through MPFR's
/// `mpfr_get_str`) included: the model never formats with the C library's locale-dependent functions.
/// Expected values from Python's `decimal` at 40 digits (`Decimal(2).sqrt()`, `Decimal('1234.5') / 7`)
/// and mpmath.
struct CLocaleIndependenceTests {
    @Test func aGermanProcessStillParsesAndPrintsTheCForm() throws {
        let previous = String(cString: setlocale(LC_NUMERIC, nil))
        defer { setlocale(LC_NUMERIC, previous) }
        try #require(
            setlocale(LC_NUMERIC, "de_DE.UTF-8") != nil, "the de_DE.UTF-8 locale is missing: Scripts/install-deps --test")
        try #require(String(cString: localeconv().pointee.decimal_point) == ",")
        // (decimal writes the 40th digit, a 0, which the exact form drops.)
        #expect(NumberFormat.exact(ScientificFunctions.squareRoot(2)) == "1.41421356237309504880168872420969807857")
        #expect(NumberFormat.exact(Real(try #require(Number("1234.5"))) / Real(7)) == "176.3571428571428571428571428571428571429")
        // mpmath at 60 digits: ln 2.5 = 0.916290731874155065183527211768011071450101…
        #expect(
            NumberFormat.exact(ScientificFunctions.ln(Real(try #require(Number("2.5")))))
                == "0.9162907318741550651835272117680110714501")
    }

    /// Issue 47: the expression line groups its numbers as the display groups the number, and leaves
    /// alone what is not a number of its own (an exponent's digits, `log₁₀`, a name's digits).
    @Test(arguments: [
        ("12345.5 × 2", "12,345.5 × 2", "12.345,5 × 2"),
        ("(1000000 − 3) ÷ 1e20 =", "(1,000,000 − 3) ÷ 1e20 =", "(1.000.000 − 3) ÷ 1e20 ="),
        ("log₁₀(12345)", "log₁₀(12,345)", "log₁₀(12.345)"),
        ("1.5e12345 + .25", "1.5e12345 + .25", "1,5e12345 + ,25"),
        ("x2 + 1234", "x2 + 1,234", "x2 + 1.234"),
    ])
    func expressionsGroupTheirNumbers(text: String, english: String, german: String) {
        #expect(NumberLocale.standard.formatNumbers(in: text, grouping: true) == english)
        #expect(NumberLocaleTests.german.formatNumbers(in: text, grouping: true) == german)
    }
}
