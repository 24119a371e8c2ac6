/// An exact fraction of GMP integers, in lowest terms with a positive denominator: the part of every
/// `Real` that `+ − × ÷` keep exact, so `1 ÷ 3 × 3` is 1 and `0.1 + 0.2 − 0.3` is 0.
struct Rational: Sendable, Hashable {
    let numerator: GMPInteger
    let denominator: GMPInteger

    /// `numerator` / `denominator` in lowest terms; the denominator must not be zero.
    init(_ numerator: GMPInteger, _ denominator: GMPInteger) {
        precondition(!denominator.isZero)
        var p = numerator, q = denominator
        if q.signum < 0 { p = -p; q = -q }
        let divisor = p.greatestCommonDivisor(with: q)
        if !(divisor == GMPInteger(1)) {
            p = p.dividedExactly(by: divisor)
            q = q.dividedExactly(by: divisor)
        }
        self.numerator = p
        self.denominator = q
    }

    /// A whole number.
    init(_ integer: GMPInteger) {
        numerator = integer
        denominator = GMPInteger(1)
    }

    init(_ value: Int) { self.init(GMPInteger(value)) }

    /// `p` / `q` of small whole numbers (`q` ≠ 0).
    init(_ p: Int, _ q: Int) { self.init(GMPInteger(p), GMPInteger(q)) }

    /// The exact value of a decimal number (not `nan`).
    init(_ number: Number) {
        precondition(!number.isNaN)
        if number.exponent >= 0 {
            self.init(number.coefficient * .powerOfTen(number.exponent))
        } else {
            self.init(number.coefficient, .powerOfTen(-number.exponent))
        }
    }

    static let zero = Rational(0)
    static let one = Rational(1)

    var signum: Int { numerator.signum }
    var isZero: Bool { numerator.isZero }
    var isInteger: Bool { denominator == GMPInteger(1) }
    /// Bits of numerator and denominator together: what the exact arithmetic on it costs.
    var bitCount: Int { numerator.bitCount + denominator.bitCount }

    static func + (a: Rational, b: Rational) -> Rational {
        if a.isZero { return b }
        if b.isZero { return a }
        if a.isInteger, b.isInteger { return Rational(a.numerator + b.numerator) }
        return Rational(a.numerator * b.denominator + b.numerator * a.denominator, a.denominator * b.denominator)
    }

    static prefix func - (a: Rational) -> Rational { Rational(unreduced: -a.numerator, a.denominator) }
    static func - (a: Rational, b: Rational) -> Rational { a + -b }

    static func * (a: Rational, b: Rational) -> Rational {
        if a.isInteger, b.isInteger { return Rational(a.numerator * b.numerator) }
        return Rational(a.numerator * b.numerator, a.denominator * b.denominator)
    }

    /// The quotient; nil for a zero divisor.
    static func / (a: Rational, b: Rational) -> Rational? {
        guard !b.isZero else { return nil }
        return Rational(a.numerator * b.denominator, a.denominator * b.numerator)
    }

    /// `self` to a whole power (nil for 0 to a negative power).
    func power(_ n: Int) -> Rational? {
        if n >= 0 { return Rational(unreduced: numerator.power(n), denominator.power(n)) }
        guard !isZero, n != .min else { return nil }
        return Rational(denominator.power(-n), numerator.power(-n))
    }

    /// The exact `n`th root, when numerator and denominator are both `n`th powers; else nil.
    func exactRoot(_ n: Int) -> Rational? {
        guard let p = numerator.exactRoot(n), let q = denominator.exactRoot(n) else { return nil }
        return Rational(unreduced: p, q)
    }

    /// `self` − ⌊`self` / `modulus`⌋ × `modulus` for a positive whole modulus: in [0, modulus).
    func remainder(modulo modulus: Int) -> Rational {
        let m = GMPInteger(modulus) * denominator
        let (_, r) = numerator.floorQuotientAndRemainder(dividingBy: m)
        return Rational(r, denominator)
    }

    /// The value as an `Int` when it is a whole number that fits one.
    var intValue: Int? { isInteger ? numerator.intValue : nil }

    /// Already in lowest terms (a power or root of lowest terms, or a negation).
    private init(unreduced numerator: GMPInteger, _ denominator: GMPInteger) {
        self.numerator = numerator
        self.denominator = denominator
    }

    static func == (a: Rational, b: Rational) -> Bool { a.numerator == b.numerator && a.denominator == b.denominator }

    func hash(into hasher: inout Hasher) {
        hasher.combine(numerator.decimalDigits)
        hasher.combine(denominator.decimalDigits)
    }

    static func < (a: Rational, b: Rational) -> Bool { a.numerator * b.denominator < b.numerator * a.denominator }

    // MARK: Decimal digits

    /// The decimal exponent of the leading digit of a non-zero value: 2 for 123, −3 for 1/999.
    var leadingExponent: Int {
        let p = numerator.magnitude, q = denominator
        let estimate = p.digitCount - q.digitCount   // the exponent is this or one less
        let scaled = estimate >= 0 ? (p, q * .powerOfTen(estimate)) : (p * .powerOfTen(-estimate), q)
        return scaled.0.compareMagnitude(scaled.1) >= 0 ? estimate : estimate - 1
    }

    /// The value rounded half away from zero to `digits` significant digits, exactly.
    func rounded(toSignificantDigits digits: Int) -> Number {
        guard !isZero else { return .zero }
        let leading = leadingExponent
        // ⌊|p| × 10^(digits − leading) / q⌋ has digits + 1 digits; its last decides the rounding.
        let shift = digits - leading
        let p = numerator.magnitude, q = denominator
        let (scaledP, scaledQ) = shift >= 0 ? (p * .powerOfTen(shift), q) : (p, q * .powerOfTen(-shift))
        let (truncated, _) = scaledP.quotientAndRemainder(dividingBy: scaledQ)
        let (kept, last) = truncated.quotientAndRemainder(dividingBy: GMPInteger(10))
        let magnitude = (last.intValue ?? 0) >= 5 ? kept.adding(1) : kept
        return Number(keepingDigits: signum < 0 ? -magnitude : magnitude, exponent: leading - digits + 1)
    }
}
