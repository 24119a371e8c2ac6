import CalculatorController
import Layout
import UnitDatabase
import WindowInterface

/// The unit picker, as dmenu filters its items: the text typed so far, the units that match it, the one
/// chosen with Up and Down, and how far the list is scrolled. Open, it takes the keypad's place.
public struct UnitPicker: Equatable, Sendable {
    /// One unit the picker offers, and the category it belongs to when that is not the side's own.
    public struct Item: Hashable, Sendable {
        public var unit: UnitChoice
        /// The category of a unit of another dimension (choosing it changes the category); nil for the side's own.
        public var otherCategory: UnitCategory?
    }

    /// The side whose unit is being chosen.
    public var side: ConverterPanel.Side
    /// What was typed.
    public private(set) var query = ""
    /// The units matching `query`, best first.
    public private(set) var items: [Item] = []
    /// The item chosen (Up, Down, Page Up, Page Down; the first at each new filter).
    public private(set) var selection = 0
    /// The first row shown (the wheel scrolls it; the chosen row stays in sight).
    public private(set) var scrolled = 0

    /// A picker for `side`, listing what `catalogue` finds for nothing typed yet.
    init(side: ConverterPanel.Side, catalogue: UnitCatalogue, current: UnitChoice) {
        self.side = side
        items = catalogue.items(matching: "", like: current)
        selection = items.firstIndex { $0.unit.expression == current.expression } ?? 0
    }

    /// The query with `text` typed at its end (or its last character deleted when `text` is nil): the list
    /// filtered again, the first item chosen, scrolled to the top.
    mutating func type(_ text: String?, catalogue: UnitCatalogue, current: UnitChoice) {
        if let text { query += text } else if !query.isEmpty { query.removeLast() }
        items = catalogue.items(matching: query, like: current)
        selection = 0
        scrolled = 0
    }

    /// The item chosen, if any matched.
    public var chosen: Item? { items.indices.contains(selection) ? items[selection] : nil }

    /// Chooses the item `step` rows down (negative: up), within the list, keeping it among the `capacity`
    /// rows shown. Returns whether anything changed.
    @discardableResult
    mutating func move(_ step: Int, capacity: Int) -> Bool {
        guard !items.isEmpty else { return false }
        let next = min(max(selection + step, 0), items.count - 1)
        let before = (selection, scrolled)
        selection = next
        if selection < scrolled { scrolled = selection }
        if capacity > 0, selection >= scrolled + capacity { scrolled = selection - capacity + 1 }
        return before != (selection, scrolled)
    }

    /// Scrolls `steps` rows down (negative: up), within the list of which `capacity` rows show; the
    /// choice stays where it is. Returns whether the list moved.
    @discardableResult
    mutating func scroll(_ steps: Int, capacity: Int) -> Bool {
        let next = min(max(scrolled + steps, 0), max(0, items.count - capacity))
        defer { scrolled = next }
        return next != scrolled
    }

    /// Row height and gap at 96 dpi (the history panel's).
    static let rowHeight = HistoryPanel.rowHeight
    static let rowGap = HistoryPanel.rowGap

    /// How many item rows fit `area` under the query field.
    static func capacity(in area: Rect, scale: Double) -> Int { HistoryPanel.capacity(in: area, scale: scale) }

    /// The query field at the top of `area` (the side and what was typed, with a caret), then the items
    /// from `scrolled` down, the chosen one in the operators' colour, as dmenu draws its vertical list.
    func faces(in area: Rect, scale: Double, theme: Theme, palette: ButtonPalette) -> [ButtonFace<Control>] {
        let capacity = Self.capacity(in: area, scale: scale)
        let dpiScale = scale, scale = HistoryPanel.rowScale(in: area, scale: scale)
        let height = (Self.rowHeight * scale).rounded(), gap = (Self.rowGap * scale).rounded()
        let field = palette.colors(for: .function, isPending: false)
        var faces = [
            ButtonFace<Control>(
                control: .unitQuery, title: fieldTitle, frame: Rect(x: area.x, y: area.y, width: area.width, height: height),
                fill: field.fill, pressedFill: field.fill, textColor: field.text, titleAlignment: .center,
                minimumTitleSize: KeypadScene.minimumDisplayTextSize * dpiScale)
        ]
        guard capacity > 0 else { return faces }
        if items.isEmpty {
            faces.append(
                ButtonFace<Control>(
                    control: .unitNone, title: localized("No unit matches"),
                    frame: Rect(x: area.x, y: area.y + height + gap, width: area.width, height: height),
                    fill: theme.background, textColor: palette.expressionText, titleGroup: .historyNote))
            return faces
        }
        let shown = scrolled..<min(items.count, scrolled + capacity)
        for (offset, index) in shown.enumerated() {
            let colors = palette.colors(for: index == selection ? .operation : .digit, isPending: false)
            faces.append(
                ButtonFace<Control>(
                    control: .unitRow(index), title: Self.title(of: items[index]),
                    frame: Rect(
                        x: area.x, y: area.y + Double(offset + 1) * (height + gap), width: area.width, height: height),
                    fill: colors.fill, pressedFill: colors.pressed, textColor: colors.text,
                    minimumTitleSize: KeypadScene.minimumDisplayTextSize * dpiScale))
        }
        return faces
    }

