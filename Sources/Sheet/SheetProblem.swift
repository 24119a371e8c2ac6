/// Why a sheet's line has no result (issue 49): said on that line, never stopping the others.
public enum SheetProblem: Error, Equatable, Sendable {
    /// The calculator could not read or compute the calculation; its reason in English words, where reading
    /// stopped (the character, counted from 1 in the calculation) when it did, and the reason in the user's
    /// language for the window (nil: the English).
    case calculation(position: Int?, reason: String, words: String? = nil)
    /// `x = x + 1` with no `x` above: a name used in its own definition.
    case ownDefinition(String)
    /// A name (or `ans`) whose line above (`line`, counted from 0) has an error itself, or whose definition
    /// was refused (`x = 1`: `x` cannot be a name). The document moves `line` when lines come or go above it.
    case errorAbove(name: String, line: Int)
    /// `ans` with no calculation above.
    case noResultAbove
    /// `sum` or `total` over a block one of whose lines has an error.
    case errorInBlock
    /// A name that cannot be defined, and what it already means (`sin`: a function's word).
    case reservedName(String, meaning: String)
    /// `name =` with nothing after it.
    case nothingToCalculate
    /// Longer than `SheetLimits.lineBytes`.
    case tooLong(bytes: Int)

    /// The reason in English, as `calculator --sheet` writes it on standard error.
    public var explanation: String {
        switch self {
        case .calculation(let position, let reason, _): position.map { "position \($0): \(reason)" } ?? reason
        case .ownDefinition(let name): "'\(name)' is used in its own definition"
        case .errorAbove("ans", let line): "'ans': the calculation on line \(line + 1) is an error"
        case .errorAbove(let name, let line): "'\(name)': its definition on line \(line + 1) is an error"
        case .noResultAbove: "'ans' has no calculation above"
        case .errorInBlock: "the sum includes a line with an error"
        case .reservedName(let name, let meaning): "'\(name)' cannot be a name: it is \(meaning)"
        case .nothingToCalculate: "nothing after '='"
        case .tooLong(let bytes): "\(bytes) bytes, longer than \(SheetLimits.lineBytes)"
        }
    }
}
