/// Why a value is no number (`Error`): every place the model gives up on a value names one of these,
/// and an operation on an error keeps its reason, so the window, a screen reader and batch mode can
/// say why (issue 43). The words in the user's language are presentation's; `description` is batch
/// mode's English.
public enum ErrorReason: Sendable, Hashable, CaseIterable {
    /// `5 ÷ 0`, `1/x` of 0, 0 to a negative power; the programmer mode's `÷` and `mod` by 0.
    case divisionByZero
    /// `√` of a negative number, or another root with no real value (`-16 ʸ√x 4`).
    case negativeRoot
    /// A negative number to a power that is not a whole number (`-8 xʸ 0.5`).
    case fractionalPowerOfNegative
    /// A function where it is undefined: `ln 0`, `90 tan`, `2 sin⁻¹`, `0.5 cosh⁻¹`, `1 tanh⁻¹`, `-1 x!`.
    case outsideDomain
    /// A magnitude of 10^10000 or more, or a non-zero one below 10^−9999 (`10 xʸ 10000`).
    case outOfRange
    /// The 0th root (`8 ʸ√x 0`).
    case zerothRoot
    /// What could not be settled within the work one key may spend (`EvaluationMeter.perKey`): the
    /// sign of a value that may be 0, or whether a value is in range.
    case tooMuchWork

    /// The reason in English, for standard error: `division by zero`.
    public var description: String {
        switch self {
        case .divisionByZero: "division by zero"
        case .negativeRoot: "root of a negative number"
        case .fractionalPowerOfNegative: "fractional power of a negative number"
        case .outsideDomain: "outside the function's domain"
        case .outOfRange: "out of range"
        case .zerothRoot: "the 0th root is undefined"
        case .tooMuchWork: "too much work for one key"
        }
    }
}
