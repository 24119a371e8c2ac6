/// A value as a product of known parts: a rational coefficient, at most one canonical root, and rational
/// powers of π, e and logarithms of rationals (c × ᵏ√m × π^a × e^r × (ln s)^b …). Every value the model
/// holds exactly is one, however it was typed: `(√3)³`, `3√3`, `27^(1/2)` and `√27` are all 3 × √3.
///
/// The model's one canonical form (issue 45): `Real` holds a computation whose monomial is one known
/// factor as that factor (`Real.init`), so equal values typed in different ways are held alike, and `+`
/// adds values whose monomials differ only in their coefficients (like terms: `3√3 − (√3)³` is 0,
/// `ln 8 − 3 ln 2` is 0). A logarithm's argument is taken to the smallest base it is a whole power of
/// (ln 8 is 3 ln 2, ln(1/2) is −ln 2). Bounded as `Radical` is, and exponents to `exponentBits`: beyond,
/// a value has no monomial and stays a computation.
struct Monomial {
    /// A known irrational whose rational powers a monomial holds; each is positive.
    enum Atom: Equatable {
        case pi
        /// Euler's number: its power r is the factor eʳ.
        case e
        /// ln s for a rational s > 1 that is no whole power of a smaller rational.
        case ln(Rational)
        /// log₁₀ s for such an s (and no power of ten).
        case log10(Rational)
    }

    /// A monomial without its coefficient: two values are like terms when theirs are equal.
    struct Unit: Equatable {
        /// `.one` or a canonical `.root`.
        var root: Irrational
        /// Each atom at most once, with a non-zero exponent, in no particular order.
        var powers: [(atom: Atom, exponent: Rational)]

        static func == (a: Unit, b: Unit) -> Bool {
            a.root == b.root && a.powers.count == b.powers.count
                && a.powers.allSatisfy { p in b.powers.contains { $0.atom == p.atom && $0.exponent == p.exponent } }
        }

        /// The known factor the unit is, when it is one: 1, a root, π, eʳ, ln s or log s.
        var factor: Irrational? {
            if powers.isEmpty { return root }
            guard root == .one, powers.count == 1 else { return nil }
            let (atom, exponent) = powers[0]
            switch atom {
            case .e: return .exp(exponent)
            case .pi where exponent == .one: return .pi
            case .ln(let s) where exponent == .one: return .ln(s)
            case .log10(let s) where exponent == .one: return .log10(s)
            default: return nil
            }
        }
    }

    var coefficient: Rational
    var unit: Unit

    /// The most bits an atom's exponent may have (numerator and denominator together).
    static let exponentBits = 128

    /// `radical` (made canonical) times `powers`, or nil past the bounds.
    private init?(_ radical: Radical, powers: [(atom: Atom, exponent: Rational)] = []) {
        guard powers.allSatisfy({ $0.exponent.bitCount <= Self.exponentBits }), let (c, root) = radical.canonical else {
            return nil
        }
        coefficient = c
        unit = Unit(root: root, powers: powers)
    }

    /// The monomial of a value, or nil for `nan` and for a computation that is none (a sum, sin 1, Γ). A
    /// known factor is canonical already and is taken as it is; a logarithm's argument is reduced.
    init?(_ value: Real) {
        guard !value.isNaN else { return nil }
        let c = value.coefficient
        switch value.factor {
        case .one, .root: self.init(coefficient: c, unit: Unit(root: value.factor, powers: []))
        case .pi: self.init(coefficient: c, unit: Unit(root: .one, powers: [(.pi, .one)]))
        case .exp(let r): self.init(coefficient: c, unit: Unit(root: .one, powers: [(.e, r)]))
        case .ln(let r):
            let (k, s) = Self.reduced(r)
            self.init(coefficient: c * k, unit: Unit(root: .one, powers: [(.ln(s), .one)]))
        case .log10(let r):
            let (k, s) = Self.reduced(r)
            self.init(coefficient: c * k, unit: Unit(root: .one, powers: [(.log10(s), .one)]))
        case .computed(let computation):
            guard let monomial = Monomial(computation) else { return nil }
            self = monomial
            coefficient = c * monomial.coefficient
        }
    }

