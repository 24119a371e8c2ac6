import AccessibleTree
import CalculatorController
import CalculatorModel
import Layout
import WindowInterface

/// What a screen reader finds in the window for a state: a frame "Calculator" holding the display
/// (read as a number is said), the expression line, the status, a notice while one shows, and one
/// push button per key on screen (the hidden panel's are left out). A pure function of the state and the solved keypad,
/// as the scene is; the bus code only serves it.
public enum KeypadAccessibility {
    /// The frame's name, which Orca says when the window gets the focus, in the user's language.
    public static var frameName: String { localized("Calculator") }

    /// The tree of `state` in `frames`; with the history panel open, its buttons (the rows, `Clear`)
    /// instead of the keys, as on screen; undo and redo neither enabled nor sensitive when `undo`
    /// says they have nothing to do. The exact form (`exact`) is read in words ("square root of 2
    /// over 2"): as the display's name while it is the number, else as the line `exactForm` under it.
    public static func tree(
        _ state: DisplayState, in frames: KeypadFrames, windowSize: Size,
        history: HistoryPanel = HistoryPanel(), tape: HistoryTape = HistoryTape(),
        notice: String? = nil, noticeCount: Int = 0, undo: UndoAvailability = UndoAvailability(),
        exact: ExactFormShown = .none, exactForms: ExactForm.Options? = nil
    ) -> AccessibleNode<Control> {
        parts(
            state, in: frames, windowSize: windowSize, history: history, tape: tape, notice: notice,
            noticeCount: noticeCount, undo: undo, exact: exact, exactForms: exactForms
        ).tree
    }

    /// The calculator's inputs of the tree: its part of `AccessibleSnapshot`.
    struct Snapshot: Equatable, Sendable {
        var state: DisplayState
        var frames: KeypadFrames
        var history: HistoryPanel
        var tape: HistoryTape
        var notice: String?
        /// How many notices were given so far: each is a node of its own, so a screen reader hears each.
        var noticeCount = 0
        /// Whether undo and redo have anything to do (they are not sensitive otherwise).
        var undo = UndoAvailability()
        /// The exact form of the value shown and where it goes (S⇔D), which the display and its line read.
        var exact = ExactFormShown.none
        /// How the history panel's rows write exact forms (nil: they don't), as the scene's rows.
        var exactForms: ExactForm.Options?

        /// The tree's parts after `previous` (nil: made whole): only the parts marked in `changes` are
        /// made again, the others' nodes kept.
        func parts(updating previous: AccessibleParts?, changes: SceneChanges, windowSize: Size) -> AccessibleParts {
            guard var parts = previous else {
                return KeypadAccessibility.parts(
                    state, in: frames, windowSize: windowSize, history: history, tape: tape, notice: notice,
                    noticeCount: noticeCount, undo: undo, exact: exact, exactForms: exactForms)
            }
            parts.windowSize = windowSize
            // (An error's reason, the display's description, may change while `Error` stays, and may show below it.)
            let reasonLines: SceneChanges = state.isError ? [.expression, .exactForm] : []
            if changes.contains(.number) || !changes.isDisjoint(with: reasonLines) {
                parts.display = KeypadAccessibility.displayNode(state, in: frames, exact: exact)
            }
            if !changes.isDisjoint(with: [.number, .exactForm]) {
                parts.exactForm = KeypadAccessibility.exactFormNode(state, in: frames, exact: exact)
            }
            if changes.contains(.expression) {
                parts.expression = KeypadAccessibility.expressionNode(state, in: frames)
            }
            if !changes.isDisjoint(with: [.expression, .exactForm]) {
                parts.notice = KeypadAccessibility.noticeNode(notice, count: noticeCount, in: frames, error: state.errorReason)
            }
            if changes.contains(.status) { parts.status = KeypadAccessibility.statusNode(state, in: frames) }
            if changes.contains(.buttons) {
                parts.buttons = KeypadAccessibility.buttonNodes(
                    state, in: frames, history: history, tape: tape, undo: undo, exactForms: exactForms)
            }
            return parts
        }
    }

