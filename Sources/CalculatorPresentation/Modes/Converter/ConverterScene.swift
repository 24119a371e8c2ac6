import CalculatorController
import CalculatorModel
import Layout
import WindowInterface

/// What the window draws in the converter: the calculator's display, its "from" line where the
/// expression line goes, its "to" line as the number, the category as the status; under it the
/// converter's keypad (the unit buttons titled with their symbols, swap as `⇅`), the open picker or the
/// open history panel in the keypad's place, and the history button, as in the other modes. A pure
/// function of what the converter shows, as `KeypadScene` is.
enum ConverterScene {
    /// The title of the swap button.
    static let swapTitle = "⇅"

    /// The converter's scene for `state` and `shown`, in `frames` (the converter's layout), with the history
    /// panel's rows of `tape` while `history` is open.
    static func scene(
        _ state: DisplayState, shown: ConverterShown, in frames: KeypadFrames, theme: Theme, palette: ButtonPalette,
        undo: UndoAvailability, notice: String?, history: HistoryPanel, tape: HistoryTape,
        exactForms: ExactForm.Options?
    ) -> Scene<Control> {
        let area = KeypadScene.keypadArea(frames)
        var buttons: [ButtonFace<Control>]
        if history.isOpen {
            buttons = HistoryPanel.faces(
                tape: tape, selection: history.selection, scrolled: history.scrolled, in: area, scale: frames.scale,
                digits: state.significantDigits, theme: theme, palette: palette, locale: state.numberLocale,
                exactForms: exactForms)
        } else {
            buttons =
                shown.panel.picker.map { $0.faces(in: area, scale: frames.scale, theme: theme, palette: palette) }
                ?? keypadFaces(state, shown: shown, in: frames, palette: palette)
        }
        let chrome = KeypadScene.chrome(frames)
        buttons += chrome.faces(
            mode: .converter, undo: KeypadScene.undoButtons(undo), isHistoryOpen: history.isOpen, palette: palette)
        let message = notice ?? shown.message
        let lines = DisplayLines(
            number: shown.numberText, shorterNumbers: shown.reason == nil ? shown.shorterToLines : [],
            expression: message ?? shown.fromLine, expressionIsMessage: message != nil,
            // A sum of money always shows its rates' date: in the status line when there is no line under the number.
            status: chrome.areas.exactForm.isDrawable ? shown.category : shown.ratesDate ?? shown.category,
            belowNumber: shown.panel.picker == nil && !history.isOpen ? shown.exactLine : "")
        return chrome.scene(
            lines, buttons: buttons, scrollArea: shown.panel.picker != nil || history.isOpen ? area : nil, rowArea: area,
            theme: theme, palette: palette, scale: frames.scale)
    }

    /// The converter's keypad: the calculator's keys as `KeypadScene` draws them, the unit buttons titled
    /// with their units' symbols and swap with its arrows.
    static func keypadFaces(_ state: DisplayState, shown: ConverterShown, in frames: KeypadFrames, palette: ButtonPalette)
        -> [ButtonFace<Control>]
    {
        KeypadScene.faces(frames.buttons, state, scale: frames.scale, palette: palette).map { face in
            var face = face
            switch face.control {
            case .converterUnit(let side):
                face.title = shown.panel[side].symbol + " ▾"
                face.shorterTitles = abbreviations(of: shown.panel[side].symbol)
                face.titleGroup = nil
            case .converterSwap:
                face.title = swapTitle
                face.titleGroup = nil
            default: break
            }
            return face
        }
    }

    /// A unit button's shorter titles, for a unit whose symbol does not fit at the legible size
    /// (`degfahrenheit`): the symbol without the `▾`, then its start with `…` (the accessible name
    /// and the picker keep the whole name).
    static func abbreviations(of symbol: String) -> [String] {
        let characters = Array(symbol)
        return [symbol]
            + [8, 6, 4, 2].filter { $0 < characters.count - 1 }.map { String(characters.prefix($0)) + "…" }
    }
}
