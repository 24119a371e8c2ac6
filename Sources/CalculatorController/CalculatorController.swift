import CalculatorModel

/// Turns keys into brain calls and answers what happened: a key goes in, its outcome (the new state,
/// the calculation it completed, what it did to the tape) comes back, and nothing is called back.
public final class CalculatorController {
    /// What the view shows now, made when first asked for after a change: batch mode formats only what
    /// it prints, and a key the window does not draw is not formatted.
    public var state: DisplayState {
        if let shown { return shown }
        let made = makeState()
        shown = made
        return made
    }

    /// The state made since the last change; nil until it is asked for.
    private var shown: DisplayState?

    /// The result rounded to `significantDigits` (nil inside: it cannot be told from 0), made when first
    /// asked for after a change: whether the display shows `Error` and the display itself both need it.
    private var roundedResult: Number??

    private var brain: CalculatorBrain
    /// The number being typed; nil while the display shows the brain's result.
    private var entry: Entry?
    /// Whether `2nd` is on.
    private var isSecondActive = false

    /// The calculations completed, oldest first.
    public private(set) var history = HistoryTape()

    /// The limit the last key or paste would have passed (too many parentheses open, too many operations
    /// waiting), for which it was refused and changed nothing; nil when it was done.
    public private(set) var refusal: NestingLimit?

    /// The operation the calculator does not have that the last paste asked for (`10 mod 3`), for which
    /// it was refused; nil when the last paste was taken or refused for another reason.
    public private(set) var unsupportedOperation: UnsupportedOperation?

    /// The calculation the brain completed last during the key or paste being handled: what goes on the
    /// tape when the key is done and not refused.
    private var completion: CompletedCalculation?

    /// The calculation the last key completed, error or not (a replay's answer); nil when it completed none.
    private(set) var lastCompletion: CompletedCalculation?

    /// The keys of the tape line under way, for its recipe (`TapeRecording`).
    var recording = TapeRecording()

    /// Whether completed calculations go on the tape, with their recipes: false in batch mode, which
    /// prints no tape, and in a replay, which needs only `lastCompletion`.
    var keepsTape = true

    /// Whether the state made carries the expression line (`DisplayState.expression`): false for a sheet's
    /// line, which shows only its result (formatting the line was a tenth of opening a sheet).
    var makesExpressionLine = true

    /// What a key may change, and undo and redo bring back: everything but the tape and the digits shown
    /// (the keys of the line under way too, so that a key undone is not in its recipe).
    private struct Snapshot {
        var brain: CalculatorBrain
        var entry: Entry?
        var isSecondActive: Bool
        var recording: TapeRecording
    }

    /// The steps `undo` and `redo` move through, back to the start of the session.
    private var undoHistory = UndoHistory<Snapshot>()

    /// Significant digits the display shows: 16 in the compact window, 32 in the wide one and in batch
    /// mode, where `--digits` may ask for up to `DigitExpansion.maximumDigits`. An input, as a key is
    /// (`showDigits`).
    public private(set) var significantDigits: Int

    /// Significant digits an entry may have and a recalled value is written with: the display's, at
    /// most the wide window's 32 (a number typed is at most 40 digits).
    private var entryDigits: Int { min(significantDigits, NumberFormat.wideDigits) }

    /// A controller of `brain` (a fresh one by default; tests pass one with a seeded random number
    /// generator) showing `significantDigits` digits.
    public init(brain: CalculatorBrain = CalculatorBrain(), significantDigits: Int = NumberFormat.compactDigits) {
        self.brain = brain
        self.significantDigits = min(max(significantDigits, 1), DigitExpansion.maximumDigits)
    }

    /// How the user writes numbers: the display and the expression line use it, pastes are read by
    /// it; `plainDisplay`, batch mode and the tape keep the C form.
    public var numberLocale = NumberLocale.standard {
        didSet { shown = nil }
    }

    /// How binary operations are ordered (`--evaluation`, `calculator.evaluation`).
    public var evaluation: Evaluation {
        get { brain.evaluation }
        set { brain.evaluation = newValue }
    }

    /// Shows `digits` significant digits from now on (the window's size class changed) and returns the
    /// new state. Not an undo step: it changes how the value is written, not the value.
    @discardableResult
    public func showDigits(_ digits: Int) -> DisplayState {
        EvaluationMeter.measuring { showingDigits(digits) }
    }

    private func showingDigits(_ digits: Int) -> DisplayState {
        let digits = min(max(digits, 1), NumberFormat.wideDigits)
        guard digits != significantDigits else { return state }
        significantDigits = digits
        changed()
        return state
    }

