import CalculatorController
import CalculatorModel
import Layout
import WindowInterface

/// What the window draws for a state: a pure function of the display state, the solved keypad and
/// the theme.
public enum KeypadScene {
    /// How much larger a symbol title (`+`, `±`) is drawn than a text title: these glyphs are small in text fonts.
    static let symbolTitleScale = 1.5

    /// The smallest legible size of the number, in pixels at 96 dpi: below it, fewer digits are shown.
    public static let minimumDisplayTextSize = 12.0

    /// The scene of `state` in `frames`, coloured by `theme` (whose button colours `palette` holds
    /// worked out, when given); with the history panel open, the tape's rows take the keypad's place;
    /// a notice (a refused paste) shows in the expression line's place; undo and redo look disabled
    /// when `undo` says they have nothing to do.
    public static func scene(
        _ state: DisplayState, in frames: KeypadFrames, theme: Theme,
        palette: ButtonPalette? = nil, history: HistoryPanel = HistoryPanel(), tape: HistoryTape = HistoryTape(),
        isAlwaysOnTop: Bool = false, notice: String? = nil, undo: UndoAvailability = UndoAvailability(),
        exact: ExactFormShown = .none, exactForms: ExactForm.Options? = nil
    ) -> Scene<Control> {
        let palette = palette ?? ButtonPalette(theme)
        return scene(
            state,
            buttons: buttons(
                state, in: frames, theme: theme, palette: palette, history: history, tape: tape, undo: undo,
                exactForms: exactForms),
            in: frames, theme: theme, palette: palette, history: history, isAlwaysOnTop: isAlwaysOnTop, notice: notice,
            exact: exact)
    }

    /// The scene of `state` around `buttons` (`buttons(…)` of the same state, or of one with the same
    /// `ButtonInputs`): the display's part is made here. A notice takes the expression line's place;
    /// while the display reads `Error`, why does too, or the line under it (`Notice.error(_:in:)`).
    static func scene(
        _ state: DisplayState, buttons: [ButtonFace<Control>], in frames: KeypadFrames, theme: Theme,
        palette: ButtonPalette, history: HistoryPanel, isAlwaysOnTop: Bool, notice: String?,
        exact: ExactFormShown = .none
    ) -> Scene<Control> {
        let areas = displayAreas(frames)
        let error = Notice.error(state.errorReason, in: areas)
        let lineNotice = notice ?? error.flatMap { $0.isBelowNumber ? nil : $0.notice.text }
        return Scene<Control>(
            background: theme.background, buttons: buttons, displayFrame: frames.display,
            displayText: exact.number(decimal: displayText(of: state)),
            shorterDisplayTexts: exact.isMain && exact.form != nil ? [] : shorterDisplays(of: state, in: frames),
            minimumDisplayTextSize: minimumDisplayTextSize * frames.scale, displayColor: palette.displayText,
            expressionText: lineNotice ?? state.expression, expressionColor: palette.expressionText,
            expressionShrinksWhole: lineNotice != nil,
            statusText: status(of: state, isAlwaysOnTop: isAlwaysOnTop),
            scale: frames.scale,
            scrollArea: history.isOpen ? keypadArea(frames) : nil,
            scrollStep: HistoryPanel.rowPitch(in: keypadArea(frames), scale: frames.scale),
            displayAreas: areas,
            exactFormText: error.flatMap { $0.isBelowNumber ? $0.notice.text : nil } ?? exact.line(decimal: state.display))
    }

    /// Every button of the scene: the keypad's (or, with the history panel open, its rows), the
    /// history button, undo and redo.
    static func buttons(
        _ state: DisplayState, in frames: KeypadFrames, theme: Theme, palette: ButtonPalette,
        history: HistoryPanel, tape: HistoryTape, undo: UndoAvailability = UndoAvailability(),
        exactForms: ExactForm.Options? = nil
    ) -> [ButtonFace<Control>] {
        var buttons =
            history.isOpen
            ? HistoryPanel.faces(
                tape: tape, selection: history.selection, scrolled: history.scrolled, in: keypadArea(frames),
                scale: frames.scale, digits: state.significantDigits, theme: theme, palette: palette,
                locale: state.numberLocale, exactForms: exactForms, edit: history.edit, marked: history.marked)
            : keypadFaces(state, in: frames, palette: palette)
        buttons.append(historyToggle(in: frames, isOpen: history.isOpen, palette: palette))
        buttons += faces(displayButtons(in: frames), state, palette: palette).map { face in
            guard case .key(let key) = face.control, !undo.allows(key) else { return face }
            return disabled(face)
        }
        buttons.append(
            ProgrammerScene.modeButton(
                for: .calculator, display: frames.display, side: displayAreas(frames).controls.height, palette: palette))
        return buttons
    }

