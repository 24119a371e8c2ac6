import Layout
import WindowInterface

/// A list drawn in another part's place (the unit picker's in the keypad's, the sheets' in the text
/// area's), as dmenu draws its vertical list, in the history panel's rows and sizes: a field at the top
/// (what was typed, or a heading), the rows under it, the chosen one in the operators' colour, and a note
/// in the first row's place when there are none. Each list says what its field and rows are; this draws them.
struct PickList {
    /// The field at the top of the area.
    let field: Rect
    /// A row's height and the gap between two, in pixels.
    let row: Double
    let gap: Double
    /// The smallest size a title shrinks to before it loses its start (the display's legible size).
    let minimumTitleSize: Double

    init(_ area: Rect, scale: Double) {
        let rowScale = HistoryPanel.rowScale(in: area, scale: scale)
        row = (HistoryPanel.rowHeight * rowScale).rounded()
        gap = (HistoryPanel.rowGap * rowScale).rounded()
        field = Rect(x: area.x, y: area.y, width: area.width, height: row)
        minimumTitleSize = KeypadScene.minimumDisplayTextSize * scale
    }

    /// The top of the first row.
    var firstRow: Double { field.y + row + gap }

    /// The frame of the `offset`th row shown.
    func rowFrame(_ offset: Int) -> Rect {
        Rect(x: field.x, y: firstRow + Double(offset) * (row + gap), width: field.width, height: row)
    }

    /// The faces: the field (`control`, `title`), then `rows` from the top (the `chosen` one in the
    /// operators' colour), or, with no rows, `note` in the first row's place.
    func faces(
        field: (control: Control, title: String), rows: [(control: Control, title: String)], chosen: Control?,
        note: (control: Control, title: String)?, theme: Theme, palette: ButtonPalette
    ) -> [ButtonFace<Control>] {
        let colors = palette.colors(for: .function, isPending: false)
        var faces = [
            ButtonFace<Control>(
                control: field.control, title: field.title, frame: self.field, fill: colors.fill, pressedFill: colors.fill,
                textColor: colors.text, minimumTitleSize: minimumTitleSize)
        ]
        if rows.isEmpty, let note {
            faces.append(
                ButtonFace<Control>(
                    control: note.control, title: note.title, frame: rowFrame(0), fill: theme.background,
                    textColor: palette.expressionText, titleGroup: .historyNote))
        }
        for (offset, row) in rows.enumerated() {
            let colors = palette.colors(for: row.control == chosen ? .operation : .digit, isPending: false)
            faces.append(
                ButtonFace<Control>(
                    control: row.control, title: row.title, frame: rowFrame(offset), fill: colors.fill,
                    pressedFill: colors.pressed, textColor: colors.text, minimumTitleSize: minimumTitleSize))
        }
        return faces
    }
}
