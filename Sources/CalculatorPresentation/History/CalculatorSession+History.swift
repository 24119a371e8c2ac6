import CalculatorModel

/// The history panel's part of the session: opening and closing it, and recalling a calculation.
extension CalculatorSession {
    /// Opens the history panel over the keypad's area, or closes it.
    func toggleHistory() {
        pane.modify { $0.yieldKeypadArea(&shared) }
        shared.toggleHistory()
    }

    /// Makes a calculation's result the value shown, in the mode shown, and closes the panel, as the iPhone does.
    func recall(_ index: Int) {
        guard shared.controller.history.entries.indices.contains(index) else { return }
        let entry = shared.controller.history.entries[index]
        shared.reply.isNewValue = true
        pane.modify { $0.recall(entry, &shared) }
        shared.closeHistory()
    }
}
