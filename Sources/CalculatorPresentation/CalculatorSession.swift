import AccessibleTree
import CalculatorController
import CalculatorModel
import UnitDatabase
import WindowInterface

/// One calculator window between the view and the controller: each window event becomes controller
/// calls, and the answer is the new scene and the effects for the executable to route (the tape and
/// the remembered state to the store, the accessible tree to the bus, copy, paste and quit to the
/// window). Nothing calls back into the window, and nothing is pulled from the session between events.
public final class CalculatorSession {
    /// The window's default and smallest sizes at 96 dpi; the smallest keeps every label readable.
    public static let defaultSize = Size(width: 320, height: 560)
    public static let minimumSize = Size(width: 200, height: 330)

    /// What a session answers to one window event.
    public struct Answer: Equatable, Sendable {
        /// The scene to show; nil leaves it unchanged.
        public var scene: Scene<Control>?
        /// What to do outside the session, in order.
        public var effects: [SessionEffect] = []

        public init(scene: Scene<Control>? = nil, effects: [SessionEffect] = []) {
            self.scene = scene
            self.effects = effects
        }
    }

    let controller: CalculatorController
    /// The keypad's frames at the window's size (read by the tests, which build the scene afresh).
    var layout: KeypadLayout
    /// The colours and fonts the scene is drawn with.
    let theme: Theme
    /// The buttons' colours by kind, made once from the theme.
    let palette: ButtonPalette
    /// Whether a paste was asked for and no key or click came since: a late answer is dropped then,
    /// so a slow clipboard owner never replaces what the user typed meanwhile.
    var isAwaitingPaste = false
    /// The history panel: open or not, and the calculation chosen in it.
    var history = HistoryPanel()
    /// Whether the window is kept above others (Ctrl+K, `calculator.alwaysOnTop`, remembered).
    private(set) var isAlwaysOnTop: Bool
    /// Said in the expression line's place until the next key, click or paste: why a paste or a key
    /// did nothing, or what the store has to tell.
    var notice: Notice?
    /// How many notices were given: a notice given again while it shows is said again.
    private(set) var noticeCount = 0
    /// The notice for a paste that is neither a number nor a calculation.
    public static let refusedPasteNotice = Notice.notACalculation.text
    /// The window's size, for the accessible frame's extents.
    private(set) var windowSize = Size(width: 0, height: 0)
    /// The scale (dpi / 96) the layout is solved at: the desktop's `Xft/DPI` (XSETTINGS) when it gives one.
    private(set) var scale: Double
    /// The scale when the desktop gives no `Xft/DPI`: the resources' `Xft.dpi`, else 96 dpi.
    private let fallbackScale: Double
    /// The result's digits scrolled sideways, and the display state they belong to: the scroll ends
    /// (`digitScroll` is nil) once the state changes, so the next key abandons digits being proven, and
    /// with any key, paste or recall that makes a new value, even an equal one (`take`): a scroll
    /// belongs to the value scrolled, and every new value starts at its rounded display.
    private var scrolled: (state: DisplayState, scroll: DigitScroll)?
    /// The scroll of the display shown now, if it was scrolled.
    var digitScroll: DigitScroll? {
        guard let scrolled, scrolled.state == controller.state, !exactShown.isMain else { return nil }
        return scrolled.scroll
    }
    /// Where the scrolled digits sit, said in the expression line's place (unless a notice is) and to a screen reader.
    private var digitsNotice: Notice? {
        guard let scroll = digitScroll, scroll.offset > 0 else { return nil }
        return .digits(scroll.shownRange, computing: scroll.isComputing)
    }
    /// Ctrl+D copies this many significant digits of a result (fewer when fewer can be proven).
    static let copyAllDigits = 1_000
    /// How exact forms show (`calculator.exactForm`, `calculator.mixedNumbers`, `--exact-form`).
    let exactPreference: ExactFormPreference
    /// Whether S⇔D (Ctrl+E, a click on the number) swapped the forms of the value shown; the next value
    /// shows as the preference says again.
    private(set) var isExactSwapped = false
    /// The mode shown (Ctrl+1, Ctrl+2, Ctrl+3, the mode button; remembered).
    private(set) var mode = Mode.calculator
    /// The programmer mode's controller and layout, made when the mode is first shown.
    var programmer: ProgrammerPane?
    /// The edit of the tape just made in the history panel, which undo right after takes back.
    var tapeEditStep: TapeEditStep?
    /// The converter's units and picker (the remembered pair, else the default one).
    var converter: ConverterPanel?
    /// The converter's money: an update of the rates under way, and the sum shown with all its digits.
    var money = MoneyState()
    /// The unit database and its index, read the first time the converter opens (never at start); nil until then.
    var catalogue: Result<UnitCatalogue, UnitError>?
    /// Reads the unit database: the installed package's, once (`UnitDatabase.system`); the tests give another.
    let loadCatalogue: @Sendable () -> Result<UnitCatalogue, UnitError>