    /// How much of the way from its fill to its text colour a disabled button's title is drawn:
    /// faint, as a toolkit draws an insensitive button (WCAG exempts inactive controls from contrast).
    static let disabledTitleShare = 0.35

    /// `face` as a button with nothing to do: its title faded towards its fill, and no pressed look.
    static func disabled(_ face: ButtonFace<Control>) -> ButtonFace<Control> {
        var face = face
        face.textColor = face.fill.mixed(with: face.textColor, fraction: disabledTitleShare)
        face.pressedFill = face.fill
        return face
    }

    /// Everything of a state the buttons' faces show, besides the layout, the theme and the tape's
    /// calculations: two states with equal inputs and the same tape have equal buttons, so a key that
    /// changes only the number (a digit) reuses them. The tape is not compared: the session drops its
    /// buttons when a call's outcome says the tape's calculations changed (`TapeChange.changesEntries`).
    struct ButtonInputs: Equatable {
        /// Titles: `AC` or `C`, `Rad` or `Deg`, the `2nd` titles, the decimal separator.
        var clearKey: Key
        var isRadians: Bool
        var isSecondActive: Bool
        var decimalSeparator: String
        /// Colours: the pending operator's.
        var pendingOperation: OperationID?
        /// The history panel and, while it is open, how its rows write the tape (digits and locale).
        var history: HistoryPanel
        var digits: Int?
        var locale: NumberLocale?
        /// Whether undo and redo look enabled.
        var undo: UndoAvailability

        init(_ state: DisplayState, history: HistoryPanel, undo: UndoAvailability = UndoAvailability()) {
            self.undo = undo
            clearKey = state.clearKey
            isRadians = state.isRadians
            isSecondActive = state.isSecondActive
            decimalSeparator = state.numberLocale.decimalSeparator
            pendingOperation = state.pendingOperation
            self.history = history
            if history.isOpen {
                digits = state.significantDigits
                locale = state.numberLocale
            }
        }
    }

    /// The area the keypad's buttons cover, which the history panel takes when open.
    static func keypadArea(_ frames: KeypadFrames) -> Rect {
        let all = frames.buttons.map(\.frame)
        guard let first = all.first else { return .zero }
        let minX = all.map(\.x).min() ?? first.x, minY = all.map(\.y).min() ?? first.y
        let maxX = all.map(\.maxX).max() ?? first.maxX, maxY = all.map(\.maxY).max() ?? first.maxY
        return Rect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }

    /// The display's rows and text boxes, the round buttons (the history button, undo and redo)
    /// growing with the keys (`DisplayAreas`): the renderer draws the texts in these boxes and the
    /// accessibility tree gives them as the texts' extents.
    static func displayAreas(_ frames: KeypadFrames) -> DisplayAreas {
        var areas = DisplayAreas(
            frames.display, scale: frames.scale, keySide: frames.buttons.map(\.frame.height).min(),
            roundButtons: 1 + Keypad.display.count)
        // The mode button at the controls row's right end, and a quarter of its side clear of it.
        areas.expressionTrailingInset = areas.controls.height * 1.25
        return areas
    }

    /// The history button: a circle the height of the controls row at the display's top left.
    static func historyToggleFrame(in frames: KeypadFrames) -> Rect {
        let side = displayAreas(frames).controls.height
        return Rect(x: frames.display.x, y: frames.display.y, width: side, height: side)
    }

    /// Undo and redo, circles like the history button's, in a row after it.
    static func displayButtons(in frames: KeypadFrames) -> [(button: KeypadButton, frame: Rect)] {
        let first = historyToggleFrame(in: frames)
        return Keypad.display.map { button in
            (
                button,
                Rect(
                    x: first.x + first.width * 1.25 * Double(button.column + 1), y: first.y,
                    width: first.width, height: first.height)
            )
        }
    }

