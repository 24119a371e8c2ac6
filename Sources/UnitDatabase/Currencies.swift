/// What the calculator knows of currencies beyond the database's rates, each a table from a standard:
/// the signs people type (`$ € £ ¥ ₹`), which currencies are most traded (the picker lists them first),
/// and how many decimals each is written with (ISO 4217's minor units).
public enum Currencies {
    /// The dimension of money: GNU units' primitive unit of currency, `US$` (`currency.units`).
    public static let dimension = Dimension(["US$": 1])

    /// The codes most traded, in order (the BIS Triennial Survey of 2022): after the locale's own
    /// currency, the picker's first rows.
    public static let mostTraded = [
        "USD", "EUR", "JPY", "GBP", "CNY", "AUD", "CAD", "CHF", "HKD", "SGD", "SEK", "KRW", "NOK", "NZD", "INR",
        "MXN", "TWD", "ZAR", "BRL", "DKK", "PLN", "THB", "ILS", "IDR", "CZK", "TRY", "HUF",
    ]

    /// The codes the picker lists first for `locale`: its currency, then the most traded.
    static func common(for locale: CurrencyLocale) -> [String] {
        guard let code = locale.code else { return mostTraded }
        return [code] + mostTraded.filter { $0 != code }
    }

    /// The signs that name one currency wherever they are typed, which the database leaves out or writes
    /// in a comment (`₹`, "fails under MacOS"; it has `€` and `£` itself): each with its ISO code.
    static let signs: [String: String] = [
        "₹": "INR", "₽": "RUB", "₺": "TRY", "₴": "UAH", "₲": "PYG", "₵": "GHS", "₸": "KZT", "₼": "AZN", "₾": "GEL",
    ]

    /// The dollar signs and the yen signs, each of which names several currencies: the database reads `$`
    /// as the US dollar and `¥` as the yen; a locale whose currency is written with one of them (en_CA,
    /// en_AU, es_MX; zh_CN) reads it as its own.
    static let dollarSigns: Set<String> = ["$", "＄", "﹩"]
    static let yenSigns: Set<String> = ["¥", "￥"]

    /// Each sign with the name it reads as under `locale`, for the signs whose currency `isDefined`:
    /// `$` is the locale's currency where it writes `$` (else the database's `$`, the US dollar), `¥`
    /// likewise (else the yen), and the signs of `signs`.
    static func signNames(for locale: CurrencyLocale, isDefined: (String) -> Bool) -> [String: String] {
        var names: [String: String] = [:]
        for (sign, code) in signs where isDefined(code) { names[sign] = code }
        let local = locale.code.flatMap { isDefined($0) ? $0 : nil }
        for sign in dollarSigns {
            if let local, let written = locale.sign, dollarSigns.contains(written) {
                names[sign] = local
            } else if isDefined("USD") {
                names[sign] = "USD"
            }
        }
        for sign in yenSigns {
            if let local, let written = locale.sign, yenSigns.contains(written) {
                names[sign] = local
            } else if isDefined("JPY") {
                names[sign] = "JPY"
            }
        }
        return names
    }

    /// The decimals a sum of the currency `code` is written with (ISO 4217's minor unit): 2 for most,
    /// 0 for the yen and the won, 3 for the dinars of Bahrain, Iraq, Jordan, Kuwait, Libya and Tunisia and
    /// Oman's rial.
    public static func decimals(_ code: String) -> Int {
        if noDecimals.contains(code) { return 0 }
        if threeDecimals.contains(code) { return 3 }
        if code == "CLF" || code == "UYW" { return 4 }
        return 2
    }

    private static let noDecimals: Set<String> = [
        "BIF", "CLP", "DJF", "GNF", "ISK", "JPY", "KMF", "KRW", "PYG", "RWF", "UGX", "UYI", "VND", "VUV", "XAF", "XOF", "XPF",
    ]
    private static let threeDecimals: Set<String> = ["BHD", "IQD", "JOD", "KWD", "LYD", "OMR", "TND"]

    /// Whether `name` looks like an ISO 4217 code: three capital letters A to Z.
    static func isCode(_ name: String) -> Bool {
        name.utf8.count == 3 && name.utf8.allSatisfy { (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains($0) }
    }
}
