import CalculatorController
import CalculatorModel
import Layout
import WindowInterface

/// The calculator mode: its keypad laid out for the window, the faces it made last (reused while only
/// the number changes), the result's digits scrolled sideways, and whether S⇔D swapped the exact form
/// and the decimal. Its value is the shared controller's, which the converter types into too.
struct CalculatorPane: Pane {
    var mode: Mode { .calculator }
    /// The keypad's frames at the window's size.
    private(set) var layout: KeypadLayout
    /// The buttons of the last scene and what they were made of: a key that changes only the number
    /// (a digit) answers a scene with the same buttons, the same array, which the view then need not
    /// compare button by button. Emptied by a layout.
    private var buttonCache: (inputs: KeypadScene.ButtonInputs, faces: [ButtonFace<Control>])?
    /// The result's digits scrolled sideways, and the display state they belong to: the scroll ends
    /// once the state changes, so the next key abandons digits being proven, and with any key, paste or
    /// recall that makes a new value, even an equal one (`SharedState.Reply.isNewValue`).
    private var scrolled: (state: DisplayState, scroll: DigitScroll)?
    /// Whether S⇔D (Ctrl+E, a click on the number) swapped the forms of the value shown; the next value
    /// shows as the preference says again.
    private(set) var isExactSwapped = false
    /// The value shown when another mode was shown instead: a swap is for the value it was made on.
    private var valueWhenLeft: String?

    /// Ctrl+D copies this many significant digits of a result (fewer when fewer can be proven).
    static let copyAllDigits = 1_000

    init(_ shared: SharedState) {
        layout = KeypadLayout(scale: shared.window.scale)
    }

    mutating func layOut(_ shared: inout SharedState, rescaled: Bool) {
        if rescaled { layout = KeypadLayout(scale: shared.window.scale) }
        buttonCache = nil
        Self.layOut(&layout, shared)
    }

    /// Re-solves a keypad showing the shared controller's value, and has it show the digits of its size
    /// class (`SizeClass.significantDigits`); the compact window has no 2nd button to show it is on or to
    /// turn it off. The converter's keypad too.
    static func layOut(_ layout: inout KeypadLayout, _ shared: SharedState) {
        let before = layout.sizeClass
        layout.resize(width: Double(shared.window.size.width), height: Double(shared.window.size.height))
        if before == .wide, layout.sizeClass == .compact { shared.controller.turnSecondOff() }
        shared.controller.showDigits(layout.sizeClass.significantDigits)
    }

    mutating func appear(_ shared: inout SharedState) {
        if shared.controller.state.plainDisplay != valueWhenLeft { isExactSwapped = false }
        buttonCache = nil
        Self.beginLines(in: LineRecipe.calculatorMode, shared)
    }

    /// The shared controller's lines are made by `mode`'s keys from here on: a tape line holds one mode's keys.
    static func beginLines(in mode: String, _ shared: SharedState) {
        if shared.controller.lineMode != mode { shared.controller.beginLineInAnotherMode(mode) }
    }

    mutating func disappear(_ shared: inout SharedState) {
        valueWhenLeft = shared.controller.state.plainDisplay
    }

    /// An edit of a tape's row takes its keys first (the other modes' panels choose and recall rows).
    mutating func takeKey(_ stroke: KeyStroke, _ shared: inout SharedState) -> Bool {
        shared.history.isOpen && shared.handleTapeEditKey(stroke)
    }

    mutating func key(_ stroke: KeyStroke, _ shared: inout SharedState) -> KeyCommand? {
        let command = KeyboardMap.command(keysym: stroke.keysym, text: stroke.text, control: stroke.control, shift: stroke.shift)
        switch command {
        case .key(let key):
            shared.isAwaitingPaste = false
            Self.press(key, &shared)
            shared.flash(Keypad.flash(for: key))
        case .scrollDigits(let pages): scrollDigits(by: pages * shared.controller.state.significantDigits, &shared)
        case .scrollDigitsPage(let forward):
            scrollDigits(by: (forward ? 1 : -1) * shared.controller.state.significantDigits, &shared)
        case .scrollDigitsToEdge(let end): scrollDigits(toEnd: end, &shared)
        case .copyAllDigits: copyAllDigits(&shared)
        case .swapExactForm: displayClick(&shared)
        default: return command
        }
        return nil
    }

    /// Presses `key` on the shared controller (undo right after an edit of the tape takes the edit back).
    static func press(_ key: Key, _ shared: inout SharedState) {
        if shared.handleTapeEditUndo(key) { return }
        shared.take(shared.controller.press(key))
    }

