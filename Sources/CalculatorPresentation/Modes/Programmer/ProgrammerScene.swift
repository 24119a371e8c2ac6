import CalculatorController
import CalculatorModel
import Layout
import WindowInterface

/// What the window draws in the programmer mode: the value in its base large, the four bases in
/// lines under it (compact) or above the bit field (wide), the expression line and the status as the
/// calculator's, the round keys, and, when wide, the bit field. A pure function, as `KeypadScene`.
public enum ProgrammerScene {
    /// What the scene is made of besides the layout and the theme.
    struct Inputs: Equatable, Sendable {
        var state: ProgrammerDisplayState
        var undo = UndoAvailability()
        var notice: String?
        var isAlwaysOnTop = false
        var hasMemory = false
        /// The bit the keyboard moves along the bit field (arrows) and flips (Space).
        var bitCursor = 0
        /// The history panel: while open, the tape's rows take the keypad's place, as in the calculator.
        var history = HistoryPanel()
        /// The tape the modes share, for the open panel's rows (empty while it is closed).
        var tape = HistoryTape()
    }

    /// The scene of `inputs` in `frames`: as in the calculator, a notice, or why the display reads
    /// `Error`, in the expression line's place or under it.
    static func scene(_ inputs: Inputs, in frames: ProgrammerFrames, theme: Theme, palette: ButtonPalette) -> Scene<Control> {
        let state = inputs.state
        let chrome = chrome(frames)
        let lines = DisplayLines(
            number: numberText(of: state), expression: state.expression, notice: inputs.notice, error: state.errorReason,
            status: status(inputs), in: chrome.areas)
        let area = keypadArea(frames)
        return chrome.scene(
            lines, buttons: buttons(inputs, in: frames, theme: theme, palette: palette),
            scrollArea: inputs.history.isOpen ? area : nil, rowArea: area, theme: theme, palette: palette, scale: frames.scale)
    }

    /// The number shown: the value grouped in its base, or `Error` in the user's language.
    static func displayText(of state: ProgrammerDisplayState) -> String {
        state.isError ? localized("Error") : state.display
    }

    /// The number as the display shows it: the value after its base's prefix, as the clipboard copies it
    /// and code writes it (`0xFF`, `0o17`, `0b1010`, decimal bare), or `Error`. (GNOME's subscript,
    /// `FF₁₆`, drew in the number's font as full-size digits: `8₁₀` read as `810`.)
    static func numberText(of state: ProgrammerDisplayState) -> String {
        state.isError ? displayText(of: state) : state.base.prefix + state.display
    }

    /// The indicators: open parentheses, the word size and signedness (as the keypad's toggles write
    /// them), `M` while the memory holds a value, `Top` while the window stays above others.
    static func status(_ inputs: Inputs) -> String {
        let state = inputs.state
        return [
            state.openParentheses > 0 ? "(" + KeypadScene.subscriptDigits(state.openParentheses) : nil,
            Mode.programmerRow(.wordSize(state.value.size)).title,
            Mode.programmerRow(.signedness(state.value.signedness)).title,
            inputs.hasMemory ? "M" : nil,
            inputs.isAlwaysOnTop ? localized("Top") : nil,
        ].compactMap { $0 }.joined(separator: " ")
    }

    /// The display's round buttons and boxes: the controls row, the expression line and the number, above
    /// the four bases' lines when compact (the wide window shows them above the bit field).
    static func chrome(_ frames: ProgrammerFrames) -> DisplayChrome {
        var text = frames.display
        if frames.bitField == nil, showsBaseLines(frames) { text.height -= baseLinesHeight(frames) }
        return DisplayChrome(
            display: frames.display, textFrame: text, keySide: frames.buttons.map(\.frame.height).min(), scale: frames.scale)
    }

    /// The display's text boxes.
    static func displayAreas(_ frames: ProgrammerFrames) -> DisplayAreas { chrome(frames).areas }

    /// The area the keypad's round keys cover, which the history panel takes when open.
    static func keypadArea(_ frames: ProgrammerFrames) -> Rect {
        let all = frames.buttons.map(\.frame)
        guard let first = all.first else { return .zero }
        let minX = all.map(\.x).min() ?? first.x, minY = all.map(\.y).min() ?? first.y
        let maxX = all.map(\.maxX).max() ?? first.maxX, maxY = all.map(\.maxY).max() ?? first.maxY
        return Rect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }

