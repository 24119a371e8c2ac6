import CalculatorController
import UnitDatabase

/// The converter's money in the session (issue 48): whether an update of the rates runs (the status line
/// says so, Escape cancels it), and the display state whose sum shows all its digits (S⇔D, the digit
/// scroll), which ends with the next value as S⇔D's swap does.
struct MoneyState: Equatable {
    /// An update was asked for and has not come back.
    var isUpdating = false
    /// The state whose "to" sum shows the calculator's digits, not its currency's decimals.
    var allDigitsState: DisplayState?

    /// Whether the sum of `state` shows all its digits.
    func allDigits(of state: DisplayState) -> Bool { allDigitsState == state }

    /// The rates a conversion of money between `panel`'s units uses, as the tape's line keeps them
    /// (`2026-11-27 ECB`); nil for a conversion of no rate.
    static func tapeRates(_ panel: ConverterPanel, _ database: UnitDatabase) -> String? {
        guard let from = try? database.unit(panel.from.expression), let to = try? database.unit(panel.to.expression),
            let stamp = ConversionUnit.rates(from, to)
        else { return nil }
        return "\(stamp.date) \(stamp.shortSource)"
    }
}
