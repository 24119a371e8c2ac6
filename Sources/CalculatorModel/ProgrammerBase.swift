/// The base the programmer mode shows and takes digits in: HEX, DEC, OCT or BIN.
public enum ProgrammerBase: Int, CaseIterable, Hashable, Sendable {
    case hexadecimal = 16
    case decimal = 10
    case octal = 8
    case binary = 2

    /// The radix: 16, 10, 8 or 2.
    public var radix: Int { rawValue }

    /// Whether `digit` (0–15) can be typed in this base: 0–9 and A–F in hex, 0–7 in octal, 0–1 in binary.
    public func accepts(digit: Int) -> Bool { (0..<radix).contains(digit) }

    /// Digits per group when grouped (hex and binary 4, octal 3, as Windows groups them); nil for
    /// decimal, which the locale groups.
    public var groupSize: Int? {
        switch self {
        case .hexadecimal, .binary: 4
        case .octal: 3
        case .decimal: nil
        }
    }

    /// The prefix C and Python write before a number in this base (`0x`, `0o`, `0b`); empty for decimal.
    public var prefix: String {
        switch self {
        case .hexadecimal: "0x"
        case .octal: "0o"
        case .binary: "0b"
        case .decimal: ""
        }
    }

    /// The short name the keypad and `--bases` show: HEX, DEC, OCT, BIN.
    public var name: String {
        switch self {
        case .hexadecimal: "HEX"
        case .decimal: "DEC"
        case .octal: "OCT"
        case .binary: "BIN"
        }
    }
}
