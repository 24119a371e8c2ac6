import AccessibleTree
import CalculatorController
import CalculatorModel
import Layout
import Sheet
import WindowInterface

/// What a screen reader finds in the sheet: the sheet as one focused, editable text object (its whole
/// text, the caret line's result as its description), the sheet's name, the round buttons, and each line
/// shown as a label whose name is its text and whose description is its result (or why it has none);
/// with the history panel open, its rows instead of the lines.
enum SheetAccessibility {
    /// The sheet's inputs of the tree, made whole each time (only the lines shown are nodes).
    struct Snapshot: Equatable, Sendable {
        var editor: SheetEditor
        var name: String
        var layout: SheetLayout
        var chrome: DisplayChrome
        var top: Int
        var locale: NumberLocale
        var notice: String?
        var noticeCount: Int
        var undo: UndoAvailability
        var history: HistoryPanel
        var tape: HistoryTape
        /// The list of sheets while it shows, and the sheet's name as the button that shows it.
        var list: SheetList?
        var scale: Double
        var nameButton: AccessibleNode<Control>

        /// The caret's offset in the sheet's text (its lines joined by line breaks), in Unicode scalars.
        var caretOffset: Int {
            let caret = editor.caret, lines = editor.document.lines
            let before = lines[..<caret.line].reduce(0) { $0 + $1.text.unicodeScalars.count + 1 }
            return before + String(editor.characters(of: caret.line).prefix(caret.column)).unicodeScalars.count
        }

        /// The tree's parts in a window of `windowSize`.
        func parts(windowSize: Size) -> AccessibleParts {
            typealias K = KeypadAccessibility
            let areas = chrome.areas
            let document = editor.document
            let caretResult = SheetWords.result(of: editor.caret.line, in: editor, locale: locale).text
            let sheet = AccessibleNode<Control>(
                id: "display", role: .text, name: localized("Sheet"), description: caretResult,
                states: AccessibleState.onScreen.union(
                    list == nil ? [.focusable, .focused, .editable, .multiLine] : [.focusable, .editable, .multiLine]),
                extents: K.extents(layout.area),
                text: document.texts.joined(separator: "\n"), caret: caretOffset)
            let name = AccessibleNode<Control>(
                id: "expression", role: .label, name: name, states: K.textStates,
                extents: K.extents(areas.expression), text: name)
            let status = AccessibleNode<Control>(
                id: "status", role: .statusBar, name: "", states: K.textStates, extents: K.extents(areas.status))
            let undoButtons = DisplayChrome.UndoButtons(
                undo: .key(.undo), redo: .key(.redo), availability: undo,
                shortcuts: (SheetKeys.shortcut(of: .undo), SheetKeys.shortcut(of: .redo)))
            var nodes = chrome.nodes(mode: .sheet, undo: undoButtons, isHistoryOpen: history.isOpen) + [nameButton]
            if let list, !history.isOpen {
                nodes += SheetListScene.nodes(list, in: layout.area, scale: scale)
            } else if history.isOpen {
                nodes += K.historyRows(
                    tape: tape, selection: history.selection, scrolled: history.scrolled, in: layout.area,
                    scale: layout.pixelSize / 15, digits: NumberFormat.compactDigits, locale: locale)
            } else {
                nodes += SheetScene.visibleLines(editor, layout: layout, top: top, locale: locale).map { placed in
                    let result = SheetWords.result(of: placed.index, in: editor, locale: locale).text
                    let row = layout.rowFrame(placed.firstRow)
                    let frame = Rect(
                        x: row.x, y: row.y, width: row.width,
                        height: Double(min(placed.rowCount, layout.rows - placed.firstRow)) * layout.rowHeight)
                    return AccessibleNode(
                        id: "sheet.line_\(placed.index)", role: .label, name: document.lines[placed.index].text,
                        description: result, states: K.textStates, extents: K.extents(frame), text: result)
                }
            }
            return AccessibleParts(
                display: sheet, expression: name, exactForm: nil,
                notice: K.noticeNode(notice, count: noticeCount, areas: areas, error: nil), status: status, buttons: nodes,
                windowSize: windowSize)
        }
    }
}
