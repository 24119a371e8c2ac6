import CalculatorModel

/// Reduces the definitions of a `DefinitionsFile` to quantities, each name once, on demand and
/// memoised, so that a unit defined by others is reduced after them whatever the order of the file;
/// a cycle or a chain deeper than `UnitDatabase.maximumDepth` is an error for the names on it. Each unit
/// reduced from dated exchange rates keeps the oldest rate's stamp (`RatesStamp`), gathered as it is reduced.
/// A class: the closures of the expressions it reduces look names up in it while it fills its tables.
final class Reader {
    private var pendingUnits: [String: DefinitionsFile.Line] = [:]
    private var pendingPrefixes: [String: DefinitionsFile.Line] = [:]
    private var pendingFunctions: [String: DefinitionsFile.Line] = [:]
    private var failed: [String: UnitError] = [:]
    private var inProgress: Set<String> = []
    private var longestPrefix = 0
    /// The names defined in the includes left out (`currency.units`), whose definitions are not read.
    private let withheldNames: Set<String>

    private(set) var units: [String: Quantity] = [:]
    private(set) var prefixes: [String: Quantity] = [:]
    private(set) var functions: [String: AffineFunction] = [:]
    private(set) var skipped: [SkippedDefinition] = []
    private(set) var bases: Set<String> = []
    private(set) var dimensionlessBases: Set<String> = []
    /// The stamp of each unit whose own definition is a dated rate (not only another unit's name).
    private var ownRates: [String: RatesStamp] = [:]
    /// The oldest rates each unit reduced so far rests on, for those that rest on any.
    private(set) var rates: [String: RatesStamp] = [:]
    /// The oldest rates met by each reduction under way, innermost last: a unit reduced or looked up
    /// adds its stamp to the innermost.
    private var gathering: [RatesStamp?] = []

    /// Sorts the file's lines into base units, prefixes, units, functions and tables (later lines
    /// replace earlier ones of the same name, as in `units`).
    init(file: DefinitionsFile) {
        withheldNames = file.withheldNames
        for line in file.lines {
            if line.name.contains("[") {
                skipped.append(SkippedDefinition(file: line.file, line: line.number, name: line.name, reason: .table))
            } else if line.name.contains("(") {
                pendingFunctions[String(line.name.prefix { $0 != "(" })] = line
            } else if line.name.hasSuffix("-"), line.name.count > 1 {
                pendingPrefixes[String(line.name.dropLast())] = line
            } else if line.definition.hasPrefix("!") {
                bases.insert(line.name)
                if line.definition.hasPrefix("!dimensionless") { dimensionlessBases.insert(line.name) }
                units[line.name] = Quantity(.one, Dimension([line.name: 1]))
            } else {
                pendingUnits[line.name] = line
                if let stamp = line.rates, !Self.isName(line.definition) { ownRates[line.name] = stamp }
            }
        }
        longestPrefix = pendingPrefixes.keys.map(\.count).max() ?? 0
    }

    /// Whether the file defines a unit of this name, reduced yet or not.
    func isDefined(_ name: String) -> Bool { units[name] != nil || pendingUnits[name] != nil }

    /// Whether `name` is a unit's or a prefix's own name (no plural, no prefix split off) whose definition
    /// reduces: what `units` and `prefixes` hold after `resolveAll`, found by reducing that name alone.
    func isUnitOrPrefix(_ name: String) -> Bool {
        ((try? unit(name)) ?? nil) != nil || ((try? prefix(name)) ?? nil) != nil
    }

    /// Whether `resolveAll` ran.
    private var resolvedAll = false

    /// Reduces every definition (once); what fails is recorded in `skipped`.
    func resolveAll() {
        guard !resolvedAll else { return }
        resolvedAll = true
        for name in pendingFunctions.keys.sorted() { _ = try? function(named: name) }
        for name in pendingPrefixes.keys.sorted() { _ = try? prefix(name) }
        for name in pendingUnits.keys.sorted() { _ = try? unit(name) }
    }

