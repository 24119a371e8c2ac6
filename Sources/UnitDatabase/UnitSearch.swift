/// The picker's index, built once when the converter first opens: every unit and temperature scale of the
/// database once, under every name that picks it (`foot` also as `ft` and `feet`, `tempF` as `°F`, `℉`,
/// `fahrenheit`, `tempfahrenheit`; `degF` as `Δ°F` and `degfahrenheit`), with the categories' curated units
/// (`km`, `km/hr`) that are expressions, not names. A search folds case and compares bytes, a few thousand
/// short names a key: linear in the query, whose length the picker caps.
public struct UnitSearch: Sendable {
    /// One unit, under all its names.
    public struct Row: Sendable {
        /// The name the database reads for it (`foot`, `tempF`, `degF`), or a curated expression (`km/hr`).
        public let unit: String
        /// Its dimension.
        public let dimension: Dimension
        /// The curated unit it is (`foot` as `ft`; `usgallon` as the curated `gallon`), if it is one.
        public let common: UnitCategory.CommonUnit?
        /// The ISO code among its names, for a currency of the rates file (`JPY` for `japanyen`).
        public let code: String?
        /// Every name that picks it, as written, and lowercased in UTF-8.
        let names: [String]
        let folded: [[UInt8]]
    }

    /// How a row matched what was typed: a name equal to it (as typed, then ignoring case), beginning
    /// with it, or holding it.
    public enum Rank: Int, Sendable, Comparable {
        case exact, exactIgnoringCase, prefix, substring
        public static func < (a: Rank, b: Rank) -> Bool { a.rawValue < b.rawValue }
    }

    /// A row that matched, how, and the length of its best-matching name (shorter ranks first).
    public struct Match: Sendable, Equatable {
        public let row: Int
        public let rank: Rank
        public let length: Int
    }

    /// The rows, in no particular order.
    public let rows: [Row]
    /// Each name's row.
    private let rowOfName: [String: Int]

    /// The index of `database`'s units and functions (every definition reduced, once) and the categories'
    /// curated units; a currency sign picks the currency it means there (`$`: `CAD` under en_CA), and
    /// `otherNames` adds names to the row of a database name (a currency's name in the user's language).
    public init(_ database: UnitDatabase, otherNames: [String: [String]] = [:]) {
        let aliases = database.aliases
        /// A database name an everyday name took, with the name that means it now (`h`: `ℎ`).
        var retyped: [String: String] = [:]
        for (name, meaning) in EverydayNames.units where EverydayNames.units[meaning] != nil { retyped[meaning] = name }
        /// The row a name belongs to: a temperature's scale, a difference's unit, else the end of its chain
        /// of aliases, an everyday name read first as what it means.
        func key(_ name: String) -> String {
            var name = EverydayNames.units[name] ?? database.currencySigns[name] ?? name   // `h` is the hour's
            for _ in 0..<UnitDatabase.maximumDepth {
                if let scale = TemperatureNames.temperatures[name] { return scale }
                if TemperatureNames.absoluteScales.contains(name) { return name }
                if let symbol = TemperatureNames.differences[name], let unit = TemperatureNames.differenceUnits["Δ" + symbol] {
                    return unit
                }
                guard let next = aliases[name] else { return retyped[name] ?? name }
                name = next
            }
            return name
        }
        var names: [String: [String]] = [:]
        var dimensions: [String: Dimension] = [:]
        for (name, quantity) in database.units {
            names[key(name), default: []].append(name)
            dimensions[name] = quantity.dimension
        }
        for (name, function) in database.functions {
            names[key(name), default: []].append(name)
            dimensions[name] = function.dimension
        }
        for (name, scale) in TemperatureNames.temperatures where names[scale] != nil { names[scale]!.append(name) }
        for (name, added) in otherNames.merging(database.currencySigns.mapValues { _ in [] }, uniquingKeysWith: { $0 + $1 })
        where names[key(name)] != nil {
            names[key(name)]!.append(contentsOf: added + (database.currencySigns[name] != nil ? [name] : []))
        }
        for (name, unit) in TemperatureNames.differenceUnits where names[unit] != nil { names[unit]!.append(name) }
        // The everyday names pick what they mean (`BTU` the btu, `ℎ` Planck's constant).
        for name in EverydayNames.units.keys { names[key(name), default: []].append(name) }
        for (name, spelling) in retyped { dimensions[spelling] = dimensions[name] }
        // The curated units: a name's row takes the curated symbol; an expression is a row of its own.
        var common: [String: UnitCategory.CommonUnit] = [:]
        for category in UnitCategory.allCases {
            for unit in category.commonUnits(for: MeasurementLocale("C")) {
                let row =
                    names[unit.expression] == nil && dimensions[unit.expression] != nil ? key(unit.expression) : unit.expression
                if names[row] == nil {
                    guard let converted = try? database.unit(unit.expression) else { continue }
                    names[row] = []
                    dimensions[row] = converted.dimension
                }
                names[row]!.append(contentsOf: [unit.expression, unit.symbol])
                common[row] = unit
            }
        }
        var rows: [Row] = []
        var rowOfName: [String: Int] = [:]
        for (unit, list) in names.sorted(by: { $0.key < $1.key }) {
            guard let dimension = dimensions[unit] else { continue }
            let unique = Array(Set(list)).sorted()
            for name in unique where rowOfName[name] == nil { rowOfName[name] = rows.count }
            rows.append(
                Row(
                    unit: unit, dimension: dimension, common: common[unit],
                    code: unique.first(where: database.currencyCodes.contains), names: unique,
                    folded: unique.map { Array($0.lowercased().utf8) }))
        }
        self.rows = rows
        self.rowOfName = rowOfName
    }

    /// The row a name picks exactly (`ft`: the foot's, `°F`: `tempF`'s), if any.
    public func row(named name: String) -> Int? { rowOfName[name] }

    /// Every row with a name equal to `query`, beginning with it or holding it, ignoring case; with its best
    /// rank. Nothing for an empty query.
    public func matches(_ query: String) -> [Match] {
        let typed = query.trimmingLeadingBlanks.trimmingTrailingBlanks
        let folded = Array(typed.lowercased().utf8)
        guard !folded.isEmpty else { return [] }
        var found: [Match] = []
        for (index, row) in rows.enumerated() {
            var best: (rank: Rank, length: Int)?
            for (name, bytes) in zip(row.names, row.folded) {
                let rank: Rank
                if bytes == folded {
                    rank = name == typed ? .exact : .exactIgnoringCase
                } else if bytes.starts(with: folded) {
                    rank = .prefix
                } else if Self.contains(bytes, folded) {
                    rank = .substring
                } else {
                    continue
                }
                if best.map({ (rank, bytes.count) < ($0.rank, $0.length) }) ?? true { best = (rank, bytes.count) }
            }
            if let best { found.append(Match(row: index, rank: best.rank, length: best.length)) }
        }
        return found
    }

    /// Whether `bytes` holds `part` (both short: a name and a capped query).
    static func contains(_ bytes: [UInt8], _ part: [UInt8]) -> Bool {
        guard part.count <= bytes.count else { return false }
        for start in 0...(bytes.count - part.count) where bytes[start] == part[0] {
            if bytes[start..<(start + part.count)].elementsEqual(part) { return true }
        }
        return false
    }
}
