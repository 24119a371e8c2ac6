import Synchronization

/// The database's `Reader` behind a lock, so that a `Sendable` database reduces a definition only when a
/// conversion first names it (opening the converter reads the file and reduces a handful of units, not
/// all 3,400), and everything at once only when a list of every unit is asked for (the picker).
final class LazyReader: Sendable {
    /// What reducing every definition left: the tables the picker and `skipped` list.
    struct Tables: Sendable {
        var units: [String: Quantity]
        var prefixes: [String: Quantity]
        var functions: [String: AffineFunction]
        var skipped: [SkippedDefinition]
        /// The units and functions that only name another (`ft foot`), with the name they give.
        var aliases: [String: String]
    }

    private let reader: Mutex<Reader>

    init(_ reader: sending Reader) { self.reader = Mutex(reader) }

    /// Runs `body` on the reader, alone.
    func withReader<T: Sendable, E: Error>(_ body: (Reader) throws(E) -> T) throws(E) -> T {
        try reader.withLock { (reader: inout Reader) throws(E) -> T in try body(reader) }
    }

    /// How many units (base units included), prefixes and functions are reduced so far: what a lookup cost.
    var reducedCount: Int { withReader { $0.units.count + $0.prefixes.count + $0.functions.count } }

    /// Every definition reduced (once), and the tables.
    var tables: Tables {
        withReader { reader in
            reader.resolveAll()
            return Tables(
                units: reader.units, prefixes: reader.prefixes, functions: reader.functions, skipped: reader.skipped,
                aliases: reader.aliases)
        }
    }
}
