import CalculatorModel

/// The programmer mode's controller: a key goes in, its outcome comes back, nothing is called back.
/// Types numbers digit by digit in the base shown, hands them to the brain, and keeps undo and redo
/// as the calculator's controller does (one step per key that changed something).
public final class ProgrammerController {
    /// What the view shows now.
    public private(set) var state: ProgrammerDisplayState

    private var brain: ProgrammerBrain
    /// The magnitude typed so far in `base`; nil while the value shown is a result.
    private var entry: UInt64?
    private var base: ProgrammerBase

    /// What a key may change, and undo and redo bring back.
    private struct Snapshot {
        var brain: ProgrammerBrain
        var entry: UInt64?
        var base: ProgrammerBase
        var memory: Real?
    }

    /// The memory, shared with the calculator: an exact value, nil when empty. The caller (the session)
    /// sets it when the user switches in and reads it when switching out, so one memory serves both
    /// modes; `m+` and `m−` add the value shown as the exact integer it reads as, `mr` carries it in.
    public var memory: Real? {
        didSet { state = makeState() }
    }

    /// The calculation the last key completed, for its outcome's `tapeChange`.
    private var completion: HistoryEntry?
    /// What the last key carried into the word (`mr`), for its outcome.
    private var carried: IntegerWord.Carry?

    private var undoHistory = UndoHistory<Snapshot>()

    /// How decimal values are grouped on screen (batch mode prints them ungrouped).
    public var numberLocale = NumberLocale.standard {
        didSet { state = makeState() }
    }

    /// A controller showing 0 in words of `size`, read as `signedness`, in `base` (Windows opens on a
    /// signed QWORD in DEC).
    public init(size: WordSize = .qword, signedness: Signedness = .signed, base: ProgrammerBase = .decimal) {
        brain = ProgrammerBrain(size: size, signedness: signedness)
        self.base = base
        state = ProgrammerDisplayState(
            value: brain.operand, base: base, errorReason: nil, isTyping: false, expression: "", pendingOperator: nil,
            openParentheses: 0, numberLocale: .standard)
        state = makeState()
    }

    /// What undo and redo can do now.
    public var undoAvailability: UndoAvailability {
        UndoAvailability(canUndo: undoHistory.canUndo, canRedo: undoHistory.canRedo)
    }

    /// The value shown, for the calculator when the user switches back: `IntegerWord.real` is exact.
    public var value: IntegerWord { brain.operand }

    /// Handles one key and returns its outcome.
    @discardableResult
    public func press(_ key: ProgrammerKey) -> ProgrammerOutcome {
        let before = state
        let memoryBefore = memory
        completion = nil
        carried = nil
        var ignored: ProgrammerOutcome.Ignored?
        switch key {
        case .undo, .redo:
            let restored = key == .undo ? undoHistory.undo(from: snapshot) : undoHistory.redo(from: snapshot)
            if let restored { restore(restored) } else { ignored = .nothingToDo }
        default:
            // Every key that does something is one undo step; an ignored key, none.
            let previous = snapshot
            ignored = perform(key)
            if ignored == nil { undoHistory.record(previous) }
        }
        state = makeState()
        return ProgrammerOutcome(
            state: state, stateChanged: state != before, ignored: ignored, tapeChange: completion.map(TapeChange.appended),
            memoryChanged: memory != memoryBefore, carry: carried)
    }

    /// Carries the calculator's `value` in (switching to the programmer mode): its integer part,
    /// wrapped to the word, becomes the operand of a new calculation. One undo step; the outcome of
    /// the key and what became of the value (a fraction dropped, wrapped) for the window's note.
    @discardableResult
    public func carryIn(_ value: Real) -> (outcome: ProgrammerOutcome, carry: IntegerWord.Carry) {
        let before = state
        let previous = snapshot
        let (word, carry) = IntegerWord.carrying(value, size: brain.size, signedness: brain.signedness)
        brain.clear()
        brain.setOperand(word)
        entry = nil
        undoHistory.record(previous)
        state = makeState()
        return (ProgrammerOutcome(state: state, stateChanged: state != before, ignored: nil), carry)
    }

    private var snapshot: Snapshot { Snapshot(brain: brain, entry: entry, base: base, memory: memory) }

