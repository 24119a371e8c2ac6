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
    /// A name the database defines whose definition cannot be reduced (it needs a unit of a file left
    /// out, as `USquarterweight` needs `US$` of the currency file): refused, never split as a prefix.
    case unusableDefinition(String, reason: String)
    /// A value outside a nonlinear unit's declared domain (`-500 tempF`, below absolute zero).
    case outsideDomain(function: String, interval: String, belowAbsoluteZero: Bool)
    /// A value outside a nonlinear unit's declared range (`-1 K` to `tempC`, below absolute zero).
    case outsideRange(function: String, interval: String, belowAbsoluteZero: Bool)
    /// A temperature of a scale with an offset (°C, °F) and a temperature difference (Δ°C, degF), which
    /// do not convert into each other: 100 °F is not a step of 100 °F.
    case temperatureAndDifference(temperature: String, difference: String)
    /// An expression past a bound: longer than `maximumLength` characters, or nested deeper than
    /// `maximumDepth` (parentheses, signs, powers) at the 1-based character `position`.
    case tooLong(length: Int, maximum: Int)
    case tooDeep(position: Int, maximum: Int)

    /// The error in one line, for the batch mode and the window.
    public var message: String {
        switch self {
        case .unknownUnit(let name): "unknown unit '\(Self.shown(name))'"
        case .syntax(let what): "cannot read the unit expression: \(what)"
        case .nonConformable(let from, let to): "cannot convert \(from) to \(to)"
        case .illegalSum: "cannot add quantities of different dimensions"
        case .notDimensionless: "a power or function needs a pure number"
        case .badExponent: "the exponent is not a small rational number"
        case .circular(let name): "the definition of '\(name)' refers back to itself"
        case .outOfRange: "the value is out of range"
        case .nonlinearInExpression(let name): "'\(Self.shown(name))' can only follow a value, as in '100 \(Self.shown(name))'"
        case .missingDatabase(let path): "no unit database at \(path) (install the package units)"
        case .unusableDefinition(let name, let reason): "'\(Self.shown(name))' cannot be used: \(reason)"
        case .outsideDomain(let function, let interval, let belowAbsoluteZero):
            (belowAbsoluteZero ? "below absolute zero: " : "") + "outside the domain of \(function), \(interval)"
        case .outsideRange(let function, let interval, let belowAbsoluteZero):
            (belowAbsoluteZero ? "below absolute zero: " : "") + "outside the range of \(function), \(interval)"
        case .temperatureAndDifference(let temperature, let difference):
            "'\(Self.shown(temperature))' is a temperature and '\(Self.shown(difference))' a temperature difference: they do not convert into each other"
        case .tooLong(let length, let maximum): "the unit expression has \(length) characters, more than \(maximum)"
        case .tooDeep(_, let maximum): "parentheses, signs and powers nested more than \(maximum) deep"
        }
    }

    /// Where in the expression the error is, in characters from 1, when that is known.
    public var position: Int? {
        if case .tooDeep(let position, _) = self { return position }
        return nil
    }

    /// The longest name a message quotes whole: a longer one (a hostile line's) is cut, with `…`.
    static let longestNameShown = 40

    /// `name` as a message quotes it (the window's notices too).
    public static func shown(_ name: String) -> String {
        name.count > longestNameShown ? name.prefix(longestNameShown) + "…" : name
    }
}
