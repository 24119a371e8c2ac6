/// A decimal as typed and shown: an exact decimal (of at most 40 significant digits, but for a pasted
/// number, which keeps all its digits), or undefined (`Error`).
///
/// A typed or pasted number is parsed into one, and a result becomes one to be shown: its digits, its
/// exponent, its order and its text. It does no arithmetic: that is `Real`'s (exact GMP rationals times
/// known irrationals, Arb balls for the rest), and `Real.rounded(toSignificantDigits:)` gives the
/// `Number` shown. A magnitude of 10^10000 or more, or a non-zero one below 10^−9999, is undefined.
public struct Number: Sendable {
    /// The most significant digits a number holds when it is rounded (results, typed text, the tape).
    public static let precision = 40
    /// The largest decimal exponent of a number's leading digit; beyond it in either direction, `nan`.
    public static let exponentLimit = 9999

    /// The value is `coefficient` × 10^`exponent`; the coefficient has no trailing zero (zero is 0 × 10^0).
    let coefficient: GMPInteger
    let exponent: Int
    /// Whether this is no number at all: division by zero, a domain error, out of range.
    public let isNaN: Bool

    private init(exactly coefficient: GMPInteger, exponent: Int) {
        self.coefficient = coefficient
        self.exponent = exponent
        isNaN = false
    }

    private init(nan: Void) {
        coefficient = GMPInteger(0)
        exponent = 0
        isNaN = true
    }

    /// The undefined number, which the display shows as `Error`.
    public static let nan = Number(nan: ())
    public static let zero = Number(exactly: GMPInteger(0), exponent: 0)

    /// `coefficient` × 10^`exponent`, rounded to 40 digits (half to even), or `nan` out of range.
    init(coefficient: GMPInteger, exponent: Int) {
        guard !coefficient.isZero else { self = .zero; return }
        var coefficient = coefficient
        var exponent = exponent
        let digits = coefficient.digitCount
        if digits > Number.precision {
            let dropped = digits - Number.precision
            let unit = GMPInteger.powerOfTen(dropped)
            let (quotient, remainder) = coefficient.quotientAndRemainder(dividingBy: unit)
            let twiceRemainder = remainder.magnitude + remainder.magnitude
            let comparison = twiceRemainder.compareMagnitude(unit)
            let roundsAway = comparison > 0 || (comparison == 0 && quotient.isOdd)
            coefficient = roundsAway ? quotient.adding(coefficient.signum) : quotient
            exponent += dropped
        }
        let (stripped, zeros) = coefficient.removingTrailingZeros()
        coefficient = stripped
        exponent += zeros
        let leading = exponent + coefficient.digitCount - 1
        guard abs(leading) <= Number.exponentLimit else { self = .nan; return }
        self.init(exactly: coefficient, exponent: exponent)
    }

    public init(_ value: Int) {
        self.init(coefficient: GMPInteger(value), exponent: 0)
    }

    /// `coefficient` × 10^`exponent` with every digit kept (trailing zeros dropped), or `nan` out of
    /// range: a value rounded to more than 40 digits (`DigitExpansion`, `--digits 1000`) keeps them all.
    init(keepingDigits coefficient: GMPInteger, exponent: Int) {
        guard !coefficient.isZero else { self = .zero; return }
        let (stripped, zeros) = coefficient.removingTrailingZeros()
        guard abs(exponent + zeros + stripped.digitCount - 1) <= Number.exponentLimit else { self = .nan; return }
        self.init(exactly: stripped, exponent: exponent + zeros)
    }

    /// The number a decimal text spells (`12.5`, `-0.001`, `1.5e-7`, `+3E5`), rounded to 40 digits;
    /// nil for anything else. A text of more than 10,000 characters is refused.
    public init?(_ text: some StringProtocol) {
        guard let (coefficient, exponent) = Number.parse(text) else { return nil }
        self.init(coefficient: coefficient, exponent: exponent)
    }

    /// The number a decimal text spells with every digit kept, as `init?(_:)` reads it: a pasted number
    /// is exact, as a typed one is (`2²⁵⁶ + 1` written out stays odd). Out of range, `nan`.
    public init?(exactDecimal text: some StringProtocol) {
        guard let (coefficient, exponent) = Number.parse(text) else { return nil }
        guard !coefficient.isZero else { self = .zero; return }
        let (stripped, zeros) = coefficient.removingTrailingZeros()
        guard abs(exponent + zeros + stripped.digitCount - 1) <= Number.exponentLimit else { self = .nan; return }
        self.init(exactly: stripped, exponent: exponent + zeros)
    }

