import CalculatorController
import CalculatorModel
import CalculatorView
import Layout

/// The history panel: whether it is open, and the calculation chosen with the arrow keys. Open, it
/// takes the keypad's place under the display, which keeps showing the result; the newest
/// calculation is its bottom row, next to where the keypad was, as on a paper tape.
public struct HistoryPanel: Equatable, Sendable {
    public var isOpen = false
    /// The index in the tape of the chosen calculation; nil when none is.
    public var selection: Int?

    public init() {}

    /// The button that opens and closes the panel, at the top left of the display, with a list icon
    /// (as the iPhone shows there).
    static let toggleID = "history"
    /// The panel's button that empties the tape.
    static let clearID = "history.clear"
    /// Rows are `history.<index in the tape>`.
    static let rowPrefix = "history."

    /// The tape index a button id names, if it is a row.
    static func row(of id: String) -> Int? {
        guard id.hasPrefix(rowPrefix) else { return nil }
        return Int(id.dropFirst(rowPrefix.count))
    }

    /// Chooses the calculation `step` rows older (negative: newer); from none, Up chooses the newest.
    /// Below the newest the choice ends.
    mutating func move(_ step: Int, count: Int) {
        guard count > 0 else { selection = nil; return }
        let current = selection ?? count
        let next = current - step
        selection = next >= count ? nil : min(max(next, 0), count - 1)
    }

    /// Row height and gap at 96 dpi.
    static let rowHeight = 44.0
    static let rowGap = 8.0

    /// The rows that fit `area`, bottom up from the newest, scrolled so the chosen one shows, under
    /// a heading with the `Clear` button; a single line saying so when the tape is empty.
    static func faces(tape: HistoryTape, selection: Int?, in area: Rect, scale: Double, digits: Int,
                      theme: Theme, palette: ButtonPalette? = nil) -> [ButtonFace] {
        let palette = palette ?? ButtonPalette(theme)
        let height = (rowHeight * scale).rounded(), gap = (rowGap * scale).rounded()
        let capacity = Int((area.height + gap) / (height + gap)) - 1   // the top row holds `Clear`
        guard capacity > 0 else { return [] }
        let entries = tape.entries
        guard !entries.isEmpty else {
            return [ButtonFace(id: rowPrefix + "empty", title: "No calculations yet",
                               frame: Rect(x: area.x, y: area.maxY - height, width: area.width, height: height),
                               fill: theme.background, textColor: theme.expressionText, titleGroup: 3)]
        }
        // The newest rows, unless the chosen one is older: then it is the top row.
        let end = selection.map { $0 < entries.count - capacity ? $0 + capacity : entries.count } ?? entries.count
        let shown = max(0, end - capacity)..<end
        var faces = shown.reversed().enumerated().map { offset, index in
            let frame = Rect(x: area.x, y: area.maxY - height - Double(offset) * (height + gap), width: area.width, height: height)
            let colors = palette.colors(for: index == selection ? .operation : .digit, isPending: false)
            // Each row fits on its own, down to the number's legible size, then loses its start.
            return ButtonFace(id: rowPrefix + String(index), title: title(of: entries[index], digits: digits), frame: frame,
                              fill: colors.fill, pressedFill: colors.pressed, textColor: colors.text,
                              minimumTitleSize: KeypadScene.minimumDisplayTextSize * scale)
        }
        let clearWidth = min(area.width, (120 * scale).rounded())
        let colors = palette.colors(for: .function, isPending: false)
        faces.append(ButtonFace(
            id: rowPrefix + "title", title: "History", frame: Rect(x: area.x, y: area.y, width: clearWidth, height: height),
            fill: theme.background, textColor: theme.expressionText, titleAlignment: .center))
        faces.append(ButtonFace(
            id: clearID, title: "Clear", frame: Rect(x: area.maxX - clearWidth, y: area.y, width: clearWidth, height: height),
            fill: colors.fill, pressedFill: colors.pressed, textColor: colors.text))
        return faces
    }

    /// A row's text: the expression, `=` and the result rounded to the digits the display shows
    /// (the tape keeps all of them). A very long expression loses its start, never the number.
    static func title(of entry: HistoryEntry, digits: Int) -> String {
        let limit = 40
        let expression = entry.expression.count > limit ? "…" + entry.expression.suffix(limit - 1) : entry.expression
        return expression + " = " + NumberFormat.string(entry.value, digits: digits, grouping: true)
    }
}
