/// A conversion's part of a line on the tape (issue 33, item 6): the symbols of the units the converter
/// went from and to, so the line reads `3 ft = 91.44 cm` while its result stays a plain number that any
/// mode recalls. On disk an optional field after the line (`convert=1 ft cm`), which older readers skip.
public struct UnitConversion: Hashable, Sendable {
    /// The symbol of the unit converted from, as the converter showed it (`ft`).
    public var from: String
    /// The symbol of the unit converted to (`cm`, `°C`, `km/h`): what follows the result on the line.
    public var to: String
    /// The day and source of the exchange rates a conversion of money used (`2026-11-27 ECB`); nil for others.
    public var rates: String?

    /// A conversion from `from` to `to` (the units' symbols).
    public init(from: String, to: String, rates: String? = nil) {
        self.from = from
        self.to = to
        self.rates = rates
    }

    /// The field's name on a line of the history file.
    static let fieldName = "convert"
    /// The version of the field's value this build writes and reads; another version is ignored.
    static let version = "1"

    /// The field on a line of the history file: `convert=1 ft cm` (version, the two symbols escaped as
    /// a recipe's values are, so `kg m/s^2` stays one word).
    var field: String {
        "\(Self.fieldName)=\(Self.version) \(LineRecipe.escaped(from)) \(LineRecipe.escaped(to))"
    }

    /// The name of the field of a conversion of money's rates, a group of its own after the conversion's.
    static let ratesFieldName = "rates"

    /// The rates' field on a line of the history file (`rates=1 2026-11-27 ECB`, the date and the source
    /// escaped as a recipe's values are); nil without rates. An older reader skips it.
    var ratesField: String? {
        rates.map { "\(Self.ratesFieldName)=\(Self.version) \(LineRecipe.escaped($0))" }
    }

    /// The rates a rates field's value (after `rates=`) holds; nil for another version or none.
    static func rates(fieldValue: Substring) -> String? {
        let parts = fieldValue.split(separator: " ", omittingEmptySubsequences: false)
        guard parts.count == 2, parts[0] == version, let rates = LineRecipe.unescaped(parts[1]), !rates.isEmpty else {
            return nil
        }
        return rates
    }

    /// Reads a field's value (after `convert=`): nil for another version or a value it cannot read
    /// (the line is then read as a calculation).
    init?(fieldValue: Substring) {
        let parts = fieldValue.split(separator: " ", omittingEmptySubsequences: false)
        guard parts.count == 3, parts[0] == Self.version, let from = LineRecipe.unescaped(parts[1]),
            let to = LineRecipe.unescaped(parts[2]), !from.isEmpty, !to.isEmpty
        else { return nil }
        self.init(from: from, to: to)
    }
}
