import CalculatorModel

/// A nonlinear unit's domain or range as the database declares it (`domain=[-273.15,)`, `range=(0,]`):
/// each end a number or open (none written), included (`[`, `]`) or not (`(`, `)`). A conversion whose
/// value falls outside is refused, as `units` refuses it (a temperature below absolute zero).
public struct FunctionInterval: Sendable, Equatable, CustomStringConvertible {
    /// An end: its value and whether it belongs to the interval.
    struct End: Sendable, Equatable {
        let value: Real
        let included: Bool
    }

    /// The lower end, if any.
    let lower: End?
    /// The upper end, if any.
    let upper: End?
    /// The interval as the database wrote it (`[-273.15,)`).
    public let description: String

    /// Every number: a function that declares no domain or range.
    static let all = FunctionInterval(lower: nil, upper: nil, description: "[,]")
    /// Zero and above: an absolute temperature scale's domain (`tempK`, `tempR`).
    static let nonNegative = FunctionInterval(lower: End(value: .zero, included: true), upper: nil, description: "[0,)")

    private init(lower: End?, upper: End?, description: String) {
        self.lower = lower
        self.upper = upper
        self.description = description
    }

    /// Reads `[a,b]`, `(a,)`, `[,b)`…; nil when the text is not an interval of decimal numbers.
    init?(_ text: Substring) {
        guard let open = text.first, open == "[" || open == "(", let close = text.last, close == "]" || close == ")",
            text.count >= 3
        else { return nil }
        let inside = text.dropFirst().dropLast()
        let ends = inside.split(separator: ",", maxSplits: 1, omittingEmptySubsequences: false)
        guard ends.count == 2 else { return nil }
        func end(_ word: Substring) -> Real?? {
            if word.isEmpty { return .some(nil) }
            guard let number = Number(exactDecimal: String(word)), !number.isNaN else { return nil }
            return .some(Real(number))
        }
        guard let low = end(ends[0]), let high = end(ends[1]) else { return nil }
        self.init(
            lower: low.map { End(value: $0, included: open == "[") }, upper: high.map { End(value: $0, included: close == "]") },
            description: String(text))
    }

    /// Whether `x` is inside; a value whose place against an end cannot be proven within the precision
    /// budget (nearer to it than any digits shown) counts as inside.
    func contains(_ x: Real) -> Bool {
        if let lower, let sign = (x - lower.value).signum, sign < 0 || (sign == 0 && !lower.included) { return false }
        if let upper, let sign = (x - upper.value).signum, sign > 0 || (sign == 0 && !upper.included) { return false }
        return true
    }
}