    /// A session for a window of `size` pixels at `scale` (dpi / 96), whose controller already holds
    /// the remembered memory and angle unit and the tape read from disk; `fallbackScale` (default:
    /// `scale`) applies when the desktop stops giving a dpi.
    public init(
        size: Size, scale: Double = 1, fallbackScale: Double? = nil, theme: Theme = Theme(),
        controller: CalculatorController = CalculatorController(), isAlwaysOnTop: Bool = false,
        exactForm: ExactFormPreference = ExactFormPreference(), mode: Mode = .calculator,
        converterUnits: (from: String, to: String)? = nil,
        loadCatalogue: @escaping @Sendable () -> Result<UnitCatalogue, UnitError> = CalculatorSession.systemCatalogue
    ) {
        self.controller = controller
        self.loadCatalogue = loadCatalogue
        if let units = converterUnits { converter = ConverterPanel(from: .named(units.from), to: .named(units.to)) }
        exactPreference = exactForm
        self.scale = scale
        self.fallbackScale = fallbackScale ?? scale
        self.theme = theme
        self.isAlwaysOnTop = isAlwaysOnTop
        palette = ButtonPalette(theme)
        layout = KeypadLayout(scale: scale)
        resize(size)
        if mode != .calculator { showMode(mode) }
    }

    /// The buttons of the last scene, and what they were made of: a key that changes only the number
    /// (a digit) answers a scene with the same buttons, the same array, which the view then need not
    /// compare button by button. Emptied by a resize, and by a tape change while the panel is open.
    var buttonCache: (inputs: KeypadScene.ButtonInputs, faces: [ButtonFace<Control>])?

    /// What the window shows now: the first scene, before any event.
    public var scene: Scene<Control> {
        if mode == .programmer, let programmer { return programmerScene(programmer) }
        if mode == .converter, let shown = converterShown { return converterScene(shown) }
        let state = controller.state
        let undo = undoAvailability
        let inputs = KeypadScene.ButtonInputs(state, history: history, undo: undo)
        let faces: [ButtonFace<Control>]
        if let cache = buttonCache, cache.inputs == inputs {
            faces = cache.faces
        } else {
            faces = KeypadScene.buttons(
                state, in: layout.frames, theme: theme, palette: palette, history: history,
                tape: controller.history, undo: undo, exactForms: exactPreference.tapeForms)
            buttonCache = (inputs, faces)
        }
        let scene = KeypadScene.scene(
            state, buttons: faces, in: layout.frames, theme: theme, palette: palette, history: history,
            isAlwaysOnTop: isAlwaysOnTop, notice: (notice ?? digitsNotice)?.text, exact: exactShown)
        return withDigitScroll(scene)
    }

    /// `scene` with the number scrolled to the digits shown (`digitScroll`), and the pixels a drag on
    /// it travels per digit.
    func withDigitScroll(_ scene: Scene<Control>) -> Scene<Control> {
        var scene = scene
        if let text = digitScroll?.text {
            scene.number.text = text
            scene.number.shorterTexts = []
        }
        scene.panel.numberDragStep = numberDragStep(width: scene.displayAreas.number.width)
        return scene
    }

    /// The scene and the notices' count of the last announcement, which the next one's change marks
    /// are taken from; nil before the first (then every part is marked).
    var announced: (scene: Scene<Control>, noticeCount: Int)?

    /// The announcement of `scene`, now shown: its snapshot marks the parts that differ from the last
    /// announced scene's, and the expression's when a notice was given again in the same words.
    private func announcement(of scene: Scene<Control>) -> SessionEffect {
        var snapshot = accessibleSnapshot
        if let announced {
            snapshot.changes = scene.changes(from: announced.scene)
            if noticeCount != announced.noticeCount { snapshot.changes.insert(.expression) }
        }
        announced = (scene, noticeCount)
        return .announce(snapshot)
    }

    /// The exact form of the value shown and where it goes now.
    var exactShown: ExactFormShown { exactPreference.shown(controller.state, isSwapped: isExactSwapped) }

    /// What a screen reader finds in the window now: the first tree, before any event.
    public var accessibleSnapshot: AccessibleSnapshot {
        AccessibleSnapshot(
            state: controller.state, frames: layout.frames, windowSize: windowSize, history: history,
            tape: controller.history, notice: (notice ?? digitsNotice)?.text, noticeCount: noticeCount,
            undo: undoAvailability, exact: exactShown, exactForms: exactPreference.tapeForms,
            programmer: mode == .programmer ? programmer.map(programmerSnapshot) : nil,
            converter: mode == .converter ? converterShown : nil)
    }

