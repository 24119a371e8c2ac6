import CalculatorController
import CalculatorModel
import Layout
import WindowInterface

/// The history panel: whether it is open, and the calculation chosen with the arrow keys. Open, it
/// takes the keypad's place under the display, which keeps showing the result; the newest
/// calculation is its bottom row, next to where the keypad was, as on a paper tape.
public struct HistoryPanel: Equatable, Sendable {
    public var isOpen = false
    /// The index in the tape of the chosen calculation; nil when none is.
    public var selection: Int?
    /// How many of the newest calculations are scrolled out below (the wheel, a drag); 0 shows the newest.
    public var scrolled = 0
    /// The number of the chosen row being edited (typed while a row is chosen); nil when none is.
    var edit: HistoryRowEdit?
    /// The rows an edit just changed, marked until the next key or click.
    var marked: Set<Int> = []

    public init() {}

    /// How many rows fit `area` under the heading.
    static func capacity(in area: Rect, scale: Double) -> Int {
        let scale = rowScale(in: area, scale: scale)
        let height = (rowHeight * scale).rounded(), gap = (rowGap * scale).rounded()
        return max(0, Int((area.height + gap) / (height + gap)) - 1)
    }

    /// The distance between two rows, which a drag scrolls by one row.
    static func rowPitch(in area: Rect, scale: Double) -> Double {
        let scale = rowScale(in: area, scale: scale)
        return (rowHeight * scale).rounded() + (rowGap * scale).rounded()
    }

    /// The height of the keypad's area the rows are sized for at 96 dpi: the compact keypad's (320 × 560).
    static let referenceAreaHeight = 374.0

    /// The scale the rows are drawn at: the dpi's, or, in a larger keypad area, its height over the
    /// compact keypad's, so the rows and their text grow with the keys they replace.
    static func rowScale(in area: Rect, scale: Double) -> Double {
        max(scale, area.height / referenceAreaHeight)
    }

    /// Scrolls `steps` rows towards the oldest (negative: the newest), within the `count` rows of the
    /// tape of which `capacity` fit; the choice of Up and Down is dropped, as it would scroll back.
    /// Returns whether the panel changed (not at either end with nothing chosen).
    @discardableResult
    mutating func scroll(_ steps: Int, count: Int, capacity: Int) -> Bool {
        let next = min(max(scrolled + steps, 0), max(0, count - capacity))
        defer { (scrolled, selection) = (next, nil) }
        return next != scrolled || selection != nil
    }

    /// Chooses the calculation `step` rows older (negative: newer); from none, Up chooses the newest.
    /// Below the newest the choice ends. Returns whether the choice changed.
    @discardableResult
    mutating func move(_ step: Int, count: Int) -> Bool {
        let next = count > 0 ? Self.choice(after: selection, step: step, count: count) : nil
        defer { selection = next }
        return next != selection
    }

    /// The choice `step` rows older than `selection` among `count` (more than 0) calculations.
    private static func choice(after selection: Int?, step: Int, count: Int) -> Int? {
        let next = (selection ?? count) - step
        return next >= count ? nil : min(max(next, 0), count - 1)
    }

    /// The positions of the rows shown among `count`, `capacity` of which fit: the newest less those
    /// `scrolled` out, unless the chosen one is older; then it is the top row.
    static func shownRows(count: Int, selection: Int?, scrolled: Int, capacity: Int) -> Range<Int> {
        let newest = count - min(scrolled, max(0, count - capacity))
        let end = selection.map { $0 < count - capacity ? $0 + capacity : count } ?? newest
        return max(0, end - capacity)..<end
    }

    /// Row height and gap at 96 dpi.
    static let rowHeight = 44.0
    static let rowGap = 8.0

