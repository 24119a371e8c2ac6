/// Why a unit expression could not be read or a conversion made; `message` says it in one line.
public enum UnitError: Error, Equatable, Sendable {
    /// No unit, prefix or function of this name (after plurals and prefixes were tried).
    case unknownUnit(String)
    /// The text is not a unit expression: what was found where.
    case syntax(String)
    /// The two sides have different dimensions (named by category where they have one).
    case nonConformable(from: String, to: String)
    /// A sum or difference of quantities of different dimensions.
    case illegalSum
    /// A power, root or function whose argument must be a pure number was given a dimension.
    case notDimensionless
    /// A power the exponent of which is not a rational of denominator below 100, or too large.
    case badExponent
    /// A definition that refers back to itself, or nests deeper than the limit.
    case circular(String)
    /// A value that the model cannot hold (division by zero, out of range).
    case outOfRange
    /// A nonlinear unit (`tempF`) used inside an expression, where only a value may precede it.
    case nonlinearInExpression(String)
    /// The database file could not be read.
    case missingDatabase(String)

    /// The error in one line, for the batch mode and the window.
    public var message: String {
        switch self {
        case .unknownUnit(let name): "unknown unit '\(name)'"
        case .syntax(let what): "cannot read the unit expression: \(what)"
        case .nonConformable(let from, let to): "cannot convert \(from) to \(to)"
        case .illegalSum: "cannot add quantities of different dimensions"
        case .notDimensionless: "a power or function needs a pure number"
        case .badExponent: "the exponent is not a small rational number"
        case .circular(let name): "the definition of '\(name)' refers back to itself"
        case .outOfRange: "the value is out of range"
        case .nonlinearInExpression(let name): "'\(name)' can only follow a value, as in '100 \(name)'"
        case .missingDatabase(let path): "no unit database at \(path) (install the package units)"
        }
    }
}