    /// What handling one event made happen, gathered as its handler goes: what the tape did (for the
    /// store), the other effects in order, whether what the window shows changed, and whether what is
    /// remembered across restarts changed.
    struct Reply {
        var tapeChange: TapeChange?
        var effects: [SessionEffect] = []
        var looksChanged = false
        var rememberedChanged = false
        /// The value shown before the event (`DisplayState.plainDisplay`): S⇔D holds until it changes.
        var valueBefore = ""
    }

    /// The reply to the event being handled.
    var reply = Reply()
    /// What undo and redo could do before the event being handled: when that changes (a key that
    /// changed nothing shown made a clear of the tape final), the round buttons' look changed.
    private var undoBefore = UndoAvailability()

    /// Answers one window event with the new scene (when it changed) and what is to be done.
    public func handle(_ event: WindowEvent<Control>) -> Answer {
        reply = Reply(valueBefore: controller.state.plainDisplay)
        undoBefore = undoAvailability
        switch event {
        case .resize(let size): return resized(size)
        case .key(let stroke): dismissNotice(); key(stroke)
        case .click(let control): dismissNotice(); click(control)
        case .swipe: dismissNotice(); swipe()
        case .displayClick: dismissNotice(); swapExactForm()
        case .middleClick: requestPaste(.primary)
        case .paste(let text): dismissNotice(); paste(text)
        case .refusedPaste: dismissNotice(); refusePaste()
        case .scroll(let steps): scroll(steps)
        case .scrollDigits(let steps): scrollDigits(by: steps * max(1, controller.state.significantDigits / 2))
        case .dragDigits(let digits): scrollDigits(by: digits)
        case .idle: proveDigits()
        case .close: quit()
        case .desktopDPI(let dpi): return rescaled(dpi: dpi)
        case .keptAbove(let above): followWindowManager(keepsAbove: above)
        }
        if case .idle = event { return answer(restoringRows: false) }
        return answer()
    }

    /// The answer the reply makes: the tape's change first (for the store), the remembered settings when
    /// they changed, the event's own effects, and the scene with its accessible snapshot when the look changed.
    /// With `restoringRows`, an open panel whose look changed makes its rows in view exact first (one pass,
    /// `restoreShownExactValues`); an `.idle` step of the digits being proven makes none.
    func answer(restoringRows: Bool = true) -> Answer {
        var answer = Answer()
        switch reply.tapeChange {
        case .appended(let entry): answer.effects.append(.appendToHistory([entry]))
        case .cleared: answer.effects.append(.clearHistory)
        case .restored: answer.effects.append(.restoreHistory)
        case nil: break
        }
        if reply.rememberedChanged {
            answer.effects.append(
                .remember(
                    RememberedSettings(
                        alwaysOnTop: isAlwaysOnTop, angleUnit: controller.angleUnit,
                        memory: controller.memory, mode: mode,
                        converterUnits: converter.map { [$0.from.expression, $0.to.expression] })))
        }
        answer.effects += reply.effects
        if restoringRows, reply.looksChanged, history.isOpen { restoreShownExactValues() }
        if digitScroll?.isComputing == true { answer.effects.append(.continueWork) }
        if reply.looksChanged || undoAvailability != undoBefore {
            let scene = scene
            answer.scene = scene
            answer.effects.append(announcement(of: scene))
        }
        return answer
    }

    /// Takes what a controller call did into the reply: its tape change (which also drops the open
    /// panel's rows, made of the old tape), whether the look or the remembered settings changed, and why it was refused.
    func take(_ outcome: ControllerOutcome) {
        if let change = outcome.tapeChange {
            reply.tapeChange = change
            if change.changesEntries {
                // The open panel's rows are made of the tape; the closed panel shows none of it.
                if history.isOpen { buttonCache = nil }
                reply.looksChanged = true
            }
        }
        if outcome.stateChanged { reply.looksChanged = true }
        // A new value (a changed state, or a calculation completed again to the same) shows rounded.
        if outcome.stateChanged || !outcome.completed.isEmpty { endDigitScroll() }
        // A new value shows as the preference says: S⇔D was for the one before.
        if controller.state.plainDisplay != reply.valueBefore { isExactSwapped = false }
        if outcome.memoryOrAngleUnitChanged { reply.rememberedChanged = true }
        // A key past a nesting limit changed nothing: the notice says why.
        if let limit = outcome.refusal { refuse(.limit(limit)) }
    }

    /// A key, a click, a swipe or a paste ends the notice shown.
    func dismissNotice() {
        clearTapeMarks()
        guard notice != nil else { return }
        notice = nil
        reply.looksChanged = true
    }

