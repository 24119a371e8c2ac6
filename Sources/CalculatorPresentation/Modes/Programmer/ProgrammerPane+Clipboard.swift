import CalculatorController
import CalculatorModel
import Layout
import WindowInterface

/// The programmer mode's share of the window's clipboard, tape and memory (issue 32, items 6–8):
/// copy in the base shown, paste through `ProgrammerPaste`, each `=` on the tape the modes share,
/// a recall into either mode, and the memory keys of the pad going to the one memory.
extension CalculatorSession {
    /// Ctrl+C in the programmer mode: the value as code writes it in its base (`0xFF`, `0o17`, `0b1010`,
    /// decimal bare); Ctrl+Shift+C (`bare`) the digits alone (`FF`). While the history panel shows a
    /// chosen calculation, its result as its line writes it. Nothing for `Error`.
    func copyProgrammerValue(bare: Bool) {
        guard mode == .programmer, let pane = programmer else { return }
        let tape = controller.history.entries
        if history.isOpen, let index = history.selection, tape.indices.contains(index) {
            let entry = tape[index]
            guard let result = entry.programmer else {
                return reply.effects.append(.copy(controller.numberLocale.format(entry.result, grouping: false)))
            }
            let text = bare ? result.word.digits(in: result.base) : result.word.prefixedDigits(in: result.base)
            return reply.effects.append(.copy(text))
        }
        guard let text = pane.controller.state.copyText(bare: bare) else { return }
        reply.effects.append(.copy(text))
    }

    /// Pasted text in the programmer mode (`ProgrammerPaste`): a number of the word becomes the value
    /// shown; anything else is refused as the calculator refuses a paste, the display unchanged, the
    /// notice saying why in the words batch mode's `--paste` uses (`0xFF & 0x0F`: an expression).
    func programmerPaste(_ text: String) {
        guard let pane = programmer else { return refuse(.notACalculation) }
        switch pane.controller.paste(text) {
        case .success(let outcome): takeProgrammer(outcome)
        case .failure(let refusal): refuse(.programmerPaste(refusal))
        }
    }

    /// Takes what a programmer key did into the reply: the look, why a key past a limit was refused, and
    /// a completed calculation put on the tape the modes share (appended to the file by the store, as
    /// the calculator's lines are).
    func takeProgrammer(_ outcome: ProgrammerOutcome) {
        if outcome.stateChanged { reply.looksChanged = true }
        // A key past a nesting limit changed nothing: the notice says why, as in the calculator.
        if case .limit(let limit) = outcome.ignored { refuse(.limit(limit)) }
        if case .appended(let entry) = outcome.tapeChange {
            reply.tapeChange = controller.appendToHistory(entry)
            if history.isOpen { clearButtonCache() }
            reply.looksChanged = true
        }
    }

    /// A calculation of the tape recalled in the programmer mode: its value carried into the word
    /// (integer part, wrapped), with the note a switch of mode gives when a fraction was dropped or it wrapped.
    func recallIntoProgrammer(_ entry: HistoryEntry) {
        guard let pane = programmer else { return }
        let outcome = pane.controller.recall(entry)
        takeProgrammer(outcome)
        if let carry = outcome.carry, let note = Self.note(carry, size: pane.controller.value.size) {
            refuse(.message(note))
        }
    }

    /// The area the history panel covers in the mode shown: the keypad's.
    var historyArea: Rect {
        guard mode == .programmer, let programmer else { return KeypadScene.keypadArea(layout.frames) }
        return ProgrammerScene.keypadArea(programmer.layout.frames)
    }

    /// The memory key a click on the programmer pad's `mc` `m+` `m−` `mr` names: the one memory's.
    static func memoryOperation(_ action: ProgrammerKey.Memory) -> OperationID {
        switch action {
        case .add: .memoryAdd
        case .subtract: .memorySubtract
        case .recall: .memoryRecall
        case .clear: .memoryClear
        }
    }
}
