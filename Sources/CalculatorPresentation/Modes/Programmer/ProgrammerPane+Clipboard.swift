import CalculatorController
import CalculatorModel

/// The programmer mode's share of the window's clipboard and tape (issue 32, items 6–8): copy in the
/// base shown, paste through `ProgrammerPaste`, each `=` on the tape the modes share, a recall into
/// the word.
extension ProgrammerPane {
    /// Ctrl+C: the value as code writes it in its base (`0xFF`, `0o17`, `0b1010`, decimal bare);
    /// Ctrl+Shift+C (`plain`) the digits alone (`FF`). While the history panel shows a chosen
    /// calculation, its result as its line writes it. Nothing for `Error`.
    func copyText(plain: Bool, _ shared: SharedState) -> String? {
        if let entry = shared.chosenEntry {
            guard let result = entry.programmer else {
                return shared.controller.numberLocale.format(entry.result, grouping: false)
            }
            return plain ? result.word.digits(in: result.base) : result.word.prefixedDigits(in: result.base)
        }
        return controller.state.copyText(bare: plain)
    }

    /// Pasted text (`ProgrammerPaste`): a number of the word becomes the value shown; anything else is
    /// refused as the calculator refuses a paste, the display unchanged, the notice saying why in the
    /// words batch mode's `--paste` uses (`0xFF & 0x0F`: an expression).
    mutating func paste(_ text: String, _ shared: inout SharedState) {
        switch controller.paste(text) {
        case .success(let outcome): take(outcome, &shared)
        case .failure(let refusal): shared.refuse(.programmerPaste(refusal))
        }
    }

    /// Takes what a programmer key did into the reply: the look, why a key past a limit was refused, and
    /// a completed calculation put on the tape the modes share.
    func take(_ outcome: ProgrammerOutcome, _ shared: inout SharedState) {
        if outcome.stateChanged { shared.reply.looksChanged = true }
        // A key past a nesting limit changed nothing: the notice says why, as in the calculator.
        if case .limit(let limit) = outcome.ignored { shared.refuse(.limit(limit)) }
        if case .appended(let entry) = outcome.tapeChange { shared.appendToTape(entry) }
    }

    /// A calculation of the tape recalled: its value carried into the word (integer part, wrapped), with
    /// the note a switch of mode gives when a fraction was dropped or it wrapped.
    mutating func recall(_ entry: HistoryEntry, _ shared: inout SharedState) {
        let outcome = controller.recall(entry)
        take(outcome, &shared)
        if let carry = outcome.carry, let note = Self.note(carry, size: controller.value.size) {
            shared.refuse(.message(note))
        }
    }
}
