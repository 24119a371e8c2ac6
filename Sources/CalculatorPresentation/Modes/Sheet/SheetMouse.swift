import WindowInterface

/// The mouse in the sheet's text: a press places the caret (with Shift, extends the selection), a
/// double click selects a word and a triple click a line, and a drag from a press selects by the unit
/// the press chose (characters, words, lines), keeping what the press selected. A press continues a run
/// of clicks when it comes within the desktop's double-click time of the last and within its distance
/// (`DoubleClick`: XSETTINGS, else GTK's defaults); a fourth begins a new run.
struct SheetMouse: Equatable, Sendable {
    /// What a drag selects by: what the press that began it selected.
    enum Unit: Equatable, Sendable { case character, word, line }

    /// The last press: where, when (the X server's milliseconds) and its count in its run (1, 2 or 3).
    private(set) var lastPoint: Point?
    private(set) var lastTime: UInt32 = 0
    private(set) var count = 0
    /// What the last press selected, which a drag keeps, and the unit it selects by.
    private(set) var unit = Unit.character
    private var origin = (start: SheetPosition(line: 0, column: 0), end: SheetPosition(line: 0, column: 0))

    static func == (a: SheetMouse, b: SheetMouse) -> Bool {
        a.lastPoint == b.lastPoint && a.lastTime == b.lastTime && a.count == b.count && a.unit == b.unit
            && a.origin == b.origin
    }

    /// The press's count in its run of clicks `within` the desktop's time and distance: 1, 2 (a double
    /// click) or 3 (a triple click).
    mutating func count(at point: Point, time: UInt32, scale: Double, within: DoubleClick) -> Int {
        defer { lastPoint = point; lastTime = time }
        let distance = within.distance * scale
        guard let last = lastPoint, count < 3, time &- lastTime <= within.interval,
            abs(point.x - last.x) <= distance, abs(point.y - last.y) <= distance
        else {
            count = 1
            return count
        }
        count += 1
        return count
    }

    /// A press at text position `boundary` (the character boundary nearest the point) on the character
    /// `cell` (the one under the point), at `point` and `time` (a run of clicks `within` the desktop's
    /// double-click settings): the caret placed, or a word or a line selected; with `extending` (Shift),
    /// the selection stretched from its other end (or the caret) to it.
    mutating func press(
        boundary: SheetPosition, cell: SheetPosition, point: Point, time: UInt32, extending: Bool, scale: Double,
        within: DoubleClick, _ editor: inout SheetEditor
    ) {
        let count = count(at: point, time: time, scale: scale, within: within)
        if extending {
            let anchor = editor.selection.map { editor.caret == $0.start ? $0.end : $0.start } ?? editor.caret
            editor.select(from: anchor, to: boundary)
            (unit, origin) = (.character, (anchor, anchor))
            return
        }
        switch count {
        case 1:
            editor.place(at: boundary)
            (unit, origin) = (.character, (editor.caret, editor.caret))
        case 2:
            origin = editor.word(at: cell)
            unit = .word
            editor.select(from: origin.start, to: origin.end)
        default:
            origin = editor.line(at: cell)
            unit = .line
            editor.select(from: origin.start, to: origin.end)
        }
    }

    /// The pointer dragged, the button held, to `boundary` on `cell`: the selection from what the press
    /// selected to there, by the press's unit.
    func drag(boundary: SheetPosition, cell: SheetPosition, _ editor: inout SheetEditor) {
        let reached =
            switch unit {
            case .character: (start: boundary, end: boundary)
            case .word: editor.word(at: cell)
            case .line: editor.line(at: cell)
            }
        if reached.start < origin.start {
            editor.select(from: origin.end, to: reached.start)
        } else {
            editor.select(from: origin.start, to: max(reached.end, origin.end))
        }
    }
}
