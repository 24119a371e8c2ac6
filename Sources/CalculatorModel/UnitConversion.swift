/// A conversion's part of a line on the tape (issue 33, item 6): the symbols of the units the converter
/// went from and to, so the line reads `3 ft = 91.44 cm` while its result stays a plain number that any
/// mode recalls. On disk an optional field after the line (`convert=1 ft cm`), which older readers skip.
public struct UnitConversion: Hashable, Sendable {
    /// The symbol of the unit converted from, as the converter showed it (`ft`).
    public var from: String
    /// The symbol of the unit converted to (`cm`, `°C`, `km/h`): what follows the result on the line.
    public var to: String

    /// A conversion from `from` to `to` (the units' symbols).
    public init(from: String, to: String) {
        self.from = from
        self.to = to
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
