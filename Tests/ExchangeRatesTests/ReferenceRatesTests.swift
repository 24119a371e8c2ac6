import Testing
import TestSupport
import UnitDatabase

@testable import ExchangeRates

/// The ECB's feed read strictly (issue 48): the fixture's 29 rates of 2026-11-27, and every hostile or
/// broken variant refused with a one-line reason.
struct ReferenceRatesTests {
    static let good = Array(repositoryFile("Tests/RatesFixtures/eurofxref-daily.xml")!.utf8)
    static let today = RatesDate(iso: "2026-11-27")!

    static func read(_ text: String) throws(RatesFeedProblem) -> ReferenceRates {
        try ReferenceRates(xml: Array(text.utf8), today: today)
    }

    static func variant(_ replacing: String, with replacement: String) -> String {
        let text = String(decoding: good, as: UTF8.self)
        precondition(text.contains(replacing), replacing)
        return text.replacing(replacing, with: replacement)
    }

    @Test func theFixtureIsRead() throws {
        let rates = try ReferenceRates(xml: Self.good, today: Self.today)
        #expect(rates.date == Self.today)
        #expect(rates.rates.count == 29)
        #expect(rates.rates.first?.code == "USD" && rates.rates.first?.rate == "1.0566")
        #expect(rates.rates.contains { $0.code == "JPY" && $0.rate == "161.72" })
    }

    /// A byte order mark, double quotes, a comment and an entity in text are XML the feed may use.
    @Test func wellFormedVariationsAreRead() throws {
        let text =
            "\u{FEFF}"
            + Self.variant("<Cube currency='USD' rate='1.0566'/>", with: "<Cube currency=\"USD\" rate=\"1.0566\" /><!-- c -->")
            .replacing("Reference rates", with: "Reference &amp; rates")
        #expect(try Self.read(text).rates.count == 29)
    }

    @Test(arguments: [
        ("<Cube currency='JPY' rate='161.72'/>", "<Cube currency='JPY' rate='161.72'>", "closed but not open"),
        ("</gesmes:Envelope>", "", "open"),
        ("rate='161.72'", "rate=161.72", "without quotes"),
        ("rate='161.72'", "rate='-161.72'", "not a positive decimal"),
        ("rate='161.72'", "rate='0.000'", "not a positive decimal"),
        ("rate='161.72'", "rate='1e3'", "not a positive decimal"),
        ("rate='161.72'", "rate='161.72' rate='1'", "twice"),
        ("currency='JPY'", "currency='USD'", "USD has two rates"),
        ("currency='JPY'", "currency='jpy'", "not a currency code"),
        ("time='2026-11-27'", "time='2099-01-01'", "in the future"),
        ("time='2026-11-27'", "time='27.11.2026'", "is not a date"),
        ("time='2026-11-27'", "", "a rate outside the day's rates"),
        ("<Cube currency='USD' rate='1.0566'/>", "", "no rate of the US dollar"),
        ("<Cube currency='JPY' rate='161.72'/>", "<Cube currency='EUR' rate='1'/>", "a rate of the euro to itself"),
        (
            "<?xml version=\"1.0\" encoding=\"UTF-8\"?>", "<?xml version=\"1.0\"?><!DOCTYPE e [<!ENTITY a \"aaaa\">]>",
            "document type"
        ),
        ("Reference rates", "<![CDATA[x]]>", "document type or CDATA"),
        ("Reference rates", "&ecb;", "an entity the feed does not use"),
        ("</gesmes:Envelope>", "</gesmes:Envelope><second/>", "a second root element"),
        ("</gesmes:Envelope>", "</gesmes:Envelope>trailing", "text outside"),
    ])
    func aBrokenFeedIsRefused(replacing: String, with replacement: String, reason: String) {
        do {
            _ = try Self.read(Self.variant(replacing, with: replacement))
            Issue.record("read: \(replacement)")
        } catch {
            #expect(error.reason.contains(reason), "\(error.reason)")
        }
    }

    /// A captive portal's page, an empty answer, half the feed, a few currencies, nesting past the limit.
    @Test(arguments: [
        "<!DOCTYPE html><html><body>Sign in</body></html>", "<html><body><p>Sign in<br></body></html>", "",
        "{\"rates\": {}}",
    ])
    func whatIsNotTheFeedIsRefused(text: String) {
        #expect(throws: RatesFeedProblem.self) { try Self.read(text) }
    }

    @Test func halfTheFeedIsRefused() {
        for cut in stride(from: 1, to: Self.good.count - 1, by: 97) {
            #expect(throws: RatesFeedProblem.self) { try ReferenceRates(xml: Array(Self.good[..<cut]), today: Self.today) }
        }
    }

    @Test func fewerThanTwentyCurrenciesIsNotTheFeed() {
        let lines = String(decoding: Self.good, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false)
        var kept = 0
        let few = lines.filter { line in
            guard line.contains("currency=") else { return true }
            kept += 1
            return kept <= 19
        }.joined(separator: "\n")
        #expect(throws: RatesFeedProblem("19 currencies, fewer than 20")) { try Self.read(few) }
    }

    @Test func nestingPastTheLimitIsRefused() {
        let deep = String(repeating: "<a>", count: 40) + String(repeating: "</a>", count: 40)
        #expect(throws: RatesFeedProblem("nested too deep")) { try Self.read(deep) }
    }

    /// A megabyte of anything is read in one pass and refused (bounded: linear in the input).
    @Test func aMegabyteOfJunkIsRefused() {
        let junk = "<a " + String(repeating: "b='c' ", count: 170_000) + "/>"
        #expect(throws: RatesFeedProblem.self) { try Self.read(junk) }
        let text = "<a>" + String(repeating: "x", count: 1 << 20) + "</a>"
        #expect(throws: RatesFeedProblem("no date of rates")) { try Self.read(text) }
    }
}
