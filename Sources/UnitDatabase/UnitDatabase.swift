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
    /// The include of the exchange rates, which the user's rates replace (`RatesFile`).
    public static let currencyInclude = "currency.units"
    /// The deepest chain of definitions followed (a longer one is taken as a cycle).
    static let maximumDepth = 64

    /// The linear units by name, reduced (asking for them reduces every definition, once).
    public var units: [String: Quantity] { reader.tables.units }
    /// The prefixes by name without the `-` (`kilo`, `k`, `Ki`), reduced (every definition, once).
    public var prefixes: [String: Quantity] { reader.tables.prefixes }
    /// The affine nonlinear units by name (`tempC`, `tempF`, `tempreaumur`; every definition, once).
    public var functions: [String: AffineFunction] { reader.tables.functions }
    /// The units and functions whose definition is only another one's name (`ft foot`), with that name.
    public var aliases: [String: String] { reader.tables.aliases }
    /// Whether `name` is a unit's or a prefix's own name, as a key of `units` or `prefixes` (`m`, `kilo`, `k`;
    /// not `meters`), reducing that definition alone where those tables reduce every one (a sheet's name
    /// is checked with it: `m = 4` is refused).
    public func isUnitOrPrefix(_ name: String) -> Bool { reader.withReader { $0.isUnitOrPrefix(name) } }
    /// The definitions left out and why (every definition reduced, once, to know).
    public var skipped: [SkippedDefinition] { fileErrors + reader.tables.skipped }
    /// The base units (`!`), and which of them are dimensionless (`radian`, `sr`).
    public let baseUnits: Set<String>
    /// The base units declared `!dimensionless`, ignored when conformability is checked.
    public let dimensionlessBases: Set<String>
    /// Which English units the file chose (`UNITS_ENGLISH`: `US` or `GB`).
    public let englishUnits: String
    /// The file the exchange rates were read from (the user's or the package's `currency.units`), if any.
    public let ratesFile: String?
    /// The ISO codes the rates file defines (`USD`, `EUR`, `DEM`: three capital letters).
    public let currencyCodes: Set<String>
    /// The currency that ambiguous signs mean and the picker lists first.
    public let currencyLocale: CurrencyLocale
    /// The currency signs a conversion reads as a code (`₹`: `INR`; `$`: `CAD` under en_CA), `Currencies`.
    public let currencySigns: [String: String]
    /// The lines of the file that could not be read.
    private let fileErrors: [SkippedDefinition]
    /// The definitions, each reduced the first time it is named (the file's first load stays cheap).
    let reader: LazyReader

    /// Reads the database at `path`. `locale` is matched against the file's `!locale` blocks (the
    /// LC_MEASUREMENT locale, `en_GB`); `variables` preset its `!set` variables as the environment does
    /// for `units` (`UNITS_ENGLISH=GB`); `ratesFile`, when it can be read, is read in place of the
    /// `currency.units` the file includes; `currencyLocale` says what `$` and `¥` mean.
    public init(
        path: String = UnitDatabase.defaultPath, locale: String = MeasurementLocale.current.name,
        variables: [String: String] = [:], skippedIncludes: Set<String> = [], ratesFile: String? = nil,
        currencyLocale: CurrencyLocale = .none
    ) throws(UnitError) {
        let file = try DefinitionsFile(
            path: path, locale: locale, variables: variables, skippedIncludes: skippedIncludes,
            includeOverrides: ratesFile.map { [Self.currencyInclude: $0] } ?? [:])
        let reader = Reader(file: file)
        baseUnits = reader.bases
        dimensionlessBases = reader.dimensionlessBases
        englishUnits = file.variables["UNITS_ENGLISH"] ?? "US"
        fileErrors = file.errors
        let rates = file.filesRead.last { $0.include == Self.currencyInclude }?.path
        self.ratesFile = rates
        currencyCodes = Set(file.lines.lazy.filter { $0.file == rates && Currencies.isCode($0.name) }.map(\.name))
        self.currencyLocale = currencyLocale
        currencySigns = Currencies.signNames(for: currencyLocale, isDefined: reader.isDefined)
        self.reader = LazyReader(reader)
    }

    /// The database of the installed package, with the user's rates when there are (`RatesFile.userPath`),
    /// read once, the first time it is asked for (never at start): what `--convert` reads.
    public static var system: Result<UnitDatabase, UnitError> { systemDatabase }
    private static let systemDatabase = readSystem()

    /// Whether the installed database (`system`) may define `name` as a unit or a prefix: false only when
    /// no line of its files starts with it, so that a sheet's `rent = 1200` is known to be no unit's name
    /// without reading every definition (about a tenth of opening a sheet); `isUnitOrPrefix` tells the rest.
    public static func systemMayDefine(_ name: String) -> Bool {
        guard let words = systemLineStarts else { return true }
        return words.contains(name) || words.contains(name + "-")
    }
    private static let systemLineStarts = DefinitionsFile.lineStarts(
        path: defaultPath, includeOverrides: RatesFile.userPath.map { [currencyInclude: $0] } ?? [:])

    /// The installed package's database read now, with the user's rates when there are, under the
    /// environment's `UNITS_ENGLISH`, measurement and monetary locales: the window reads it again after
    /// an update of the rates.
    public static func readSystem(path: String = defaultPath) -> Result<UnitDatabase, UnitError> {
        var variables: [String: String] = [:]
        if let english = getenv("UNITS_ENGLISH") { variables["UNITS_ENGLISH"] = String(cString: english) }
        do throws(UnitError) {
            return .success(
                try UnitDatabase(path: path, variables: variables, ratesFile: RatesFile.userPath, currencyLocale: .current))
        } catch {
            return .failure(error)
        }
    }

    /// The text of a file of the database's (`currency.units`) as the reader reads it: nil when it cannot be
    /// opened, is no regular file or is larger than the reader's limit.
    public static func text(of path: String) -> String? { DefinitionsFile.contents(of: path) }

    // MARK: Looking up names

    /// What a name means, as GNU units looks it up (`lookup`), with the calculator's `Δ` names of
    /// temperature differences (`Δ°F` is `degF`) and the everyday names (`h` is the hour).
    func meaning(of name: String) throws(UnitError) -> UnitExpression.Meaning {
        try meaningWithRates(of: name).meaning
    }

    /// The same, with the oldest exchange rates the meaning rests on; a currency sign (`$`, `₹`) is read as
    /// the currency it names here (`currencySigns`), where a definition's `$` stays the database's.
    func meaningWithRates(of name: String) throws(UnitError) -> (meaning: UnitExpression.Meaning, rates: RatesStamp?) {
        let name = TemperatureNames.differenceUnits[name] ?? EverydayNames.units[name] ?? currencySigns[name] ?? name
        return try reader.withReader { (reader: Reader) throws(UnitError) in try reader.lookupWithRates(name) }
    }

    /// The lookup rules over tables given as functions (each resolves a definition when first named, and
    /// throws when a name is defined but its definition cannot be reduced): the name itself; then each of
    /// its singulars (`s`, `es`, `ies` → `y`) itself, then split as the longest prefix and a name (or a
    /// singular of one) after it; then the name so split. As GNU units does, except that a singular is
    /// taken once, not again of what it leaves: a fixed number of tries of the name, each linear in its
    /// length, where trying every singular of every singular took time cubic in a name's length (issue
    /// 44, R4). A name with a definition is never split (issue 45): its definition's failure is the answer.
    static func lookup(
        _ name: String, prefixOK: Bool, longestPrefix: Int,
        exact: (String) throws(UnitError) -> UnitExpression.Meaning?, prefix: (String) throws(UnitError) -> Quantity?
    ) throws(UnitError) -> UnitExpression.Meaning {
        if let meaning = try exact(name) { return meaning }
        /// `word` as the longest prefix and a name after it, nil when it does not start with a prefix
        /// or what follows is no name.
        func split(_ word: String) throws(UnitError) -> UnitExpression.Meaning? {
            for length in stride(from: min(word.count, longestPrefix), through: 1, by: -1) {
                let head = String(word.prefix(length))
                guard let factor = try prefix(head) else { continue }
                let rest = String(word.dropFirst(length))
                if rest.isEmpty { return .quantity(factor) }
                for candidate in [rest] + singulars(of: rest) {
                    guard let meaning = try exact(candidate) else { continue }
                    guard case .quantity(let quantity) = meaning else { return nil }
                    return .quantity(factor * quantity)
                }
                return nil
            }
            return nil
        }
        for singular in singulars(of: name) {
            if let meaning = try exact(singular) { return meaning }
            if prefixOK, let meaning = try split(singular) { return meaning }
        }
        if prefixOK, let meaning = try split(name) { return meaning }
        throw .unknownUnit(name)
    }

    /// The singulars GNU units tries for a name longer than two letters that ends in `s`: without the
    /// `s`, then without `es`, then `ies` made `y`.
    static func singulars(of name: String) -> [String] {
        guard name.utf8.count > 2, name.hasSuffix("s") else { return [] }
        let stem = String(name.dropLast())
        var found = [stem]
        if stem.count > 2, stem.hasSuffix("e") { found.append(String(stem.dropLast())) }
        if name.hasSuffix("ies") { found.append(String(name.dropLast(3)) + "y") }
        return found
    }

    // MARK: Expressions and conversions

    /// The quantity a linear unit expression stands for (`km/hr`, `kg m/s^2`, `5|9 degC`).
    public func quantity(_ expression: String) throws(UnitError) -> Quantity {
        try quantityWithRates(expression).quantity
    }

    /// The same, with the oldest exchange rates it rests on (nil for a unit of no rate).
    func quantityWithRates(_ expression: String) throws(UnitError) -> (quantity: Quantity, rates: RatesStamp?) {
        var rates: RatesStamp?
        let quantity = try UnitExpression.evaluate(Substring(expression)) { (name: String) throws(UnitError) in
            let found = try meaningWithRates(of: name)
            rates = RatesStamp.older(rates, found.rates)
            return found.meaning
        }
        return (quantity, rates)
    }

    /// A unit to convert from or to: a temperature (`°F`, `tempF`, `K`: `temperature(named:)`), a temperature
    /// difference (`degF`, `Δ°F`), or any linear unit expression.
    public func unit(_ expression: String) throws(UnitError) -> ConversionUnit {
        let trimmed = expression.trimmingLeadingBlanks.trimmingTrailingBlanks
        if let function = temperature(named: trimmed) { return ConversionUnit(text: trimmed, kind: .affine(function)) }
        let (quantity, rates) = try quantityWithRates(trimmed)
        let isDifference = TemperatureNames.differences[trimmed] != nil
        return ConversionUnit(text: trimmed, kind: isDifference ? .difference(quantity) : .linear(quantity), rates: rates)
    }

    /// The temperature scale a whole unit's name reads as (`TemperatureNames`): the database's affine unit
    /// (`tempF`, for `°F` too), or one that counts from absolute zero (`tempK`, for `K` too) made a scale
    /// defined from zero up; nil for any other name.
    func temperature(named name: String) -> AffineFunction? {
        let scale = TemperatureNames.scale(name)
        let meaning = try? self.meaning(of: scale)
        if TemperatureNames.absoluteScales.contains(scale), case .quantity(let unit)? = meaning,
            unit.dimension == UnitCategory.temperature.dimension
        {
            return .absoluteScale(scale, unit: unit)
        }
        if case .function(let function)? = meaning { return function }
        return nil
    }

    /// Whether two dimensions are conformable, as GNU units decides: equal but for the dimensionless bases.
    public func conformable(_ a: Dimension, _ b: Dimension) -> Bool {
        a.removing(dimensionlessBases) == b.removing(dimensionlessBases)
    }

    /// Why `from` and `to` cannot be converted into each other, nil when they can: different dimensions, or
    /// a temperature of a scale with an offset (°C, °F) and a temperature difference.
    public func incompatibility(_ from: ConversionUnit, _ to: ConversionUnit) -> UnitError? {
        guard conformable(from.dimension, to.dimension) else {
            return .nonConformable(from: describe(from.dimension), to: describe(to.dimension))
        }
        if from.hasOffset, to.isDifference { return .temperatureAndDifference(temperature: from.text, difference: to.text) }
        if from.isDifference, to.hasOffset { return .temperatureAndDifference(temperature: to.text, difference: from.text) }
        return nil
    }

    /// `value` in `from` converted to `to`: exact when the factors are. An affine unit takes the value as its
    /// argument (100 `tempF` is 100 °F); a linear one multiplies it (100 `degF` is a difference of 100 °F).
    public func convert(_ value: Real, from: ConversionUnit, to: ConversionUnit) throws(UnitError) -> Real {
        if let problem = incompatibility(from, to) { throw problem }
        let amount: Quantity
        switch from.kind {
        case .linear(let quantity), .difference(let quantity): amount = Quantity(value * quantity.factor, to.dimension)
        case .affine(let function):
            let result = try function.apply(Quantity(value * function.input.factor, function.input.dimension))
            amount = Quantity(result.factor, to.dimension)
        }
        let result: Real
        switch to.kind {
        case .linear(let quantity), .difference(let quantity):
            guard !quantity.factor.isZero else { throw .outOfRange }
            result = amount.factor / quantity.factor
        case .affine(let function):
            result = try function.inverse(Quantity(amount.factor, function.dimension))
        }
        guard !result.isNaN else { throw .outOfRange }
        return result
    }

    /// Reads `VALUE UNIT` (`3 mile`, `100 °F`, `-40tempC`, `2 ft + 3 in`, `mile`): a value followed by one
    /// name (`UnitExpression.trailingName`) takes that name as a whole unit (a temperature, a difference);
    /// anything else is one linear expression, its number part the value. Then converts it.
    public func convert(_ measurement: String, to target: String) throws(UnitError) -> Real {
        let to = try unit(target)
        let text = measurement.trimmingLeadingBlanks.trimmingTrailingBlanks
        if let (valueText, name) = try UnitExpression.trailingName(Substring(text)) {
            let value = try quantity(String(valueText))
            guard value.dimension.isNone else { throw .notDimensionless }
            return try convert(value.factor, from: unit(name), to: to)
        }
        return try convert(.one, from: unit(text), to: to)
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