    /// The query field's text: "From: mi▏", or the prompt "From: type a unit" before anything is typed.
    var fieldTitle: String {
        let side = side == .from ? localized("From") : localized("To")
        return side + ": " + (query.isEmpty ? localized("type a unit") : query + "▏")
    }

    /// An item's row: the database's name with the common symbol (`mile (mi)`), and the category when it
    /// is another one (`kg — mass`).
    static func title(of item: Item) -> String {
        let unit = item.unit
        let name = unit.symbol == unit.expression ? unit.expression : unit.expression + " (" + unit.symbol + ")"
        return item.otherCategory.map { name + " — " + $0.localizedName } ?? name
    }
}

/// The database and its search index, made once when the converter first opens: what the picker lists.
public struct UnitCatalogue: Sendable {
    public let database: UnitDatabase
    let search: UnitSearch
    let locale: MeasurementLocale

    /// The catalogue of `database`, whose curated units are ordered for `locale`.
    public init(_ database: UnitDatabase, locale: MeasurementLocale) {
        self.database = database
        search = UnitSearch(database)
        self.locale = locale
    }

    /// The most items the picker lists.
    static let limit = 150

    /// What the picker lists for `query` on a side whose unit is `current`: the current category's
    /// curated units that match (by name or symbol), then the database's other units of its dimension
    /// that match (the typed text first when it is an expression of it, `mi/hr`), then, once something
    /// is typed, other categories' curated units and other units that match (choosing one changes the
    /// category).
    func items(matching query: String, like current: UnitChoice) -> [UnitPicker.Item] {
        let folded = query.lowercased().trimmingCharacters(in: " \t")
        let dimension = (try? database.unit(current.expression))?.dimension
        let category = dimension.flatMap(UnitCategory.init)
        var items: [UnitPicker.Item] = []
        var seen: Set<String> = []
        func add(_ unit: UnitChoice, other: UnitCategory?) {
            guard items.count < Self.limit, seen.insert(unit.expression).inserted else { return }
            items.append(UnitPicker.Item(unit: unit, otherCategory: other))
        }
        let common = category?.commonUnits(for: locale) ?? []
        for unit in ranked(common.map(UnitChoice.init), folded) { add(unit, other: nil) }
        for match in search.matches(folded.isEmpty ? "" : query, dimension: dimension, common: common.map(\.expression)) {
            add(UnitChoice.named(match.name), other: nil)
        }
        guard !folded.isEmpty else { return items }
        for other in UnitCategory.allCases where other != category {
            for unit in ranked(other.commonUnits(for: locale).map(UnitChoice.init), folded) { add(unit, other: other) }
        }
        for match in search.matches(query, limit: Self.limit) {
            guard let unit = try? database.unit(match.name) else { continue }
            add(UnitChoice.named(match.name), other: UnitCategory(unit.dimension))
        }
        return items
    }
}

/// The units of `units` that match `query` (lowercased), as dmenu ranks them: those whose name or symbol
/// is the query, then those it begins, then those it is inside; each group in the curated order. All of
/// them for an empty query.
func ranked(_ units: [UnitChoice], _ query: String) -> [UnitChoice] {
    guard !query.isEmpty else { return units }
    func rank(_ unit: UnitChoice) -> Int? {
        let names = [unit.expression.lowercased(), unit.symbol.lowercased()]
        if names.contains(query) { return 0 }
        if names.contains(where: { $0.hasPrefix(query) }) { return 1 }
        if names.contains(where: { $0.contains(query) }) { return 2 }
        return nil
    }
    return units.enumerated().compactMap { offset, unit in rank(unit).map { ($0, offset, unit) } }
        .sorted { ($0.0, $0.1) < ($1.0, $1.1) }.map(\.2)
}

extension UnitCategory {
    /// The category's name in the user's language (`length`, `Länge`).
    public var localizedName: String {
        switch self {
        case .length: localized("length")
        case .area: localized("area")
        case .volume: localized("volume")
        case .mass: localized("mass")
        case .time: localized("time")
        case .speed: localized("speed")
        case .acceleration: localized("acceleration")
        case .force: localized("force")
        case .temperature: localized("temperature")
        case .energy: localized("energy")
        case .power: localized("power")
        case .pressure: localized("pressure")
        case .frequency: localized("frequency")
        case .data: localized("data")
        case .angle: localized("angle")
        }
    }
}

extension String {
    /// The text without leading and trailing characters of `set`.
    func trimmingCharacters(in set: String) -> String {
        var text = Substring(self)
        while let first = text.first, set.contains(first) { text = text.dropFirst() }
        while let last = text.last, set.contains(last) { text = text.dropLast() }
        return String(text)
    }
}
