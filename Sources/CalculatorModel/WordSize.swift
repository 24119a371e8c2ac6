/// The width of the programmer mode's integers: 8, 16, 32 or 64 bits (Windows's BYTE, WORD, DWORD,
/// QWORD). Every result is wrapped to it, as the fixed-width integers the mode models wrap.
public enum WordSize: Int, CaseIterable, Hashable, Sendable, Comparable {
    case byte = 8
    case word = 16
    case dword = 32
    case qword = 64

    /// How many bits a value of this size has.
    public var bitWidth: Int { rawValue }

    /// The word's bits all set: what every value is masked with.
    public var mask: UInt64 { self == .qword ? UInt64.max : (UInt64(1) << UInt64(rawValue)) - 1 }

    /// The sign bit (the top bit of the word) of a signed value.
    var signBit: UInt64 { UInt64(1) << UInt64(rawValue - 1) }

    public static func < (a: WordSize, b: WordSize) -> Bool { a.rawValue < b.rawValue }
}

/// Whether the programmer mode reads a word's bits as two's complement (signed) or as a plain binary
/// number (unsigned). Switching only reinterprets the same bits.
public enum Signedness: Hashable, Sendable, CaseIterable {
    case signed
    case unsigned

    /// The other one: what the keypad's signed/unsigned toggle switches to.
    public var toggled: Signedness { self == .signed ? .unsigned : .signed }
}
