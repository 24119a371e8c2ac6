import UnitDatabase

/// The converter's money (issue 48): the picker's "Update rates" and Escape that stops it, the outcome
/// said when it comes back, and a sum shown with all its digits (S⇔D, the digit scroll).
extension ConverterPane {
    /// The picker's "Update rates": the picker closes, the line under the number says the update runs, and
    /// the executable starts it beside the event loop (`SessionEffect.updateRates(true)`); nothing when one runs.
    mutating func startRatesUpdate(_ shared: inout SharedState) {
        panel?.picker = nil
        shared.reply.looksChanged = true
        guard !money.isUpdating else { return }
        money.isUpdating = true
        shared.reply.effects.append(.updateRates(true))
    }

    /// Escape while an update runs: it ends, the rates as they were, and that is said. False without one.
    mutating func cancelRatesUpdate(_ shared: inout SharedState) -> Bool {
        guard money.isUpdating else { return false }
        money.isUpdating = false
        shared.reply.effects.append(.updateRates(false))
        shared.refuse(.message(RatesWords.outcome(.failed(.cancelled))))
        return true
    }

    /// What the update came to, handed on by the event loop from the process that fetched: said (the new
    /// rates' date, or why not), and new rates read. Nothing for an update cancelled meanwhile.
    mutating func ratesUpdated(_ outcome: RatesUpdateOutcome, _ shared: inout SharedState) {
        guard money.isUpdating else { return }
        money.isUpdating = false
        if case .updated = outcome, catalogue != nil { catalogue = loadCatalogue() }
        shared.refuse(.message(RatesWords.outcome(outcome)))
    }

    /// S⇔D in the converter: a sum of money shows all its digits, or its currency's decimals again.
    mutating func swapMoneyDigits(_ shared: inout SharedState) {
        guard showsMoney else { return }
        let state = shared.controller.state
        money.allDigitsState = money.allDigits(of: state) ? nil : state
        shared.reply.looksChanged = true
    }

    /// The digit scroll in the converter: towards further digits a sum of money shows all of them, back
    /// towards the first its currency's decimals.
    mutating func scrollMoneyDigits(by digits: Int, _ shared: inout SharedState) {
        let state = shared.controller.state
        guard showsMoney, !shared.history.isOpen, digits != 0, (digits > 0) != money.allDigits(of: state) else { return }
        money.allDigitsState = digits > 0 ? state : nil
        shared.reply.looksChanged = true
    }

    /// Whether the converter's "to" unit is a currency.
    private var showsMoney: Bool {
        guard let panel, case .success(let catalogue) = catalogue else { return false }
        return (try? catalogue.database.unit(panel.to.expression))?.isCurrency == true
    }
}
