import CalculatorModel
import Glibc
import Testing
import TestSupport
import UnitDatabase

@testable import CalculatorPresentation

/// Money in the converter (issue 48): sums at their currency's decimals, the rates' date and source under
/// the number and on the tape's line, S⇔D for all digits, the picker's word for a code of no rate.
struct MoneyTests {
    typealias Converter = CalculatorSessionConverterTests

    /// A database that includes a dated `currency.units`, as GNU units' does: the euro at 1.1 dollars, the
    /// yen at a 140th of one.
    static func catalogue() -> Result<UnitCatalogue, UnitError> {
        let directory = makeTemporaryDirectory(prefix: "money-test")
        func write(_ name: String, _ text: String) {
            let file = fopen(directory + "/" + name, "w")!
            fputs(text, file)
            fclose(file)
        }
        write("definitions.units", "m !\n!include currency.units\n")
        write(
            "currency.units",
            """
            !message Currency exchange rates from FloatRates (USD base) on 2022-09-05
            US$       !
            USD       US$
            EUR       euro
            JPY       japanyen
            euro      1.1 US$
            japanyen  1|140 US$

            """)
        do throws(UnitError) {
            return .success(
                UnitCatalogue(
                    try UnitDatabase(path: directory + "/definitions.units", locale: "C"), locale: MeasurementLocale("C")))
        } catch {
            return .failure(error)
        }
    }

    /// `dollar` in the picker: the dollar (USD) it names, then the currencies whose names hold it, and only then
    /// money that is no currency of the rates (GNU units' `dollargold`, which begins with the word).
    @Test func dollarListsTheCurrenciesBeforeOldMoney() throws {
        let directory = makeTemporaryDirectory(prefix: "money-test")
        let file = fopen(directory + "/definitions.units", "w")!
        fputs("US$ !\nUSD US$\ndollar US$\nCAD canadadollar\ncanadadollar 0.75 US$\ndollargold 20.67 US$\n", file)
        fclose(file)
        let catalogue = UnitCatalogue(
            try UnitDatabase(path: directory + "/definitions.units", locale: "C"), locale: MeasurementLocale("C"))
        let dollar = UnitChoice(expression: "USD")
        var picker = UnitPicker(side: .to, catalogue: catalogue, current: dollar)
        for character in "dollar" { picker.type(String(character), catalogue: catalogue, current: dollar) }
        #expect(picker.items.map(\.unit.expression) == ["USD", "CAD", "dollargold"])
    }

    static func session(_ units: [String]) -> CalculatorSession {
        let session = Converter.session(units: units, catalogue: catalogue)
        _ = session.handle(Converter.key("3", keysym: 0x33, control: true))
        return session
    }

    @Test(arguments: [
        (Real(1) / Real(3), 2, "0.33"), (Real(2) / Real(3), 2, "0.67"), (Real(5) / Real(1000), 2, "0.01"),
        (Real(-5) / Real(1000), 2, "-0.01"), (Real(4) / Real(1000), 2, "0.00"), (Real(25) / Real(2), 0, "13"),
        (Real(100_000) / Real(11), 2, "9090.91"), (Real(7), 3, "7.000"),
    ])
    func aSumIsRoundedHalfAwayFromZeroToItsDecimals(value: Real, decimals: Int, written: String) {
        #expect(CurrencyAmount.plain(value, decimals: decimals, maximumDigits: 16) == written)
    }

    @Test func aSumTooLongForTheDigitsIsLeftToTheCalculatorsForm() {
        #expect(CurrencyAmount.plain(Real(123_456), decimals: 2, maximumDigits: 7) == nil)
        #expect(CurrencyAmount.plain(Real(123_456), decimals: 2, maximumDigits: 8) == "123456.00")
    }

    @Test func theSumShowsItsCurrencysDecimalsAndTheRatesDate() throws {
        let session = Self.session(["USD", "EUR"])
        Converter.type("100", into: session)
        let shown = try #require(session.converterShown)
        #expect(shown.toPlain == "90.91")
        #expect(shown.exactLine.contains("2022") && shown.exactLine.hasSuffix("· GNU units"))
        #expect(shown.exactLine.hasPrefix("Old rates of "))
        let yen = Self.session(["EUR", "JPY"])
        Converter.type("100", into: yen)
        #expect(yen.converterShown?.toPlain == "15400")
    }

    @Test func swappingShowsAllDigitsUntilTheNextValue() throws {
        let session = Self.session(["USD", "EUR"])
        Converter.type("100", into: session)
        _ = session.handle(Converter.key("e", keysym: 0x65, control: true))   // S⇔D
        #expect(session.converterShown?.toPlain.hasPrefix("90.909090909") == true)
        _ = session.handle(Converter.key("e", keysym: 0x65, control: true))   // S⇔D
        #expect(session.converterShown?.toPlain == "90.91")
        _ = session.handle(Converter.key("e", keysym: 0x65, control: true))   // S⇔D
        Converter.type("1", into: session)
        #expect(session.converterShown?.toPlain == "910.00")   // 1001 dollars, back at 2 decimals
    }

    @Test func theTapesLineKeepsTheRatesDateAndSource() {
        let session = Self.session(["USD", "EUR"])
        Converter.type("100", into: session)
        let entries = CalculatorSessionConversionTapeTests.appended(Converter.type("\r", into: session))
        #expect(entries.count == 1)
        #expect(entries.first?.storedLine.hasSuffix("\tconvert=1 USD EUR\trates=1 2022-09-05%20GNU%20units") == true)
    }

    @Test func aConversionOfNoMoneyHasNoRatesLine() {
        let session = Converter.session(units: ["foot", "inch"])
        _ = session.handle(Converter.key("3", keysym: 0x33, control: true))
        Converter.type("1", into: session)
        #expect(session.converterShown?.exactLine.contains("Rates") == false)
    }

    /// A code of iso-codes' list that the rates do not have is said as such (when iso-codes is installed).
    @Test func aCodeWithNoRateIsSaid() {
        #expect(RatesWords.noRate(for: "km") == nil && RatesWords.noRate(for: "QQQ") == nil)
        guard !CurrencyNames.names.isEmpty else { return }
        #expect(RatesWords.noRate(for: " kpw")?.hasPrefix("No exchange rate for KPW · ") == true)
    }
}