    /// What undo and redo can do now: a step back (or the clear of the tape, right after it), a step forward.
    public var undoAvailability: UndoAvailability {
        UndoAvailability(canUndo: undoHistory.canUndo || history.clearedEntries != nil, canRedo: undoHistory.canRedo)
    }

    /// Whether the user is in the middle of typing a number, as in CS193p.
    public var userIsInTheMiddleOfTyping: Bool { entry != nil }

    /// Handles one key and returns its outcome. Each key, paste and recall spends at most one key's
    /// work on numbers (`EvaluationMeter.perKey`). Undo right after a clear of the tape brings the tape
    /// back instead (`.restored`); any other key makes that clear final. The tape is otherwise never undone.
    @discardableResult
    public func press(_ key: Key) -> ControllerOutcome {
        EvaluationMeter.measuring { pressMeasured(key) }
    }

    private func pressMeasured(_ key: Key) -> ControllerOutcome {
        let before = beginning
        let tapeChange = pressKey(key)
        return outcome(since: before, tapeChange: tapeChange)
    }

    /// Presses `key` without telling what it did to the display, which it does not format: batch
    /// mode's keys, whose display is printed only at the end. Returns the limit it was refused for.
    @discardableResult
    func pressQuietly(_ key: Key) -> NestingLimit? {
        EvaluationMeter.measuring {
            _ = pressKey(key)
            return refusal
        }
    }

    /// Presses `key` and returns what it did to the tape.
    private func pressKey(_ key: Key) -> TapeChange? {
        refusal = nil
        if key == .undo, history.undoClear() { return .restored }
        history.commitClear()
        switch key {
        case .undo: restore(undoHistory.undo(from: snapshot))
        case .redo: restore(undoHistory.redo(from: snapshot))
        default:
            guard keepsTape else {
                recordingStep { pressWithoutRecording(key) }
                break
            }
            let recorded = recordedKey(key)
            let wasError = showsError
            let hadEntry = entry != nil
            let angleUnit = brain.angleUnit
            if recordingStep({ pressWithoutRecording(key) }) {
                record(recorded, wasError: wasError, hadEntry: hadEntry, angleUnit: angleUnit)
            }
        }
        return tapeCompletion()
    }

    /// What a call's outcome is told against: the state shown, the memory and the angle unit as it began.
    private struct Beginning {
        let state: DisplayState
        let memory: Real?
        let angleUnit: AngleUnit
    }

    private var beginning: Beginning { Beginning(state: state, memory: brain.memory, angleUnit: brain.angleUnit) }

    /// The number being typed, as typed; nil when none is (for the recording).
    var typedText: String? { entry?.text }
    /// Whether `2nd` is on (for the recording, which a replay begins with it off).
    var secondIsOn: Bool { isSecondActive }
    /// Whether the last `=` repeated an earlier line's step (for the recording).
    var equalsRepeated: Bool { brain.equalsRepeated }

    /// The result the display shows, when it shows one (no number is being typed): what a replay charges
    /// its exact arithmetic by (`EvaluationMeter.chargeExactArithmetic`).
    var shownResult: Real? { entry == nil ? brain.result : nil }

    /// Whether the display shows `Error`: no number, or a result that rounding for the display proves
    /// out of range (a tiny computation, `ln(tanh 685)³³³`, whose first ball could not tell).
    var showsError: Bool {
        guard entry == nil, let result = brain.result else { return false }
        return result.isNaN || rounded(result)?.isNaN == true
    }

    /// Why the display shows `Error`, when it does: the result's own reason, else the rounding's: out of
    /// range, or too much work when the key's meter ran out on it.
    private var errorReason: ErrorReason? {
        guard showsError else { return nil }
        return brain.result?.errorReason ?? (EvaluationMeter.isCurrentExhausted ? .tooMuchWork : .outOfRange)
    }

    /// `result` rounded to the digits shown, once per change.
    private func rounded(_ result: Real) -> Number? {
        if let known = roundedResult { return known }
        let number = result.rounded(toSignificantDigits: significantDigits)
        roundedResult = .some(number)
        return number
    }

    /// The brain, the entry, 2nd or the digits shown changed: the display is made again when asked for.
    private func changed() {
        shown = nil
        roundedResult = nil
    }

