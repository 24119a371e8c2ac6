import CalculatorModel
import Glibc

/// GNU units' database, read at run time from the installed package (never copied into the program):
/// every unit and prefix reduced to an exact factor and a base-dimension vector, the affine nonlinear units
/// (the temperature scales) as functions, and what was left out and why.
///
/// `UnitDatabase.system` reads `/usr/share/units/definitions.units` the first time it is asked for;
/// `init(path:…)` reads any file (tests, a user's own). A definition that cannot be read is skipped and
/// counted (`skipped`); only a file that cannot be read at all fails.
public struct UnitDatabase: Sendable {
    /// Where Debian's `units` package installs the database.
    public static let defaultPath = "/usr/share/units/definitions.units"
    /// The includes left out: `currency.units` holds exchange rates of the day the package was built,
    /// neither exact nor current, which a converter that is offline must not present as facts.
    public static let defaultSkippedIncludes: Set<String> = ["currency.units"]
    /// The deepest chain of definitions followed (a longer one is taken as a cycle).
    static let maximumDepth = 64

    /// The linear units by name, reduced (asking for them reduces every definition, once).
    public var units: [String: Quantity] { reader.tables.units }
    /// The prefixes by name without the `-` (`kilo`, `k`, `Ki`), reduced (every definition, once).
    public var prefixes: [String: Quantity] { reader.tables.prefixes }
    /// The affine nonlinear units by name (`tempC`, `tempF`, `tempreaumur`; every definition, once).
    public var functions: [String: AffineFunction] { reader.tables.functions }
    /// The definitions left out and why (every definition reduced, once, to know).
    public var skipped: [SkippedDefinition] { fileErrors + reader.tables.skipped }
    /// The base units (`!`), and which of them are dimensionless (`radian`, `sr`).
    public let baseUnits: Set<String>
    /// The base units declared `!dimensionless`, ignored when conformability is checked.
    public let dimensionlessBases: Set<String>
    /// Which English units the file chose (`UNITS_ENGLISH`: `US` or `GB`).
    public let englishUnits: String
    /// The lines of the file that could not be read.
    private let fileErrors: [SkippedDefinition]
    /// The definitions, each reduced the first time it is named (the file's first load stays cheap).
    let reader: LazyReader

    /// Reads the database at `path`. `locale` is matched against the file's `!locale` blocks (the
    /// LC_MEASUREMENT locale, `en_GB`); `variables` preset its `!set` variables as the environment does
    /// for `units` (`UNITS_ENGLISH=GB`).
    public init(
        path: String = UnitDatabase.defaultPath, locale: String = MeasurementLocale.current.name,
        variables: [String: String] = [:], skippedIncludes: Set<String> = UnitDatabase.defaultSkippedIncludes
    ) throws(UnitError) {
        let file = try DefinitionsFile(path: path, locale: locale, variables: variables, skippedIncludes: skippedIncludes)
        let reader = Reader(file: file)
        baseUnits = reader.bases
        dimensionlessBases = reader.dimensionlessBases
        englishUnits = file.variables["UNITS_ENGLISH"] ?? "US"
        fileErrors = file.errors
        self.reader = LazyReader(reader)
    }

    /// The database of the installed package, read once, the first time it is asked for (never at start).
    public static var system: Result<UnitDatabase, UnitError> { systemDatabase }
    private static let systemDatabase: Result<UnitDatabase, UnitError> = {
        var variables: [String: String] = [:]
        if let english = getenv("UNITS_ENGLISH") { variables["UNITS_ENGLISH"] = String(cString: english) }
        do throws(UnitError) {
            return .success(try UnitDatabase(variables: variables))
        } catch {
            return .failure(error)
        }
    }()

    // MARK: Looking up names

    /// What a name means, as GNU units looks it up: the unit itself, then its singular (`s`, `es`,
    /// `ies` → `y`), then the longest prefix and a unit (or nothing) after it; one prefix at most.
    func meaning(of name: String) throws(UnitError) -> UnitExpression.Meaning {
        try reader.withReader { (reader: Reader) throws(UnitError) in try reader.lookup(name) }
    }

