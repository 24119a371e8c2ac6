/// `coefficient` × `radicand`^(1/`index`) for a rational radicand > 0: the shape every root and rational
/// power of a rational takes, however it was typed (√, ∛, ʸ√x, xʸ with a rational y, products and
/// quotients of those), reduced to one canonical root. `Monomial` does its algebra with it.
struct Radical {
    var coefficient: Rational
    var radicand: Rational
    var index: Int

    /// The largest index and the most bits a radicand may reach on the way (beyond, no form).
    static let indexLimit = 64
    static let bitLimit = 4096
    /// The largest magnitude of a power's numerator (a whole power past it stays a computation).
    static let exponentLimit = 1_000_000

    init(coefficient: Rational, radicand: Rational, index: Int) {
        self.coefficient = coefficient
        self.radicand = radicand
        self.index = index
    }

    /// `r` raised to `exponent` when the power has at most `bitLimit` bits (±1 and a first power always).
    static func raise(_ r: Rational, _ exponent: Int, bitLimit: Int = bitLimit) -> Rational? {
        guard exponent != 0 else { return .one }
        if exponent == 1 { return r }
        if r.isInteger, r.numerator.magnitude == GMPInteger(1) { return exponent % 2 == 0 ? .one : r }
        guard exponent.magnitude <= UInt(bitLimit) else { return nil }
        let bits = r.bitCount.multipliedReportingOverflow(by: Swift.abs(exponent))
        guard !bits.overflow, bits.partialValue <= bitLimit else { return nil }
        return r.power(exponent)
    }

    /// The `k`th root (√ for 2, ∛ for 3): of a negative value only for an odd `k`.
    func root(_ k: Int) -> Radical? {
        let sign = coefficient.signum
        guard sign != 0, sign > 0 || k % 2 == 1, index * k <= Self.indexLimit else { return nil }
        let magnitude = sign < 0 ? -coefficient : coefficient
        guard let scaled = Self.raise(magnitude, index) else { return nil }
        return Radical(coefficient: Rational(sign), radicand: scaled * radicand, index: index * k)
    }

    /// The value to a rational power `q` (of a positive value when `q` is not whole). A whole power
    /// takes the whole powers of the radicand out of the root first: (ᵏ√m)ⁿ = m^⌊n/k⌋ × ᵏ√(m^(n mod k)),
    /// so that the radicand stays below m^k however large n is.
    func power(_ q: Rational) -> Radical? {
        guard let p = q.numerator.intValue, let s = q.denominator.intValue, p.magnitude <= UInt(Self.exponentLimit) else {
            return nil
        }
        if s == 1 {
            let remainder = ((p % index) + index) % index
            let outside = (p - remainder) / index
            guard let c = Self.raise(coefficient, p, bitLimit: Real.rationalBitLimit),
                let whole = Self.raise(radicand, outside, bitLimit: Real.rationalBitLimit),
                let rest = Self.raise(radicand, remainder)
            else { return nil }
            return Radical(coefficient: c * whole, radicand: rest, index: index)
        }
        guard coefficient.signum > 0, index * s <= Self.indexLimit, let c = Self.raise(coefficient, index),
            let base = Self.raise(c * radicand, p)
        else { return nil }
        return Radical(coefficient: .one, radicand: base, index: index * s)
    }

    /// The product, under the least common index.
    func times(_ other: Radical) -> Radical? {
        let common = Self.leastCommonMultiple(index, other.index)
        guard common <= Self.indexLimit, let a = Self.raise(radicand, common / index),
            let b = Self.raise(other.radicand, common / other.index)
        else { return nil }
        return Radical(coefficient: coefficient * other.coefficient, radicand: a * b, index: common)
    }

    /// The quotient, under the least common index (nil for a zero divisor).
    func divided(by other: Radical) -> Radical? {
        guard !other.coefficient.isZero, let inverse = Rational.one / other.coefficient,
            let radicand = Rational.one / other.radicand
        else { return nil }
        return times(Radical(coefficient: inverse, radicand: radicand, index: other.index))
    }

    private static func leastCommonMultiple(_ a: Int, _ b: Int) -> Int {
        var (x, y) = (a, b)
        while y != 0 { (x, y) = (y, x % y) }
        return a / x * b
    }

    /// The canonical form: √(p/q) = √(p q) / q with the square factors of small primes taken out (and
    /// alike for any index), the index lowered while the radicand is a perfect power, a rational when
    /// the root is one.
    var canonical: (Rational, Irrational)? {
        guard !coefficient.isZero, radicand.signum > 0 else { return nil }
        if index == 1 { return (radicand == .one ? coefficient : coefficient * radicand, .one) }
        // ᵏ√(a/b) = ᵏ√(a b^(k−1)) / b.
        let whole: GMPInteger
        if radicand.isInteger {
            whole = radicand.numerator
        } else {
            // As large as an exact fraction may be: ∛(10⁻³⁰⁰⁰) is 10⁻¹⁰⁰⁰, ∛(10⁻¹⁰⁰¹) is ∛10/10³³⁴.
            guard let spread = Self.raise(Rational(radicand.denominator), index - 1, bitLimit: Real.rationalBitLimit) else {
                return nil
            }
            whole = radicand.numerator * spread.numerator
        }
        var (outside, rest) = whole.removingPowers(index, ofPrimesBelow: Real.powerSearchBound)
        var k = index
        if let exact = rest.exactRoot(k) {
            outside = outside * exact
            rest = GMPInteger(1)
        }
        var scale =
            radicand.isInteger
            ? (outside.isOne ? coefficient : coefficient * Rational(outside))
            : coefficient * Rational(outside, radicand.denominator)
        var prime = 2
        while prime <= k, !rest.isOne {
            if k % prime == 0, let lower = rest.exactRoot(prime) {
                rest = lower
                k /= prime
            } else {
                prime += 1
            }
        }
        if rest.isOne || k == 1 {
            scale = scale * Rational(rest)
            return (scale, .one)
        }
        return (scale, .root(rest, index: k))
    }
}
