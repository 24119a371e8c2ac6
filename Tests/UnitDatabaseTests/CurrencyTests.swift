import CalculatorModel
import Testing

@testable import UnitDatabase

/// Money in the database (issue 48): the currency file read through its include, each rate stamped with
/// the day its block's message gives, a unit made of rates as old as the oldest, the user's file in place
/// of the package's, and the signs people type read by the monetary locale.
struct CurrencyTests {
    static let definitions =
        fixtureBase + """
            dollar    US$
            $         dollar
            €         euro
            ¥         japanyen
            coinweight  US$ 0.25 / (20 US$ / kg)
            !include currency.units

            """
    static let package = """
        USD       US$
        EUR       euro
        JPY       japanyen
        CNY       chinayuan
        CAD       canadadollar
        INR       indiarupee
        DEM       germanymark
        FOK       faroeislandskrona
        DKK       denmarkkrone
        !message Currency exchange rates from FloatRates (USD base) on 2022-09-05
        euro      1.25 US$
        japanyen  0.01 US$
        chinayuan 0.125 US$
        canadadollar 0.75 US$
        indiarupee 0.0125 US$
        germanymark 1|2 euro
        denmarkkrone 0.15 US$
        faroeislandskrona DKK
        US$       !
        bitcoin   20000 US$

        """
    /// The same rates with the euro and the yen of a later day, as `--update-rates` writes them.
    static let user = """
        USD       US$
        EUR       euro
        JPY       japanyen
        CNY       chinayuan
        CAD       canadadollar
        INR       indiarupee
        DEM       germanymark
        !message Currency exchange rates from the European Central Bank (EUR base) on 2026-11-27
        euro      1.0566 US$
        japanyen  1|161.72 euro
        !message Currency exchange rates from FloatRates (USD base) on 2022-09-05
        chinayuan 0.125 US$
        canadadollar 0.75 US$
        indiarupee 0.0125 US$
        germanymark 1|2 euro
        US$       !

        """

    static func database(user: Bool = false, locale: CurrencyLocale = .none) throws -> UnitDatabase {
        try fixtureDatabase(
            definitions, files: ["currency.units": package, "user.units": user ? Self.user : "# none\n"],
            ratesFileName: user ? "user.units" : nil, currencyLocale: locale)
    }

    static let package2022 = RatesStamp(date: RatesDate(iso: "2022-09-05")!, source: "FloatRates (USD base)")
    static let ecb2026 = RatesStamp(date: RatesDate(iso: "2026-11-27")!, source: RatesStamp.ecbSource)

    @Test func currenciesConvertAtTheFilesRatesExactly() throws {
        let database = try Self.database()
        #expect(try database.convert("100 USD", to: "EUR") == Real(80))
        #expect(try database.convert("1 EUR", to: "JPY") == Real(125))
        #expect(try database.convert("1 DEM", to: "USD") == Real(Number(exactDecimal: "0.625")!))
        #expect(try database.unit("EUR").isCurrency)
        #expect(database.currencyCodes == ["USD", "EUR", "JPY", "CNY", "CAD", "INR", "DEM", "FOK", "DKK"])
    }

    /// A name defined from the currency file is read with it, never split (issue 45).
    @Test func aDefinitionInTermsOfTheCurrencyReads() throws {
        #expect(try Self.database().convert("1 coinweight", to: "kg") == Real(Number(exactDecimal: "0.0125")!))
    }

    /// Each rate carries its block's stamp; a name that only names another takes that one's; the primitive
    /// unit has none; a unit of several rates is as old as the oldest.
    @Test func ratesAreStampedByTheirBlock() throws {
        let database = try Self.database(user: true)
        #expect(try database.unit("EUR").rates == Self.ecb2026)
        #expect(try database.unit("JPY").rates == Self.ecb2026)
        #expect(try database.unit("CNY").rates == Self.package2022)
        #expect(try database.unit("USD").rates == nil)
        #expect(try database.unit("m").rates == nil)
        // 1|2 euro: the mark's own rate is the package's, older than the euro's.
        #expect(try database.unit("DEM").rates == Self.package2022)
        #expect(try database.unit("JPY/hr").rates == Self.ecb2026)
        #expect(ConversionUnit.rates(try database.unit("JPY"), try database.unit("CNY")) == Self.package2022)
        #expect(ConversionUnit.rates(try database.unit("JPY"), try database.unit("EUR")) == Self.ecb2026)
    }

    /// An alias line states no rate of its own (`faroeislandskrona DKK`): it is the krone's.
    @Test func anAliasTakesTheRatesOfWhatItNames() throws {
        #expect(Reader.isName("DKK") && Reader.isName("US$  ") && !Reader.isName("1|2 euro") && !Reader.isName("0.15 US$"))
        #expect(try Self.database().unit("FOK").rates == Self.package2022)
    }

    /// The user's file stands in for the package's include; a file that cannot be read leaves the package's.
    @Test func theUsersFileReplacesThePackagesRates() throws {
        let database = try Self.database(user: true)
        #expect(database.ratesFile?.hasSuffix("/user.units") == true)
        #expect(try database.convert("1 EUR", to: "USD") == Real(Number(exactDecimal: "1.0566")!))
        let missing = try fixtureDatabase(
            Self.definitions, files: ["currency.units": Self.package], ratesFile: "/nonexistent/currency.units")
        #expect(missing.ratesFile?.hasSuffix("/currency.units") == true && missing.ratesFile?.hasPrefix("/tmp") == true)
        #expect(try missing.convert("1 EUR", to: "USD") == Real(Number(exactDecimal: "1.25")!))
    }