    /// What a call that began at `before` did, the tape changed as `tapeChange` says.
    private func outcome(since before: Beginning, tapeChange: TapeChange? = nil) -> ControllerOutcome {
        ControllerOutcome(
            state: state, stateChanged: state != before.state, tapeChange: tapeChange, refusal: refusal,
            memoryOrAngleUnitChanged: brain.memory != before.memory || brain.angleUnit != before.angleUnit)
    }

    /// Presses a key other than undo and redo.
    private func pressWithoutRecording(_ key: Key) {
        if showsError {
            // After an error, a number starts anew, a clear key resets, and nothing else works.
            switch key {
            case .digit, .point:
                brain.clear()
                perform(key)
            case .clear, .allClear, .clearEntry:
                brain.clear()
            case .second, .toggleAngleUnit, .angleUnit:
                // Modes do not touch the value, so they work on an error too.
                perform(key)
            default: return
            }
        } else {
            // `C` is `AC` on a bare entry and `CE` on a typed one, as its title says.
            perform(key == .clear ? clearKey : key)
        }
        // A refused key is undone whole by `recordingStep`, which keeps the state shown.
        if refusal == nil { changed() }
    }

    private var snapshot: Snapshot {
        Snapshot(brain: brain, entry: entry, isSecondActive: isSecondActive, recording: recording)
    }

    /// How many nodes of pending operations and parentheses the undo snapshots hold, counted once per
    /// snapshot (`references`) and once each (`distinct`): for tests that check that the snapshots share
    /// the pending stack rather than copy it.
    var undoSnapshotNodes: (snapshots: Int, references: Int, distinct: Int) {
        let stacks = undoHistory.snapshots.map(\.brain.pendingNodeIdentities)
        return (stacks.count, stacks.reduce(0) { $0 + $1.count }, Set(stacks.joined()).count)
    }

    /// Runs `change` and makes it one undo step, unless it changed nothing a later key could tell apart;
    /// undoes it whole, and no step, if it passed a nesting limit (`refusal`). Returns whether it made
    /// a step.
    @discardableResult
    private func recordingStep(_ change: () -> Void) -> Bool {
        let before = snapshot
        let shownBefore = shown
        let roundedBefore = roundedResult
        refusal = nil
        change()
        if refusal != nil {
            restore(before)
            shown = shownBefore
            roundedResult = roundedBefore
            return false
        }
        guard !brain.hasSameState(as: before.brain) || entry != before.entry || isSecondActive != before.isSecondActive
        else { return false }
        undoHistory.record(before)
        return true
    }

    /// Returns to `snapshot`, if there is one.
    private func restore(_ snapshot: Snapshot?) {
        guard let snapshot else { return }
        brain = snapshot.brain
        entry = snapshot.entry
        isSecondActive = snapshot.isSecondActive
        recording = snapshot.recording
        changed()
    }

    /// Performs `id` on the brain and keeps the calculation it completed, if any, for the tape; one that
    /// passes a nesting limit is refused there, and the key or paste it belongs to is then refused whole
    /// (`recordingStep` undoes what it did before).
    private func performOperation(_ id: OperationID) {
        switch brain.performOperation(id) {
        case .refused(let limit): if refusal == nil { refusal = limit }
        case .performed(let completed): if let completed { completion = completed }
        }
    }

    /// Puts the calculation the key or paste completed last on the tape, unless it was refused or
    /// the value has no line (an error, `≈0`), and returns the change; forgets the completion either way.
    private func tapeCompletion() -> TapeChange? {
        defer { completion = nil }
        lastCompletion = refusal == nil ? completion : nil
        guard refusal == nil, let completion, keepsTape else { return nil }
        guard var entry = HistoryEntry(completion) else {
            recording.restart(from: nil, angleUnit: brain.angleUnit, isSecondActive: isSecondActive)
            return nil
        }
        entry.recipe = recipe()
        history.append(entry)
        recording.restart(from: (entry.recipe?.id, entry.value), angleUnit: brain.angleUnit, isSecondActive: isSecondActive)
        return .appended(entry)
    }

    /// Puts a calculation another mode completed (the programmer mode's `ProgrammerOutcome.tapeChange`)
    /// on the tape, which the modes share, and returns the change for the store. A pending clear of the
    /// tape is made final, as by a key.
    public func appendToHistory(_ entry: HistoryEntry) -> TapeChange {
        history.commitClear()
        history.append(entry)
        return .appended(entry)
    }

    /// Makes a result of the tape the operand, at its exact value, written as the display shows it
    /// (rounded to its digits). One undo step.
    @discardableResult
    public func recall(_ entry: HistoryEntry) -> ControllerOutcome {
        EvaluationMeter.measuring { recallMeasured(entry) }
    }

