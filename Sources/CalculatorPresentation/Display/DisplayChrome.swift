import AccessibleTree
import CalculatorController
import CalculatorModel
import Layout
import WindowInterface

/// The display every mode shares: its boxes (`DisplayAreas`: the controls row, the expression line, the
/// number, the status and the line under the number) and the round buttons of its controls row, the
/// history button at the left, undo and redo after it, the mode button at the right. Every mode draws
/// them and a screen reader finds them alike; a mode gives only its display's frame, its keys' side,
/// its undo and redo controls and what its lines say (`DisplayLines`).
struct DisplayChrome: Equatable, Sendable {
    /// The display's frame: the controls row is its top.
    let display: Rect
    /// Where the texts go (the frame less what a mode keeps below them, such as the programmer's four bases).
    let areas: DisplayAreas

    /// The chrome of `display`, whose texts are laid out in `textFrame` (default: the whole display),
    /// beside keys of side `keySide`, at `scale` (dpi / 96).
    init(display: Rect, textFrame: Rect? = nil, keySide: Double?, scale: Double) {
        self.display = display
        var areas = DisplayAreas(textFrame ?? display, scale: scale, keySide: keySide, roundButtons: Self.leftButtons)
        // The mode button at the controls row's right end, and a quarter of its side clear of it.
        areas.expressionTrailingInset = areas.controls.height * 1.25
        self.areas = areas
    }

    /// The round buttons at the controls row's left: the history button, undo and redo.
    static let leftButtons = 3

    /// The round buttons' side: the controls row's height.
    var side: Double { areas.controls.height }

    /// The history button: a circle at the display's top left.
    var historyToggleFrame: Rect { Rect(x: display.x, y: display.y, width: side, height: side) }

    /// Undo and redo, circles like the history button's, in a row after it, a quarter of a side apart.
    var undoRedoFrames: (undo: Rect, redo: Rect) { (roundButtonFrame(1), roundButtonFrame(2)) }

    /// The mode button: a circle at the display's top right.
    var modeButtonFrame: Rect { Rect(x: display.maxX - side, y: display.y, width: side, height: side) }

    /// The `index`th round button from the left.
    private func roundButtonFrame(_ index: Int) -> Rect {
        Rect(x: display.x + side * 1.25 * Double(index), y: display.y, width: side, height: side)
    }

    /// What a mode's undo and redo buttons are: the controls that press them, and whether each has
    /// anything to do (a button with nothing looks, and reads, disabled).
    struct UndoButtons {
        var undo: Control
        var redo: Control
        var availability: UndoAvailability
        /// Their chords as a person writes them (`Ctrl+Z`), from the mode's key table.
        var shortcuts: (undo: String, redo: String)
    }

    /// The round buttons' faces in the small round buttons' colours: the history button (in the
    /// function keys' while the panel is open), undo and redo (faded when they have nothing to do),
    /// and the mode button, titled with the mode it switches to.
    func faces(mode: Mode, undo: UndoButtons, isHistoryOpen: Bool, palette: ButtonPalette) -> [ButtonFace<Control>] {
        let small = palette.colors(for: .scientific, isPending: false)
        let toggle = palette.colors(for: isHistoryOpen ? .function : .scientific, isPending: false)
        func round(_ control: Control, _ title: String, _ frame: Rect, enabled: Bool) -> ButtonFace<Control> {
            let face = ButtonFace<Control>(
                control: control, title: title, frame: frame, fill: small.fill, pressedFill: small.pressed,
                textColor: small.text)
            return enabled ? face : face.disabled()
        }
        let frames = undoRedoFrames
        return [
            ButtonFace<Control>(
                control: .historyToggle, title: "", frame: historyToggleFrame, fill: toggle.fill, pressedFill: toggle.pressed,
                textColor: toggle.text, icon: .list),
            round(undo.undo, Self.undoTitle, frames.undo, enabled: undo.availability.canUndo),
            round(undo.redo, Self.redoTitle, frames.redo, enabled: undo.availability.canRedo),
            round(.modeSwitch, mode.next.buttonTitle, modeButtonFrame, enabled: true),
        ]
    }

    /// Undo's and redo's titles, arrows every bundled font has, in every mode.
    static let undoTitle = "↩"
    static let redoTitle = "↪"

