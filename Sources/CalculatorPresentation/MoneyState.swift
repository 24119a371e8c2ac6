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

extension CalculatorSession {
    /// The picker's "Update rates": the picker closes, the status line says the update runs, and the
    /// executable starts it beside the event loop (`SessionEffect.updateRates(true)`); nothing when one runs.
    func startRatesUpdate() {
        converter?.picker = nil
        reply.looksChanged = true
        guard !money.isUpdating else { return }
        money.isUpdating = true
        reply.effects.append(.updateRates(true))
    }

    /// Escape while an update runs: it ends, the rates as they were, and that is said. False without one.
    func cancelRatesUpdate() -> Bool {
        guard money.isUpdating else { return false }
        money.isUpdating = false
        reply.effects.append(.updateRates(false))
        refuse(.message(RatesWords.outcome(.failed(.cancelled))))
        return true
    }

    /// What the update came to, handed on by the event loop from the process that fetched: said (the new
    /// rates' date, or why not), and new rates read. Nothing for an update cancelled meanwhile.
    public func ratesUpdated(_ outcome: RatesUpdateOutcome) -> Answer {
        reply = Reply()
        guard money.isUpdating else { return answer() }
        money.isUpdating = false
        if case .updated = outcome, catalogue != nil { catalogue = loadCatalogue() }
        refuse(.message(RatesWords.outcome(outcome)))
        return answer()
    }

    /// S⇔D in the converter: a sum of money shows all its digits, or its currency's decimals again.
    func swapMoneyDigits() {
        guard converterShowsMoney else { return }
        money.allDigitsState = money.allDigits(of: controller.state) ? nil : controller.state
        reply.looksChanged = true
    }

    /// The digit scroll in the converter: towards further digits a sum of money shows all of them, back
    /// towards the first its currency's decimals.
    func scrollMoneyDigits(by digits: Int) {
        guard converterShowsMoney, digits != 0, (digits > 0) != money.allDigits(of: controller.state) else { return }
        money.allDigitsState = digits > 0 ? controller.state : nil
        reply.looksChanged = true
    }

    /// Whether the converter's "to" unit is a currency.
    private var converterShowsMoney: Bool {
        guard let converter, case .success(let catalogue) = catalogue else { return false }
        return (try? catalogue.database.unit(converter.to.expression))?.isCurrency == true
    }
}