    /// The rows that fit `area`, bottom up from the newest less `scrolled`, or scrolled so the chosen
    /// one shows, under a heading with the `Copy` and `Clear` buttons, and a scroll bar at the right while some
    /// do not fit; a single line saying so when the tape is empty. Numbers as `locale` writes them.
    static func faces(
        tape: HistoryTape, selection: Int?, scrolled: Int = 0, in area: Rect, scale: Double, digits: Int,
        theme: Theme, palette: ButtonPalette? = nil, locale: NumberLocale = .standard,
        exactForms: ExactForm.Options? = nil, edit: HistoryRowEdit? = nil, marked: Set<Int> = []
    ) -> [ButtonFace<Control>] {
        let palette = palette ?? ButtonPalette(theme)
        let capacity = capacity(in: area, scale: scale)   // the top row holds `Clear`
        let dpiScale = scale, scale = rowScale(in: area, scale: scale)
        let height = (rowHeight * scale).rounded(), gap = (rowGap * scale).rounded()
        guard capacity > 0 else { return [] }
        let entries = tape.entries
        guard !entries.isEmpty else {
            return [
                ButtonFace<Control>(
                    control: .historyEmpty, title: localized("No calculations yet"),
                    frame: Rect(x: area.x, y: area.maxY - height, width: area.width, height: height),
                    fill: theme.background, textColor: palette.expressionText, titleGroup: .historyNote)
            ]
        }
        let shown = shownRows(count: entries.count, selection: selection, scrolled: scrolled, capacity: capacity)
        let overflows = entries.count > capacity
        let bar = overflows ? (6 * scale).rounded() : 0
        let rowWidth = area.width - (overflows ? bar * 2 : 0)
        var faces = shown.reversed().enumerated().map { offset, index in
            let frame = Rect(x: area.x, y: area.maxY - height - Double(offset) * (height + gap), width: rowWidth, height: height)
            // The row edited looks like a text field (the pending operator's light fill), the rows an
            // edit changed as a latched key, the chosen row as an operator.
            let colors =
                index == edit?.row
                ? palette.colors(for: .operation, isPending: true)
                : marked.contains(index)
                    ? palette.colors(for: .function, isPending: false, isLatched: true)
                    : palette.colors(for: index == selection ? .operation : .digit, isPending: false)
            let text =
                edit.flatMap { $0.row == index ? $0.title(of: entries[index], locale: locale) : nil }
                ?? title(of: entries[index], digits: digits, locale: locale, exactForms: exactForms)
            // Each row fits on its own, down to the number's legible size, then loses its start.
            return ButtonFace<Control>(
                control: .historyRow(index),
                title: text, frame: frame,
                fill: colors.fill, pressedFill: colors.pressed, textColor: colors.text,
                minimumTitleSize: KeypadScene.minimumDisplayTextSize * dpiScale)
        }
        // The heading at the left and `Clear` at the right, as wide as each other, and `Copy` between
        // them: 120 px each (at 96 dpi), or a third of the row less the gaps while that is 60 px; narrower
        // (the least window), the heading goes (the history button, lit, says what the panel is) and
        // `Copy` and `Clear` are half the row less a gap each, never overlapping.
        let thirds = min((120 * scale).rounded(), ((area.width - 2 * gap) / 3).rounded(.down))
        let showsHeading = thirds >= (60 * scale).rounded()
        let clearWidth = showsHeading ? thirds : max(0, min((120 * scale).rounded(), ((area.width - gap) / 2).rounded(.down)))
        let colors = palette.colors(for: .function, isPending: false)
        if showsHeading {
            faces.append(
                ButtonFace<Control>(
                    control: .historyHeading, title: localized("History"),
                    frame: Rect(x: area.x, y: area.y, width: clearWidth, height: height),
                    fill: theme.background, textColor: palette.expressionText, titleAlignment: .center))
        }
        if overflows {
            // The bar's track spans the rows; its thumb is the share shown, where it is shown.
            let top = area.maxY - Double(capacity) * (height + gap) + gap, track = area.maxY - top
            // At least a click target's side (24 px at 96 dpi), however long the tape, within the track.
            let thumb = min(
                track,
                max((DisplayAreas.minimumTargetSide * dpiScale).rounded(), track * Double(capacity) / Double(entries.count)))
            let below = Double(entries.count - shown.upperBound) / Double(entries.count - capacity)
            faces.append(
                ButtonFace<Control>(
                    control: .historyScrollBar, title: "",
                    frame: Rect(x: area.maxX - bar, y: area.maxY - thumb - (track - thumb) * below, width: bar, height: thumb),
                    fill: palette.expressionText, textColor: palette.expressionText))
        }
        faces.append(
            ButtonFace<Control>(
                control: .historyCopy, title: localized("Copy"),
                frame: Rect(x: area.maxX - 2 * clearWidth - gap, y: area.y, width: clearWidth, height: height),
                fill: colors.fill, pressedFill: colors.pressed, textColor: colors.text))
        faces.append(
            ButtonFace<Control>(
                control: .historyClear, title: localized("Clear"),
                frame: Rect(x: area.maxX - clearWidth, y: area.y, width: clearWidth, height: height),
                fill: colors.fill, pressedFill: colors.pressed, textColor: colors.text))
        return faces
    }

    /// A row's text, as the locale writes numbers: the expression, `=` and the result rounded to the
    /// digits the display shows (the tape keeps all of them, in C form). A very long expression loses its start, never the number.
    /// With `exactForms`, a row whose exact value this session holds and has an exact form shows it first:
    /// `√(8) ÷ 4 = √2/2 ≈ 0.7071067811865475`, as the display shows both. A programmer calculation
    /// shows its result as its line writes it, in its base (`0xFF AND 0xF = 0xF`); a conversion each
    /// value with its unit (`3 ft = 91.44 cm`, `100 °F = 340/9 °C ≈ 37.78 °C`).
    static func title(
        of entry: HistoryEntry, digits: Int, locale: NumberLocale = .standard, exactForms: ExactForm.Options? = nil
    ) -> String {
        let limit = 40
        func cut(_ text: String) -> String { text.count > limit ? "…" + text.suffix(limit - 1) : text }
        if let programmer = entry.programmer { return cut(entry.expression) + " = " + programmer.text }
        // Its numbers grouped as the expression line groups them (`1,000 + 1`), before the cut, so that a
        // number whose start is cut is never grouped as a shorter one.
        let expression = cut(locale.formatNumbers(in: entry.expression, grouping: true))
        let unit = entry.conversion.map { " " + $0.to } ?? ""
        let decimal =
            locale.format(NumberFormat.string(entry.value, digits: digits, grouping: false), grouping: true) + unit
        if let options = exactForms, let value = entry.exactValue, let form = ExactForm(value, options: options) {
            return expression + " = " + form.displayText + unit + " ≈ " + decimal
        }
        return expression + " = " + decimal
    }
}