    /// A key on the keyboard: the history panel's keys while it is open, else what `KeyboardMap` says.
    private func key(_ stroke: KeyStroke) {
        if mode == .programmer { return programmerKey(stroke) }
        if mode == .converter, converterKey(stroke) { return }
        // Tape edits are the calculator's; the other modes' panels choose and recall rows.
        if mode == .calculator, handleTapeEditKey(stroke) { return }
        if history.isOpen, !stroke.control, handleHistoryKey(stroke.keysym) { return }
        let command = KeyboardMap.command(keysym: stroke.keysym, text: stroke.text, control: stroke.control, shift: stroke.shift)
        switch command {
        case .key(let key) where mode.keys.contains(key):
            isAwaitingPaste = false
            press(key)
            if let control = Keypad.flash(for: key) { reply.effects.append(.flash(control)) }
        case .copy: copy(locale: controller.numberLocale)
        case .copyPlain: if mode == .converter { copyConverted(withUnit: true) } else { copy(locale: .standard) }
        case .paste: requestPaste(.clipboard)
        case .quit: quit()
        case .toggleHistory: toggleHistory()
        case .clearHistory: clearHistory()
        case .copyHistory: copyHistory()
        case .toggleAlwaysOnTop: toggleAlwaysOnTop()
        case .scrollDigits(let pages): scrollDigits(by: pages * controller.state.significantDigits)
        case .copyAllDigits: copyAllDigits()
        case .swapExactForm: swapExactForm()
        case .switchMode(let mode): switchMode(to: mode)
        case .key, nil: break
        }
    }

    /// A window command in the programmer mode: copy, paste, quit, always on top, the modes, the
    /// history (the tape the modes share); S⇔D and the digits' scroll are the calculator's.
    func windowCommand(_ command: KeyCommand) {
        switch command {
        case .copy: copyProgrammerValue(bare: false)
        case .copyPlain: copyProgrammerValue(bare: true)
        case .paste: requestPaste(.clipboard)
        case .quit: quit()
        case .toggleAlwaysOnTop: toggleAlwaysOnTop()
        case .switchMode(let mode): switchMode(to: mode)
        case .toggleHistory: toggleHistory()
        case .clearHistory: clearHistory()
        case .copyHistory: copyHistory()
        case .key, .swapExactForm, .scrollDigits, .copyAllDigits: break
        }
    }

    /// Switches to `newMode`, carrying the value (`ModeSwitching`): the whole scene is new, and so is the accessible tree.
    func switchMode(to newMode: Mode) {
        guard newMode != mode else { return }
        showMode(newMode)
        buttonCache = nil
        history = HistoryPanel()
        announced = nil
        reply.looksChanged = true
        reply.rememberedChanged = true
    }

    /// Shows `newMode` with the value carried over.
    private func showMode(_ newMode: Mode) {
        if newMode == .converter { openConverter() }
        let notice = carryValue(from: mode, to: newMode)
        // The converter types into the calculator's controller: a tape line holds one mode's keys.
        if newMode != .programmer, (newMode == .converter) != (mode == .converter) {
            controller.beginLineInAnotherMode(newMode == .converter ? "converter" : LineRecipe.calculatorMode)
        }
        placeKeypad(from: mode, to: newMode)
        mode = newMode
        if let notice { refuse(.message(notice)) }
    }

    /// Copies the chosen calculation's result, whole, while the history shows one; else the display.
    /// Ctrl+C as the locale writes it, ungrouped; Ctrl+Shift+C in C form (`locale` `.standard`).
    private func copy(locale: NumberLocale) {
        if mode == .converter {
            copyConverted(withUnit: false)
            return
        }
        let tape = controller.history.entries
        if history.isOpen, let index = history.selection, tape.indices.contains(index) {
            reply.effects.append(.copy(locale.format(tape[index].result, grouping: false)))
        } else if let form = exactShown.form, exactShown.isMain {
            // The exact form as the paste parser reads it back (`sqrt(2)/2`), whatever the locale.
            reply.effects.append(.copy(form.plainText))
        } else if let revealed = digitScroll?.revealedText {
            reply.effects.append(.copy(locale.format(revealed, grouping: false)))
        } else {
            reply.effects.append(.copy(locale.format(controller.state.copyableDisplay, grouping: false)))
        }
    }

    /// Ctrl+D: the result's first `copyAllDigits` significant digits, as many as are proven with a
    /// few keys' work (`DigitExpansion`), as Ctrl+C writes numbers; the display as Ctrl+C copies it
    /// when the value has no more digits (an entry, `Error`).
    private func copyAllDigits() {
        var expansion = DigitExpansion(controller.state.value)
        for _ in 0..<8 where expansion.advance(to: Self.copyAllDigits) == .morePossible {}
        guard let number = expansion.number, expansion.count > 0, !controller.state.isError else {
            return copy(locale: controller.numberLocale)
        }
        let text = NumberFormat.string(number, digits: expansion.count, grouping: false)
        reply.effects.append(.copy(controller.numberLocale.format(text, grouping: false)))
    }