    /// Makes `value` the entry, as a recall does: the programmer mode's value carried back when the
    /// user switches to the calculator (an exact integer). One undo step.
    @discardableResult
    public func carryIn(_ value: Real) -> ControllerOutcome {
        EvaluationMeter.measuring { setValueMeasured(value) }
    }

    private func recallMeasured(_ entry: HistoryEntry) -> ControllerOutcome {
        setValueMeasured(entry.value, line: entry.recipe?.id)
    }

    /// Makes `value` the operand, replacing what was typed; NaN changes nothing. The tape's next line
    /// starts from it: the result of the line whose id is `line`, or a value of no line (nil).
    private func setValueMeasured(_ value: Real, line: Int? = nil) -> ControllerOutcome {
        let before = beginning
        refusal = nil
        guard !value.isNaN else { return outcome(since: before) }
        recordingStep {
            if state.isError { brain.clear() }
            self.entry = nil
            brain.discardOperand()
            brain.setOperand(value, text: NumberFormat.string(value, digits: entryDigits, grouping: false))
            changed()
        }
        // Into a calculation under way (`9 + ` then a recall), the value is no key: the line keeps none.
        if brain.resultIsPending {
            recording.noteUnreplayable()
        } else {
            recording.restart(from: (line, value), asOperand: true, angleUnit: brain.angleUnit, isSecondActive: isSecondActive)
        }
        return outcome(since: before)
    }

    /// Starts from `value` as a recall does, outside any undo step: where a replayed line begins.
    func begin(from value: Real) {
        brain.discardOperand()
        brain.setOperand(value, text: NumberFormat.string(value, digits: entryDigits, grouping: false))
        changed()
        recording.restart(from: (nil, value), asOperand: true, angleUnit: brain.angleUnit, isSecondActive: isSecondActive)
    }

    /// Keys from now on are typed in another mode (the converter), or in the calculator again: a tape line
    /// holds one mode's keys, so a line under way that already has keys keeps none. `mode` names the
    /// mode in the recipes of the lines completed from now on (`LineRecipe.mode`).
    public func beginLineInAnotherMode(_ mode: String) {
        lineMode = mode
        if recording.count > 0 { recording.noteUnreplayable() }
    }

    /// The mode whose keys make the lines now (`beginLineInAnotherMode`): `calculator` or `converter`.
    public private(set) var lineMode = LineRecipe.calculatorMode

    /// Puts calculations read from the history file before those of this session.
    public func restoreHistory(_ entries: [HistoryEntry]) { history.insertOlder(entries) }

    /// Takes the tape as it is on disk now (another window appended or cleared); whether it changed.
    /// Not a key: no undo step, and nothing for the store to write.
    public func reloadHistory(_ entries: [HistoryEntry]) -> Bool { history.replace(with: entries) }

    /// Makes again from their keys the exact values of the tape's lines `lines` that were read from the
    /// file (which keeps 40 digits), and of the lines they began from, so their exact forms show and a
    /// recall enters the exact value, as in the session that computed them. A line whose keys do not come
    /// to the result written (edited by hand), or alone run past a key's work, keeps its digits and is never
    /// made again, as does a line kept without keys (`Rand`, `MR`, a paste). One call spends at most one
    /// key's work (`EvaluationMeter.perKey`, `replayKeyBudget` characters of keys): a long chain is made
    /// again over the calls that follow. Not a key: no undo step, nothing to write. Returns whether any
    /// line took an exact value.
    public func restoreExactValues(of lines: Range<Int>) -> Bool {
        let entries = history.entries
        let wanted = lines.clamped(to: entries.indices).filter {
            entries[$0].awaitsExactValue && entries[$0].recipe?.keys != nil
        }
        guard !wanted.isEmpty else { return false }
        var sources = TapeSources(entries, keyBudget: Self.replayKeyBudget)
        EvaluationMeter.measuring {
            for index in wanted where !sources.isStopped { sources.value(of: index, in: entries) }
        }
        return history.restoreExactValues(sources.remade, failed: sources.failed)
    }

    /// The most characters of keys (`LineRecipe.keys`, spaces included) one call of `restoreExactValues`
    /// presses, over all the lines it makes again: what bounds the work of the keys themselves, which the
    /// meter does not charge (about 4 µs a character: 4,000 cost the window 17 ms).
    static let replayKeyBudget = 4_000

