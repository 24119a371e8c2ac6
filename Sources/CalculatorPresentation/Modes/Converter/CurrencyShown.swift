import CalculatorModel
import UnitDatabase

/// What the converter shows differently for money (issue 48), when either side is a currency: the rates'
/// date and source in the line under the number, where the exact form goes (a fraction of a cent is no
/// form of money), and the "to" sum at its currency's decimals, unless all digits were asked for.
struct CurrencyShown {
    /// The line dating the rates used, nil when they have no date (`USD` to `USD`).
    let ratesLine: String?
    /// Only the rates' day (`5 Sep 2022`), where there is no room for the line.
    let ratesDate: String?
    /// The "to" currency's decimals (nil: the calculator's digits, for all digits or a unit of no code).
    let decimals: Int?

    /// Nil unless one of `panel`'s units is a sum of money in `database`.
    init?(_ panel: ConverterPanel, toUnit: ConversionUnit?, in database: UnitDatabase, allDigits: Bool) {
        let fromUnit = try? database.unit(panel.from.expression)
        guard toUnit?.isCurrency == true || fromUnit?.isCurrency == true else { return nil }
        let stamp =
            fromUnit.flatMap { from in toUnit.flatMap { ConversionUnit.rates(from, $0) } }
            ?? fromUnit?.rates ?? toUnit?.rates
        ratesLine = stamp.map { RatesWords.line($0) }
        ratesDate = stamp.map { RatesWords.dateText($0.date) }
        let code = database.currencySigns[panel.to.expression] ?? panel.to.expression
        decimals =
            !allDigits && toUnit?.isCurrency == true && database.currencyCodes.contains(code) ? Currencies.decimals(code) : nil
    }

    /// `result` at the currency's decimals in C form, nil for the calculator's digits.
    func plain(_ result: Real, digits: Int) -> String? {
        decimals.flatMap { CurrencyAmount.plain(result, decimals: $0, maximumDigits: digits) }
    }
}