    /// The history button: a small round button in the scientific keys' colours, in the function
    /// keys' while the panel is open; like every button, it keeps an edge and its title's contrast.
    static func historyToggle(in frames: KeypadFrames, isOpen: Bool, palette: ButtonPalette) -> ButtonFace<Control> {
        historyToggle(frame: historyToggleFrame(in: frames), isOpen: isOpen, palette: palette)
    }

    /// The history button in `frame` (the programmer mode's too).
    static func historyToggle(frame: Rect, isOpen: Bool, palette: ButtonPalette) -> ButtonFace<Control> {
        let colors = palette.colors(for: isOpen ? .function : .scientific, isPending: false)
        return ButtonFace<Control>(
            control: .historyToggle, title: "", frame: frame,
            fill: colors.fill, pressedFill: colors.pressed, textColor: colors.text, icon: .list)
    }

    /// The keypad's buttons.
    static func keypadFaces(_ state: DisplayState, in frames: KeypadFrames, palette: ButtonPalette) -> [ButtonFace<Control>] {
        faces(frames.buttons, state, palette: palette)
    }

    /// The faces of `buttons` at their frames in `state`.
    static func faces(_ buttons: [(button: KeypadButton, frame: Rect)], _ state: DisplayState, palette: ButtonPalette)
        -> [ButtonFace<Control>]
    {
        buttons.map { button, frame in
            let colors = palette.colors(
                for: button.style, isPending: state.pendingOperation.map { button.key == .operation($0) } ?? false,
                isLatched: button.key == .second && state.isSecondActive)
            return ButtonFace<Control>(
                control: button.control, title: button.title(in: state), frame: frame,
                fill: colors.fill, pressedFill: colors.pressed, textColor: colors.text,
                titleAlignment: button.columnSpan > 1 && button.panel == .standard ? .leadingCircle : .center,
                titleScale: button.hasSymbolTitle ? symbolTitleScale : 1, titleGroup: titleGroup(of: button))
        }
    }

    /// Text titles of one panel share a size, and so do the arithmetic symbols, so rows look even;
    /// the display's small buttons size their arrows on their own.
    static func titleGroup(of button: KeypadButton) -> TitleGroup? {
        if Keypad.display.contains(button) { return nil }
        return switch (button.panel, button.hasSymbolTitle) {
        case (.scientific, _): .scientific
        case (.standard, false): .standardText
        case (.standard, true): .standardSymbols
        }
    }

    /// The number shown: the display, or `Error` in the user's language (batch mode and the tape keep
    /// the model's `Error`).
    static func displayText(of state: DisplayState) -> String {
        state.isError ? localized("Error") : state.display
    }

    /// The indicators under the display's round buttons: `2nd` while on (its key may be off screen, in
    /// the compact window), `Rad` in radians, `M` while the memory holds a value, `Top` while the
    /// window stays above others, and `(₂` while two parentheses are open (as Windows counts them).
    static func status(of state: DisplayState, isAlwaysOnTop: Bool = false) -> String {
        [
            state.openParentheses > 0 ? "(" + subscriptDigits(state.openParentheses) : nil,
            state.isSecondActive ? Mode.calculator.row(.second).title : nil,
            state.isRadians ? Mode.calculator.row(.angleUnit(.radians)).title : nil,
            state.hasMemory ? "M" : nil,
            isAlwaysOnTop ? localized("Top") : nil,
        ].compactMap { $0 }.joined(separator: " ")
    }

    /// `n` in subscript digits (`₁₂`), which the bundled fonts have (the `log₁₀` key's title).
    static func subscriptDigits(_ n: Int) -> String {
        String(String(n).unicodeScalars.map { Character(Unicode.Scalar($0.value - 0x30 + 0x2080)!) })
    }

    /// The number with fewer digits, for the view to fall back on, when it might not fit the display
    /// at the legible minimum size: no glyph of a number (digits, `-`, `.`, `,`, `e`) is wider than
    /// 0.75 em in a text font, so a shorter text surely fits and its forms are not computed.
    static func shorterDisplays(of state: DisplayState, in frames: KeypadFrames) -> [String] {
        let widest = Double(state.display.count) * 0.75 * minimumDisplayTextSize * frames.scale
        return widest <= frames.display.width ? [] : state.shorterDisplays()
    }
}
