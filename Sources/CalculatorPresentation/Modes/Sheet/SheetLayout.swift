import Layout
import WindowInterface

/// Where a sheet's lines go in its text area, in the buttons' font as the window measures it
/// (`TextMeasuring`): a line wider than the area wrapped into more rows (between words, as an editor
/// does; a word wider than a row at a character), and its result right-aligned beside its last row when it fits there with two spaces to spare,
/// else on rows of its own under it (a narrow window), broken between words. Only the lines from `top`
/// that fit are placed, so a long sheet costs what the window shows.
struct SheetLayout: Equatable, Sendable {
    /// The text area.
    let area: Rect
    /// The text's pixel size and the height of a row.
    let pixelSize: Double
    let rowHeight: Double
    /// The space left and right of the text.
    let margin: Double
    /// How wide the window draws each character.
    let measure: any TextMeasuring

    /// The layout of `area` at `scale` (dpi / 96), its characters as wide as `measure` says.
    init(area: Rect, scale: Double, measure: any TextMeasuring = FixedAdvance()) {
        self.area = area
        pixelSize = (15 * scale).rounded()
        rowHeight = (pixelSize * 1.5).rounded()
        margin = (8 * scale).rounded()
        self.measure = measure
    }

    /// Layouts are alike by their geometry: a session's text is measured by one window all along.
    static func == (a: SheetLayout, b: SheetLayout) -> Bool {
        a.area == b.area && a.pixelSize == b.pixelSize && a.rowHeight == b.rowHeight && a.margin == b.margin
    }

    /// The rows the area holds.
    var rows: Int { max(1, Int((area.height / rowHeight).rounded(.down))) }
    /// The left edge of the text.
    var left: Double { area.x + margin }
    /// The right edge of the text and the results.
    var right: Double { max(left + 4 * space, area.maxX - margin) }
    /// The width of a row.
    var width: Double { right - left }
    /// The advance of a space: the gap before a result and around its button.
    var space: Double { measure.advance(of: " ", pixelSize: pixelSize) }

    /// The advances of `characters` from their start (`count + 1` offsets).
    func offsets(of characters: some Collection<Character>) -> [Double] {
        measure.offsets(of: characters, pixelSize: pixelSize)
    }

    /// The width of `text`.
    func width(of text: some StringProtocol) -> Double { measure.width(of: text, pixelSize: pixelSize) }

    /// A line as placed: its text's rows (each its characters' range) with where its characters' boundaries
    /// are from the line's start (`offsets`, one more than its characters), and its result's rows (each a
    /// piece of the result, right-aligned), from row `firstRow` of the area.
    struct PlacedLine: Equatable, Sendable {
        var index: Int
        var firstRow: Int
        var textRows: [Range<Int>]
        var offsets: [Double]
        /// The result's pieces, each on the row it is drawn on (counted from `firstRow`).
        var resultRows: [(row: Int, text: String)]
        var rowCount: Int { max(textRows.count, (resultRows.last?.row ?? -1) + 1) }

        static func == (a: PlacedLine, b: PlacedLine) -> Bool {
            a.index == b.index && a.firstRow == b.firstRow && a.textRows == b.textRows && a.offsets == b.offsets
                && a.resultRows.map(\.row) == b.resultRows.map(\.row) && a.resultRows.map(\.text) == b.resultRows.map(\.text)
        }

        /// The text row that shows boundary `column`: the row it begins, or the last row at the line's end.
        func row(of column: Int) -> Int {
            textRows.firstIndex { $0.contains(column) } ?? textRows.count - 1
        }

        /// Where boundary `column` is from the left of text row `row`.
        func x(of column: Int, onRow row: Int) -> Double { offsets[column] - offsets[textRows[row].lowerBound] }

        /// The boundary of text row `row` nearest `x` from the row's left (`.toNearestOrAwayFromZero`), or
        /// the character under it (`.down`; past the last, the row's end).
        func column(at x: Double, onRow row: Int, rounding: FloatingPointRoundingRule) -> Int {
            let range = textRows[row]
            let start = offsets[range.lowerBound]
            var column = range.lowerBound
            while column < range.upperBound {
                let left = offsets[column] - start, right = offsets[column + 1] - start
                let edge = rounding == .down ? right : (left + right) / 2
                if x < edge { break }
                column += 1
            }
            return column
        }
    }

    /// Line `index` of `characters` with `result` (empty for none), placed from `firstRow`.
    func place(_ index: Int, characters: [Character], result: String, firstRow: Int = 0) -> PlacedLine {
        let offsets = offsets(of: characters)
        var textRows: [Range<Int>] = [], start = 0
        repeat {
            // As many characters as the row's width holds, at least one; spaces after them hang past the
            // edge, and a word the edge cuts goes to the next row when the row has a space before it.
            var end = start + 1
            while end < characters.count, offsets[end + 1] - offsets[start] <= width { end += 1 }
            while end < characters.count, characters[end] == " " { end += 1 }
            if end < characters.count, characters[end - 1] != " ",
                let space = characters[start..<end].lastIndex(of: " ")
            {
                end = space + 1
            }
            textRows.append(start..<min(end, characters.count))
            start = end
        } while start < characters.count
        var resultRows: [(row: Int, text: String)] = []
        if !result.isEmpty {
            let lastRow = textRows.count - 1, lastWidth = offsets[characters.count] - offsets[textRows[lastRow].lowerBound]
            if lastWidth + 2 * space + width(of: result) <= width {
                resultRows = [(lastRow, result)]
            } else {
                // On rows of their own, broken between words, each piece right-aligned.
                resultRows = wrapped(Array(result)).enumerated().map { (lastRow + 1 + $0.offset, $0.element) }
            }
        }
        return PlacedLine(index: index, firstRow: firstRow, textRows: textRows, offsets: offsets, resultRows: resultRows)
    }

    /// `characters` in rows at most the row's width wide, broken after a space where a row has one
    /// (at least one character a row).
    func wrapped(_ characters: [Character]) -> [String] {
        let offsets = offsets(of: characters)
        var rows: [String] = [], start = 0
        while offsets[characters.count] - offsets[start] > width {
            var end = start + 1
            while offsets[end + 1] - offsets[start] <= width { end += 1 }
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

    /// Where `text` begins when it ends right-aligned at the rows' right edge.
    func rightAligned(_ text: String) -> Double { right - width(of: text) }
}

extension String {
    /// The text without its trailing spaces.
    fileprivate var trimmingSpaces: String {
        var text = self
        while text.last == " " { text.removeLast() }
        return text
    }
}