    /// Scrolls the result's digits sideways by `digits` (positive: further digits), proving one step
    /// of them (`DigitScroll.step`); later steps come with `.idle` while the answer says `.continueWork`.
    private func scrollDigits(by digits: Int) {
        guard !history.isOpen else { return }
        if mode == .converter { return scrollMoneyDigits(by: digits) }
        // An exact form is not scrolled: the decimal comes back to the number's place, and scrolls.
        if exactShown.isMain, digits > 0 {
            isExactSwapped.toggle()
            reply.looksChanged = true
        }
        guard !exactShown.isMain else { return }
        var scroll = digitScroll ?? DigitScroll(controller.state.value, width: controller.state.significantDigits)
        guard scroll != nil else { return }
        let before = (scroll!.offset, scroll!.isComputing)
        _ = scroll!.scroll(by: digits)
        _ = scroll!.step()
        if (scroll!.offset, scroll!.isComputing) != before || scroll!.isComputing {
            noticeCount += 1
            reply.looksChanged = true
        }
        scrolled = (controller.state, scroll!)
    }

    /// How far a drag on a number `width` pixels wide travels per digit: about a digit's width when
    /// the number fills it; nil while an entry is typed (a drag is then a swipe, which shortens it),
    /// for `Error` and while the history covers the keypad.
    private func numberDragStep(width: Double) -> Double? {
        guard !controller.userIsInTheMiddleOfTyping, !controller.state.isError, !history.isOpen else { return nil }
        return max(4 * scale, width / Double(controller.state.significantDigits + 2))
    }

    /// Ends the scroll of the digits, if any: the number shows rounded again.
    private func endDigitScroll() {
        guard scrolled != nil else { return }
        scrolled = nil
        reply.looksChanged = true
    }

    /// One more step of proving the digits a scroll asked for, when no event waits.
    private func proveDigits() {
        guard var scroll = digitScroll else { return }
        let before = (scroll.offset, scroll.isComputing)
        _ = scroll.step()
        if (scroll.offset, scroll.isComputing) != before { reply.looksChanged = true }
        scrolled = (controller.state, scroll)
    }

    /// S⇔D: the exact form and the decimal of the value shown change places, when it has an exact form.
    private func swapExactForm() {
        if mode == .converter { return swapMoneyDigits() }
        guard mode == .calculator, exactShown.form != nil else { return }
        // The swap ends a scroll: the decimal comes back at its first digits.
        scrolled = nil
        isExactSwapped.toggle()
        reply.looksChanged = true
    }

    /// Asks for `selection`'s text; a key or click before it comes drops it.
    func requestPaste(_ selection: Selection) {
        isAwaitingPaste = true
        reply.effects.append(.requestPaste(selection))
    }

    /// Pasted text, when it was asked for and nothing came since: a number or a calculation, else refused.
    private func paste(_ text: String) {
        guard isAwaitingPaste else { return }
        isAwaitingPaste = false
        if mode == .programmer { return programmerPaste(text) }
        let measurement = mode == .converter ? PastedMeasurement(text) : nil
        if let measurement, pasteMeasurement(measurement) { return }
        guard let outcome = controller.paste(text) else {
            // A value with a unit the converter does not know is told so; anything else as the calculator tells it.
            if let measurement { return refuse(.unknownUnit(UnitError.shown(measurement.unit))) }
            return refusePastedCalculation()
        }
        endDigitScroll()
        take(outcome)
    }

    /// Says why a pasted calculation was not taken: a nesting limit, an operation the calculator lacks, or not one.
    func refusePastedCalculation() {
        refuse(
            controller.refusal.map(Notice.limit) ?? controller.unsupportedOperation.map(Notice.unsupported)
                ?? .notACalculation)
    }

    /// Too long, not UTF-8, a NUL, not text: refused as unreadable text is, the display unchanged.
    private func refusePaste() {
        guard isAwaitingPaste else { return }
        isAwaitingPaste = false
        refuse(.notACalculation)
    }

    /// A swipe across the display deletes the last digit, as on the iPhone.
    private func swipe() {
        isAwaitingPaste = false
        if mode == .programmer { return programmerClick(.programmerKey(.backspace)) }
        press(.backspace)
    }

    /// The wheel or a drag over the open panel scrolls its rows.
    private func scroll(_ steps: Int) {
        if mode == .converter, scrollPicker(steps) { return }
        guard history.isOpen else { return }
        let capacity = HistoryPanel.capacity(in: historyArea, scale: scale)
        if history.scroll(steps, count: controller.history.entries.count, capacity: capacity) { reply.looksChanged = true }
    }