    /// The height of one line of the four bases: 0.42 of a key, up to 24 px at 96 dpi, and at least
    /// the height whose text (`lineTextSize`) is the lines' legible floor.
    static func baseLineHeight(_ frames: ProgrammerFrames) -> Double {
        let key = frames.buttons.map(\.frame.height).min() ?? 0
        let legible = (Legibility.line / 0.8 * frames.scale).rounded(.up)
        return max(legible, min((24 * frames.scale).rounded(), (key * 0.42).rounded()))
    }

    /// The four lines' height.
    static func baseLinesHeight(_ frames: ProgrammerFrames) -> Double { 4 * baseLineHeight(frames) }

    /// Whether the four bases' lines show: always above the bit field; in the compact display only
    /// where they leave the number at least three lines' height (not in the least window, where the
    /// legible lines would leave the number smaller than themselves: the number says its base by its
    /// prefix there, and F5–F8 or the tape show the others).
    static func showsBaseLines(_ frames: ProgrammerFrames) -> Bool {
        frames.bitField != nil || frames.display.height - baseLinesHeight(frames) >= 3 * baseLineHeight(frames)
    }

    /// Where each base's line sits: at the display's bottom (compact) or the bit field panel's top
    /// (wide); none where they do not show (`showsBaseLines`).
    static func baseLineFrames(_ frames: ProgrammerFrames) -> [(base: ProgrammerBase, frame: Rect)] {
        guard showsBaseLines(frames) else { return [] }
        let height = baseLineHeight(frames)
        let area = frames.bitField ?? frames.display
        let top = frames.bitField == nil ? area.maxY - 4 * height : area.y
        return ProgrammerBase.allCases.enumerated().map { index, base in
            (base, Rect(x: area.x, y: top + Double(index) * height, width: area.width, height: height))
        }
    }

    /// The pixel size of a line of text in `frame` (a base line, a bit number): 0.8 of its height, as
    /// the expression line's, but never below the lines' legible floor.
    static func lineTextSize(_ frame: Rect, scale: Double) -> Double {
        max(Legibility.line * scale, (frame.height * 0.8).rounded())
    }

    /// The bits in rows of 16, bit 63 at the top left as Windows and GNOME show them, in nibbles a
    /// gap apart, each nibble's first bit with its number under it (a cell wide, centred on the bit).
    static func bitFrames(_ frames: ProgrammerFrames) -> (bits: [(index: Int, frame: Rect)], numbers: [(index: Int, frame: Rect)])
    {
        guard let panel = frames.bitField else { return ([], []) }
        let top = panel.y + baseLinesHeight(frames) + (8 * frames.scale).rounded()
        let rows = 4, perRow = 16, nibbleGap = 0.6
        let cell = panel.width / (Double(perRow) + nibbleGap * 3)
        let numberHeight = (14 * frames.scale).rounded()
        let rowPitch = min((panel.maxY - top) / Double(rows), cell + numberHeight + cell * 0.3)
        let side = min(cell * 0.86, rowPitch - numberHeight)
        var bits: [(Int, Rect)] = [], numbers: [(Int, Rect)] = []
        for row in 0..<rows {
            let y = top + Double(row) * rowPitch
            for column in 0..<perRow {
                let index = 63 - (row * perRow + column)
                let x = panel.x + (Double(column) + nibbleGap * Double(column / 4)) * cell + (cell - side) / 2
                bits.append((index, Rect(x: x, y: y, width: side, height: side)))
                if column % 4 == 0 {
                    numbers.append((index, Rect(x: x - (cell - side) / 2, y: y + side, width: cell, height: numberHeight)))
                }
            }
        }
        return (bits, numbers)
    }

    /// Every button: the keys (or, with the history panel open, its rows), the history button, undo
    /// and redo, the mode button, the four bases' lines, and the bit field.
    static func buttons(_ inputs: Inputs, in frames: ProgrammerFrames, theme: Theme, palette: ButtonPalette)
        -> [ButtonFace<Control>]
    {
        let state = inputs.state
        var faces: [ButtonFace<Control>] =
            inputs.history.isOpen
            ? HistoryPanel.faces(
                tape: inputs.tape, selection: inputs.history.selection, scrolled: inputs.history.scrolled,
                in: keypadArea(frames), scale: frames.scale, digits: frames.sizeClass.significantDigits, theme: theme,
                palette: palette, locale: state.numberLocale)
            : keyFaces(inputs, in: frames, palette: palette)
        faces += chrome(frames).faces(
            mode: .programmer, undo: undoButtons(inputs.undo), isHistoryOpen: inputs.history.isOpen, palette: palette)
        faces += displayFaces(inputs, in: frames, theme: theme, palette: palette)
        return faces
    }

