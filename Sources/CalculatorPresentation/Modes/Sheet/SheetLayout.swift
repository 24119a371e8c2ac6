import Layout

extension String {
    /// The text without its trailing spaces.
    fileprivate var trimmingSpaces: String {
        var text = self
        while text.last == " " { text.removeLast() }
        return text
    }
}

/// Where a sheet's lines go in its text area: each character in a cell of a monospaced font, a line
/// longer than the area's width wrapped into more rows, and its result right-aligned beside its last
/// row when it fits there with two cells to spare, else on rows of its own under it (a narrow window).
/// Only the lines from `top` that fit are placed, so a long sheet costs what the window shows.
struct SheetLayout: Equatable, Sendable {
    /// The text area.
    let area: Rect
    /// The text's pixel size, the width of a character's cell and the height of a row.
    let pixelSize: Double
    let cell: Double
    let rowHeight: Double
    /// The space left and right of the text.
    let margin: Double

    /// The layout of `area` at `scale` (dpi / 96).
    init(area: Rect, scale: Double) {
        self.area = area
        pixelSize = (15 * scale).rounded()
        cell = pixelSize * 0.6
        rowHeight = (pixelSize * 1.5).rounded()
        margin = (8 * scale).rounded()
    }

    /// The characters a row holds.
    var columns: Int { max(4, Int(((area.width - 2 * margin) / cell).rounded(.down))) }
    /// The rows the area holds.
    var rows: Int { max(1, Int((area.height / rowHeight).rounded(.down))) }
    /// The left edge of the text.
    var left: Double { area.x + margin }
    /// The right edge of a row's cells.
    var right: Double { left + Double(columns) * cell }

    /// A line as placed: its text's rows (each its characters' range) and its result's rows (each a
    /// piece of the result, right-aligned), from row `firstRow` of the area.
    struct PlacedLine: Equatable, Sendable {
        var index: Int
        var firstRow: Int
        var textRows: [Range<Int>]
        /// The result's pieces, each on the row it is drawn on (counted from `firstRow`).
        var resultRows: [(row: Int, text: String)]
        var rowCount: Int { max(textRows.count, (resultRows.last?.row ?? -1) + 1) }

        static func == (a: PlacedLine, b: PlacedLine) -> Bool {
            a.index == b.index && a.firstRow == b.firstRow && a.textRows == b.textRows
                && a.resultRows.map(\.row) == b.resultRows.map(\.row) && a.resultRows.map(\.text) == b.resultRows.map(\.text)
        }
    }

    /// Line `index` of `length` characters with `result` (empty for none), placed from `firstRow`.
    func place(_ index: Int, length: Int, result: String, firstRow: Int = 0) -> PlacedLine {
        let columns = columns
        let textRows = stride(from: 0, to: max(length, 1), by: columns).map { $0..<min($0 + columns, length) }
        var resultRows: [(row: Int, text: String)] = []
        if !result.isEmpty {
            let characters = Array(result)
            let lastRow = textRows.count - 1
            if (textRows.last?.count ?? 0) + 2 + characters.count <= columns {
                resultRows = [(lastRow, result)]
            } else {
                // On rows of their own, broken between words, each piece right-aligned.
                let pieces = Self.wrapped(characters, columns: columns)
                resultRows = pieces.enumerated().map { (lastRow + 1 + $0.offset, $0.element) }
            }
        }
        return PlacedLine(index: index, firstRow: firstRow, textRows: textRows, resultRows: resultRows)
    }

    /// `characters` in rows of at most `columns`, broken after a space where a row has one.
    static func wrapped(_ characters: [Character], columns: Int) -> [String] {
        var rows: [String] = [], start = 0
        while characters.count - start > columns {
            let end = start + columns
            let space = characters[start..<end].lastIndex(of: " ").map { $0 + 1 } ?? end
            rows.append(String(characters[start..<space]).trimmingSpaces)
            start = space
        }
        rows.append(String(characters[start...]))
        return rows
    }

    /// The rows of row `row` of the area.
    func rowFrame(_ row: Int) -> Rect {
        Rect(x: area.x, y: area.y + Double(row) * rowHeight, width: area.width, height: rowHeight)
    }

    /// Where a text of `count` characters ends right-aligned at the rows' right edge: its left edge.
    func rightAligned(_ count: Int) -> Double { right - Double(count) * cell }
}