    /// The whole number `digits` spell in base `radix` (2 to 16; letters in either case), exactly: the
    /// value of a pasted `0x1F`, `0o17` or `0b101`. Nil for a digit outside the base; out of range, `nan`.
    public init?(digits: some StringProtocol, radix: Int) {
        guard (2...16).contains(radix), !digits.isEmpty, digits.utf8.count <= 10_000 else { return nil }
        var value = GMPInteger(0)
        let base = GMPInteger(radix)
        for character in digits {
            guard let digit = character.hexDigitValue, digit < radix else { return nil }
            value = value * base + GMPInteger(digit)
        }
        guard let number = Number(exactDecimal: value.decimalDigits) else { return nil }
        self = number
    }

    /// The coefficient and exponent a decimal text spells, or nil.
    private static func parse(_ text: some StringProtocol) -> (GMPInteger, Int)? {
        let bytes = Array(text.utf8)
        guard bytes.count <= 10_000, !bytes.isEmpty else { return nil }
        var index = 0
        var negative = false
        if bytes[0] == UInt8(ascii: "-") || bytes[0] == UInt8(ascii: "+") {
            negative = bytes[0] == UInt8(ascii: "-")
            index = 1
        }
        var digits: [UInt8] = []
        digits.reserveCapacity(bytes.count)
        var fractionDigits = 0
        var sawPoint = false
        var exponent = 0
        scan: while index < bytes.count {
            let byte = bytes[index]
            index += 1
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"):
                digits.append(byte)
                if sawPoint { fractionDigits += 1 }
            case UInt8(ascii: ".") where !sawPoint:
                sawPoint = true
            case UInt8(ascii: "e"), UInt8(ascii: "E"):
                let rest = String(decoding: bytes[index...], as: UTF8.self)
                guard !digits.isEmpty, let value = Int(rest), value.magnitude < 1_000_000 else { return nil }
                exponent = value
                break scan
            default:
                return nil
            }
        }
        guard !digits.isEmpty, let integer = GMPInteger(digits: String(decoding: digits, as: UTF8.self)) else { return nil }
        return (negative ? -integer : integer, exponent - fractionDigits)
    }

    public var isZero: Bool { !isNaN && coefficient.isZero }
    public var isNegative: Bool { !isNaN && coefficient.signum < 0 }
    /// Whether the number is a whole number.
    public var isInteger: Bool { !isNaN && exponent >= 0 }

    /// The value as an `Int` when it is a whole number that fits one.
    public var intValue: Int? {
        guard isInteger, exponent < 19, var value = coefficient.intValue else { return nil }
        for _ in 0..<exponent {
            let (product, overflow) = value.multipliedReportingOverflow(by: 10)
            if overflow { return nil }
            value = product
        }
        return value
    }

    /// The decimal exponent of the leading digit: 2 for 123, -3 for 0.00123 (0 for zero).
    public var leadingExponent: Int { isZero ? 0 : exponent + coefficient.digitCount - 1 }

    /// The significant digits (`"12345"`, at most 40, no trailing zero; `"0"` for zero) and the exponent
    /// of the first one: the value is 0.d₁d₂… × 10^(exponent + 1) with the sign.
    public var significand: (negative: Bool, digits: String, leadingExponent: Int) {
        var digits = coefficient.decimalDigits
        let negative = digits.first == "-"
        if negative { digits.removeFirst() }
        return (negative, digits, leadingExponent)
    }

    public static prefix func - (x: Number) -> Number {
        x.isNaN ? .nan : Number(exactly: -x.coefficient, exponent: x.exponent)
    }
}

extension Number: Equatable, Hashable {
    public static func == (a: Number, b: Number) -> Bool {
        if a.isNaN || b.isNaN { return a.isNaN && b.isNaN }
        return a.exponent == b.exponent && a.coefficient == b.coefficient
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(isNaN)
        hasher.combine(exponent)
        hasher.combine(coefficient.decimalDigits)
    }
}

extension Number: Comparable {
    /// Orders defined numbers exactly; `nan` is below everything (it never reaches a comparison in the brain).
    public static func < (a: Number, b: Number) -> Bool {
        if a.isNaN || b.isNaN { return a.isNaN && !b.isNaN }
        let (signA, signB) = (a.coefficient.signum, b.coefficient.signum)
        guard signA == signB else { return signA < signB }
        guard signA != 0 else { return false }
        // The same sign: compare the magnitudes, by the leading digit's exponent, then digit by digit.
        let order: Int
        if a.leadingExponent != b.leadingExponent {
            order = a.leadingExponent < b.leadingExponent ? -1 : 1
        } else {
            let exponent = min(a.exponent, b.exponent)
            order = (a.coefficient * .powerOfTen(a.exponent - exponent))
                .compareMagnitude(b.coefficient * .powerOfTen(b.exponent - exponent))
        }
        return signA > 0 ? order < 0 : order > 0
    }
}

extension Number: ExpressibleByIntegerLiteral {
    public init(integerLiteral value: Int) { self.init(value) }
}

extension Number: CustomStringConvertible {
    /// The exact value, plain or in e-notation (`NumberFormat.exact`), or `nan`.
    public var description: String { isNaN ? "nan" : NumberFormat.exact(self) }
}