    /// `--rates`' blocks: newest first, each with the codes whose rate is of it.
    @Test func theRatesInUseAreListedByBlock() throws {
        let rates = try Self.database(user: true).ratesInUse
        #expect(rates.blocks.map(\.stamp) == [Self.ecb2026, Self.package2022])
        #expect(rates.blocks[0].codes == ["EUR", "JPY"])
        #expect(rates.blocks[1].codes == ["CAD", "CNY", "DEM", "INR"])
    }

    /// `$` and `¥` mean the locale's currency where it writes them so (en_CA, zh_CN), else the database's
    /// dollar and yen; `₹` is the rupee everywhere. Inside a definition `$` stays the database's.
    @Test(arguments: [
        (CurrencyLocale.none, "1 $", "USD"), (CurrencyLocale(code: "CAD", sign: "$"), "1 $", "CAD"),
        (CurrencyLocale(code: "CAD", sign: "$"), "1 ＄", "CAD"), (CurrencyLocale(code: "INR", sign: "₹"), "1 $", "USD"),
        (CurrencyLocale.none, "1 ¥", "JPY"), (CurrencyLocale(code: "CNY", sign: "￥"), "1 ¥", "CNY"),
        (CurrencyLocale(code: "CNY", sign: "￥"), "1 ￥", "CNY"), (CurrencyLocale.none, "1 ₹", "INR"),
        (CurrencyLocale(code: "EUR", sign: "€"), "1 €", "EUR"),
    ])
    func signsFollowTheMonetaryLocale(locale: CurrencyLocale, measurement: String, code: String) throws {
        let database = try Self.database(locale: locale)
        #expect(try database.convert(measurement, to: code) == Real(1))
        #expect(try database.convert("1 dollar", to: "USD") == Real(1))
    }

    @Test func theCurrencyCategoryListsTheLocalesCurrencyFirst() {
        let common = UnitCategory.currency.commonUnits(
            for: MeasurementLocale("C"), currency: CurrencyLocale(code: "INR", sign: "₹"))
        #expect(common.prefix(3).map(\.expression) == ["INR", "USD", "EUR"])
        #expect(common.filter { $0.expression == "INR" }.count == 1)
        #expect(UnitCategory.currency.commonUnits(for: MeasurementLocale("C")).first?.symbol == "USD")
        #expect(UnitCategory(Currencies.dimension) == .currency)
    }

    @Test(arguments: [("EUR", 2), ("USD", 2), ("JPY", 0), ("KRW", 0), ("KWD", 3), ("TND", 3), ("CLF", 4), ("ARS", 2)])
    func eachCurrencyHasItsDecimals(code: String, decimals: Int) {
        #expect(Currencies.decimals(code) == decimals)
    }

    /// The monetary locale as glibc's data has it (the locales Scripts/install-deps --test generates).
    @Test(arguments: [
        ("en_IN.UTF-8", "INR", "₹"), ("de_CH.UTF-8", "CHF", "CHF"), ("en_US.UTF-8", "USD", "$"), ("C", nil, nil),
        ("xx_NOWHERE.UTF-8", nil, nil),
    ])
    func theMonetaryLocaleIsGlibcs(name: String, code: String?, sign: String?) {
        #expect(CurrencyLocale(localeName: name) == CurrencyLocale(code: code, sign: sign))
    }

    @Test(arguments: [
        ("Currency exchange rates from FloatRates (USD base) on 2022-09-05", "FloatRates (USD base)", "2022-09-05"),
        (
            "  Currency exchange rates from the European Central Bank (EUR base) on 2026-11-27 ", RatesStamp.ecbSource,
            "2026-11-27"
        ),
    ])
    func aRatesMessageIsAStamp(message: String, source: String, date: String) throws {
        let stamp = try #require(RatesStamp(message: message))
        #expect(stamp.source == source && stamp.date.description == date)
        #expect(RatesStamp(message: stamp.message.dropFirst("!message ".count)) == stamp)
    }

    @Test(arguments: [
        "Currency exchange rates from FloatRates (USD base) on 2022-9-5", "Exchange rates on 2022-09-05",
        "Currency exchange rates from  on 2022-09-05", "Currency exchange rates from X on yesterday", "",
    ])
    func anyOtherMessageIsNoStamp(message: String) {
        #expect(RatesStamp(message: message) == nil)
    }

    /// The installed package's file (Debian's units): USD to EUR as `units` says, and issue 45's
    /// USquarterweight read with it, not split and not refused.
    @Test func theInstalledPackagesCurrencies() throws {
        let database = try UnitDatabaseTests.us.get()
        #expect(try database.convert("1 USquarterweight", to: "kg") == Real(Number(exactDecimal: "0.005669904625")!))
        let euro = try database.convert("100 USD", to: "EUR")
        #expect(NumberFormat.string(euro, digits: 8, grouping: false) == "100.89854")
        #expect(database.currencyCodes.isSuperset(of: ["USD", "EUR", "JPY", "GBP", "CHF", "CNY", "INR"]))
        #expect(try database.unit("EUR").rates?.date == RatesDate(iso: "2022-09-05"))
    }
}
