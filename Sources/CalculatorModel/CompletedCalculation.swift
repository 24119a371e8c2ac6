/// A calculation the brain just finished: its expression line as it then read (`7 + 9 =`) and its
/// value, which the caller may put on the history tape (`HistoryEntry(_:)`).
public struct CompletedCalculation: Equatable, Sendable {
    /// The expression line, ending in ` =`.
    public let expressionLine: String
    /// The value it came to (`Real.undefined` for an error, with its reason).
    public let value: Real
}
