import CalculatorController
import CalculatorModel
import Layout
import Sheet
import WindowInterface

/// What the window draws of a sheet's text area: each line's text in the display's colour (a heading in
/// the operators' colour, a comment dimmed), its result right-aligned (an error dimmed with its reason),
/// the selection and the caret; and, under each line and each result, a button of the background's
/// colour that a click finds (a line's puts the caret on it, a result's copies it). A pure function of
/// the editor, the layout and the first line shown.
enum SheetScene {
    /// The faces and the text area of the lines from `top` that fit.
    static func content(
        _ editor: SheetEditor, layout: SheetLayout, top: Int, locale: NumberLocale, theme: Theme, palette: ButtonPalette
    ) -> (buttons: [ButtonFace<Control>], text: TextArea) {
        var lines: [ButtonFace<Control>] = [], results: [ButtonFace<Control>] = []
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
            let (_, isProblem) = SheetWords.result(editor.document.results[placed.index], locale: locale)
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
                        let width = Double(to - from) * layout.cell + (endsLine ? layout.cell / 2 : 0)
                        text.marks.append(
                            TextMark(
                                frame: Rect(
                                    x: layout.left + Double(from - range.lowerBound) * layout.cell, y: row.y, width: width,
                                    height: row.height),
                                color: pressed))
                    }
                }
                text.runs.append(
                    TextRun(
                        text: String(characters[range]), x: layout.left, row: row, cellWidth: layout.cell,
                        pixelSize: layout.pixelSize, color: color))
            }
            let resultColor = isProblem ? palette.expressionText : palette.displayText
            for piece in placed.resultRows where placed.firstRow + piece.row < layout.rows {
                let row = layout.rowFrame(placed.firstRow + piece.row)
                let x = layout.rightAligned(piece.text.count)
                text.runs.append(
                    TextRun(
                        text: piece.text, x: x, row: row, cellWidth: layout.cell, pixelSize: layout.pixelSize, color: resultColor)
                )
                if !isProblem {
                    let frame = Rect(
                        x: x - layout.cell, y: row.y, width: Double(piece.text.count + 2) * layout.cell, height: row.height)
                    results.append(
                        ButtonFace(
                            control: .sheetResult(placed.index), title: "", frame: frame, fill: theme.background,
                            pressedFill: pressed,
                            textColor: palette.displayText))
                }
            }
            let rows = min(placed.rowCount, layout.rows - placed.firstRow)
            let top = layout.rowFrame(placed.firstRow)
            lines.append(
                ButtonFace(
                    control: .sheetLine(placed.index), title: "",
                    frame: Rect(x: top.x, y: top.y, width: top.width, height: Double(rows) * layout.rowHeight),
                    fill: theme.background, textColor: palette.displayText))
        }
        if let caret = caretFrame(editor, layout: layout, top: top, locale: locale) {
            text.marks.append(TextMark(frame: caret, color: palette.displayText))
        }
        return (lines + results, text)
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
        let result = SheetWords.result(editor.document.results[index], locale: locale).text
        return layout.place(index, length: editor.characters(of: index).count, result: result, firstRow: firstRow)
    }

    /// The caret's bar, when its line is shown.
    static func caretFrame(_ editor: SheetEditor, layout: SheetLayout, top: Int, locale: NumberLocale) -> Rect? {
        let caret = editor.caret
        guard let placed = visibleLines(editor, layout: layout, top: top, locale: locale).first(where: { $0.index == caret.line })
        else { return nil }
        let rowIndex = min(caret.column / layout.columns, placed.textRows.count - 1)
        guard placed.firstRow + rowIndex < layout.rows else { return nil }
        let row = layout.rowFrame(placed.firstRow + rowIndex)
        let x = layout.left + Double(caret.column - placed.textRows[rowIndex].lowerBound) * layout.cell
        let width = max(1, (layout.pixelSize / 10).rounded())
        return Rect(x: x - width / 2, y: row.y + 2, width: width, height: row.height - 4)
    }
}