    /// Each unit or function whose definition is only another one's name (`ft foot`, `tempcelsius() tempC`)
    /// with the name it gives: one unit under several names, which the picker lists once.
    var aliases: [String: String] {
        if let aliasCache { return aliasCache }
        var found: [String: String] = [:]
        for (name, line) in pendingUnits {
            let target = line.definition.trimmingTrailingBlanks
            if target != name, units[target] != nil || pendingUnits[target] != nil { found[name] = target }
        }
        for (name, line) in pendingFunctions where line.name.hasSuffix("()") {
            let target = line.definition.trimmingTrailingBlanks
            if target != name, pendingFunctions[target] != nil { found[name] = target }
        }
        aliasCache = found
        return found
    }
    private var aliasCache: [String: String]?

    /// The quantity or function of an exact unit name, reducing it if needed; nil if there is none. A
    /// name of an include left out (`currency.units`) is unknown, not absent: it is never split either.
    func exact(_ name: String) throws(UnitError) -> UnitExpression.Meaning? {
        if let function = try function(named: name) { return .function(function) }
        if let unit = try unit(name) { return .quantity(unit) }
        if withheldNames.contains(name) { throw .unknownUnit(name) }
        return nil
    }

    /// A name as a conversion looks it up (`UnitDatabase.lookup`): a unit or an affine function; a name
    /// the database defines whose definition cannot be reduced is refused with the reason, never split.
    func lookup(_ name: String) throws(UnitError) -> UnitExpression.Meaning {
        try UnitDatabase.lookup(
            name, prefixOK: true, longestPrefix: longestPrefix,
            exact: { (word: String) throws(UnitError) in
                do throws(UnitError) {
                    return try self.exact(word)
                } catch .unknownUnit(let unknown) where unknown == word {
                    throw .unknownUnit(word)
                } catch {
                    throw .unusableDefinition(word, reason: error.message)
                }
            },
            prefix: { (word: String) throws(UnitError) in try self.prefix(word) })
    }

    /// Whether a definition is only another unit's name (`USD  US$`, `faroeislandskróna  DKK`): it states no
    /// rate of its own, so its rates are the ones of the unit it names.
    static func isName(_ definition: Substring) -> Bool {
        let text = definition.trimmingTrailingBlanks
        return !text.isEmpty && !text.contains { " \t0123456789.|*/^()+-".contains($0) }
    }

    /// Adds `stamp` to the innermost reduction or lookup under way: the oldest of what it met.
    private func meet(_ stamp: RatesStamp?) {
        guard stamp != nil, let last = gathering.indices.last else { return }
        gathering[last] = RatesStamp.older(gathering[last], stamp)
    }

    /// `lookup` of `name`, with the oldest rates its meaning rests on (nil for a unit of no rate).
    func lookupWithRates(_ name: String) throws(UnitError) -> (meaning: UnitExpression.Meaning, rates: RatesStamp?) {
        gathering.append(nil)
        defer { gathering.removeLast() }
        let meaning = try lookup(name)
        return (meaning, gathering.last ?? nil)
    }

    /// A unit by exact name, reduced once.
    private func unit(_ name: String) throws(UnitError) -> Quantity? {
        if let unit = units[name] {
            meet(rates[name])
            return unit
        }
        guard let line = pendingUnits[name] else { return nil }
        gathering.append(ownRates[name])
        defer {
            let stamp = gathering.removeLast()
            if let stamp { rates[name] = stamp }
            meet(stamp)
        }
        return try reduce(name, line) { (reader: Reader) throws(UnitError) in
            let value = try Self.exactConstant(name, reader.evaluate(line.definition))
            reader.units[name] = value
            return value
        }
    }

    /// The database writes π as a 21-digit decimal (`pi 3.14159265358979323846`), as precise as `units`'
    /// doubles need; the calculator shows up to 32 proven digits, so `pi` is the model's exact π when the
    /// database's value agrees with it to the digits written, and the database's value otherwise.
    static func exactConstant(_ name: String, _ value: Quantity) -> Quantity {
        guard name == "pi", value.dimension.isNone,
            let written = value.factor.rounded(toSignificantDigits: 21),
            written == Real.pi.rounded(toSignificantDigits: 21)
        else { return value }
        return Quantity(.pi)
    }

    /// A prefix by name, reduced once.
    private func prefix(_ name: String) throws(UnitError) -> Quantity? {
        if let prefix = prefixes[name] { return prefix }
        guard let line = pendingPrefixes[name] else { return nil }
        return try reduce(name + "-", line) { (reader: Reader) throws(UnitError) in
            let value = try reader.evaluate(line.definition)
            reader.prefixes[name] = value
            return value
        }
    }