    /// The round buttons as a screen reader finds them, in the faces' order: the history button
    /// (checked while the panel is open), undo and redo (neither enabled nor sensitive with nothing to
    /// do), and the mode button ("switch to" the next mode), each with its chord as the shortcut.
    func nodes(mode: Mode, undo: UndoButtons, isHistoryOpen: Bool) -> [AccessibleNode<Control>] {
        let frames = undoRedoFrames
        func undoNode(_ control: Control, name: String, shortcut: String, frame: Rect, enabled: Bool) -> AccessibleNode<Control> {
            var states = AccessibleState.onScreen
            if !enabled { states.subtract([.enabled, .sensitive]) }
            return Self.button(
                control, name: name, shortcut: shortcut, tooltip: KeyTooltip.text(name: name, shortcut: shortcut),
                states: states, frame: frame)
        }
        return [
            Self.button(
                .historyToggle, name: localized("History"), shortcut: KeyboardHelp.shortcuts(of: .toggleHistory),
                tooltip: KeyTooltip.text(of: .toggleHistory),
                states: AccessibleState.onScreen.union(isHistoryOpen ? [.checkable, .checked] : [.checkable]),
                frame: historyToggleFrame),
            undoNode(
                undo.undo, name: localized("undo"), shortcut: undo.shortcuts.undo, frame: frames.undo,
                enabled: undo.availability.canUndo),
            undoNode(
                undo.redo, name: localized("redo"), shortcut: undo.shortcuts.redo, frame: frames.redo,
                enabled: undo.availability.canRedo),
            Self.button(
                .modeSwitch, name: localized("switch to %s", mode.next.spokenName),
                shortcut: KeyboardHelp.describe(mode.next.chord), tooltip: KeyTooltip.modeButton(in: mode),
                states: AccessibleState.onScreen, frame: modeButtonFrame),
        ]
    }

    /// A push button pressing `control`, with `shortcut` as its key binding and its tooltip's words
    /// (`KeyTooltip`) as its description.
    static func button(
        _ control: Control, name: String, shortcut: String, tooltip: String, states: Set<AccessibleState>, frame: Rect
    ) -> AccessibleNode<Control> {
        AccessibleNode(
            id: KeypadAccessibility.accessibleID(control), role: .pushButton, name: name, description: tooltip, states: states,
            extents: KeypadAccessibility.extents(frame), press: control, keyBinding: shortcut)
    }

    /// The scene of a mode: its display as this chrome lays it out, saying `lines`, over `buttons` (the
    /// mode's own, then the chrome's, then anything the mode draws over its display); the rows of
    /// `scrollArea` scroll (the history panel, the unit picker), a row's pitch a step.
    func scene(
        _ lines: DisplayLines, buttons: [ButtonFace<Control>], scrollArea: Rect?, rowArea: Rect, theme: Theme,
        palette: ButtonPalette, scale: Double
    ) -> Scene<Control> {
        Scene<Control>(
            layout: SceneLayout(background: theme.background, displayFrame: display, displayAreas: areas, scale: scale),
            number: NumberLine(
                text: lines.number, shorterTexts: lines.shorterNumbers,
                minimumSize: KeypadScene.minimumDisplayTextSize * scale, color: palette.displayText),
            expression: ExpressionLine(
                text: lines.expression, color: palette.expressionText, shrinksWhole: lines.expressionIsMessage),
            status: StatusLine(text: lines.status, color: palette.expressionText),
            exactForm: ExactFormLine(text: lines.belowNumber, color: palette.expressionText), buttons: buttons,
            panel: ScrollPanel(area: scrollArea, step: HistoryPanel.rowPitch(in: rowArea, scale: scale)))
    }
}

/// What a mode's display says: the number (and shorter forms of it, to fall back on when it does not
/// fit), the expression line (or a message read whole in its place), the status and the line under
/// the number.
struct DisplayLines: Equatable, Sendable {
    var number: String
    var shorterNumbers: [String] = []
    var expression: String
    /// Whether the expression line holds a message (a notice, why the display reads `Error`), which
    /// shrinks whole rather than lose its start.
    var expressionIsMessage = false
    var status: String
    var belowNumber = ""

    init(
        number: String, shorterNumbers: [String] = [], expression: String, expressionIsMessage: Bool = false,
        status: String, belowNumber: String = ""
    ) {
        self.number = number
        self.shorterNumbers = shorterNumbers
        self.expression = expression
        self.expressionIsMessage = expressionIsMessage
        self.status = status
        self.belowNumber = belowNumber
    }

    /// The lines of a display that can read `Error`: a notice takes the expression line's place; while
    /// the display reads `Error`, why does too, or the line under it where `areas` leave the expression
    /// line too little room (`Notice.error(_:in:)`).
    init(
        number: String, shorterNumbers: [String] = [], expression: String, notice: String?, error reason: ErrorReason?,
        status: String, belowNumber: String = "", in areas: DisplayAreas
    ) {
        let error = Notice.error(reason, in: areas)
        let message = notice ?? error.flatMap { $0.isBelowNumber ? nil : $0.notice.text }
        self.init(
            number: number, shorterNumbers: shorterNumbers, expression: message ?? expression,
            expressionIsMessage: message != nil, status: status,
            belowNumber: error.flatMap { $0.isBelowNumber ? $0.notice.text : nil } ?? belowNumber)
    }
}

extension ButtonFace {
    /// How much of the way from its fill to its text colour a disabled button's title is drawn:
    /// faint, as a toolkit draws an insensitive button (WCAG exempts inactive controls from contrast).
    static var disabledTitleShare: Double { 0.35 }

    /// This face as a button with nothing to do: its title faded towards its fill, and no pressed look.
    func disabled() -> ButtonFace {
        var face = self
        face.textColor = face.fill.mixed(with: face.textColor, fraction: Self.disabledTitleShare)
        face.pressedFill = face.fill
        return face
    }
}
