import CalculatorController
import CalculatorModel
import WindowInterface

/// The programmer mode in a session: its controller, its layout at the window's size, where the
/// bit field's keyboard cursor is, and the word carried in last (to tell whether the user changed it).
struct ProgrammerPane {
    let controller: ProgrammerController
    var layout: ProgrammerLayout
    var bitCursor = 0
    /// The word the calculator's value became when the mode was shown: if the value is still this
    /// when the user switches back, the calculator keeps its own value (2.5 stays 2.5).
    var carriedIn: IntegerWord?
}

extension CalculatorSession {
    /// The programmer mode's scene.
    func programmerScene(_ pane: ProgrammerPane) -> Scene<Control> {
        ProgrammerScene.scene(programmerInputs(pane), in: pane.layout.frames, theme: theme, palette: palette)
    }

    /// The programmer scene's inputs now.
    func programmerInputs(_ pane: ProgrammerPane) -> ProgrammerScene.Inputs {
        ProgrammerScene.Inputs(
            state: pane.controller.state, undo: pane.controller.undoAvailability, notice: notice?.text,
            isAlwaysOnTop: isAlwaysOnTop, hasMemory: controller.memory != nil, bitCursor: pane.bitCursor,
            history: history, tape: history.isOpen ? controller.history : HistoryTape())
    }

    /// The accessible tree's inputs in the programmer mode.
    func programmerSnapshot(_ pane: ProgrammerPane) -> ProgrammerAccessibility.Snapshot {
        ProgrammerAccessibility.Snapshot(inputs: programmerInputs(pane), frames: pane.layout.frames, noticeCount: noticeCount)
    }

    /// Carries the value shown from `old` to `new`: into the programmer mode as its integer part,
    /// wrapped to the word (`IntegerWord.carrying`), back to the calculator as the exact integer
    /// (unless the programmer mode left the value carried in as it was); the converter's value is the
    /// calculator's. The note to show, if any.
    func carryValue(from old: Mode, to new: Mode) -> String? {
        switch (old == .converter ? .calculator : old, new == .converter ? .calculator : new) {
        case (.calculator, .programmer):
            if programmer == nil {
                var layout = ProgrammerLayout(scale: scale)
                layout.resize(width: Double(windowSize.width), height: Double(windowSize.height))
                let controller = ProgrammerController()
                controller.numberLocale = self.controller.numberLocale
                programmer = ProgrammerPane(controller: controller, layout: layout)
            }
            guard let pane = programmer else { return nil }
            let (_, carry) = pane.controller.carryIn(controller.state.value)
            programmer?.carriedIn = pane.controller.value
            return Self.note(carry, size: pane.controller.value.size)
        case (.programmer, .calculator):
            guard let pane = programmer, pane.controller.value != pane.carriedIn else { return nil }
            take(controller.carryIn(pane.controller.value.real))
            return nil
        default: return nil
        }
    }

    /// What the user is told of a carry: nothing when exact.
    static func note(_ carry: IntegerWord.Carry, size: WordSize) -> String? {
        switch carry {
        case .exact: nil
        case .fractionDropped: localized("Fraction dropped")
        case .wrapped: localized("Wrapped to %s bits", String(size.bitWidth))
        case .notANumber: localized("Not a number: 0")
        }
    }

    /// A key on the keyboard in the programmer mode.
    func programmerKey(_ stroke: KeyStroke) {
        if history.isOpen, !stroke.control, handleHistoryKey(stroke.keysym) { return }
        guard
            let command = ProgrammerKeyboard.command(
                keysym: stroke.keysym, text: stroke.text, control: stroke.control, shift: stroke.shift)
        else { return }
        switch command {
        case .key(let key):
            isAwaitingPaste = false
            pressProgrammer(key)
            if let control = ProgrammerPad.flash(for: key) { reply.effects.append(.flash(control)) }
        case .memory(let operation): programmerMemory(operation)
        case .moveBit(let step): moveBitCursor(step)
        case .toggleBit:
            guard let pane = programmer, pane.layout.frames.bitField != nil else { return }
            pressProgrammer(.toggleBit(pane.bitCursor))
        case .window(let command): windowCommand(command)
        }
    }

    /// A click on the programmer keypad, the four bases' lines or the bit field.
    func programmerClick(_ control: Control) {
        isAwaitingPaste = false
        guard let pane = programmer else { return }
        switch control {
        case .programmerKey(let key): pressProgrammer(key)
        case .wordSizeCycle: pressProgrammer(.wordSize(Self.nextWordSize(pane.controller.value.size)))
        case .baseLine(let base): pressProgrammer(.base(base))
        case .bit(let index):
            programmer?.bitCursor = index
            pressProgrammer(.toggleBit(index))
        default: break
        }
    }

    /// The word size the word-size button turns to: QWORD → DWORD → WORD → BYTE → QWORD, as Windows'.
    static func nextWordSize(_ size: WordSize) -> WordSize {
        switch size {
        case .qword: .dword
        case .dword: .word
        case .word: .byte
        case .byte: .qword
        }
    }

    /// Presses `key` on the programmer controller.
    func pressProgrammer(_ key: ProgrammerKey) {
        guard let pane = programmer else { return }
        if case .memory(let action) = key { return programmerMemory(Self.memoryOperation(action)) }
        takeProgrammer(pane.controller.press(key))
    }

    /// Moves the bit field's cursor (while the field shows), within the word.
    func moveBitCursor(_ step: Int) {
        guard let pane = programmer, pane.layout.frames.bitField != nil else { return }
        let width = pane.controller.value.size.bitWidth
        let next = pane.bitCursor + step
        guard (0..<width).contains(next) else { return }
        programmer?.bitCursor = next
        reply.looksChanged = true
    }

    /// The one memory, from the programmer mode: `m+` and `m−` add and subtract the value shown (as
    /// an exact integer), `mr` carries the memory in as a switch carries a value, `mc` clears it.
    func programmerMemory(_ operation: OperationID) {
        guard let pane = programmer else { return }
        let hadMemory = controller.memory
        if operation == .memoryAdd || operation == .memorySubtract {
            controller.carryIn(pane.controller.value.real)
        }
        take(controller.press(.operation(operation)))
        if operation == .memoryRecall, let memory = controller.memory {
            let (outcome, carry) = pane.controller.carryIn(memory)
            if outcome.stateChanged { reply.looksChanged = true }
            if let note = Self.note(carry, size: pane.controller.value.size) { refuse(.message(note)) }
        }
        if controller.memory != hadMemory {
            reply.looksChanged = true
            reply.rememberedChanged = true
        }
    }

}

extension ProgrammerPad {
    /// The button a programmer key lights: its own, or the clear button for AC and CE.
    static func flash(for key: ProgrammerKey) -> Control? {
        let shown: ProgrammerKey = key == .allClear || key == .clearEntry ? .clear : key
        return buttons.contains { $0.control == .programmerKey(shown) } ? .programmerKey(shown) : nil
    }
}
