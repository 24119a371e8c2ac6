import CalculatorController
import CalculatorModel
import Layout
import Sheet
import WindowInterface

/// What the window draws of a sheet's text area: each line's text in the display's colour (a heading in
/// the operators' colour, a comment dimmed), its result right-aligned (an error dimmed with its reason),
/// the selection and the caret; and, under each result, a button of the background's colour that a click
/// finds (it copies the result; a press elsewhere in the text is the mouse's, `SheetMouse`). A pure function
/// of the editor, the layout and the first line shown.
enum SheetScene {
    /// The faces and the text area of the lines from `top` that fit.
    static func content(
        _ editor: SheetEditor, layout: SheetLayout, top: Int, locale: NumberLocale, theme: Theme, palette: ButtonPalette
    ) -> (buttons: [ButtonFace<Control>], text: TextArea) {
        var results: [ButtonFace<Control>] = []
        var text = TextArea(frame: layout.area)
        let pressed = palette.colors(for: .digit, isPending: false).fill
        let selection = editor.selection
        for placed in visibleLines(editor, layout: layout, top: top, locale: locale) {
            let characters = editor.characters(of: placed.index)
            let line = editor.document.lines[placed.index]
            let color =
                switch line.kind {
                case .heading: palette.colors(for: .operation, isPending: false).fill
                case .comment: palette.expressionText
                default: palette.displayText
                }
            let (_, isProblem) = SheetWords.result(of: placed.index, in: editor, locale: locale)
            for (offset, range) in placed.textRows.enumerated() where placed.firstRow + offset < layout.rows {
                let row = layout.rowFrame(placed.firstRow + offset)
                if let selection {
                    let start =
                        selection.start.line < placed.index
                        ? 0 : selection.start.line == placed.index ? selection.start.column : Int.max
                    let end =
                        selection.end.line > placed.index
                        ? Int.max : selection.end.line == placed.index ? selection.end.column : -1
                    let from = max(start, range.lowerBound), to = min(end, range.upperBound)
                    let endsLine = selection.end.line > placed.index && offset == placed.textRows.count - 1
                    if from < to || (endsLine && from <= to) {
                        let x = placed.x(of: from, onRow: offset), end = placed.x(of: to, onRow: offset)
                        let width = end - x + (endsLine ? layout.space / 2 : 0)
                        text.marks.append(
                            TextMark(
                                frame: Rect(x: layout.left + x, y: row.y, width: width, height: row.height),
                                color: pressed))
                    }
                }
                text.runs.append(
                    TextRun(
                        text: String(characters[range]), x: layout.left, row: row, pixelSize: layout.pixelSize,
                        color: color))
            }
            let resultColor = isProblem ? palette.expressionText : palette.displayText
            for piece in placed.resultRows where placed.firstRow + piece.row < layout.rows {
                let row = layout.rowFrame(placed.firstRow + piece.row)
                let x = layout.rightAligned(piece.text)
                text.runs.append(
                    TextRun(text: piece.text, x: x, row: row, pixelSize: layout.pixelSize, color: resultColor))
                if !isProblem {
                    let frame = Rect(
                        x: x - layout.space, y: row.y, width: layout.right - x + 2 * layout.space, height: row.height)
                    results.append(
                        ButtonFace(
                            control: .sheetResult(placed.index), title: "", frame: frame, fill: theme.background,
                            pressedFill: pressed,
                            textColor: palette.displayText))
                }
            }
        }
        if let caret = caretFrame(editor, layout: layout, top: top, locale: locale) {
            text.marks.append(TextMark(frame: caret, color: palette.displayText))
        }
        return (results, text)
    }

    /// The lines from `top` placed in the area, as many as reach into it.
    static func visibleLines(_ editor: SheetEditor, layout: SheetLayout, top: Int, locale: NumberLocale)
        -> [SheetLayout.PlacedLine]
    {
        var placed: [SheetLayout.PlacedLine] = []
        var row = 0, index = top
        while index < editor.lineCount, row < layout.rows {
            let line = place(editor, index, layout: layout, locale: locale, firstRow: row)
            placed.append(line)
            row += line.rowCount
            index += 1
        }
        return placed
    }

    /// Line `index` placed from `firstRow`.
    static func place(_ editor: SheetEditor, _ index: Int, layout: SheetLayout, locale: NumberLocale, firstRow: Int = 0)
        -> SheetLayout.PlacedLine
    {
        let result = SheetWords.result(of: index, in: editor, locale: locale).text
        return layout.place(index, characters: editor.characters(of: index), result: result, firstRow: firstRow)
    }

    /// The text position at `point`: on the line whose rows hold it (the rows of a result under a line
    /// are that line's end), at the character boundary nearest it (`.toNearestOrAwayFromZero`) or on the
    /// character under it (`.down`). Above the area, the line before `top`; below the lines shown, the
    /// line after them when the area is full (so a drag past an edge goes on a line), else the last.
    static func position(
        at point: Point, _ editor: SheetEditor, layout: SheetLayout, top: Int, locale: NumberLocale,
        rounding: FloatingPointRoundingRule
    ) -> SheetPosition {
        let placed = visibleLines(editor, layout: layout, top: top, locale: locale)
        let row = Int(((point.y - layout.area.y) / layout.rowHeight).rounded(.down))
        /// The position on text row `textRow` of `line` nearest `point.x`.
        func onRow(_ line: SheetLayout.PlacedLine, _ textRow: Int) -> SheetPosition {
            let row = min(max(textRow, 0), line.textRows.count - 1)
            return SheetPosition(line: line.index, column: line.column(at: point.x - layout.left, onRow: row, rounding: rounding))
        }
        guard let last = placed.last else { return SheetPosition(line: 0, column: 0) }
        if row < 0 {
            let line = place(editor, max(top - 1, 0), layout: layout, locale: locale)
            return onRow(line, top > 0 ? line.textRows.count - 1 : 0)
        }
        if row < layout.rows, let line = placed.first(where: { row < $0.firstRow + $0.rowCount }) {
            let offset = row - line.firstRow
            if offset >= line.textRows.count {
                return SheetPosition(line: line.index, column: editor.characters(of: line.index).count)
            }
            return onRow(line, offset)
        }
        if last.firstRow + last.rowCount >= layout.rows, last.index + 1 < editor.lineCount {
            return onRow(place(editor, last.index + 1, layout: layout, locale: locale), 0)
        }
        return onRow(last, last.textRows.count - 1)
    }

    /// The caret's bar, when its line is shown.
    static func caretFrame(_ editor: SheetEditor, layout: SheetLayout, top: Int, locale: NumberLocale) -> Rect? {
        let caret = editor.caret
        guard let placed = visibleLines(editor, layout: layout, top: top, locale: locale).first(where: { $0.index == caret.line })
        else { return nil }
        let rowIndex = placed.row(of: caret.column)
        guard placed.firstRow + rowIndex < layout.rows else { return nil }
        let row = layout.rowFrame(placed.firstRow + rowIndex)
        let x = layout.left + placed.x(of: caret.column, onRow: rowIndex)
        let width = max(1, (layout.pixelSize / 10).rounded())
        return Rect(x: x - width / 2, y: row.y + 2, width: width, height: row.height - 4)
    }
}
