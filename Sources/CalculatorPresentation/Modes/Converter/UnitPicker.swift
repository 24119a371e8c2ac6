import CalculatorController
import CalculatorModel
import Layout
import UnitDatabase
import struct UnitDatabase.Dimension
import WindowInterface

/// The unit picker, as dmenu filters its items: the text typed so far, the units that match it, the one
/// chosen with Up and Down, and how far the list is scrolled. Open, it takes the keypad's place.
public struct UnitPicker: Equatable, Sendable {
    /// One unit the picker offers, and what it measures when that is not what the side's unit measures.
    public struct Item: Hashable, Sendable {
        public var unit: UnitChoice
        /// The category of a unit of another dimension (choosing it changes the category); nil for the side's own.
        public var otherCategory: UnitCategory?
        /// What its row calls a unit of another dimension: the category's name, or the dimension in base
        /// units when it has no category (`kg m`); nil for the side's own dimension.
        public var otherKind: String?
        /// A currency's name in the user's language (`US-Dollar`), shown after its code.
        public var currencyName: String?
        /// What the row does instead of choosing a unit: the currencies' "Update rates".
        public var action: Action?

        /// A row that does something rather than choose a unit.
        public enum Action: Hashable, Sendable {
            case updateRates
        }

        /// An item of the side's own dimension (`otherKind` nil) or of another.
        init(unit: UnitChoice, otherKind: String? = nil, otherCategory: UnitCategory? = nil) {
            self.unit = unit
            self.otherKind = otherKind
            self.otherCategory = otherCategory
        }
    }

    /// The longest query typed: longer than any name of the database and any unit a person types into a
    /// picker (a longer expression converts with `--convert`); a key past it is refused with a notice.
    static let maximumQuery = 100

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
        // The side's unit is chosen, never a row that does something (Return must not update the rates).
        selection =
            items.firstIndex { $0.action == nil && $0.unit.expression == current.expression }
            ?? items.firstIndex { $0.action == nil } ?? 0
    }

    /// The query with `text` typed at its end (or its last character deleted when `text` is nil): the list
    /// filtered again, the first item chosen, scrolled to the top. False, and nothing changed, when the
    /// query would grow past `maximumQuery`.
    @discardableResult
    mutating func type(_ text: String?, catalogue: UnitCatalogue, current: UnitChoice) -> Bool {
        if let text {
            guard query.count + text.count <= Self.maximumQuery else { return false }
            query += text
        } else if !query.isEmpty {
            query.removeLast()
        }
        items = catalogue.items(matching: query, like: current)
        selection = 0
        scrolled = 0
        return true
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

    /// How many item rows fit `area` under the query field.
    static func capacity(in area: Rect, scale: Double) -> Int { HistoryPanel.capacity(in: area, scale: scale) }

    /// The query field at the top of `area` (the side and what was typed, with a caret), then the items
    /// from `scrolled` down, the chosen one in the operators' colour (`PickList`).
    func faces(in area: Rect, scale: Double, theme: Theme, palette: ButtonPalette) -> [ButtonFace<Control>] {
        let capacity = Self.capacity(in: area, scale: scale)
        let shown = scrolled..<min(items.count, scrolled + capacity)
        let none = capacity > 0 && items.isEmpty ? RatesWords.noRate(for: query) ?? localized("No unit matches") : nil
        return PickList(area, scale: scale).faces(
            field: (.unitQuery, fieldTitle), rows: shown.map { (.unitRow($0), Self.title(of: items[$0])) },
            chosen: .unitRow(selection), note: none.map { (.unitNone, $0) }, theme: theme, palette: palette)
    }

    /// The query field's text: "From: mi▏", or the prompt "From: type a unit" before anything is typed.
    var fieldTitle: String {
        let side = side == .from ? localized("From") : localized("To")
        return side + ": " + (query.isEmpty ? localized("type a unit") : query + "▏")
    }

    /// An item's row: the database's name with the common symbol (`mile (mi)`), a difference said as one
    /// (`°F difference`: its symbol, `Δ°F`, is the unit button's), and what it measures when that is another
    /// category (`kg — mass`).
    static func title(of item: Item) -> String {
        if item.action == .updateRates { return RatesWords.updateRow }
        let unit = item.unit
        let name =
            if let scale = TemperatureNames.differences[unit.expression] {
                localized("%s difference", scale)
            } else if let currency = item.currencyName {
                unit.expression + " · " + currency
            } else {
                unit.symbol == unit.expression ? unit.expression : unit.expression + " (" + unit.symbol + ")"
            }
        return item.otherKind.map { name + " — " + $0 } ?? name
    }
}

/// The database and its search index, made once when the converter first opens: what the picker lists.
public struct UnitCatalogue: Sendable {
    public let database: UnitDatabase
    let search: UnitSearch
    let locale: MeasurementLocale

    /// The catalogue of `database`, whose curated units are ordered for `locale`, its currencies also found
    /// by their names in the user's language (`CurrencyNames`).
    public init(_ database: UnitDatabase, locale: MeasurementLocale) {
        self.database = database
        let names = CurrencyNames.names.filter { database.currencyCodes.contains($0.key) }
        search = UnitSearch(database, otherNames: names.mapValues { [$0] })
        self.locale = locale
    }

    /// The most items the picker lists.
    static let limit = 150

