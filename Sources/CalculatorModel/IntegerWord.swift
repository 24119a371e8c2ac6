/// A value of the programmer mode: the bits of a word of `size`, read as `signedness` says. The bits
/// above the word are always zero; every operation wraps its result to the word.
public struct IntegerWord: Hashable, Sendable {
    /// The word's bits, the bits above it zero.
    public private(set) var bits: UInt64
    public private(set) var size: WordSize
    public private(set) var signedness: Signedness

    /// The word whose bits are the low `size` bits of `bits`.
    public init(bits: UInt64, size: WordSize = .qword, signedness: Signedness = .signed) {
        self.bits = bits & size.mask
        self.size = size
        self.signedness = signedness
    }

    /// `value` wrapped to the word (its low bits in two's complement).
    public init(_ value: Int64, size: WordSize = .qword, signedness: Signedness = .signed) {
        self.init(bits: UInt64(bitPattern: value), size: size, signedness: signedness)
    }

    /// The integer −`magnitude` (when `negative`) or `magnitude`, if a word of `size` read as
    /// `signedness` holds it exactly; nil when it does not fit (128 in a signed byte, −1 unsigned).
    public static func exactly(negative: Bool, magnitude: UInt64, size: WordSize, signedness: Signedness) -> IntegerWord? {
        let largest = signedness == .signed ? size.mask >> 1 : size.mask
        if !negative || magnitude == 0 {
            return magnitude <= largest ? IntegerWord(bits: magnitude, size: size, signedness: signedness) : nil
        }
        guard signedness == .signed, magnitude <= size.signBit else { return nil }
        return IntegerWord(bits: 0 &- magnitude, size: size, signedness: signedness)
    }

    /// Zero in a word of `size`.
    public static func zero(size: WordSize, signedness: Signedness) -> IntegerWord {
        IntegerWord(bits: 0, size: size, signedness: signedness)
    }

    /// Whether the value is negative: signed and its top bit set.
    public var isNegative: Bool { signedness == .signed && bits & size.signBit != 0 }

    /// The bits sign-extended to 64 when signed (the value as an `Int64`), or as they are when unsigned
    /// (then a QWORD above `Int64.max` reads negative here: use `bits`).
    var signExtended: Int64 { Int64(bitPattern: isNegative ? bits | ~size.mask : bits) }

    /// The same kind of word (size and signedness) holding `bits`, wrapped.
    func with(bits: UInt64) -> IntegerWord { IntegerWord(bits: bits, size: size, signedness: signedness) }

    /// The low bits kept in a word of `size`, read as before: how a change of the word size truncates,
    /// as Windows's calculator does (it keeps the low bits of the two's complement form and reads them
    /// in the new width, `SetRadixTypeAndNumWidth` in its CalcManager/CEngine/sciset.cpp).
    public func resized(to size: WordSize) -> IntegerWord {
        IntegerWord(bits: isNegative ? UInt64(bitPattern: signExtended) : bits, size: size, signedness: signedness)
    }

    /// The same bits read as `signedness`.
    public func reinterpreted(as signedness: Signedness) -> IntegerWord {
        IntegerWord(bits: bits, size: size, signedness: signedness)
    }

    /// The value with bit `index` (0 the lowest) flipped; nil if the word has no such bit.
    public func togglingBit(_ index: Int) -> IntegerWord? {
        guard (0..<size.bitWidth).contains(index) else { return nil }
        return with(bits: bits ^ (UInt64(1) << UInt64(index)))
    }

    /// Whether bit `index` (0 the lowest) is set.
    public func bit(_ index: Int) -> Bool {
        (0..<size.bitWidth).contains(index) && bits & (UInt64(1) << UInt64(index)) != 0
    }

    // MARK: Writing