    /// The tree of `tree(…)` in the scene's parts, each made by its own function below, so that an
    /// update can rebuild only the parts that changed (`AccessibleSnapshot.parts(updating:)`).
    static func parts(
        _ state: DisplayState, in frames: KeypadFrames, windowSize: Size,
        history: HistoryPanel = HistoryPanel(), tape: HistoryTape = HistoryTape(),
        notice: String? = nil, noticeCount: Int = 0, undo: UndoAvailability = UndoAvailability(),
        exact: ExactFormShown = .none, exactForms: ExactForm.Options? = nil
    ) -> AccessibleParts {
        AccessibleParts(
            display: displayNode(state, in: frames, exact: exact), expression: expressionNode(state, in: frames),
            exactForm: exactFormNode(state, in: frames, exact: exact),
            notice: noticeNode(notice, count: noticeCount, in: frames, error: state.errorReason),
            status: statusNode(state, in: frames),
            buttons: buttonNodes(state, in: frames, history: history, tape: tape, undo: undo, exactForms: exactForms),
            windowSize: windowSize)
    }

    /// The display: the number's part, read as the exact form in words while that is the number; for
    /// `Error`, described by why (the notice in the expression line's place says it too, and is announced).
    static func displayNode(
        _ state: DisplayState, in frames: KeypadFrames, exact: ExactFormShown = .none
    ) -> AccessibleNode<Control> {
        // The display holds the focus, as GNOME Calculator's entry does: screen readers speak what
        // is inserted into the focused text (Orca ignores text changes of labels).
        AccessibleNode(
            id: "display", role: .text, name: exact.isMain ? exactReading(exact) : displayReading(of: state),
            description: state.errorReason.map(Notice.text(of:)) ?? "",
            states: textStates.union([.focusable, .focused]),
            extents: extents(KeypadScene.displayAreas(frames).number),
            text: exact.number(decimal: KeypadScene.displayText(of: state)))
    }

    /// The line under the number, if it shows anything: the exact form in words, or the decimal while
    /// the exact form is the number (the exact form's part, also remade when the number changes).
    static func exactFormNode(
        _ state: DisplayState, in frames: KeypadFrames, exact: ExactFormShown
    ) -> AccessibleNode<Control>? {
        let line = exact.line(decimal: KeypadScene.displayText(of: state))
        guard !line.isEmpty else { return nil }
        return AccessibleNode(
            id: "exactForm", role: .label, name: exact.isMain ? displayReading(of: state) : exactReading(exact),
            states: textStates, extents: extents(KeypadScene.displayAreas(frames).exactForm), text: line)
    }

    /// The expression line: the expression's part.
    static func expressionNode(_ state: DisplayState, in frames: KeypadFrames) -> AccessibleNode<Control> {
        AccessibleNode(
            id: "expression", role: .label, name: state.expression, states: textStates,
            extents: extents(KeypadScene.displayAreas(frames).expression), text: state.expression)
    }

    /// The notice shown in the expression line's place, if any, else why the display reads `Error`
    /// (where the scene shows it: `Notice.error(_:in:)`): the expression's part.
    static func noticeNode(
        _ notice: String?, count: Int, in frames: KeypadFrames, error reason: ErrorReason? = nil
    ) -> AccessibleNode<Control>? {
        noticeNode(notice, count: count, areas: KeypadScene.displayAreas(frames), error: reason)
    }

    /// The notice node in a display of `areas` (the programmer mode's too).
    static func noticeNode(_ notice: String?, count: Int, areas: DisplayAreas, error reason: ErrorReason?) -> AccessibleNode<
        Control
    >? {
        let error = Notice.error(reason, in: areas)
        guard let text = notice ?? error?.notice.text else { return nil }
        let box = notice == nil && error?.isBelowNumber == true ? areas.exactForm : areas.expression
        // Numbered, so that a notice given again (a second refused paste) is a new node, announced again.
        return AccessibleNode(id: "notice-\(count)", role: .notification, name: text, states: textStates, extents: extents(box))
    }