    private init(coefficient: Rational, unit: Unit) {
        self.coefficient = coefficient
        self.unit = unit
    }

    /// The monomial a computation is, or nil.
    init?(_ computation: Computation) {
        let monomial: Monomial?
        switch computation {
        case .value(let real): monomial = Monomial(real)
        case .function(.squareRoot, let x): monomial = Monomial(x)?.root(2)
        case .function(.cubeRoot, let x): monomial = Monomial(x)?.root(3)
        case .power(let x, .value(let y)): monomial = y.rational.flatMap { q in Monomial(x)?.power(q) }
        case .integerPower(let x, let n): monomial = n.intValue.flatMap { n in Monomial(x)?.power(Rational(n)) }
        case .product(let a, let b): monomial = Monomial(a).flatMap { x in Monomial(b).flatMap { x.times($0) } }
        case .quotient(let a, let b): monomial = Monomial(a).flatMap { x in Monomial(b).flatMap { x.divided(by: $0) } }
        default: monomial = nil
        }
        guard let monomial else { return nil }
        self = monomial
    }

    /// The coefficient and the root as one radical.
    private var radical: Radical {
        if case .root(let m, let k) = unit.root { return Radical(coefficient: coefficient, radicand: Rational(m), index: k) }
        return Radical(coefficient: coefficient, radicand: .one, index: 1)
    }

    /// The product.
    func times(_ other: Monomial) -> Monomial? {
        guard let radical = radical.times(other.radical) else { return nil }
        var powers = unit.powers
        for (atom, exponent) in other.unit.powers {
            if let i = powers.firstIndex(where: { $0.atom == atom }) {
                let sum = powers[i].exponent + exponent
                if sum.isZero { powers.remove(at: i) } else { powers[i].exponent = sum }
            } else {
                powers.append((atom, exponent))
            }
        }
        return Monomial(radical, powers: powers)
    }

    /// The quotient (nil for a zero divisor).
    func divided(by other: Monomial) -> Monomial? {
        guard let inverse = Rational.one / other.coefficient else { return nil }
        var reciprocal = Radical(coefficient: inverse, radicand: .one, index: 1)
        if case .root(let m, let k) = other.unit.root {
            reciprocal.radicand = Rational(GMPInteger(1), m)
            reciprocal.index = k
        }
        guard let divisor = Monomial(reciprocal, powers: other.unit.powers.map { ($0.atom, -$0.exponent) }) else { return nil }
        return times(divisor)
    }

    /// The value to a rational power `q` (of a positive value when `q` is not whole).
    func power(_ q: Rational) -> Monomial? {
        guard let radical = radical.power(q) else { return nil }
        return Monomial(radical, powers: unit.powers.map { ($0.atom, $0.exponent * q) })
    }

    /// The `k`th root: of a negative value only for an odd `k`.
    func root(_ k: Int) -> Monomial? {
        guard let radical = radical.root(k) else { return nil }
        let inverse = Rational(1, k)
        return Monomial(radical, powers: unit.powers.map { ($0.atom, $0.exponent * inverse) })
    }

    /// r as sᵏ for the smallest rational s > 1 (so ln r = k ln s; k < 0 for r < 1). An argument of more
    /// bits than `Radical.bitLimit`, or none a perfect power, is its own base.
    static func reduced(_ r: Rational) -> (exponent: Rational, base: Rational) {
        let isBelowOne = r < .one
        let base = isBelowOne ? Rational(r.denominator, r.numerator) : r
        let sign = isBelowOne ? -1 : 1
        var (p, q) = (base.numerator, base.denominator)
        guard p.bitCount <= Radical.bitLimit else { return (Rational(sign), base) }
        var k = 1
        var index = 2
        // A base that is no perfect power has no root left to take; p > q ≥ 1, and no root of p of an
        // index above its bits is whole but 1.
        var isPower = p.isPerfectPower && q.isPerfectPower
        while isPower, index <= p.bitCount {
            if let a = p.exactRoot(index), let b = q.exactRoot(index) {
                (p, q) = (a, b)
                k *= index
                isPower = p.isPerfectPower && q.isPerfectPower
            } else {
                index += 1
            }
        }
        return (Rational(sign * k), Rational(p, q))
    }
}