    /// Ctrl+K: the window above others or not, remembered.
    func toggleAlwaysOnTop() {
        isAlwaysOnTop.toggle()
        reply.effects.append(.keepAbove(isAlwaysOnTop))
        reply.looksChanged = true
        reply.rememberedChanged = true
    }

    /// The window manager keeps the window above others, or stopped, whoever asked: shown and
    /// remembered as it says, with nothing asked of it (the next Ctrl+K turns it the other way).
    private func followWindowManager(keepsAbove: Bool) {
        guard keepsAbove != isAlwaysOnTop else { return }
        isAlwaysOnTop = keepsAbove
        reply.looksChanged = true
        reply.rememberedChanged = true
    }

    /// Ctrl+Q or the window closed: a clear of the tape is final once the window goes (the file was
    /// emptied when it was made).
    func quit() {
        controller.commitHistoryClear()
        reply.effects.append(.quit)
    }

    /// The new size: the layout solved again and the whole scene answered.
    private func resized(_ size: Size) -> Answer {
        resize(size)
        if history.isOpen { restoreShownExactValues() }
        let scene = scene
        return Answer(scene: scene, effects: [announcement(of: scene)])
    }

    /// The desktop's dpi changed: the layout is solved again at the new scale for the window's size now,
    /// and the window is asked to grow or shrink by the same ratio (as GTK and Qt windows do), never
    /// below the smallest size at the new scale; its resize then lays out again. Nothing when the scale
    /// stays (`dpi` nil falls back to `fallbackScale`).
    private func rescaled(dpi: Double?) -> Answer {
        let newScale = dpi.map { $0 / 96 } ?? fallbackScale
        guard newScale != scale else { return Answer() }
        let ratio = newScale / scale
        scale = newScale
        layout = KeypadLayout(mode: mode == .converter ? .converter : .calculator, scale: newScale)
        programmer?.layout = ProgrammerLayout(scale: newScale)
        let minimum = Self.minimumSize.scaled(by: newScale)
        let target = Size(
            width: max(Int((Double(windowSize.width) * ratio).rounded()), minimum.width),
            height: max(Int((Double(windowSize.height) * ratio).rounded()), minimum.height))
        resize(windowSize)
        let scene = scene
        return Answer(
            scene: scene,
            effects: [.resizeWindow(WindowResize(size: target, minimumSize: minimum)), announcement(of: scene)])
    }

    /// Says why a paste or a key did nothing, in the expression line's place and to a screen reader,
    /// each time (the display stays as it was).
    func refuse(_ reason: Notice) {
        notice = reason
        noticeCount += 1
        reply.looksChanged = true
    }

    /// Presses `key` (undo right after a clear of the tape brings the tape back: `TapeChange.restored`);
    /// `=` in the converter also puts the conversion on the tape.
    func press(_ key: Key) {
        if handleTapeEditUndo(key) { return }
        let outcome = controller.press(key)
        take(outcome)
        if mode == .converter, key == .operation(.equals) { putConversionOnTape(after: outcome) }
    }

    /// A click on a key, the history button, a row of the panel (recalls its result) or `Clear`; the
    /// panel's heading, its empty line and its scroll bar do nothing.
    private func click(_ control: Control) {
        isAwaitingPaste = false
        switch control {
        case .key(let key): press(key)
        case .historyToggle: toggleHistory()
        case .historyClear: clearHistory()
        case .historyCopy: copyHistory()
        case .historyRow(let index): recall(index)
        case .historyHeading, .historyEmpty, .historyScrollBar: break
        case .modeSwitch: switchMode(to: mode.next)
        case .programmerKey, .wordSizeCycle, .baseLine, .bit, .bitNumber: programmerClick(control)
        case .converterUnit, .converterSwap, .unitQuery, .unitRow, .unitNone: converterClick(control)
        }
    }

    /// Up and Down choose a calculation, Page Up and Page Down a page of rows older or newer, Home the
    /// oldest and End the newest; Return recalls it, Escape closes the panel; true when the key was
    /// one of these (other keys work as ever while the panel is open).
    func handleHistoryKey(_ keysym: Keysym) -> Bool {
        let count = controller.history.entries.count
        // A page is the rows that fit less one, so the row chosen last stays in sight, as in a list.
        let page = max(1, HistoryPanel.capacity(in: historyArea, scale: scale) - 1)
        let step: Int
        switch keysym {
        case .up, .keypadUp: step = 1
        case .down, .keypadDown: step = -1
        case .pageUp, .keypadPageUp: step = page
        case .pageDown, .keypadPageDown: step = -page
        case .home, .keypadHome: step = count
        case .end, .keypadEnd: step = (history.selection ?? count) - (count - 1)
        case .return, .keypadEnter:
            guard let index = history.selection else { return false }
            recall(index)
            return true
        case .escape:
            closeHistory()
            return true
        default: return false
        }
        if step != 0, history.move(step, count: count) { reply.looksChanged = true }
        return true
    }

