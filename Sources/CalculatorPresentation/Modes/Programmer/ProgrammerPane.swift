import CalculatorController
import CalculatorModel
import Layout
import WindowInterface

/// The programmer mode: its controller (a word in four bases), its layout at the window's size, where
/// the bit field's keyboard cursor is, and the word carried in last (to tell whether the user changed
/// it). Made the first time the mode shows, so nothing of it is built at start unless the window opens
/// in it; kept when another mode shows, with its base, word size and undo steps.
struct ProgrammerPane: Pane {
    var mode: Mode { .programmer }
    let controller: ProgrammerController
    private(set) var layout: ProgrammerLayout
    private(set) var bitCursor = 0
    /// The word the calculator's value became when the mode was shown: if the value is still this
    /// when the user switches back, the calculator keeps its own value (2.5 stays 2.5).
    private var carriedIn: IntegerWord?

    init(_ shared: SharedState) {
        controller = ProgrammerController()
        controller.numberLocale = shared.controller.numberLocale
        layout = ProgrammerLayout(scale: shared.window.scale)
    }

    /// Solved afresh at every size: the swap of its constraint groups after a solve at another size left
    /// frames off the window (seen in the wide window's screenshot); a solve costs about a millisecond.
    mutating func layOut(_ shared: inout SharedState, rescaled: Bool) {
        layout = ProgrammerLayout(scale: shared.window.scale)
        layout.resize(width: Double(shared.window.size.width), height: Double(shared.window.size.height))
    }

    /// Carries the value shown into the word as its integer part, wrapped (`IntegerWord.carrying`), with
    /// a note when a fraction was dropped or it wrapped.
    mutating func appear(_ shared: inout SharedState) {
        let (_, carry) = controller.carryIn(shared.controller.state.value)
        carriedIn = controller.value
        if let note = Self.note(carry, size: controller.value.size) { shared.refuse(.message(note)) }
    }

    /// Carries the word back to the calculator as the exact integer, unless it is still the word carried in.
    mutating func disappear(_ shared: inout SharedState) {
        guard controller.value != carriedIn else { return }
        shared.take(shared.controller.carryIn(controller.value.real))
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

    mutating func key(_ stroke: KeyStroke, _ shared: inout SharedState) -> KeyCommand? {
        guard
            let command = ProgrammerKeyboard.command(
                keysym: stroke.keysym, text: stroke.text, control: stroke.control, shift: stroke.shift)
        else { return nil }
        switch command {
        case .key(let key):
            shared.isAwaitingPaste = false
            press(key, &shared)
            shared.flash(ProgrammerPad.flash(for: key))
        case .memory(let operation): memory(operation, &shared)
        case .moveBit(let step): moveBitCursor(step, &shared)
        case .toggleBit:
            guard layout.frames.bitField != nil else { return nil }
            press(.toggleBit(bitCursor), &shared)
        case .window(let window):
            switch window {
            // S⇔D and the digits' scroll are the calculator's.
            case .key, .swapExactForm, .scrollDigits, .scrollDigitsToEdge, .scrollDigitsPage, .copyAllDigits: break
            default: return window
            }
        }
        return nil
    }

    /// A click on the programmer keypad, the four bases' lines or the bit field.
    mutating func click(_ control: Control, _ shared: inout SharedState) {
        switch control {
        case .programmerKey(let key): press(key, &shared)
        case .wordSizeCycle: press(.wordSize(Self.nextWordSize(controller.value.size)), &shared)
        case .baseLine(let base): press(.base(base), &shared)
        case .bit(let index):
            bitCursor = index
            press(.toggleBit(index), &shared)
        default: break
        }
    }

    mutating func swipe(_ shared: inout SharedState) { press(.backspace, &shared) }

    /// The word size the word-size button turns to: QWORD → DWORD → WORD → BYTE → QWORD, as Windows'.
    static func nextWordSize(_ size: WordSize) -> WordSize {
        switch size {
        case .qword: .dword
        case .dword: .word
        case .word: .byte
        case .byte: .qword
        }
    }

    /// Presses `key` on the programmer controller; the memory keys are the one memory's.
    private mutating func press(_ key: ProgrammerKey, _ shared: inout SharedState) {
        if case .memory(let action) = key { return memory(Self.memoryOperation(action), &shared) }
        take(controller.press(key), &shared)
    }

    /// Moves the bit field's cursor (while the field shows), within the word.
    private mutating func moveBitCursor(_ step: Int, _ shared: inout SharedState) {
        guard layout.frames.bitField != nil else { return }
        let next = bitCursor + step
        guard (0..<controller.value.size.bitWidth).contains(next) else { return }
        bitCursor = next
        shared.reply.looksChanged = true
    }

    /// The one memory, from the programmer mode: `m+` and `m−` add and subtract the value shown (as
    /// an exact integer), `mr` carries the memory in as a switch carries a value, `mc` clears it.
    private func memory(_ operation: OperationID, _ shared: inout SharedState) {
        let calculator = shared.controller
        let hadMemory = calculator.memory
        if operation == .memoryAdd || operation == .memorySubtract { calculator.carryIn(controller.value.real) }
        shared.take(calculator.press(.operation(operation)))
        if operation == .memoryRecall, let memory = calculator.memory {
            let (outcome, carry) = controller.carryIn(memory)
            if outcome.stateChanged { shared.reply.looksChanged = true }
            if let note = Self.note(carry, size: controller.value.size) { shared.refuse(.message(note)) }
        }
        if calculator.memory != hadMemory {
            shared.reply.looksChanged = true
            shared.reply.rememberedChanged = true
        }
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

    var keypadArea: Rect { ProgrammerScene.keypadArea(layout.frames) }

    /// The programmer scene's inputs now.
    private func inputs(_ shared: SharedState) -> ProgrammerScene.Inputs {
        ProgrammerScene.Inputs(
            state: controller.state, undo: controller.undoAvailability, notice: shared.notice?.text,
            isAlwaysOnTop: shared.isAlwaysOnTop, hasMemory: shared.controller.memory != nil, bitCursor: bitCursor,
            history: shared.history, tape: shared.history.isOpen ? shared.controller.history : HistoryTape())
    }

    mutating func scene(_ shared: SharedState) -> Scene<Control> {
        ProgrammerScene.scene(inputs(shared), in: layout.frames, theme: shared.theme, palette: shared.palette)
    }

    func snapshot(_ shared: SharedState) -> PaneSnapshot {
        .programmer(
            ProgrammerAccessibility.Snapshot(inputs: inputs(shared), frames: layout.frames, noticeCount: shared.noticeCount))
    }
}

extension ProgrammerPad {
    /// The button a programmer key lights: its own, or the clear button for AC and CE.
    static func flash(for key: ProgrammerKey) -> Control? {
        let shown: ProgrammerKey = key == .allClear || key == .clearEntry ? .clear : key
        return buttons.contains { $0.control == .programmerKey(shown) } ? .programmerKey(shown) : nil
    }
}