    /// The lookup rules over tables given as functions (each resolves a definition when first named).
    static func lookup(
        _ name: String, prefixOK: Bool, longestPrefix: Int,
        exact: (String) throws(UnitError) -> UnitExpression.Meaning?, prefix: (String) throws(UnitError) -> Quantity?
    ) throws(UnitError) -> UnitExpression.Meaning {
        if let meaning = try exact(name) { return meaning }
        if name.count > 2, name.hasSuffix("s") {
            var singular = String(name.dropLast())
            for attempt in 0..<3 {
                if attempt == 1 {
                    guard singular.hasSuffix("e") else { continue }
                    singular = String(singular.dropLast())
                } else if attempt == 2 {
                    guard name.hasSuffix("ies") else { break }
                    singular = String(name.dropLast(3)) + "y"
                }
                if let meaning = try? lookup(
                    singular, prefixOK: prefixOK, longestPrefix: longestPrefix, exact: exact, prefix: prefix)
                {
                    return meaning
                }
            }
        }
        if prefixOK {
            for length in stride(from: min(name.count, longestPrefix), through: 1, by: -1) {
                let head = String(name.prefix(length))
                guard let factor = try prefix(head) else { continue }
                let rest = String(name.dropFirst(length))
                if rest.isEmpty { return .quantity(factor) }
                let unit: UnitExpression.Meaning
                do throws(UnitError) {
                    unit = try lookup(rest, prefixOK: false, longestPrefix: longestPrefix, exact: exact, prefix: prefix)
                } catch .unknownUnit {
                    throw .unknownUnit(name)
                }
                guard case .quantity(let quantity) = unit else { throw .unknownUnit(name) }
                return .quantity(factor * quantity)
            }
        }
        throw .unknownUnit(name)
    }

    // MARK: Expressions and conversions

    /// The quantity a linear unit expression stands for (`km/hr`, `kg m/s^2`, `5|9 degC`).
    public func quantity(_ expression: String) throws(UnitError) -> Quantity {
        try UnitExpression.evaluate(Substring(expression)) { (name: String) throws(UnitError) in try meaning(of: name) }
    }

    /// A unit to convert from or to: a nonlinear unit's name (`tempF`), or any linear unit expression.
    public func unit(_ expression: String) throws(UnitError) -> ConversionUnit {
        let trimmed = expression.trimmingLeadingBlanks.trimmingTrailingBlanks
        if case .function(let function) = try? meaning(of: trimmed) {
            return ConversionUnit(text: trimmed, kind: .affine(function))
        }
        return ConversionUnit(text: trimmed, kind: .linear(try quantity(trimmed)))
    }

    /// Whether two dimensions are conformable, as GNU units decides: equal but for the dimensionless bases.
    public func conformable(_ a: Dimension, _ b: Dimension) -> Bool {
        a.removing(dimensionlessBases) == b.removing(dimensionlessBases)
    }

    /// `value` in `from` converted to `to`: exact when the factors are. An affine unit takes the value as its
    /// argument (100 `tempF` is 100 °F); a linear one multiplies it (100 `degF` is a difference of 100 °F).
    public func convert(_ value: Real, from: ConversionUnit, to: ConversionUnit) throws(UnitError) -> Real {
        guard conformable(from.dimension, to.dimension) else {
            throw .nonConformable(from: describe(from.dimension), to: describe(to.dimension))
        }
        let amount: Quantity
        switch from.kind {
        case .linear(let quantity): amount = Quantity(value * quantity.factor, to.dimension)
        case .affine(let function):
            let result = try function.apply(Quantity(value * function.input.factor, function.input.dimension))
            amount = Quantity(result.factor, to.dimension)
        }
        let result: Real
        switch to.kind {
        case .linear(let quantity):
            guard !quantity.factor.isZero else { throw .outOfRange }
            result = amount.factor / quantity.factor
        case .affine(let function):
            result = try function.inverse(Quantity(amount.factor, function.dimension))
        }
        guard !result.isNaN else { throw .outOfRange }
        return result
    }

    /// Reads `VALUE UNIT` (`3 mile`, `100 tempF`, `2 ft + 3 in`, `mile`): a leading value may precede an
    /// affine unit; anything else is one linear expression, its number part the value. Then converts it.
    public func convert(_ measurement: String, to target: String) throws(UnitError) -> Real {
        let to = try unit(target)
        let text = measurement.trimmingLeadingBlanks.trimmingTrailingBlanks
        if let split = text.lastIndex(where: { $0 == " " || $0 == "\t" }) {
            let last = String(text[text.index(after: split)...])
            if case .function(let function) = try? meaning(of: last) {
                let value = try quantity(String(text[..<split]))
                guard value.dimension.isNone else { throw .notDimensionless }
                return try convert(value.factor, from: ConversionUnit(text: last, kind: .affine(function)), to: to)
            }
        }
        if case .function(let function) = try? meaning(of: text) {
            return try convert(.one, from: ConversionUnit(text: text, kind: .affine(function)), to: to)
        }
        let from = try quantity(text)
        return try convert(.one, from: ConversionUnit(text: text, kind: .linear(from)), to: to)
    }

    /// A dimension named by its category (`length`), or written in base units (`m^2 kg`).
    public func describe(_ dimension: Dimension) -> String {
        UnitCategory.allCases.first { $0.dimension == dimension }?.name ?? dimension.description
    }
}

extension StringProtocol {
    /// The text without its trailing spaces and tabs.
    var trimmingTrailingBlanks: String {
        var text = Substring(self)
        while text.last == " " || text.last == "\t" { text = text.dropLast() }
        return String(text)
    }
}