    /// What the picker lists for `query` on a side whose unit is `current`. Nothing typed: the current
    /// category's curated units, then the database's other units of its dimension. Something typed: the
    /// units with a name (or symbol) equal to it, in any category, then the typed text itself when it is a
    /// unit expression (`mi/hr`), then units with a name it begins (then the typed word itself, when it is a
    /// unit by its prefix, `kilofeet`), then names it is inside; within each,
    /// units of the current dimension first, curated before the others, shorter names first. Choosing a
    /// unit of another category changes the category (`ConverterPanel.choose`).
    func items(matching query: String, like current: UnitChoice) -> [UnitPicker.Item] {
        let typed = query.trimmingCharacters(in: " \t")
        let dimension = (try? database.unit(current.expression))?.dimension
        let common = (dimension.flatMap(UnitCategory.init)?.commonUnits(for: locale, currency: database.currencyLocale) ?? [])
            .filter { dimension != Currencies.dimension || database.currencyCodes.contains($0.expression) }
        func sameDimension(_ other: Dimension) -> Bool { dimension.map { database.conformable(other, $0) } ?? true }
        func item(_ unit: UnitChoice, _ other: Dimension) -> UnitPicker.Item {
            var item = UnitPicker.Item(unit: unit)
            item.currencyName = CurrencyNames.names[unit.expression]
            guard !sameDimension(other) else { return item }
            let category = UnitCategory(other)
            (item.otherKind, item.otherCategory) = (category?.localizedName ?? other.description, category)
            return item
        }
        func item(_ row: UnitSearch.Row) -> UnitPicker.Item {
            // A currency by its code (`JPY · Yen`), however it was found.
            item(row.common.map(UnitChoice.init) ?? UnitChoice(expression: row.code ?? row.unit), row.dimension)
        }
        // The currencies' "Update rates", first with nothing typed, and when its words are typed.
        let updateRow = dimension == Currencies.dimension ? [Self.updateRatesItem(current)] : []
        guard !typed.isEmpty else {
            var items = updateRow + common.map { item(UnitChoice($0), dimension ?? .none) }
            let listed = Set(common.map(\.expression))
            let others = search.rows.filter { row in
                sameDimension(row.dimension) && !listed.contains(row.common?.expression ?? row.unit)
            }
            for row in others.sorted(by: { ($0.unit.count, $0.unit) < ($1.unit.count, $1.unit) }) {
                guard items.count < Self.limit else { break }
                items.append(item(row))
            }
            return items
        }
        let asksForUpdate = !updateRow.isEmpty && RatesWords.updateRow.lowercased().contains(typed.lowercased())
        let curatedOrder = Self.curatedOrder(locale)
        let ranked = search.matches(typed).map { match in
            let row = search.rows[match.row]
            let order = curatedOrder[row.common?.expression ?? ""] ?? Int.max
            // Money that is no currency of the rates (`dollargold`, a price of gold in 1934) comes after the
            // currencies whose names begin with or hold what was typed: `dollar` lists USD, then CAD and AUD.
            let oldMoney = row.code == nil && row.common == nil && row.dimension == Currencies.dimension
            let tier = match.rank.rawValue + (oldMoney && match.rank > .exactIgnoringCase ? 2 : 0)
            return (
                tier: tier, rank: match.rank, other: sameDimension(row.dimension) ? 0 : 1, order: order, length: match.length,
                row: row
            )
        }.sorted { a, b in
            (a.tier, a.other, a.order, a.length, a.row.unit) < (b.tier, b.other, b.order, b.length, b.row.unit)
        }
        var items = ranked.prefix(Self.limit).map { item($0.row) }
        if !ranked.contains(where: { $0.rank <= .exactIgnoringCase }), let unit = expression(typed) {
            // A word (`k`, `kilofeet`) after the names it begins, as one more name; an expression first.
            let isWord = typed.allSatisfy { $0.isLetter || $0 == "_" }
            let place = isWord ? ranked.prefix { $0.rank <= .prefix }.count : 0
            items.insert(item(UnitChoice.named(typed), unit.dimension), at: min(place, items.count))
        }
        return asksForUpdate ? updateRow + items : items
    }

    /// The row that updates the rates, on a side whose unit is `current`.
    static func updateRatesItem(_ current: UnitChoice) -> UnitPicker.Item {
        var item = UnitPicker.Item(unit: current)
        item.action = .updateRates
        return item
    }

    /// Each curated unit's place in its category's list for `locale`: the order within a rank.
    static func curatedOrder(_ locale: MeasurementLocale) -> [String: Int] {
        var order: [String: Int] = [:]
        for category in UnitCategory.allCases {
            for (index, unit) in category.commonUnits(for: locale, currency: .current).enumerated()
            where order[unit.expression] == nil {
                order[unit.expression] = index
            }
        }
        return order
    }

    /// `typed` read as a unit expression (`mi/hr`, `kg m/s^2`, `kilofeet`), within a key's budget; nil when
    /// it does not read, or does not look like a whole one yet (an open parenthesis, a trailing operator),
    /// which is then not read at all: typing `(` after `(` costs the filter, never an evaluation.
    func expression(_ typed: String) -> ConversionUnit? {
        var depth = 0
        for character in typed {
            if character == "(" { depth += 1 }
            if character == ")" { depth -= 1 }
            guard depth >= 0 else { return nil }
        }
        guard depth == 0, let last = typed.last, !"+-*/^|(".contains(last) else { return nil }
        return EvaluationMeter.measuring { try? database.unit(typed) }
    }

    /// The unit `name` names (`ft`: the foot, `°F`: the temperature), as the picker lists it, or the unit
    /// expression it is (`mi/hr`); nil when it is neither. A paste's unit.
    func choice(named name: String) -> UnitChoice? {
        let trimmed = name.trimmingCharacters(in: " \t")
        if let index = search.row(named: trimmed) {
            let row = search.rows[index]
            return row.common.map(UnitChoice.init) ?? UnitChoice(expression: row.unit)
        }
        guard trimmed.count <= UnitPicker.maximumQuery, expression(trimmed) != nil else { return nil }
        return UnitChoice.named(trimmed)
    }
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
        case .currency: localized("currency")
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
