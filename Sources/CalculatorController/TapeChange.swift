import CalculatorModel

/// What one call on the controller did to the history tape, for the caller to carry to the file.
public enum TapeChange: Equatable, Sendable {
    /// The key completed this calculation, now the tape's newest line.
    case appended(HistoryEntry)
    /// The tape was emptied, taking off `count` calculations (0 when it was empty already, which
    /// still empties the file, which another window may have written to); undo right after brings
    /// them back.
    case cleared(count: Int)
    /// Undo brought back what the clear just before took off.
    case restored

    /// Whether the tape's calculations differ from before: what the history panel shows changed.
    public var changesEntries: Bool {
        switch self {
        case .appended, .restored: true
        case .cleared(let count): count > 0
        }
    }
}
