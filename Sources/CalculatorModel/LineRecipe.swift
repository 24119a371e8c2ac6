/// How a tape line was made, so that an edit of an earlier number can make it again: the keys
/// pressed from where the line began, the result it began from (an earlier line's, by `source`),
/// and the settings the keys ran under. Stored after the line in the history file (`fields`).
public struct LineRecipe: Hashable, Sendable {
    /// The version of the stored fields this build writes; a line of another version keeps its text only.
    public static let version = 2

    /// The line's number on the tape, unique among the lines this calculator wrote in a row; a
    /// later line names it as its `source`.
    public var id: Int
    /// The `id` of the earlier line whose result this line began from (a calculation continued with an
    /// operator, or a recall); nil when it began from a new number.
    public var source: Int?
    /// The value it began from, in C form at 40 digits: what a replay starts from when `source` is
    /// no longer on the tape. Nil with no `source`.
    public var start: String?
    /// The keys, as `calculator --keys` names them (`12.5 + 7.5 =`); nil when the line cannot be made
    /// again by its keys (a paste, the memory, a random number): then it is never recomputed.
    public var keys: String?
    /// How operators were ordered.
    public var evaluation: Evaluation
    /// The angle unit the keys began with.
    public var angleUnit: AngleUnit
    /// The mode whose keys made the line: `calculator`, or `converter` for a calculation typed as the
    /// converter's value (other modes add their own words).
    public var mode: String

    /// The calculator mode's word.
    public static let calculatorMode = "calculator"

    /// Fields this build does not know, kept as read so a rewrite does not lose them.
    public var otherFields: [String] = []

    public init(
        id: Int, source: Int? = nil, start: String? = nil, keys: String?, evaluation: Evaluation = .precedence,
        angleUnit: AngleUnit = .degrees, mode: String = "calculator"
    ) {
        self.id = id
        self.source = source
        self.start = start
        self.keys = keys
        self.evaluation = evaluation
        self.angleUnit = angleUnit
        self.mode = mode
    }

    /// Whether the line can be made again by its keys.
    public var isReplayable: Bool { keys != nil }

    /// The stored form: space-separated `name=value` fields, `v=2` first, each value escaped
    /// (`%`, space, tab, line breaks and other controls as `%XX`).
    public var fields: String {
        var fields = ["v=\(Self.version)", "id=\(id)"]
        if let source { fields.append("from=\(source)") }
        if let start { fields.append("start=\(Self.escaped(start))") }
        fields.append("eval=\(evaluation.rawValue)")
        fields.append("angle=\(angleUnit == .degrees ? "deg" : "rad")")
        fields.append("mode=\(Self.escaped(mode))")
        if let keys { fields.append("keys=\(Self.escaped(keys))") }
        return (fields + otherFields).joined(separator: " ")
    }

    /// Reads the stored fields; nil unless they are of `version` with an `id`. Unknown fields are
    /// kept (`otherFields`); a field it knows with a value it cannot read makes no recipe.
    public init?(fields text: Substring) {
        var values: [Substring: String] = [:]
        var others: [String] = []
        for field in text.split(separator: " ") {
            guard let equals = field.firstIndex(of: "=") else { others.append(String(field)); continue }
            let name = field[..<equals]
            guard let value = Self.unescaped(field[field.index(after: equals)...]) else { return nil }
            if Self.knownNames.contains(name) { values[name] = value } else { others.append(String(field)) }
        }
        guard values["v"] == String(Self.version), let id = values["id"].flatMap({ Int($0) }) else { return nil }
        self.id = id
        if let source = values["from"] {
            guard let number = Int(source) else { return nil }
            self.source = number
        }
        start = values["start"]
        if let start, !HistoryEntry.isPlainNumber(Substring(start)) { return nil }
        keys = values["keys"]
        guard let evaluation = Evaluation(rawValue: values["eval"] ?? Evaluation.precedence.rawValue) else { return nil }
        self.evaluation = evaluation
        switch values["angle"] ?? "deg" {
        case "deg": angleUnit = .degrees
        case "rad": angleUnit = .radians
        default: return nil
        }
        mode = values["mode"] ?? "calculator"
        otherFields = others
    }

    /// The field names this build reads; any other is kept as it is.
    private static let knownNames: Set<Substring> = ["v", "id", "from", "start", "eval", "angle", "mode", "keys"]

    /// `text` with `%`, spaces and control characters as `%XX`, so a value is one field on one line
    /// (a multi-byte character is copied whole).
    static func escaped(_ text: String) -> String {
        let hex = Array("0123456789ABCDEF".utf8)
        var bytes: [UInt8] = []
        for byte in text.utf8 {
            if byte == UInt8(ascii: "%") || byte <= 0x20 || byte == 0x7F {
                bytes += [UInt8(ascii: "%"), hex[Int(byte >> 4)], hex[Int(byte & 15)]]
            } else {
                bytes.append(byte)
            }
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// The value of an escaped field; nil for a `%` not followed by two hexadecimal digits.
    static func unescaped(_ text: Substring) -> String? {
        var bytes: [UInt8] = []
        var rest = Array(text.utf8)[...]
        while let byte = rest.popFirst() {
            guard byte == UInt8(ascii: "%") else { bytes.append(byte); continue }
            guard rest.count >= 2, let high = hexValue(rest.removeFirst()), let low = hexValue(rest.removeFirst()) else {
                return nil
            }
            bytes.append(high << 4 | low)
        }
        return String(validating: bytes, as: UTF8.self)
    }

    private static func hexValue(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
        case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
        case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
        default: nil
        }
    }
}