    /// A nonlinear unit by name (`tempF` for `tempF(x) …`), read once; nil if there is none or it is not affine.
    private func function(named name: String) throws(UnitError) -> AffineFunction? {
        if let function = functions[name] { return function }
        guard let line = pendingFunctions[name] else { return nil }
        let key = line.name
        return try reduce(key, line) { (reader: Reader) throws(UnitError) -> AffineFunction? in
            let parameter = String(key.dropFirst(name.count + 1).prefix { $0 != ")" })
            if parameter.isEmpty {
                // `tempcelsius() tempC`: another name for a function.
                let target = line.definition.trimmingTrailingBlanks
                guard let function = try reader.function(named: target) else { throw .unknownUnit(target) }
                var renamed = AffineFunction(name: name, input: function.input, slope: function.slope, offset: function.offset)
                (renamed.domain, renamed.range, renamed.output) = (function.domain, function.range, function.output)
                reader.functions[name] = renamed
                return renamed
            }
            var rest = line.definition
            var input = Quantity(.one), output = Quantity(.one)
            var domain = FunctionInterval.all, range = FunctionInterval.all
            // Attributes before the forward expression: units=[in;out] domain=[…] range=[…] noerror.
            while let first = rest.split(whereSeparator: { $0 == " " || $0 == "\t" }).first,
                first.hasPrefix("units=") || first.hasPrefix("domain=") || first.hasPrefix("range=") || first == "noerror"
            {
                if first.hasPrefix("units=["), let semicolon = first.firstIndex(of: ";") {
                    let text = first[first.index(first.startIndex, offsetBy: 7)..<semicolon]
                    input = try reader.evaluate(text)
                    let out = first[first.index(after: semicolon)...].prefix { $0 != "]" }
                    if !out.isEmpty { output = try reader.evaluate(out) }
                } else if first.hasPrefix("domain=") || first.hasPrefix("range=") {
                    let text = first.drop { $0 != "=" }.dropFirst()
                    guard let interval = FunctionInterval(text) else { throw .syntax("bad interval \(text)") }
                    if first.hasPrefix("domain=") { domain = interval } else { range = interval }
                }
                rest = rest.dropFirst(first.count).drop { $0 == " " || $0 == "\t" }
            }
            let forward = rest.prefix { $0 != ";" }
            let read = try AffineFunction.read(name: name, parameter: parameter, input: input, forward: forward) {
                (word: String) throws(UnitError) in try reader.meaning(of: word)
            }
            guard var function = read else {
                reader.skipped.append(SkippedDefinition(file: line.file, line: line.number, name: name, reason: .nonlinear))
                reader.pendingFunctions[name] = nil
                return nil
            }
            (function.domain, function.range, function.output) = (domain, range, output)
            reader.functions[name] = function
            return function
        }
    }

    /// Runs `body` for the definition `name`, guarding against cycles and deep chains, recording a failure once.
    private func reduce<T>(
        _ name: String, _ line: DefinitionsFile.Line, _ body: (Reader) throws(UnitError) -> T
    ) throws(UnitError) -> T {
        if let error = failed[name] { throw error }
        guard !inProgress.contains(name), inProgress.count < UnitDatabase.maximumDepth else { throw .circular(name) }
        inProgress.insert(name)
        defer { inProgress.remove(name) }
        do throws(UnitError) {
            return try body(self)
        } catch {
            failed[name] = error
            skipped.append(SkippedDefinition(file: line.file, line: line.number, name: name, reason: .unreadable(error)))
            throw error
        }
    }

    /// A name in a definition, by the lookup rules of `units`.
    func meaning(of name: String) throws(UnitError) -> UnitExpression.Meaning {
        try UnitDatabase.lookup(
            name, prefixOK: true, longestPrefix: longestPrefix,
            exact: { (word: String) throws(UnitError) in try self.exact(word) },
            prefix: { (word: String) throws(UnitError) in try self.prefix(word) })
    }

    /// A definition's expression reduced.
    private func evaluate(_ text: Substring) throws(UnitError) -> Quantity {
        try UnitExpression.evaluate(text) { [unowned self] (word: String) throws(UnitError) in try self.meaning(of: word) }
    }
}
