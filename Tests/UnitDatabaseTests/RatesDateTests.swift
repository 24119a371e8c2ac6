import Testing

@testable import UnitDatabase

/// The day of a set of rates: read from ISO 8601 strictly, counted in days, aged against a day.
struct RatesDateTests {
    @Test(arguments: ["2022-09-05", "2024-02-29", "1999-12-31", "2026-11-27"])
    func aDateReadsAndWritesItselfBack(text: String) throws {
        #expect(try #require(RatesDate(iso: text)).description == text)
    }

    @Test(arguments: [
        "2023-02-29", "2022-13-01", "2022-00-10", "2022-09-31", "22-09-05", "2022/09/05", "2022-09-5", "", "२०२२-09-05",
    ])
    func anythingElseIsNoDate(text: String) {
        #expect(RatesDate(iso: text) == nil)
    }

    /// Days since the epoch, checked against dates whose count is known, and back again.
    @Test(arguments: [("1970-01-01", 0), ("2000-03-01", 11_017), ("2022-09-05", 19_240), ("1969-12-31", -1)])
    func daysSinceTheEpoch(text: String, days: Int) throws {
        let date = try #require(RatesDate(iso: text))
        #expect(date.daysSinceEpoch == days)
        #expect(RatesDate(secondsSinceEpoch: days * 86_400 + 3_600) == date)
    }

    /// Rates are old past 30 days: 30 days after is not yet, 31 is.
    @Test func ratesAreOldAfterThirtyDays() throws {
        let date = try #require(RatesDate(iso: "2026-10-28"))
        #expect(!date.isOld(on: try #require(RatesDate(iso: "2026-11-27"))))
        #expect(date.isOld(on: try #require(RatesDate(iso: "2026-11-28"))))
    }
}