    /// Opens the panel, or closes it; either way with no calculation chosen and none scrolled.
    func toggleHistory() {
        closePicker()
        let wasOpen = history.isOpen
        history = HistoryPanel()
        history.isOpen = !wasOpen
        reply.looksChanged = true
    }

    /// Closes the panel (Escape, a recall).
    func closeHistory() {
        guard history != HistoryPanel() else { return }
        history = HistoryPanel()
        reply.looksChanged = true
    }

    /// Clears the tape, on disk at once (`SessionEffect.clearHistory`); undo right after brings it back.
    func clearHistory() {
        take(controller.clearHistory())
        if history.selection != nil {
            history.selection = nil
            reply.looksChanged = true
        }
    }

    /// The history panel's `Copy` and Ctrl+Shift+H: the whole tape as text to the clipboard, one calculation
    /// a line as `calculator --history` prints it, and a notice that says so (or that there is nothing).
    func copyHistory() {
        let tape = controller.history
        guard !tape.entries.isEmpty else { return refuse(.tapeEmpty) }
        reply.effects.append(.copy(tape.text))
        refuse(.tapeCopied)
    }

    /// Shows `text` in the expression line's place until the next key, click or paste, as a refused
    /// paste's notice is: what the store did that the user is to know (`StorageNotice`), said once.
    public func showNotice(_ text: String) -> Answer {
        refuse(.message(text))
        let scene = scene
        return Answer(scene: scene, effects: [announcement(of: scene)])
    }

    /// The tape as it is on disk now, after another window appended or cleared (`HistoryWatch`): shown
    /// when it differs, a chosen row that is gone no longer chosen; nothing for the store to write.
    public func reloadHistory(_ entries: [HistoryEntry]) -> Answer {
        reply = Reply()
        if controller.reloadHistory(entries) {
            if history.isOpen { buttonCache = nil }
            if let selection = history.selection, selection >= controller.history.entries.count { history.selection = nil }
            reply.looksChanged = true
        }
        return answer()
    }

    /// Makes a calculation's result the entry (in the programmer mode, its value carried into the
    /// word) and closes the panel, as the iPhone does.
    private func recall(_ index: Int) {
        guard controller.history.entries.indices.contains(index) else { return }
        let entry = controller.history.entries[index]
        endDigitScroll()
        if mode == .programmer { recallIntoProgrammer(entry) } else { take(controller.recall(entry)) }
        closeHistory()
    }

    /// Makes again the exact values of the rows the open panel shows that were read from the file, so
    /// they show their exact forms and recall exactly (`CalculatorController.restoreExactValues`): the
    /// rows in view only, each made once, within one key's work an event that changed what the panel
    /// shows (opening it, a key or the wheel in it, a resize, the tape changed). Nothing goes on in the
    /// background: a chain longer than one pass goes on at the next such event, so that an event and all
    /// the work it sets going stay within a key's CPU however long or hostile the tape (issue 44 R5). A
    /// row whose keys do not make it again keeps its digits. Whether a row changed.
    @discardableResult
    private func restoreShownExactValues() -> Bool {
        let capacity = HistoryPanel.capacity(in: historyArea, scale: scale)
        let shown = HistoryPanel.shownRows(
            count: controller.history.entries.count, selection: history.selection, scrolled: history.scrolled,
            capacity: capacity)
        let changed = controller.restoreExactValues(of: shown)
        if changed { buttonCache = nil }
        return changed
    }

    /// Forgets the buttons made last: the open panel's rows are made of the tape, which changed.
    func clearButtonCache() { buttonCache = nil }

    /// Re-solves the layout, and shows the digits of the size class (`SizeClass.significantDigits`).
    func resize(_ size: Size) {
        windowSize = size
        if programmer != nil {
            // Solved afresh: the swap of its constraint groups after a solve at another size left
            // frames off the window (seen in the wide window's screenshot); a solve costs about a millisecond.
            var programmerLayout = ProgrammerLayout(scale: scale)
            programmerLayout.resize(width: Double(size.width), height: Double(size.height))
            programmer?.layout = programmerLayout
        }
        buttonCache = nil
        let before = layout.sizeClass
        layout.resize(width: Double(size.width), height: Double(size.height))
        // The compact window has no 2nd button to show it is on or to turn it off.
        if before == .wide, layout.sizeClass == .compact { controller.turnSecondOff() }
        controller.showDigits(layout.sizeClass.significantDigits)
    }
}

