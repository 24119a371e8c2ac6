import Glibc

/// The currency of the user's monetary locale (LC_ALL, else LC_MONETARY, else LANG, as glibc decides), as
/// the C library's locale data names it: its ISO 4217 code (`CAD` under en_CA) and its sign (`$`). It
/// says which currency the picker lists first and which one an ambiguous sign (`$`, `¥`) means.
public struct CurrencyLocale: Sendable, Equatable {
    /// The ISO code (`INR`); nil in the C locale, which has no currency.
    public let code: String?
    /// The sign the locale writes (`₹`, `$`, `CHF`); nil with no currency.
    public let sign: String?

    /// A locale whose currency is `code`, written `sign`.
    public init(code: String?, sign: String?) {
        self.code = code
        self.sign = sign
    }

    /// No currency (the C locale): `$` is the US dollar and `¥` the yen, as the database has them.
    public static let none = CurrencyLocale(code: nil, sign: nil)

    /// The process's monetary locale, read once from the C library (no locale category of the process
    /// changes: `newlocale` reads it beside them). `none` when the locale is C or not installed.
    public static let current = CurrencyLocale(localeName: "")

    /// The currency of the locale `name` (`en_CA.UTF-8`; empty: the environment's), `none` if it has none.
    public init(localeName name: String) {
        guard let locale = newlocale(LC_MONETARY_MASK, name, nil) else {
            self = .none
            return
        }
        defer { freelocale(locale) }
        func item(_ item: Int) -> String {
            nl_langinfo_l(nl_item(item), locale).map { String(cString: $0) } ?? ""
        }
        // `int_curr_symbol` is the code and a separator (`CAD `).
        let code = String(item(__INT_CURR_SYMBOL).prefix(3))
        let sign = item(__CURRENCY_SYMBOL)
        guard code.count == 3, code.allSatisfy({ $0.isASCII && $0.isUppercase }) else {
            self = .none
            return
        }
        self.init(code: code, sign: sign.isEmpty ? nil : sign)
    }
}