    /// The digits in `base`, ungrouped, upper-case, no prefix: a negative signed value is `-` and its
    /// magnitude in decimal, and its two's complement bits in the other bases (`FF` for −1 in a byte),
    /// as Windows and GNOME show it.
    public func digits(in base: ProgrammerBase) -> String {
        if base == .decimal {
            return isNegative ? "-" + String(bits.twosComplementMagnitude(size: size)) : String(bits)
        }
        return String(bits, radix: base.radix, uppercase: true)
    }

    /// The value as code reads it: the digits in `base` after C's and Python's prefix (`0xFF`, `0o17`,
    /// `0b1010`), decimal bare (`-128`). A negative signed value is its two's complement bits in the
    /// prefixed bases, as the display shows it, so `0xFF` pastes back as −1 into a signed byte.
    public func prefixedDigits(in base: ProgrammerBase) -> String { base.prefix + digits(in: base) }

    /// The digits in `base` grouped as programmers read them: hex and binary in groups of 4, octal in
    /// groups of 3, separated by a space; decimal as `locale` groups it.
    public func text(in base: ProgrammerBase, locale: NumberLocale = .standard) -> String {
        let plain = digits(in: base)
        guard let size = base.groupSize else { return locale.format(plain, grouping: true) }
        var groups: [Substring] = []
        var end = plain.endIndex
        while end > plain.startIndex {
            let start = plain.index(end, offsetBy: -size, limitedBy: plain.startIndex) ?? plain.startIndex
            groups.append(plain[start..<end])
            end = start
        }
        return groups.reversed().joined(separator: " ")
    }

    // MARK: To and from the calculator

    /// The exact integer this word reads as, for the calculator (as a `Real`).
    public var real: Real {
        if isNegative { return Real(Rational(-GMPInteger(words: [bits.twosComplementMagnitude(size: size)]))) }
        return Real(Rational(GMPInteger(words: [bits])))
    }

    /// What became of a calculator value carried into a word: kept exactly, its fraction dropped, or
    /// wrapped because its integer part did not fit the word (perhaps with a fraction dropped too).
    public enum Carry: Hashable, Sendable {
        case exact
        case fractionDropped
        case wrapped
        case notANumber
    }

    /// The calculator's `value` carried into a word of `size`: its integer part (toward zero), wrapped
    /// to the word when it does not fit, and what happened to it. An irrational value's integer part is
    /// read from its 60 proven significant digits (exact below 10⁵⁰). `Error` carries in as 0.
    public static func carrying(_ value: Real, size: WordSize, signedness: Signedness) -> (IntegerWord, Carry) {
        let zero = IntegerWord.zero(size: size, signedness: signedness)
        guard !value.isNaN else { return (zero, .notANumber) }
        let rational: Rational
        if let exact = value.rational {
            rational = exact
        } else if let number = value.rounded(toSignificantDigits: 60), !number.isNaN {
            rational = Rational(number)
        } else {
            return (zero, .exact)   // a value that cannot be told from 0 has integer part 0
        }
        let integer = rational.numerator.quotientAndRemainder(dividingBy: rational.denominator).quotient
        let fractionDropped = !rational.isInteger
        let low = integer.lowWord
        let word = IntegerWord(bits: low, size: size, signedness: signedness)
        let fits = word.real == Real(Rational(integer))
        if !fits { return (word, .wrapped) }
        return (word, fractionDropped ? .fractionDropped : .exact)
    }
}

extension UInt64 {
    /// The magnitude of the negative value whose two's complement in a word of `size` is these bits.
    fileprivate func twosComplementMagnitude(size: WordSize) -> UInt64 { (0 &- self) & size.mask }
}

extension GMPInteger {
    /// The integer's low 64 bits in two's complement (it modulo 2⁶⁴): what a QWORD keeps of it.
    var lowWord: UInt64 {
        var low: UInt64 = 0
        for digit in magnitude.decimalDigits.utf8 {
            low = low &* 10 &+ UInt64(digit &- UInt8(ascii: "0"))
        }
        return signum < 0 ? 0 &- low : low
    }
}