extension CalculatorSession {
    /// What the display's X resources ask for: theme, scale (dpi / 96), whether a tape is kept on disk
    /// (`calculator.history`), whether the window starts above others (`calculator.alwaysOnTop`; nil
    /// when unset, so the remembered choice decides), the evaluation rule (`calculator.evaluation`)
    /// and how numbers are written.
    public struct Settings {
        public var theme = Theme()
        /// The scale at start: the desktop's `Xft/DPI` (XSETTINGS), else `fallbackScale`.
        public var scale = 1.0
        /// The resources' `Xft.dpi` over 96, else 1: the scale when the desktop gives none.
        public var fallbackScale = 1.0
        public var keepsHistory = true
        public var alwaysOnTop: Bool?
        /// How operators are ordered (`calculator.evaluation`).
        public var evaluation = Evaluation.precedence
        /// What the resources set over the locale's way of writing numbers: `calculator.decimalSeparator`
        /// (`.` or `,`), `calculator.groupSeparator` (a character, `space` for a narrow no-break space, or
        /// `none`) and `calculator.grouping` (`3`, `3;2` or `none`); nil where unset.
        public var decimalSeparator: String?
        public var groupSeparator: String?
        public var grouping: String?
        /// How exact forms show (`calculator.exactForm`: `show`, `main` or `off`; `calculator.mixedNumbers`;
        /// `calculator.feetAndInches`: `auto`, `on` or `off`).
        public var exactForm = ExactFormPreference()
        /// The mode to open in (`calculator.mode`: `calculator`, `programmer` or `converter`); nil when unset, so
        /// the remembered mode decides.
        public var mode: Mode?
        public init() {}

        /// The settings the resources ask for, at the desktop's `desktopDPI` when it gives one (XSETTINGS'
        /// `Xft/DPI` wins over the `Xft.dpi` resource, as in GTK and Qt); bad values are named in `problems`.
        public init(resources: ResourceValues, desktopDPI: Double? = nil, problems: inout [String]) {
            theme = Theme(resources: resources, problems: &problems)
            fallbackScale = (resources.dpi ?? 96) / 96
            scale = desktopDPI.map { $0 / 96 } ?? fallbackScale
            keepsHistory = Self.boolean("history", resources, &problems) ?? true
            alwaysOnTop = Self.boolean("alwaysOnTop", resources, &problems)
            if let text = resources.values["decimalSeparator"] {
                if text == "." || text == "," {
                    decimalSeparator = text
                } else {
                    problems.append("ignoring calculator.decimalSeparator '\(text)': not . or ,")
                }
            }
            if let text = resources.values["groupSeparator"] {
                groupSeparator = text == "space" ? "\u{202F}" : text
            }
            if let text = resources.values["grouping"] {
                if text == "none" || text.split(separator: ";").allSatisfy({ Int($0).map { (1...9).contains($0) } ?? false }) {
                    grouping = text
                } else {
                    problems.append("ignoring calculator.grouping '\(text)': not 3, 3;2 or none")
                }
            }
            if let text = resources.values["exactForm"] {
                if let display = ExactFormDisplay(rawValue: text.lowercased()) {
                    exactForm.display = display
                } else {
                    problems.append("ignoring calculator.exactForm '\(text)': not show, main or off")
                }
            }
            exactForm.mixedNumbers = Self.boolean("mixedNumbers", resources, &problems) ?? false
            if let text = resources.values["feetAndInches"] {
                if let choice = FeetAndInchesChoice(rawValue: text.lowercased()) {
                    exactForm.feetAndInches = choice
                } else {
                    problems.append("ignoring calculator.feetAndInches '\(text)': not auto, on or off")
                }
            }
            if let text = resources.values["mode"] {
                if let mode = Mode(storedName: text) {
                    self.mode = mode
                } else {
                    problems.append("ignoring calculator.mode '\(text)': not calculator, programmer or converter")
                }
            }
            if let text = resources.values["evaluation"] {
                if let evaluation = Evaluation(rawValue: text.lowercased()) {
                    self.evaluation = evaluation
                } else {
                    problems.append("ignoring calculator.evaluation '\(text)': not precedence or immediate")
                }
            }
        }

        /// The window's default and smallest sizes at `scale`.
        public var defaultWindowSize: Size { CalculatorSession.defaultSize.scaled(by: scale) }
        public var minimumWindowSize: Size { CalculatorSession.minimumSize.scaled(by: scale) }

        /// A boolean resource as Xrm writes them (`true`, `on`, `yes`, `1` and their opposites, any
        /// case); nil when unset or not a boolean (then named in `problems`).
        static func boolean(_ name: String, _ resources: ResourceValues, _ problems: inout [String]) -> Bool? {
            guard let text = resources.values[name] else { return nil }
            switch text.lowercased() {
            case "true", "on", "yes", "1": return true
            case "false", "off", "no", "0": return false
            default:
                problems.append("ignoring calculator.\(name) '\(text)': not true or false")
                return nil
            }
        }
    }
}