    /// The indicators, in their own box as the renderer draws them (`DisplayAreas.status`): the status's part.
    static func statusNode(_ state: DisplayState, in frames: KeypadFrames) -> AccessibleNode<Control> {
        AccessibleNode(
            id: "status", role: .statusBar, name: status(of: state), states: textStates,
            extents: extents(KeypadScene.displayAreas(frames).status))
    }

    /// The display's round buttons (`DisplayChrome`), and the keys (or, with the panel open, its buttons): the buttons' part.
    static func buttonNodes(
        _ state: DisplayState, in frames: KeypadFrames, history: HistoryPanel, tape: HistoryTape, undo: UndoAvailability,
        exactForms: ExactForm.Options? = nil
    ) -> [AccessibleNode<Control>] {
        let nodes = KeypadScene.chrome(frames).nodes(
            mode: .calculator, undo: KeypadScene.undoButtons(undo), isHistoryOpen: history.isOpen)
        if history.isOpen {
            return nodes
                + historyRows(
                    tape: tape, selection: history.selection, scrolled: history.scrolled, in: frames,
                    digits: state.significantDigits, locale: state.numberLocale, exactForms: exactForms,
                    edit: history.edit)
        }
        return nodes + buttons(frames.buttons, state)
    }

    /// A push button for each of `buttons`, named as it reads in `state`.
    static func buttons(_ buttons: [(button: KeypadButton, frame: Rect)], _ state: DisplayState) -> [AccessibleNode<Control>] {
        buttons.map { button, frame in
            var states = AccessibleState.onScreen
            if button.style == .operation, button.key != .equals { states.insert(.checkable) }
            if let pending = state.pendingOperation, button.key == .operation(pending) { states.insert(.checked) }
            if button.key == .second {
                states.insert(.checkable)
                if state.isSecondActive { states.insert(.checked) }
            }
            // The keys of what the button does now: Escape for AC, Delete for C, S for sin⁻¹ under 2nd.
            let shown = button.shownKey(in: state)
            let shortcut = shown.map(KeyboardHelp.shortcuts(of:)) ?? ""
            let name = button.spokenName(in: state)
            return AccessibleNode(
                id: accessibleID(button.control), role: .pushButton, name: name,
                description: shown.map(KeyTooltip.text(of:)) ?? KeyTooltip.text(name: name, shortcut: ""), states: states,
                extents: extents(frame), press: button.control, keyBinding: shortcut)
        }
    }

    /// The window's frame holding `children`.
    static func frame(_ children: [AccessibleNode<Control>], windowSize: Size) -> AccessibleNode<Control> {
        AccessibleNode(
            id: "frame", role: .frame, name: frameName,
            // Active, always: the window's focus is not tracked (a screen reader is told once, on
            // registering, that this window is active, and follows the windows it is told of later).
            states: AccessibleState.onScreen.union([.resizable, .active]),
            extents: AccessibleExtents(x: 0, y: 0, width: windowSize.width, height: windowSize.height),
            children: children)
    }

    /// The panel's buttons as on screen: each calculation (pressing one recalls its result; the one
    /// chosen with the arrow keys is selected) and `Clear`.
    static func historyRows(
        tape: HistoryTape, selection: Int?, scrolled: Int = 0, in frames: KeypadFrames, digits: Int,
        locale: NumberLocale = .standard, exactForms: ExactForm.Options? = nil, edit: HistoryRowEdit? = nil
    ) -> [AccessibleNode<Control>] {
        historyRows(
            tape: tape, selection: selection, scrolled: scrolled, in: KeypadScene.keypadArea(frames), scale: frames.scale,
            digits: digits, locale: locale, exactForms: exactForms, edit: edit)
    }

