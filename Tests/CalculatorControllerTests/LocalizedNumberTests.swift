import Testing
import TestSupport
@testable import CalculatorController
import CalculatorModel

/// The README's paste table, row by row, in every locale it names: what each pasted text is read as
/// (the C form of its value), or nil when it is refused. Separators as glibc's `localeconv()` gives them.
struct LocalizedNumberTests {
    static let us = NumberLocale.standard
    static let german = NumberLocale(decimalSeparator: ",", groupSeparator: ".", grouping: [3])
    static let french = NumberLocale(decimalSeparator: ",", groupSeparator: "\u{202F}", grouping: [3])
    static let swiss = NumberLocale(decimalSeparator: ".", groupSeparator: "’", grouping: [3])
    static let indian = NumberLocale(decimalSeparator: ".", groupSeparator: ",", grouping: [3, 2])
    static let locales = [us, german, french, swiss, indian]

    /// A pasted text and what it reads as in en_US (and C), de_DE, fr_FR, de_CH and en_IN.
    @Test(
        arguments: [
            ("1234.5", ["1234.5", "1234.5", "1234.5", "1234.5", "1234.5"]),
            ("1,234.5", ["1234.5", "1234.5", "1234.5", "1234.5", "1234.5"]),
            ("1.234,5", ["1234.5", "1234.5", "1234.5", "1234.5", "1234.5"]),
            ("1234,5", ["1234.5", "1234.5", "1234.5", "1234.5", "1234.5"]),
            ("1 234,5", ["1234.5", "1234.5", "1234.5", "1234.5", "1234.5"]),
            ("1\u{A0}234,5", ["1234.5", "1234.5", "1234.5", "1234.5", "1234.5"]),
            ("1\u{202F}234,5", ["1234.5", "1234.5", "1234.5", "1234.5", "1234.5"]),
            ("1’234.5", ["1234.5", "1234.5", "1234.5", "1234.5", "1234.5"]),
            ("1'234'567", ["1234567", "1234567", "1234567", "1234567", "1234567"]),
            ("0.011", ["0.011", "0.011", "0.011", "0.011", "0.011"]),
            ("0,011", ["0.011", "0.011", "0.011", "0.011", "0.011"]),
            ("4.5", ["4.5", "4.5", "4.5", "4.5", "4.5"]),
            ("1,234", ["1234", "1.234", "1.234", nil, "1234"]),
            ("1.234", ["1.234", "1234", nil, "1.234", "1.234"]),
            ("1,234,567", ["1234567", "1234567", "1234567", "1234567", "1234567"]),
            ("1.234.567", ["1234567", "1234567", "1234567", "1234567", "1234567"]),
            ("12,34,567.5", [nil, nil, nil, nil, "1234567.5"]),
            ("-1.234,5", ["-1234.5", "-1234.5", "-1234.5", "-1234.5", "-1234.5"]),
            ("−1,234.5", ["-1234.5", "-1234.5", "-1234.5", "-1234.5", "-1234.5"]),
            ("1,5e-7", ["0.00000015", "0.00000015", "0.00000015", "0.00000015", "0.00000015"]),
            ("-3e5", ["-300000", "-300000", "-300000", "-300000", "-300000"]),
            ("1,2,3", [nil, nil, nil, nil, nil]),
            ("1.234,5.6", [nil, nil, nil, nil, nil]),
            ("1 234.567,8", [nil, nil, nil, nil, nil]),
            ("12,3456", ["12.3456", "12.3456", "12.3456", "12.3456", "12.3456"]),
        ] as [(String, [String?])])
    func pasteTable(text: String, readings: [String?]) {
        for (locale, reading) in zip(Self.locales, readings) {
            let value = PastedNumber.value(of: text, locale: locale)
            #expect(value.map(NumberFormat.exact) == reading, "\(text) in \(locale.decimalSeparator)\(locale.groupSeparator)")
        }
    }

    /// Calculations read their numbers by the same rules.
    @Test func calculationsUseTheRules() throws {
        let controller = CalculatorController()
        controller.numberLocale = Self.german
        #expect(controller.paste("1.234,5 + 1 =")?.state.plainDisplay == "1235.5")
        #expect(controller.paste("(1,5+2,5)*2=")?.state.plainDisplay == "8")
        #expect(controller.state.expression == "(1,5 + 2,5) × 2 =")
        #expect(controller.paste("1,234+1=")?.state.plainDisplay == "2.234")
        controller.numberLocale = Self.swiss
        #expect(controller.paste("1,234+1=") == nil)
    }

    /// Ctrl+C then Ctrl+V gives back the digits copied, exactly, in every locale (a property test over
    /// seeded random values at both digit counts).
    @Test(arguments: [16, 32])
    func copyThenPasteGivesTheSameValue(digits: Int) throws {
        var generator = SplitMix64(seed: UInt64(digits))
        for locale in Self.locales {
            for _ in 0..<500 {
                let mantissa = Int.random(in: -999_999_999...999_999_999, using: &generator)
                let exponent = Int.random(in: -30...30, using: &generator)
                let value = try #require(Number("\(mantissa)e\(exponent)"))
                let controller = CalculatorController(significantDigits: digits)
                controller.numberLocale = locale
                #expect(controller.paste(NumberFormat.exact(value)) != nil)
                let copied = controller.state.localDisplay
                let shown = try #require(Number(controller.state.plainDisplay))
                let pasted = CalculatorController(significantDigits: digits)
                pasted.numberLocale = locale
                #expect(pasted.paste(copied)?.state.value == Real(shown), "\(copied)")
            }
        }
    }

    @Test func theDisplayTheExpressionAndTheCopyFollowTheLocale() throws {
        let controller = CalculatorController()
        controller.numberLocale = Self.german
        for key in try KeySequence.keys("1234.5 + 0.25") { controller.press(key) }
        #expect(controller.state.display == "0,25")
        controller.press(.equals)
        #expect(controller.state.display == "1.234,75")
        #expect(controller.state.localDisplay == "1234,75")
        #expect(controller.state.plainDisplay == "1234.75")
        #expect(controller.state.expression == "1.234,5 + 0,25 =")   // grouped as the number (issue 47)
        #expect(controller.history.entries.map(\.line) == ["1234.5 + 0.25 = 1234.75"])
    }

    /// The quick reading of plain numbers (`1200`, `1.5`) is the checked one's, in every locale, for every
    /// text of up to five digits, marks and spaces it reads.
    @Test func theQuickReadingIsTheCheckedOnes() {
        let alphabet: [Character] = ["0", "1", "9", ".", ",", " "]
        var texts: [String] = [""]
        var read = 0
        for _ in 1...5 {
            texts = texts.flatMap { text in alphabet.map { text + String($0) } }
            for text in texts {
                guard let quick = LocalizedNumber.plainDigitsAtOnce(Substring(text)) else { continue }
                read += 1
                for locale in [Self.us, Self.german, Self.french, Self.swiss] {
                    for spaces in [false, true] {
                        #expect(quick == LocalizedNumber.checkedPlainDigits(Substring(text), locale: locale, spaces: spaces))
                    }
                }
            }
        }
        #expect(read > 500)
    }
}
