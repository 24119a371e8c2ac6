import AccessibleTree
import CalculatorController
import CalculatorModel
import Layout
import WindowInterface

/// What a screen reader finds in the programmer mode: the number (its digits spelled in their base),
/// the expression line, the status in words, the keys as push buttons, the four bases' lines as
/// push buttons that choose the base, and each bit of the bit field as a toggle button ("bit 5, on").
enum ProgrammerAccessibility {
    /// The programmer scene's inputs and layout, and the notices' count: its part of `AccessibleSnapshot`.
    struct Snapshot: Equatable, Sendable {
        var inputs: ProgrammerScene.Inputs
        var frames: ProgrammerFrames
        var noticeCount = 0
    }

    /// The tree in parts.
    static func parts(_ snapshot: Snapshot, windowSize: Size) -> AccessibleParts {
        let inputs = snapshot.inputs, frames = snapshot.frames, state = inputs.state
        let areas = ProgrammerScene.displayAreas(frames)
        let display = AccessibleNode<Control>(
            id: "display", role: .text, name: reading(state), description: state.errorReason.map(Notice.text(of:)) ?? "",
            states: KeypadAccessibility.textStates.union([.focusable, .focused]),
            extents: KeypadAccessibility.extents(areas.number), text: ProgrammerScene.displayText(of: state))
        let expression = AccessibleNode<Control>(
            id: "expression", role: .label, name: state.expression, states: KeypadAccessibility.textStates,
            extents: KeypadAccessibility.extents(areas.expression), text: state.expression)
        let notice = KeypadAccessibility.noticeNode(
            inputs.notice, count: snapshot.noticeCount, areas: areas, error: state.errorReason)
        let status = AccessibleNode<Control>(
            id: "status", role: .statusBar, name: statusWords(inputs), states: KeypadAccessibility.textStates,
            extents: KeypadAccessibility.extents(areas.status))
        return AccessibleParts(
            display: display, expression: expression, exactForm: nil, notice: notice, status: status,
            buttons: buttonNodes(inputs, in: frames), windowSize: windowSize)
    }

    /// The value as said: its digits in its base, then the base ("F F, hexadecimal"); a decimal
    /// value as a number is said.
    static func reading(_ state: ProgrammerDisplayState) -> String {
        if state.isError { return ProgrammerScene.displayText(of: state) }
        if state.base == .decimal { return SpokenNumber.reading(state.plainDisplay) }
        return state.plainDisplay.map(String.init).joined(separator: " ") + ", " + Mode.spokenBase(state.base)
    }

    /// The status in words: open parentheses, "64 bits, signed", "Memory".
    static func statusWords(_ inputs: ProgrammerScene.Inputs) -> String {
        let state = inputs.state, open = state.openParentheses
        return [
            open > 0 ? localizedCount(open, "%d open parenthesis", "%d open parentheses") : nil,
            Mode.programmerRow(.wordSize(state.value.size)).spoken,
            Mode.programmerRow(.signedness(state.value.signedness)).spoken,
            inputs.hasMemory ? localized("Memory") : nil,
        ].compactMap { $0 }.joined(separator: ", ")
    }

    /// Every button on screen, in the scene's order.
    static func buttonNodes(_ inputs: ProgrammerScene.Inputs, in frames: ProgrammerFrames) -> [AccessibleNode<Control>] {
        let state = inputs.state
        var nodes = ProgrammerScene.chrome(frames).nodes(
            mode: .programmer, undo: ProgrammerScene.undoButtons(inputs.undo), isHistoryOpen: inputs.history.isOpen)
        for (base, frame) in ProgrammerScene.baseLineFrames(frames) {
            var states = AccessibleState.onScreen.union([.checkable])
            if base == state.base { states.insert(.checked) }
            nodes.append(
                button(
                    .baseLine(base), name: Mode.spokenBase(base) + ", " + state.text(in: base), key: .base(base),
                    states: states, frame: frame))
        }
        if inputs.history.isOpen {
            nodes += KeypadAccessibility.historyRows(
                tape: inputs.tape, selection: inputs.history.selection, scrolled: inputs.history.scrolled,
                in: ProgrammerScene.keypadArea(frames), scale: frames.scale, digits: frames.sizeClass.significantDigits,
                locale: state.numberLocale)
        }
        for (button, frame) in frames.buttons where !inputs.history.isOpen {
            var states = AccessibleState.onScreen
            if !button.isEnabled(in: state) { states.subtract([.enabled, .sensitive]) }
            if let key = button.key, case .operation = key {
                states.insert(.checkable)
                if key == state.pendingOperator.map(ProgrammerKey.operation) { states.insert(.checked) }
            }
            let shortcutKey = button.control == .wordSizeCycle ? nil : button.shownKey(in: state)
            nodes.append(
                self.button(button.control, name: button.spokenName(in: state), key: shortcutKey, states: states, frame: frame))
        }
        let width = state.value.size.bitWidth
        for (index, frame) in ProgrammerScene.bitFrames(frames).bits {
            var states = AccessibleState.onScreen.union([.checkable])
            if state.value.bit(index) { states.insert(.checked) }
            if index >= width { states.subtract([.enabled, .sensitive]) }
            if index == inputs.bitCursor { states.insert(.selected) }
            let words = localized("bit %s", String(index)) + ", " + (state.value.bit(index) ? localized("on") : localized("off"))
            nodes.append(
                AccessibleNode(
                    id: KeypadAccessibility.accessibleID(.bit(index)), role: .toggleButton, name: words,
                    description: KeyTooltip.text(of: .toggleBit(index)),
                    states: states, extents: KeypadAccessibility.extents(frame), press: .bit(index)))
        }
        return nodes
    }

    /// A push button pressing `control`, with `key`'s chords as its shortcut and its tooltip as the description.
    static func button(
        _ control: Control, name: String, key: ProgrammerKey?, states: Set<AccessibleState>, frame: Rect
    ) -> AccessibleNode<Control> {
        let shortcut = key.map { Mode.programmerRow($0).chords.map(KeyboardHelp.describe).joined(separator: " ") } ?? ""
        return DisplayChrome.button(
            control, name: name, shortcut: shortcut,
            tooltip: key.map(KeyTooltip.text(of:)) ?? KeyTooltip.text(name: name, shortcut: ""),
            states: states, frame: frame)
    }
}