    mutating func click(_ control: Control, _ shared: inout SharedState) {
        if case .key(let key) = control { Self.press(key, &shared) }
    }

    mutating func swipe(_ shared: inout SharedState) { Self.press(.backspace, &shared) }

    /// Pasted text: a number or a calculation, else refused with the reason.
    mutating func paste(_ text: String, _ shared: inout SharedState) {
        guard let outcome = shared.controller.paste(text) else { return shared.refusePastedCalculation() }
        shared.reply.isNewValue = true
        shared.take(outcome)
    }

    /// The chosen calculation's result, whole, while the history shows one; else the display. Ctrl+C as
    /// the locale writes it, ungrouped; Ctrl+Shift+C (`plain`) in C form.
    func copyText(plain: Bool, _ shared: SharedState) -> String? {
        let locale = plain ? NumberLocale.standard : shared.controller.numberLocale
        let exact = exactShown(shared)
        if let entry = shared.chosenEntry {
            return locale.format(entry.result, grouping: false)
        } else if let form = exact.form, exact.isMain {
            // The exact form as the paste parser reads it back (`sqrt(2)/2`), whatever the locale.
            return form.plainText
        } else if let revealed = digitScroll(shared)?.revealedText {
            return locale.format(revealed, grouping: false)
        }
        return locale.format(shared.controller.state.copyableDisplay, grouping: false)
    }

    /// Ctrl+D: the result's first `copyAllDigits` significant digits, as many as are proven with a
    /// few keys' work (`DigitExpansion`), as Ctrl+C writes numbers; the display as Ctrl+C copies it
    /// when the value has no more digits (an entry, `Error`).
    private func copyAllDigits(_ shared: inout SharedState) {
        let controller = shared.controller
        var expansion = DigitExpansion(controller.state.value)
        for _ in 0..<8 where expansion.advance(to: Self.copyAllDigits) == .morePossible {}
        guard let number = expansion.number, expansion.count > 0, !controller.state.isError else {
            if let text = copyText(plain: false, shared) { shared.copy(text) }
            return
        }
        let text = NumberFormat.string(number, digits: expansion.count, grouping: false)
        shared.copy(controller.numberLocale.format(text, grouping: false))
    }

    /// The exact form of the value shown and where it goes now.
    func exactShown(_ shared: SharedState) -> ExactFormShown {
        shared.exactPreference.shown(shared.controller.state, isSwapped: isExactSwapped)
    }

    /// The scroll of the display shown now, if it was scrolled.
    func digitScroll(_ shared: SharedState) -> DigitScroll? {
        guard let scrolled, scrolled.state == shared.controller.state, !exactShown(shared).isMain else { return nil }
        return scrolled.scroll
    }

    /// Where the scrolled digits sit, said in the expression line's place (unless a notice is) and to a screen reader.
    private func digitsNotice(_ shared: SharedState) -> Notice? {
        guard let scroll = digitScroll(shared), scroll.offset > 0 else { return nil }
        return .digits(scroll.shownRange, computing: scroll.isComputing)
    }

    mutating func scrollDigits(steps: Int?, digits: Int?, _ shared: inout SharedState) {
        let significant = shared.controller.state.significantDigits
        scrollDigits(by: digits ?? (steps ?? 0) * max(1, significant / 2), &shared)
    }

    /// Scrolls the result's digits sideways by `digits` (positive: further digits), proving one step
    /// of them (`DigitScroll.step`); later steps come with `.idle` while the answer says `.continueWork`.
    private mutating func scrollDigits(by digits: Int, _ shared: inout SharedState) {
        guard !shared.history.isOpen else { return }
        // An exact form is not scrolled: the decimal comes back to the number's place, and scrolls.
        if exactShown(shared).isMain, digits > 0 {
            isExactSwapped.toggle()
            shared.reply.looksChanged = true
        }
        guard !exactShown(shared).isMain else { return }
        let state = shared.controller.state
        guard var scroll = digitScroll(shared) ?? DigitScroll(state.value, width: state.significantDigits) else { return }
        let before = (scroll.offset, scroll.isComputing)
        _ = scroll.scroll(by: digits)
        _ = scroll.step()
        if (scroll.offset, scroll.isComputing) != before || scroll.isComputing {
            shared.countNotice()
            shared.reply.looksChanged = true
        }
        scrolled = (state, scroll)
    }

