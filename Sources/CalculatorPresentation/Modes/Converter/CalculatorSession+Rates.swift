import UnitDatabase

extension CalculatorSession {
    /// What an update of the rates came to, handed on by the event loop from the process that fetched: the
    /// converter's pane, shown or set aside, says it and reads the new rates.
    func ratesUpdated(_ outcome: RatesUpdateOutcome) -> Answer {
        shared.reply = SharedState.Reply(valueBefore: shared.controller.state.plainDisplay)
        if case .converter(var converter) = pane {
            converter.ratesUpdated(outcome, &shared)
            pane = .converter(converter)
        } else if case .converter(var converter)? = setAside[.converter] {
            converter.ratesUpdated(outcome, &shared)
            setAside[.converter] = .converter(converter)
        }
        return answer()
    }
}