    /// Takes `entries` as the tape after an edit of earlier lines in the window, or its undo: not a
    /// key, no undo step of the calculator's (the session keeps the edit's own).
    public func rewriteHistory(_ entries: [HistoryEntry]) { history.rewrite(entries) }

    /// Empties the tape (`.cleared`); until another key, undo brings it back (`press(.undo)`).
    @discardableResult
    public func clearHistory() -> ControllerOutcome {
        refusal = nil
        let count = history.removeAll()
        return outcome(since: beginning, tapeChange: .cleared(count: count))
    }

    /// Makes a pending clear of the tape final (quitting; a key or paste does it itself).
    public func commitHistoryClear() { history.commitClear() }

    /// Turns `2nd` off, as no key: the window left the size class that shows its button.
    public func turnSecondOff() {
        guard isSecondActive else { return }
        isSecondActive = false
        changed()
    }

    /// The memory and the angle unit, which a caller may keep across restarts.
    public var memory: Real? {
        get { brain.memory }
        set { brain.memory = newValue; changed() }
    }

    public var angleUnit: AngleUnit {
        get { brain.angleUnit }
        set { brain.angleUnit = newValue; changed() }
    }

    /// Takes pasted text: a number (`1,234.5`, `-3e5`, ` 42\n`) becomes the operand; a calculation
    /// (`12+3×4=`, `(2+3)*4`, `2*-3`) is read as an expression, by the evaluation rule, and replaces the
    /// entry as one operand of what waits (its `=` then completes everything). Returns its outcome,
    /// or nil, changing nothing, for anything else and for a calculation nested deeper than a
    /// `NestingLimit` allows (then `refusal` names the limit) or asking for an operation the calculator
    /// does not have (then `unsupportedOperation` names it). One undo step; a pending clear of the
    /// tape is made final, as by a key, even when the paste is refused.
    @discardableResult
    public func paste(_ text: String) -> ControllerOutcome? {
        EvaluationMeter.measuring { pasteMeasured(text) }
    }

    /// `paste` within the key's meter: its outcome, or nil when refused.
    private func pasteMeasured(_ text: String) -> ControllerOutcome? {
        let before = beginning
        guard let tapeChange = pasteQuietly(text) else { return nil }
        return outcome(since: before, tapeChange: tapeChange)
    }

    /// What pasted text was read as, once, by whoever read it first (`evaluate(expression:)`, for its problem).
    enum PastedText {
        case number(Number)
        case calculation(PastedCalculation)
    }

    /// Takes `text` as `paste` does, in a sheet's language when `names` is given (`PastedCalculation.reading`),
    /// without telling what it did to the display, which it does not format: what it did to the tape, or
    /// nil when it was refused. `read` is `text` already read so, which is not read again.
    func pasteQuietly(_ text: String, names: [String: Real]? = nil, read: PastedText? = nil) -> TapeChange?? {
        refusal = nil
        unsupportedOperation = nil
        history.commitClear()
        recording.noteUnreplayable()
        let pasted =
            read ?? PastedNumber.value(of: text, locale: numberLocale).map(PastedText.number)
            ?? (try? PastedCalculation.reading(text, locale: numberLocale, names: names).get()).map(PastedText.calculation)
        switch pasted {
        case .number(let value):
            recordingStep {
                // An operand, as a result is, so the expression line shows it as it was read.
                if showsError { brain.clear() }
                entry = nil
                brain.discardOperand()
                brain.setOperand(value)
                changed()
            }
            return .some(nil)
        case nil:
            unsupportedOperation = PastedCalculation.unsupportedOperation(in: text, locale: numberLocale)
            return nil
        case .calculation(let calculation):
            recordingStep {
                if showsError { brain.clear() }
                entry = nil
                brain.discardOperand()
                // In a group, so that it is computed whole and shows its value, unless it is a calculation of
                // its own to its `=`: `2 + ` then `3×4` is 2 + (3 × 4); `2**3` shows 8.
                let isGroup = brain.resultIsPending || !calculation.isComplete
                if isGroup { performOperation(.openParenthesis) }
                for step in calculation.steps where refusal == nil {
                    switch step {
                    case .number(let value): brain.setOperand(value)
                    case .operation(let id): performOperation(id)
                    case .value(let value):
                        brain.setOperand(value, text: NumberFormat.string(value, digits: entryDigits, grouping: false))
                    }
                }
                if isGroup { performOperation(.closeParenthesis) }
                if calculation.isComplete { performOperation(.equals) }
                changed()
            }
            let tapeChange = tapeCompletion()
            return refusal == nil ? .some(tapeChange) : nil
        }
    }

