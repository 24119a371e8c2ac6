import CalculatorController
import CalculatorModel

/// The converter's share of the tape (issue 33, item 6): `=` puts the conversion on the tape the modes
/// share, as `3 ft = 91.44 cm`, and a recall of that line in any mode enters the "to" value.
extension ConverterPane {
    /// After `=` in the converter (the calculator's own `=` having put a calculation typed as the "from"
    /// value on the tape, `3 × 12 + 4 = 40`), the conversion of the value shown: `40 in = 101.6 cm`, its
    /// result the "to" value, exact, appended to the file as the calculator's lines are. Nothing for an
    /// error or a value that does not convert, nor for a second `=` that changed nothing (its line is last).
    func putConversionOnTape(after outcome: ControllerOutcome, _ shared: inout SharedState) {
        let state = shared.controller.state
        guard let panel, !state.isError, case .success(let catalogue) = catalogue,
            case .success(let value) = panel.converted(state.value, in: catalogue.database),
            let entry = HistoryEntry(
                converting: state.copyableDisplay,
                UnitConversion(
                    from: panel.from.symbol, to: panel.to.symbol, rates: MoneyState.tapeRates(panel, catalogue.database)),
                to: value)
        else { return }
        if !outcome.stateChanged, outcome.tapeChange == nil, shared.controller.history.entries.last == entry { return }
        // A calculation the same `=` completed is written first; the conversion after it.
        shared.appendToTape(entry)
    }
}
