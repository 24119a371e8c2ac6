/// The picker's filter, as dmenu filters its items: the names of the database's units of a dimension
/// that contain what was typed (case-insensitively), the exact name first, then names it begins, then
/// names it is inside; within each, the category's common units first, then shorter names, then in
/// alphabetical order. Typed text that is a unit expression of the dimension (`mi/hr`) comes first.
public struct UnitSearch: Sendable {
    /// A name offered by the filter.
    public struct Match: Sendable, Equatable {
        /// How the name matched what was typed.
        public enum Rank: Int, Sendable, Comparable {
            case expression, exact, prefix, substring
            public static func < (a: Rank, b: Rank) -> Bool { a.rawValue < b.rawValue }
        }

        /// The unit's name or the typed expression, as the database reads it.
        public let name: String
        /// How it matched.
        public let rank: Rank
    }

    /// A searchable name: as spelled, lowercased, and its dimension.
    private struct Entry: Sendable {
        let name: String
        let folded: String
        let dimension: Dimension
    }

    private let database: UnitDatabase
    private let entries: [Entry]

    /// The index over every unit and affine unit of `database` (built once; each search then scans it).
    public init(_ database: UnitDatabase) {
        self.database = database
        let linear = database.units.map { Entry(name: $0.key, folded: $0.key.lowercased(), dimension: $0.value.dimension) }
        let affine = database.functions.map { Entry(name: $0.key, folded: $0.key.lowercased(), dimension: $0.value.dimension) }
        entries = (linear + affine).sorted { $0.name < $1.name }
    }

    /// The names matching `text` among units conformable to `dimension` (all when nil), best first, at
    /// most `limit`. `common` (the category's common units) rank first within a rank.
    public func matches(_ text: String, dimension: Dimension? = nil, common: [String] = [], limit: Int = 100) -> [Match] {
        let query = text.lowercased().trimmingLeadingBlanks.trimmingTrailingBlanks
        let preferred = Dictionary(common.enumerated().map { ($0.element, $0.offset) }, uniquingKeysWith: { a, _ in a })
        var found: [(match: Match, order: Int, length: Int)] = []
        for entry in entries {
            if let dimension, !database.conformable(entry.dimension, dimension) { continue }
            let rank: Match.Rank
            if query.isEmpty || entry.folded.hasPrefix(query) {
                rank = entry.folded == query ? .exact : .prefix
            } else if entry.folded.contains(query) {
                rank = .substring
            } else {
                continue
            }
            found.append((Match(name: entry.name, rank: rank), preferred[entry.name] ?? Int.max, entry.name.count))
        }
        found.sort {
            ($0.match.rank, $0.order, $0.length, $0.match.name) < ($1.match.rank, $1.order, $1.length, $1.match.name)
        }
        var result = found.prefix(limit).map(\.match)
        let typed = text.trimmingLeadingBlanks.trimmingTrailingBlanks
        if !typed.isEmpty, !result.contains(where: { $0.name == typed }), let unit = try? database.unit(typed),
            dimension.map({ database.conformable(unit.dimension, $0) }) ?? true
        {
            result.insert(Match(name: typed, rank: .expression), at: 0)
        }
        return result
    }
}
