import Testing
@testable import UnitDatabase

@testable import CalculatorCommandLine

/// `--rates` and `--update-rates` as printed (issue 48): each block of rates dated and counted, old ones
/// marked past 30 days; an update's outcome on standard output, or one line on standard error and status 1.
struct RatesRequestTests {
    static let day = RatesDate(iso: "2022-09-05")!

    @Test(arguments: [
        ("2022-09-20", 174, "Rates of 2022-09-05 from FloatRates (USD base), as GNU units ships them: 174 currencies"),
        ("2022-10-05", 1, "Rates of 2022-09-05 from FloatRates (USD base), as GNU units ships them: 1 currency"),
        (
            "2022-10-06", 2,
            "Rates of 2022-09-05 from FloatRates (USD base), as GNU units ships them: 2 currencies (old: more than 30 days)"
        ),
    ])
    func aBlockIsDatedAndOldPastThirtyDays(today: String, count: Int, line: String) {
        let block = RatesInUse.Block(
            stamp: RatesStamp(date: Self.day, source: "FloatRates (USD base)"), codes: Array(repeating: "USD", count: count))
        #expect(RatesRequest.line(block, today: RatesDate(iso: today)!) == line)
    }

    @Test func anUpdateSaysWhatCameOfIt() {
        let written = RatesRequest.updateOutput(
            .updated(date: RatesDate(iso: "2026-11-27")!, currencies: 29), path: "/x/currency.units", outcomeLine: false)
        #expect(written.status == 0 && written.warning == nil)
        #expect(
            written.lines == [
                "Rates of 2026-11-27 from the European Central Bank (EUR base): 29 currencies, in /x/currency.units"
            ])
        let failed = RatesRequest.updateOutput(.failed(.offline, detail: "no route"), path: "/x", outcomeLine: true)
        #expect(failed.status == 1 && failed.lines == ["failed offline"])
        #expect(failed.warning == "calculator: rates not updated: offline (no route)")
    }

    @Test func noDatabaseIsStatusTwo() {
        let output = RatesRequest.output(in: .failure(.missingDatabase("/nonexistent")))
        #expect(output.status == 2 && output.lines.isEmpty && output.warning?.hasPrefix("calculator: ") == true)
    }
}
