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
        let chrome = chrome(frames)
        let lines = DisplayLines(
            number: exact.number(decimal: displayText(of: state)),
            shorterNumbers: exact.isMain && exact.form != nil ? [] : shorterDisplays(of: state, in: frames),
            expression: state.expression, notice: notice, error: state.errorReason,
            status: status(of: state, isAlwaysOnTop: isAlwaysOnTop), belowNumber: exact.line(decimal: state.display),
            in: chrome.areas)
        let area = keypadArea(frames)
        return chrome.scene(
            lines, buttons: buttons, scrollArea: history.isOpen ? area : nil, rowArea: area, theme: theme, palette: palette,
            scale: frames.scale)
    }

    /// Every button of the scene: the keypad's (or, with the history panel open, its rows), then the
    /// display's round buttons (`DisplayChrome`).
    static func buttons(
        _ state: DisplayState, in frames: KeypadFrames, theme: Theme, palette: ButtonPalette,
        history: HistoryPanel, tape: HistoryTape, undo: UndoAvailability = UndoAvailability(),
        exactForms: ExactForm.Options? = nil
    ) -> [ButtonFace<Control>] {
        let buttons =
            history.isOpen
            ? HistoryPanel.faces(
                tape: tape, selection: history.selection, scrolled: history.scrolled, in: keypadArea(frames),
                scale: frames.scale, digits: state.significantDigits, theme: theme, palette: palette,
                locale: state.numberLocale, exactForms: exactForms, edit: history.edit, marked: history.marked)
            : keypadFaces(state, in: frames, palette: palette)
        return buttons
            + chrome(frames).faces(mode: .calculator, undo: undoButtons(undo), isHistoryOpen: history.isOpen, palette: palette)
    }

    /// The calculator's undo and redo, keys of its own.
    static func undoButtons(_ availability: UndoAvailability) -> DisplayChrome.UndoButtons {
        DisplayChrome.UndoButtons(
            undo: .key(.undo), redo: .key(.redo), availability: availability,
            shortcuts: (KeyboardHelp.shortcuts(of: .undo), KeyboardHelp.shortcuts(of: .redo)))
    }

    /// Everything of a state the buttons' faces show, besides the layout and the theme: two states with
    /// equal inputs have equal buttons, so a key that changes only the number (a digit) reuses them. The
    /// tape is not compared, its revision is (`SharedState.tapeRevision`), while the panel is open.
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
        /// The tape's revision the open panel's rows were made of.
        var tapeRevision = 0

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

    /// The display's round buttons and text boxes, the round buttons growing with the keys (`DisplayChrome`).
    static func chrome(_ frames: KeypadFrames) -> DisplayChrome {
        DisplayChrome(display: frames.display, keySide: frames.buttons.map(\.frame.height).min(), scale: frames.scale)
    }

    /// The display's text boxes (`DisplayAreas`): the renderer draws the texts in these boxes and the
    /// accessibility tree gives them as the texts' extents.
    static func displayAreas(_ frames: KeypadFrames) -> DisplayAreas { chrome(frames).areas }

    /// The keypad's buttons.
    static func keypadFaces(_ state: DisplayState, in frames: KeypadFrames, palette: ButtonPalette) -> [ButtonFace<Control>] {
        faces(frames.buttons, state, scale: frames.scale, palette: palette)
    }

    /// The faces of `buttons` at their frames in `state`.
    static func faces(
        _ buttons: [(button: KeypadButton, frame: Rect)], _ state: DisplayState, scale: Double, palette: ButtonPalette
    ) -> [ButtonFace<Control>] {
        buttons.map { button, frame in
            let colors = palette.colors(
                for: button.style, isPending: state.pendingOperation.map { button.key == .operation($0) } ?? false,
                isLatched: button.key == .second && state.isSecondActive)
            return ButtonFace<Control>(
                control: button.control, title: button.title(in: state), frame: frame,
                fill: colors.fill, pressedFill: colors.pressed, textColor: colors.text,
                titleAlignment: button.columnSpan > 1 && button.panel == .standard ? .leadingCircle : .center,
                titleScale: button.hasSymbolTitle ? symbolTitleScale : 1, titleGroup: titleGroup(of: button),
                legibleTitleSize: Legibility.keyTitleFloor(keySide: min(frame.width, frame.height), scale: scale))
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
