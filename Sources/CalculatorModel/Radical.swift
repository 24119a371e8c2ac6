/// `coefficient` × `radicand`^(1/`index`) for a rational radicand > 0: the shape every root and rational
/// power of a rational takes, whichever computation the model holds it as (`.squareRoot`, ∛ of a
/// non-cube, xʸ with a rational y, products and quotients of those), reduced to one canonical root.
struct Radical {
    var coefficient: Rational
    var radicand: Rational
    var index: Int

    /// The largest index and the most bits a radicand may reach on the way (beyond, no form).
    static let indexLimit = 64
    static let bitLimit = 4096

    init(coefficient: Rational, radicand: Rational, index: Int) {
        self.coefficient = coefficient
        self.radicand = radicand
        self.index = index
    }

    /// The radical a computation is, or nil when it is none.
    init?(_ computation: Computation) {
        switch computation {
        case .value(let real):
            guard !real.isNaN else { return nil }
            let scale = Radical(coefficient: real.coefficient, radicand: .one, index: 1)
            switch real.factor {
            case .one: self = scale
            case .squareRoot(let n): self.init(coefficient: real.coefficient, radicand: Rational(n), index: 2)
            case .computed(let inner):
                guard let radical = Radical(inner), let product = scale.times(radical) else { return nil }
                self = product
            default: return nil
            }
        case .function(.squareRoot, let x):
            guard let root = Radical(x)?.root(2) else { return nil }
            self = root
        case .function(.cubeRoot, let x):
            guard let root = Radical(x)?.root(3) else { return nil }
            self = root
        case .power(let x, .value(let y)):
            guard let q = y.rational, let power = Radical(x)?.power(q) else { return nil }
            self = power
        case .integerPower(let x, let n):
            guard let n = n.intValue, let power = Radical(x)?.power(Rational(n)) else { return nil }
            self = power
        case .product(let a, let b):
            guard let x = Radical(a), let y = Radical(b), let product = x.times(y) else { return nil }
            self = product
        case .quotient(let a, let b):
            guard let x = Radical(a), let y = Radical(b), let quotient = x.divided(by: y) else { return nil }
            self = quotient
        default:
            return nil
        }
    }

    /// The radicand raised to `exponent`, within the bit limit.
    private static func raise(_ r: Rational, _ exponent: Int) -> Rational? {
        guard exponent != 0 else { return .one }
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

    /// The value to a rational power `q` (of a positive value when `q` is not whole).
    func power(_ q: Rational) -> Radical? {
        guard let p = q.numerator.intValue, let s = q.denominator.intValue else { return nil }
        if s == 1 {
            guard let c = Self.raise(coefficient, p), let r = Self.raise(radicand, p) else { return nil }
            return Radical(coefficient: c, radicand: r, index: index)
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
    var canonical: (Rational, ExactForm.CanonicalFactor)? {
        guard !coefficient.isZero, radicand.signum > 0 else { return nil }
        if index == 1 { return (coefficient * radicand, .one) }
        // ᵏ√(a/b) = ᵏ√(a b^(k−1)) / b.
        guard let spread = Self.raise(Rational(radicand.denominator), index - 1) else { return nil }
        let whole = radicand.numerator * spread.numerator
        var (outside, rest) = whole.removingPowers(index, ofPrimesBelow: Real.squareSearchBound)
        var k = index
        if let exact = rest.exactRoot(k) {
            outside = outside * exact
            rest = GMPInteger(1)
        }
        var scale = coefficient * Rational(outside, radicand.denominator)
        var prime = 2
        while prime <= k, !(rest == GMPInteger(1)) {
            if k % prime == 0, let lower = rest.exactRoot(prime) {
                rest = lower
                k /= prime
            } else {
                prime += 1
            }
        }
        if rest == GMPInteger(1) || k == 1 {
            scale = scale * Rational(rest)
            return (scale, .one)
        }
        return (scale, .root(rest, index: k))
    }
}
