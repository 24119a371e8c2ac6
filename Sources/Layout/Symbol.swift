/// The kind of a tableau symbol, as in kiwi: external (a user variable), slack (inequality),
/// error (non-required violation), dummy (required equality marker).
@usableFromInline
enum SymbolKind: UInt8 {
    case invalid, external, slack, error, dummy

    /// Slack and error symbols are restricted to be >= 0 and may be pivoted.
    @inlinable var isPivotable: Bool { self == .slack || self == .error }
}

/// A symbol is an integer id into the solver's per-symbol arrays; new ids are always above every
/// existing one (kiwi's `m_id_tick`), so "ascending id" is the stable order in which rows and cells
/// are visited. Dead ids are reclaimed by an order-preserving renumbering (SolverCompaction.swift).
@usableFromInline
typealias Symbol = Int32

extension Symbol {
    /// The id no real symbol has (kiwi's `Symbol::Invalid`).
    @usableFromInline static let invalid: Symbol = 0
}