    /// Scrolls the result's digits to the last proven so far (`toEnd`), or back to the first; a result
    /// not yet scrolled has its first chunk proven first, so Shift+End goes somewhere.
    private mutating func scrollDigits(toEnd: Bool, _ shared: inout SharedState) {
        guard !shared.history.isOpen, !exactShown(shared).isMain else { return }
        let state = shared.controller.state
        guard var scroll = digitScroll(shared) ?? DigitScroll(state.value, width: state.significantDigits) else { return }
        if toEnd, scroll.offset == 0 {
            _ = scroll.scroll(by: state.significantDigits)
            _ = scroll.step()
        }
        if toEnd ? scroll.end() : scroll.home() {
            shared.countNotice()
            shared.reply.looksChanged = true
        }
        scrolled = (state, scroll)
    }

    /// S⇔D: the exact form and the decimal of the value shown change places, when it has an exact form.
    mutating func displayClick(_ shared: inout SharedState) {
        guard exactShown(shared).form != nil else { return }
        // The swap ends a scroll: the decimal comes back at its first digits.
        scrolled = nil
        isExactSwapped.toggle()
        shared.reply.looksChanged = true
    }

    /// One more step of proving the digits a scroll asked for, when no event waits.
    mutating func idle(_ shared: inout SharedState) {
        guard var scroll = digitScroll(shared) else { return }
        let before = (scroll.offset, scroll.isComputing)
        _ = scroll.step()
        if (scroll.offset, scroll.isComputing) != before { shared.reply.looksChanged = true }
        scrolled = (shared.controller.state, scroll)
    }

    /// A new value shows rounded (the scroll ends) and as the preference says (S⇔D was for the one before).
    mutating func settle(_ shared: inout SharedState) {
        if shared.reply.isNewValue, scrolled != nil {
            scrolled = nil
            shared.reply.looksChanged = true
        }
        if shared.controller.state.plainDisplay != shared.reply.valueBefore { isExactSwapped = false }
    }

    func continuesWork(_ shared: SharedState) -> Bool { digitScroll(shared)?.isComputing == true }

    var keypadArea: Rect { KeypadScene.keypadArea(layout.frames) }

    mutating func scene(_ shared: SharedState) -> Scene<Control> {
        let state = shared.controller.state
        let undo = shared.undoAvailability
        var inputs = KeypadScene.ButtonInputs(state, history: shared.history, undo: undo)
        if shared.history.isOpen { inputs.tapeRevision = shared.tapeRevision }
        let faces: [ButtonFace<Control>]
        if let cache = buttonCache, cache.inputs == inputs {
            faces = cache.faces
        } else {
            faces = KeypadScene.buttons(
                state, in: layout.frames, theme: shared.theme, palette: shared.palette, history: shared.history,
                tape: shared.controller.history, undo: undo, exactForms: shared.exactPreference.tapeForms)
            buttonCache = (inputs, faces)
        }
        let scene = KeypadScene.scene(
            state, buttons: faces, in: layout.frames, theme: shared.theme, palette: shared.palette, history: shared.history,
            isAlwaysOnTop: shared.isAlwaysOnTop, notice: (shared.notice ?? digitsNotice(shared))?.text,
            exact: exactShown(shared))
        return withDigitScroll(scene, shared)
    }

    /// `scene` with the number scrolled to the digits shown (`digitScroll`), and the pixels a drag on
    /// it travels per digit.
    func withDigitScroll(_ scene: Scene<Control>, _ shared: SharedState) -> Scene<Control> {
        var scene = scene
        if let text = digitScroll(shared)?.text {
            scene.number.text = text
            scene.number.shorterTexts = []
        }
        scene.panel.numberDragStep = numberDragStep(width: scene.layout.displayAreas.number.width, shared)
        return scene
    }

    /// How far a drag on a number `width` pixels wide travels per digit: about a digit's width when
    /// the number fills it; nil while an entry is typed (a drag is then a swipe, which shortens it),
    /// for `Error` and while the history covers the keypad.
    private func numberDragStep(width: Double, _ shared: SharedState) -> Double? {
        let controller = shared.controller
        guard !controller.userIsInTheMiddleOfTyping, !controller.state.isError, !shared.history.isOpen else { return nil }
        return max(4 * shared.window.scale, width / Double(controller.state.significantDigits + 2))
    }

    func snapshot(_ shared: SharedState) -> PaneSnapshot {
        .calculator(
            KeypadAccessibility.Snapshot(
                state: shared.controller.state, frames: layout.frames, history: shared.history, tape: shared.controller.history,
                notice: (shared.notice ?? digitsNotice(shared))?.text, noticeCount: shared.noticeCount,
                undo: shared.undoAvailability, exact: exactShown(shared), exactForms: shared.exactPreference.tapeForms))
    }
}
