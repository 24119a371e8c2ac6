import AccessibleTree
import CalculatorController
import CalculatorModel
import Layout
import WindowInterface

/// What a screen reader finds in the converter: the display read as a sentence ("1 mile is 1.609344 km"),
/// the "from" line, the category, the history button, the unit buttons named with their side and unit, swap,
/// the keys; with the picker open, its field and a list of its items (list items, the chosen one selected)
/// instead of the keys; with the history panel open, its rows, as in the calculator.
enum ConverterAccessibility {
    /// The converter's inputs of the tree: its part of `AccessibleSnapshot`, made whole each time (its nodes are few).
    struct Snapshot: Equatable, Sendable {
        var state: DisplayState
        var shown: ConverterShown
        var frames: KeypadFrames
        var notice: String?
        var noticeCount: Int
        var undo: UndoAvailability
        var history: HistoryPanel
        var tape: HistoryTape
        var exactForms: ExactForm.Options?

        /// The tree's parts in a window of `windowSize`.
        func parts(windowSize: Size) -> AccessibleParts {
            KeypadAccessibility.converterParts(
                state, shown, in: frames, windowSize: windowSize, notice: notice, noticeCount: noticeCount, undo: undo,
                history: history, tape: tape, exactForms: exactForms)
        }
    }
}

extension KeypadAccessibility {
    /// The converter's tree in the scene's parts.
    static func converterParts(
        _ state: DisplayState, _ shown: ConverterShown, in frames: KeypadFrames, windowSize: Size, notice: String?,
        noticeCount: Int, undo: UndoAvailability, history: HistoryPanel, tape: HistoryTape, exactForms: ExactForm.Options?
    ) -> AccessibleParts {
        let areas = KeypadScene.displayAreas(frames)
        // The display holds the focus, as in the calculator, but the picker's field while it is open.
        let display = AccessibleNode<Control>(
            id: "display", role: .text, name: shown.reading,
            states: textStates.union(shown.panel.picker == nil ? [.focusable, .focused] : [.focusable]),
            extents: extents(areas.number), text: shown.numberText)
        let fromText = shown.message ?? shown.fromLine
        let expression = AccessibleNode<Control>(
            id: "expression", role: .label, name: fromText, states: textStates, extents: extents(areas.expression),
            text: fromText)
        let status = AccessibleNode<Control>(
            id: "status", role: .statusBar, name: shown.category, states: textStates, extents: extents(areas.status))
        var nodes = KeypadScene.chrome(frames).nodes(
            mode: .converter, undo: KeypadScene.undoButtons(undo), isHistoryOpen: history.isOpen)
        if history.isOpen {
            nodes += historyRows(
                tape: tape, selection: history.selection, scrolled: history.scrolled, in: frames,
                digits: state.significantDigits, locale: state.numberLocale, exactForms: exactForms)
        } else if let picker = shown.panel.picker {
            nodes += pickerNodes(picker, in: KeypadScene.keypadArea(frames), scale: frames.scale)
        } else {
            nodes += buttons(frames.buttons, state).map { node in
                var node = node
                switch node.press {
                case .converterUnit(let side)?:
                    let unit = shown.panel[side]
                    node.name =
                        side == .from ? localized("From unit: %s", unit.expression) : localized("To unit: %s", unit.expression)
                    node.keyBinding = ConverterKeys.shortcut(of: .pick(side))
                    node.description = KeyTooltip.text(name: localized("Opens the unit picker"), shortcut: node.keyBinding)
                case .converterSwap?:
                    node.name = localized("Swap units")
                    node.keyBinding = ConverterKeys.shortcut(of: .swap)
                    node.description = KeyTooltip.text(name: node.name, shortcut: node.keyBinding)
                default: break
                }
                return node
            }
        }
        return AccessibleParts(
            display: display, expression: expression,
            exactForm: history.isOpen ? nil : exactFormNode(shown, picker: shown.panel.picker, areas: areas),
            notice: noticeNode(notice, count: noticeCount, in: frames), status: status, buttons: nodes,
            windowSize: windowSize)
    }

    /// The exact line under the "to" value, read in words; nil without one or while the picker is open.
    static func exactFormNode(_ shown: ConverterShown, picker: UnitPicker?, areas: DisplayAreas) -> AccessibleNode<Control>? {
        guard picker == nil, !shown.exactLine.isEmpty else { return nil }
        return AccessibleNode(
            id: "exactForm", role: .label, name: shown.exactReading, states: textStates, extents: extents(areas.exactForm),
            text: shown.exactLine)
    }

    /// The picker: its text field, and a list of the rows on screen as list items that a press chooses.
    static func pickerNodes(_ picker: UnitPicker, in area: Rect, scale: Double) -> [AccessibleNode<Control>] {
        let faces = picker.faces(in: area, scale: scale, theme: Theme(), palette: ButtonPalette(Theme()))
        var field: AccessibleNode<Control>?
        var items: [AccessibleNode<Control>] = []
        for face in faces {
            switch face.control {
            case .unitQuery:
                field = AccessibleNode(
                    id: "picker.query", role: .text, name: picker.fieldTitle,
                    states: textStates.union([.focusable, .focused]), extents: extents(face.frame), text: picker.query)
            case .unitRow(let index):
                var states = AccessibleState.onScreen.union([.selectable])
                if index == picker.selection { states.insert(.selected) }
                items.append(
                    AccessibleNode(
                        id: accessibleID(face.control), role: .listItem, name: face.title, states: states,
                        extents: extents(face.frame), press: face.control))
            default:
                items.append(
                    AccessibleNode(
                        id: face.control.name, role: .label, name: face.title, states: textStates,
                        extents: extents(face.frame), text: face.title))
            }
        }
        let listFrame = items.map(\.extents).reduce(nil as AccessibleExtents?) { union($0, $1) } ?? extents(area)
        let list = AccessibleNode<Control>(
            id: "picker", role: .list, name: localized("Units"), states: AccessibleState.onScreen, extents: listFrame,
            children: items)
        return [field, list].compactMap { $0 }
    }

    /// The smallest extents holding `a` and `b`.
    private static func union(_ a: AccessibleExtents?, _ b: AccessibleExtents) -> AccessibleExtents {
        guard let a else { return b }
        let x = min(a.x, b.x), y = min(a.y, b.y)
        return AccessibleExtents(
            x: x, y: y, width: max(a.x + a.width, b.x + b.width) - x, height: max(a.y + a.height, b.y + b.height) - y)
    }
}