    /// The panel's buttons in `area` at `scale` (the programmer mode's keypad too).
    static func historyRows(
        tape: HistoryTape, selection: Int?, scrolled: Int = 0, in area: Rect, scale: Double, digits: Int,
        locale: NumberLocale = .standard, exactForms: ExactForm.Options? = nil, edit: HistoryRowEdit? = nil
    ) -> [AccessibleNode<Control>] {
        let faces = HistoryPanel.faces(
            tape: tape, selection: selection, scrolled: scrolled, in: area,
            scale: scale, digits: digits, theme: Theme(), locale: locale, exactForms: exactForms, edit: edit)
        return faces.compactMap { face in
            switch face.control {
            case .historyScrollBar:
                return nil   // a sign for the eye; the rows are the tree's
            case .historyClear:
                return AccessibleNode(
                    id: accessibleID(face.control), role: .pushButton, name: localized("Clear history"),
                    description: KeyTooltip.text(of: .clearHistory), states: AccessibleState.onScreen,
                    extents: extents(face.frame), press: face.control, keyBinding: KeyboardHelp.shortcuts(of: .clearHistory))
            case .historyCopy:
                return AccessibleNode(
                    id: accessibleID(face.control), role: .pushButton, name: localized("Copy history"),
                    description: KeyTooltip.text(of: .copyHistory), states: AccessibleState.onScreen,
                    extents: extents(face.frame), press: face.control, keyBinding: KeyboardHelp.shortcuts(of: .copyHistory))
            case .historyRow(let index):
                var states = AccessibleState.onScreen
                if index == selection { states.insert(.selected) }
                return AccessibleNode(
                    id: accessibleID(face.control), role: .pushButton, name: face.title,
                    description: localized("Recalls the result"), states: states, extents: extents(face.frame),
                    press: face.control)
            case .historyHeading, .historyEmpty, .historyToggle, .key, .modeSwitch, .programmerKey, .wordSizeCycle, .baseLine,
                .bit, .bitNumber, .converterUnit, .converterSwap, .unitQuery, .unitRow, .unitNone, .keysHeading, .keysLine,
                .keysMeaning, .keysScrollBar, .keysClose, .sheetResult, .sheetName, .sheetListField, .sheetListRow,
                .sheetListNew, .sheetListRename, .sheetListDelete:
                return AccessibleNode(
                    id: face.control.name, role: .label, name: face.title, states: textStates,
                    extents: extents(face.frame), text: face.title)
            }
        }
    }

    /// A button's accessible id, its object path's last element: `button_` and the control's name
    /// (`button_squareRoot`, `button_history`, `button_history_3`).
    static func accessibleID(_ control: Control) -> String { "button_" + control.name }

    /// The display as said, as the locale writes it ungrouped: "minus 0.5", "minus 0,5",
    /// "1.8 times 10 to the 19", "Error".
    static func displayReading(of state: DisplayState) -> String {
        state.isError ? KeypadScene.displayText(of: state) : SpokenNumber.reading(state.localDisplay)
    }

    /// The exact form in words ("7 over 3", "pi over 6"); "" when there is none.
    static func exactReading(_ exact: ExactFormShown) -> String {
        exact.form.map(SpokenExactForm.reading) ?? ""
    }

    /// The indicators as words: "2 open parentheses", "Second functions", "Radians", "Memory";
    /// "Degrees" when none is on.
    static func status(of state: DisplayState) -> String {
        let open = state.openParentheses
        let words = [
            open > 0 ? localizedCount(open, "%d open parenthesis", "%d open parentheses") : nil,
            state.isSecondActive ? localized("Second functions") : nil,
            state.isRadians ? localized("Radians") : localized("Degrees"),
            state.hasMemory ? localized("Memory") : nil,
        ]
        return words.compactMap { $0 }.joined(separator: ", ")
    }

    /// Text that can be read and not typed into.
    static let textStates = AccessibleState.onScreen.union([.readOnly, .singleLine])

    /// `rect` in whole pixels, its edges rounded as the renderer rounds them.
    static func extents(_ rect: Rect) -> AccessibleExtents {
        let x = Int(rect.x.rounded()), y = Int(rect.y.rounded())
        return AccessibleExtents(x: x, y: y, width: Int(rect.maxX.rounded()) - x, height: Int(rect.maxY.rounded()) - y)
    }
}