    /// The round keys' faces, disabled where the state does not take them.
    static func keyFaces(_ inputs: Inputs, in frames: ProgrammerFrames, palette: ButtonPalette) -> [ButtonFace<Control>] {
        let state = inputs.state
        return frames.buttons.map { button, frame in
            let colors = palette.colors(
                for: button.style, isPending: button.key.map { $0 == state.pendingOperator.map(ProgrammerKey.operation) } ?? false
            )
            let title = button.title(in: state)
            let face = ButtonFace<Control>(
                control: button.control, title: title, frame: frame, fill: colors.fill,
                pressedFill: colors.pressed, textColor: colors.text,
                titleAlignment: button.columnSpan > 1 ? .leadingCircle : .center,
                titleScale: button.style == .operation || button.key == .function(.negate) ? KeypadScene.symbolTitleScale : 1,
                titleGroup: titleGroup(of: button, title: title),
                legibleTitleSize: Legibility.keyTitleFloor(keySide: min(frame.width, frame.height), scale: frames.scale),
                shorterTitles: button.shorterTitles(in: state))
            return button.isEnabled(in: state) ? face : face.disabled()
        }
    }

    /// The arithmetic symbols share a size, and so do the one-character titles (the digits, `A`–`F`,
    /// the parentheses): a word (`QWORD`, `NAND`) sizes itself, so that the longest never shrinks the digits.
    static func titleGroup(of button: ProgrammerButton, title: String) -> TitleGroup? {
        if button.style == .operation { return .standardSymbols }
        return title.count == 1 ? .standardText : nil
    }

    /// The programmer's undo and redo, keys of its own.
    static func undoButtons(_ availability: UndoAvailability) -> DisplayChrome.UndoButtons {
        func shortcut(_ key: ProgrammerKey) -> String {
            Mode.programmerRow(key).chords.map(KeyboardHelp.describe).joined(separator: " ")
        }
        return DisplayChrome.UndoButtons(
            undo: .programmerKey(.undo), redo: .programmerKey(.redo), availability: availability,
            shortcuts: (shortcut(.undo), shortcut(.redo)))
    }

    /// The four bases' lines and the bit field, drawn over the display and beside the keys.
    static func displayFaces(_ inputs: Inputs, in frames: ProgrammerFrames, theme: Theme, palette: ButtonPalette)
        -> [ButtonFace<Control>]
    {
        let state = inputs.state
        var faces: [ButtonFace<Control>] = []
        let small = palette.colors(for: .scientific, isPending: false)
        for (base, frame) in baseLineFrames(frames) {
            let isCurrent = base == state.base
            faces.append(
                ButtonFace<Control>(
                    control: .baseLine(base), title: base.name + "   " + state.text(in: base), frame: frame,
                    fill: theme.background, pressedFill: small.pressed,
                    textColor: isCurrent ? palette.displayText : palette.expressionText,
                    minimumTitleSize: Legibility.line * frames.scale, titleSize: lineTextSize(frame, scale: frames.scale)))
        }
        let (bits, numbers) = bitFrames(frames)
        let width = state.value.size.bitWidth
        for (index, frame) in bits {
            let isOn = index < state.value.size.bitWidth && state.value.bit(index)
            let colors =
                index == inputs.bitCursor ? palette.bitCursor : palette.colors(for: isOn ? .operation : .digit, isPending: false)
            let face = ButtonFace<Control>(
                control: .bit(index), title: isOn ? "1" : "0", frame: frame, fill: colors.fill,
                pressedFill: colors.pressed, textColor: colors.text, titleGroup: .scientific)
            faces.append(index < width ? face : face.disabled())
        }
        for (index, frame) in numbers {
            faces.append(
                ButtonFace<Control>(
                    control: .bitNumber(index), title: String(index), frame: frame, fill: theme.background,
                    textColor: palette.expressionText, titleAlignment: .center,
                    titleSize: lineTextSize(frame, scale: frames.scale)))
        }
        return faces
    }
}