    /// How many nodes of what waits the undo snapshots hold, counted once per snapshot (`references`)
    /// and once each (`distinct`): for tests that check that the snapshots share them rather than copy them.
    var undoSnapshotNodes: (snapshots: Int, references: Int, distinct: Int) {
        let stacks = undoHistory.snapshots.map(\.brain.pendingNodeIdentities)
        return (stacks.count, stacks.reduce(0) { $0 + $1.count }, Set(stacks.joined()).count)
    }

    private func restore(_ snapshot: Snapshot) {
        brain = snapshot.brain
        entry = snapshot.entry
        base = snapshot.base
        memory = snapshot.memory
    }

    /// Does a key other than undo and redo; why it did nothing, if it did nothing.
    private func perform(_ key: ProgrammerKey) -> ProgrammerOutcome.Ignored? {
        if brain.isError {
            // After an error a digit starts anew, a clear resets, the settings work; nothing else does.
            switch key {
            case .digit, .clear, .allClear, .clearEntry: brain.clear()
            case .base, .wordSize, .signedness, .toggleSignedness, .memory(.clear): break
            case .memory(.recall): brain.clear()
            default: return .error
            }
        }
        switch key {
        case .digit(let digit): return type(digit)
        case .operation(let operation):
            if let limit = brain.perform(operation) { return .limit(limit) }
            entry = nil
        case .function(let function):
            entry = nil
            brain.apply(function)
        case .openParenthesis:
            if let limit = brain.openParenthesis() { return .limit(limit) }
            entry = nil
        case .closeParenthesis:
            guard brain.closeParenthesis() else { return .nothingToDo }
            entry = nil
        case .equals:
            entry = nil
            if brain.equals() {
                completion = HistoryEntry(
                    expressionLine: brain.description(in: base, prefixed: true),
                    programmer: ProgrammerResult(base: base, word: brain.operand))
            }
        case .memory(let action):
            return performMemory(action)
        case .clear:
            if entry != nil { return perform(.clearEntry) }
            brain.clear()
        case .allClear:
            entry = nil
            brain.clear()
        case .clearEntry:
            entry = nil
            brain.clearEntry()
        case .backspace:
            guard let typed = entry else { return .nothingToDo }
            let shorter = typed / UInt64(base.radix)
            entry = shorter
            brain.setOperand(IntegerWord(bits: shorter, size: brain.size, signedness: brain.signedness))
        case .base(let newBase):
            guard newBase != base else { return .nothingToDo }
            entry = nil
            base = newBase
        case .wordSize(let size):
            guard size != brain.size else { return .nothingToDo }
            entry = nil
            brain.resize(to: size)
        case .signedness(let signedness):
            guard signedness != brain.signedness else { return .nothingToDo }
            entry = nil
            brain.reinterpret(as: signedness)
        case .toggleSignedness:
            entry = nil
            brain.reinterpret(as: brain.signedness.toggled)
        case .toggleBit(let index):
            guard let toggled = brain.operand.togglingBit(index) else { return .noSuchBit }
            entry = nil
            brain.setOperand(toggled)
        case .undo, .redo:
            break   // handled by press
        }
        return nil
    }

    /// Does a memory key: the memory holds exact values, so `m+` of a signed byte's −1 adds −1.
    private func performMemory(_ action: ProgrammerKey.Memory) -> ProgrammerOutcome.Ignored? {
        switch action {
        case .add, .subtract:
            entry = nil
            let operand = brain.operand.real
            memory = action == .add ? (memory ?? .zero) + operand : (memory ?? .zero) - operand
        case .clear:
            guard memory != nil else { return .nothingToDo }
            memory = nil
        case .recall:
            let (word, carry) = IntegerWord.carrying(memory ?? .zero, size: brain.size, signedness: brain.signedness)
            entry = nil
            brain.setOperand(word)
            carried = carry
        }
        return nil
    }

    /// Takes pasted text (`ProgrammerPaste`): the number it reads as becomes the value shown, as a
    /// result does, in one undo step; anything else is refused with its reason and changes nothing.
    public func paste(_ text: String) -> Result<ProgrammerOutcome, ProgrammerPaste.Refusal> {
        let word: IntegerWord
        switch ProgrammerPaste.word(text, size: brain.size, signedness: brain.signedness, base: base) {
        case .success(let read): word = read
        case .failure(let refusal): return .failure(refusal)
        }
        return .success(enter(word, carry: nil))
    }