    private func perform(_ key: Key) {
        switch key {
        case .digit(let digit):
            guard (0...9).contains(digit) else { return }
            multiplyClosedGroup()
            var typed = entry ?? Entry()
            typed.append(digit: digit, limit: entryDigits)
            entry = typed
        case .point:
            multiplyClosedGroup()
            var typed = entry ?? Entry()
            typed.appendPoint()
            entry = typed
        case .backspace:
            entry?.deleteLast()
        case .clear:
            // Resolved to `.allClear` or `.clearEntry` by `pressWithoutRecording`, which this never sees.
            return
        case .allClear:
            brain.clear()
            entry = nil
        case .clearEntry:
            entry = Entry()
        case .second:
            isSecondActive.toggle()
        case .undo, .redo:
            // Handled by `press`, which these never reach.
            return
        case .toggleAngleUnit:
            brain.angleUnit = brain.angleUnit == .degrees ? .radians : .degrees
        case .angleUnit(let unit):
            brain.angleUnit = unit
        case .operation(.memoryClear):
            // Clearing the memory does not end the entry being typed.
            brain.performOperation(.memoryClear)
        case .operation(.negate) where entry != nil:
            entry?.toggleSign()
        case .operation(.negate) where brain.result == nil || brain.isAwaitingOperand:
            // A sign for the number about to be typed; after a computed operand (`200 + 10 %`) it
            // negates that operand instead, through the operation table.
            entry = Entry("-0")
        case .operation(.closeParenthesis) where brain.openParentheses == 0:
            // Nothing to close: the key is ignored, and an entry stays as typed.
            return
        case .operation(.openParenthesis) where entry?.isBlank == true:
            // After a bare 0 (what `C` leaves), `(` only opens, in place of that 0.
            brain.discardOperand()
            performOperation(.openParenthesis)
            entry = Entry()
        case .operation(.openParenthesis):
            // The group starts as a bare 0, as after `C`: what an operator right after it works on.
            if let typed = entry { brain.setOperand(typed.value) }
            performOperation(.openParenthesis)
            entry = Entry()
        case .operation(let id):
            let operation = isSecondActive ? Key.operation(id).definition.second ?? id : id
            if let typed = entry {
                brain.setOperand(typed.value)
                entry = nil
            }
            performOperation(operation)
        }
    }

    /// What `C` does now: clears the entry being typed, or everything when there is none or it is a bare 0.
    var clearKey: Key { entry.map { $0.isBlank ? .allClear : .clearEntry } ?? .allClear }

    /// A digit typed right after `)` starts a number the group multiplies: `(2 + 3) 4` is 20.
    private func multiplyClosedGroup() {
        if entry == nil, brain.operandIsClosedGroup { performOperation(.multiply) }
    }

    /// What the display shows now: the entry as typed, or the result rounded to `significantDigits`, or
    /// `Error`, written as the locale writes numbers.
    private func makeState() -> DisplayState {
        let digits = significantDigits
        let source = entry.map { DisplayState.Source.typed($0.text) } ?? .value(brain.result ?? .zero)
        let display: String
        let plain: String
        // An entry is shown as typed, even one typed wide and shown compact: it is still being edited.
        if let entry, !entry.isScientific, entry.significantDigitCount <= NumberFormat.wideDigits {
            plain = entry.text
        } else if let entry {
            plain = NumberFormat.string(Real(entry.value), digits: digits, grouping: false)
        } else if let result = brain.result, !result.isNaN {
            plain = rounded(result).map { NumberFormat.string($0, digits: digits, grouping: false) } ?? NumberFormat.nearZero
        } else {
            plain = NumberFormat.string(brain.result ?? .zero, digits: digits, grouping: false)
        }
        // The display says `Error` and why, and the keys then do what they do after an error (`showsError`).
        let errorReason = showsError ? errorReason : nil
        display = numberLocale.format(plain, grouping: true)
        return DisplayState(
            display: display,
            plainDisplay: plain,
            source: source,
            significantDigits: digits,
            expression: makesExpressionLine ? numberLocale.formatNumbers(in: brain.description, grouping: true) : "",
            numberLocale: numberLocale,
            clearKey: clearKey,
            pendingOperation: entry == nil ? brain.pendingOperation : nil,
            errorReason: errorReason,
            openParentheses: brain.openParentheses,
            isSecondActive: isSecondActive,
            isRadians: brain.angleUnit == .radians,
            hasMemory: brain.hasMemory)
    }
}
