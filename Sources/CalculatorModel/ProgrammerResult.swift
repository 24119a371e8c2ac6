/// The programmer mode's part of a line on the tape: the base the line's values are written in, and
/// the result as a word (its size and signedness). A calculator line has none. On disk it is an
/// optional field after the line (`programmer=1 hex 8 unsigned`), versioned so that a later format
/// can change it while this one still reads the line as a calculation.
public struct ProgrammerResult: Hashable, Sendable {
    /// The base the calculation was shown in: its values and result are written in it.
    public var base: ProgrammerBase
    /// The result, with the word size and signedness it was computed in.
    public var word: IntegerWord

    /// The result `word` of a calculation shown in `base`.
    public init(base: ProgrammerBase, word: IntegerWord) {
        self.base = base
        self.word = word
    }

    /// The result as the tape shows it, prefixed in its base: `0xF`, `0b1010`, `-128`.
    public var text: String { word.prefixedDigits(in: base) }

    /// The field's name on a line of the history file.
    static let fieldName = "programmer"
    /// The version of the field's value this build writes and reads; another version is ignored.
    static let version = "1"

    /// The field on a line of the history file: `programmer=1 hex 8 unsigned` (version, base, bits, sign).
    var field: String {
        let sign = word.signedness == .signed ? "signed" : "unsigned"
        return "\(Self.fieldName)=\(Self.version) \(base.name.lowercased()) \(word.size.bitWidth) \(sign)"
    }

    /// Reads a field's value (after `programmer=`) for a line whose result is the decimal integer
    /// `result`: nil for another version, a base, size or sign it does not know, or a result the word
    /// cannot hold exactly (then the line is read as a calculator's).
    init?(fieldValue: Substring, result: Substring) {
        let parts = fieldValue.split(separator: " ", omittingEmptySubsequences: false)
        guard parts.count == 4, parts[0] == Self.version,
            let base = ProgrammerBase.allCases.first(where: { $0.name.lowercased() == parts[1] }),
            let bits = Int(parts[2]), let size = WordSize(rawValue: bits)
        else { return nil }
        let signedness: Signedness
        switch parts[3] {
        case "signed": signedness = .signed
        case "unsigned": signedness = .unsigned
        default: return nil
        }
        let negative = result.first == "-"
        guard let magnitude = UInt64(negative ? result.dropFirst() : result, radix: 10),
            let word = IntegerWord.exactly(negative: negative, magnitude: magnitude, size: size, signedness: signedness)
        else { return nil }
        self.init(base: base, word: word)
    }
}