    /// Makes a result of the tape (either mode's) the value shown: its exact value carried into the
    /// word of the current size and sign (`IntegerWord.carrying`: wrapped, its fraction dropped), what
    /// waits staying. One undo step; the outcome's `carry` says what became of the value.
    @discardableResult
    public func recall(_ entry: HistoryEntry) -> ProgrammerOutcome {
        let (word, carry) = IntegerWord.carrying(entry.value, size: brain.size, signedness: brain.signedness)
        return enter(word, carry: carry)
    }

    /// Makes `word` the operand, as a result (nothing being typed), in one undo step.
    private func enter(_ word: IntegerWord, carry: IntegerWord.Carry?) -> ProgrammerOutcome {
        let before = state
        undoHistory.record(snapshot)
        entry = nil
        brain.setOperand(word)
        state = makeState()
        return ProgrammerOutcome(state: state, stateChanged: state != before, ignored: nil, carry: carry)
    }

    /// Appends a digit to the number being typed, if the base has it and the number still fits: in
    /// DEC a signed word takes up to its largest positive value (negatives are typed then `±`), in the
    /// other bases the digits fill the word's bits (`FF` is −1 in a signed byte).
    private func type(_ digit: Int) -> ProgrammerOutcome.Ignored? {
        guard base.accepts(digit: digit) else { return .digitNotInBase }
        let radix = UInt64(base.radix)
        let typed = entry ?? 0
        let limit = base == .decimal && brain.signedness == .signed ? brain.size.mask >> 1 : brain.size.mask
        let (shifted, overflow) = typed.multipliedReportingOverflow(by: radix)
        let (next, carry) = shifted.addingReportingOverflow(UInt64(digit))
        guard !overflow, !carry, next <= limit else { return .entryFull }
        entry = next
        brain.setOperand(IntegerWord(bits: next, size: brain.size, signedness: brain.signedness))
        return nil
    }

    private func makeState() -> ProgrammerDisplayState {
        ProgrammerDisplayState(
            value: brain.operand, base: base, errorReason: brain.errorReason, isTyping: entry != nil,
            expression: brain.description(in: base), pendingOperator: brain.pendingOperator,
            openParentheses: brain.openParentheses, numberLocale: numberLocale, hasMemory: memory != nil)
    }
}

extension ProgrammerController {
    /// Batch mode's key names for the programmer mode: every name of `ProgrammerKey.all`.
    static let keyNames: [String: ProgrammerKey] = Dictionary(
        ProgrammerKey.all.flatMap { key in key.names.map { ($0, key) } }, uniquingKeysWith: { first, _ in first })

    /// The keys a space-separated string names: a key's name, or a run of digits `0`–`9` `A`–`F`
    /// typed character by character (`FF`, `127`). Names come first: `C` names no key, so it is a digit.
    public static func keys(_ text: String) throws(KeySequence.UnknownKey) -> [ProgrammerKey] {
        try namedKeys(text).map(\.key)
    }

    /// The keys `text` names, each with its name there (a digit of a run, its character).
    public static func namedKeys(_ text: String) throws(KeySequence.UnknownKey) -> [(key: ProgrammerKey, name: String)] {
        var keys: [(key: ProgrammerKey, name: String)] = []
        for token in text.split(whereSeparator: \.isWhitespace).map(String.init) {
            if let key = keyNames[token] {
                keys.append((key, token))
            } else if token.allSatisfy({ $0.isASCII && $0.isHexDigit && !$0.isLowercase }) {
                keys += token.map { (ProgrammerKey.digit($0.hexDigitValue!), String($0)) }
            } else {
                throw KeySequence.UnknownKey(token: token)
            }
        }
        return keys
    }

    /// Presses every key `text` names on a fresh controller and returns the final state: the
    /// programmer mode's batch mode.
    public static func run(
        keys text: String, size: WordSize = .qword, signedness: Signedness = .signed, base: ProgrammerBase = .decimal
    ) throws(KeySequence.UnknownKey) -> ProgrammerDisplayState {
        let controller = ProgrammerController(size: size, signedness: signedness, base: base)
        for key in try keys(text) { controller.press(key) }
        return controller.state
    }
}
