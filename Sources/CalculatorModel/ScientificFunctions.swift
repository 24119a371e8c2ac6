/// The mathematics behind the scientific keys, exact where the result has a known form (sin 30° is
/// 1/2, Rad sin π is 0, √8 is 2√2, ln e³ is 3, 10^3 is 1000) and otherwise a computation that Arb
/// evaluates with proven bounds. Every function answers `Real.undefined` where it is undefined or out
/// of range (`√-1`, `ln 0`, `tan 90°`, `-1 x!`), shown as `Error` with its `ErrorReason`.
public enum ScientificFunctions {
    // MARK: Trigonometry

    public static func sin(_ x: Real, _ unit: AngleUnit) -> Real {
        if let turns = halfTurns(x, unit) { return sinPi(turns) }
        return unit == .radians ? computed(.sin, x) : computed(.sinPi, x / 180)
    }

    public static func cos(_ x: Real, _ unit: AngleUnit) -> Real {
        if let turns = halfTurns(x, unit) { return sinPi(turns + Rational(1, 2)) }
        return unit == .radians ? computed(.cos, x) : computed(.cosPi, x / 180)
    }

    /// The tangent: `outsideDomain` at odd multiples of 90°.
    public static func tan(_ x: Real, _ unit: AngleUnit) -> Real {
        if let turns = halfTurns(x, unit) { return tanPi(turns) }
        return unit == .radians ? computed(.tan, x) : computed(.tanPi, x / 180)
    }

    /// The angle, in `unit`, whose sine is `x`; `outsideDomain` outside [−1, 1].
    public static func asin(_ x: Real, _ unit: AngleUnit) -> Real {
        if let turns = knownArcsine(x) { return angle(halfTurns: turns, unit) }
        if let radians = inverse(x, of: .sin, within: Rational(-3, 2), Rational(3, 2)) { return inUnit(radians, unit) }
        if isBeyondOne(x) { return .undefined(.outsideDomain) }
        return inUnit(computed(.asin, x), unit)
    }

    public static func acos(_ x: Real, _ unit: AngleUnit) -> Real {
        if let turns = knownArcsine(x) { return angle(halfTurns: Rational(1, 2) - turns, unit) }
        if let radians = inverse(x, of: .cos, within: .zero, Rational(3)) { return inUnit(radians, unit) }
        if isBeyondOne(x) { return .undefined(.outsideDomain) }
        return inUnit(computed(.acos, x), unit)
    }

    public static func atan(_ x: Real, _ unit: AngleUnit) -> Real {
        if let turns = knownArctangent(x) { return angle(halfTurns: turns, unit) }
        if let radians = inverse(x, of: .tan, within: Rational(-3, 2), Rational(3, 2)) { return inUnit(radians, unit) }
        return inUnit(computed(.atan, x), unit)
    }

    /// The angle as a rational number of half-turns (multiples of π), when it is one: a rational in
    /// degrees, or a rational multiple of π in radians.
    private static func halfTurns(_ x: Real, _ unit: AngleUnit) -> Rational? {
        guard !x.isNaN else { return nil }
        if x.isZero { return .zero }
        switch (unit, x.factor) {
        case (.degrees, .one): return (x.coefficient / Rational(180))!
        case (.radians, .pi): return x.coefficient
        default: return nil
        }
    }

    /// sin(π t) for a rational t: exact at multiples of 1/6 and 1/4, else computed.
    private static func sinPi(_ t: Rational) -> Real {
        var u = t.remainder(modulo: 2)   // [0, 2)
        var sign = 1
        if !(u < .one) { u = u - .one; sign = -1 }   // sin(π(u + 1)) = −sin(πu)
        if Rational(1, 2) < u { u = .one - u }   // sin(π(1 − u)) = sin(πu)
        let exact: Real? =
            switch (u.numerator.intValue, u.denominator.intValue) {
            case (0, _): .zero
            case (1, 6): Real(Rational(1, 2))
            case (1, 4): Real(Rational(1, 2)) * Real.squareRoot(of: Rational(2))
            case (1, 3): Real(Rational(1, 2)) * Real.squareRoot(of: Rational(3))
            case (1, 2): .one
            default: nil
            }
        let value = exact ?? computed(.sinPi, Real(u))
        return sign < 0 ? -value : value
    }

    /// tan(π t) for a rational t: exact at multiples of 1/6 and 1/4, `outsideDomain` at odd multiples of 1/2.
    private static func tanPi(_ t: Rational) -> Real {
        var u = t.remainder(modulo: 1)   // [0, 1)
        var sign = 1
        if Rational(1, 2) < u { u = .one - u; sign = -1 }   // tan(π(1 − u)) = −tan(πu)
        let exact: Real? =
            switch (u.numerator.intValue, u.denominator.intValue) {
            case (0, _): .zero
            case (1, 6): Real.squareRoot(of: Rational(3)) / 3
            case (1, 4): .one
            case (1, 3): Real.squareRoot(of: Rational(3))
            case (1, 2): .undefined(.outsideDomain)
            default: nil
            }
        let value = exact ?? computed(.tanPi, Real(u))
        return sign < 0 ? -value : value
    }

    /// r when `x` is `function`(r) of a rational r in [`lower`, `upper`], where `function` is one to
    /// one and its inverse gives r back: asin(sin 1) is 1, ln(e^r) is r. Also for −`function`(r) of
    /// an odd function.
    private static func inverse(_ x: Real, of function: Computation.Function, within lower: Rational, _ upper: Rational) -> Real?
    {
        guard !x.isNaN, case .computed(.function(let applied, .value(let inner))) = x.factor, applied == function,
            let r = inner.rational, !(r < lower), !(upper < r)
        else { return nil }
        if x.coefficient == .one { return inner }
        if x.coefficient == -Rational.one, function.isOdd { return -inner }
        return nil
    }

    /// asin x in half-turns where x is 0, ±1/2, ±√2/2, ±√3/2 or ±1, or sin(π r) for r in [−1/2, 1/2].
    private static func knownArcsine(_ x: Real) -> Rational? {
        guard !x.isNaN else { return nil }
        if x.isZero { return .zero }
        if let turns = inverse(x, of: .sinPi, within: Rational(-1, 2), Rational(1, 2))?.rational { return turns }
        let table: [(value: Real, halfTurns: Rational)] = [
            (Real(Rational(1, 2)), Rational(1, 6)),
            (Real.squareRoot(of: Rational(2)) / 2, Rational(1, 4)),
            (Real.squareRoot(of: Rational(3)) / 2, Rational(1, 3)),
            (.one, Rational(1, 2)),
        ]
        return lookUp(x, in: table)
    }

    /// The angle of `table` whose value is `x` or `−x` (an odd function's), negated for `−x`.
    private static func lookUp(_ x: Real, in table: [(value: Real, halfTurns: Rational)]) -> Rational? {
        for (value, turns) in table {
            if x == value { return turns }
            if x == -value { return -turns }
        }
        return nil
    }

    /// atan x in half-turns where x is 0, ±√3/3, ±1 or ±√3, or tan(π r) for r in (−1/2, 1/2).
    private static func knownArctangent(_ x: Real) -> Rational? {
        guard !x.isNaN else { return nil }
        if x.isZero { return .zero }
        if let turns = inverse(x, of: .tanPi, within: Rational(-1, 2), Rational(1, 2))?.rational { return turns }
        let table: [(value: Real, halfTurns: Rational)] = [
            (Real.squareRoot(of: Rational(3)) / 3, Rational(1, 6)),
            (.one, Rational(1, 4)),
            (Real.squareRoot(of: Rational(3)), Rational(1, 3)),
        ]
        return lookUp(x, in: table)
    }

    /// An angle of `turns` half-turns in `unit`: `turns` × π radians or `turns` × 180 degrees.
    private static func angle(halfTurns turns: Rational, _ unit: AngleUnit) -> Real {
        unit == .radians ? Real(turns, .pi) : Real(turns * Rational(180))
    }

    /// A radian angle in `unit`.
    private static func inUnit(_ radians: Real, _ unit: AngleUnit) -> Real {
        unit == .radians ? radians : radians * 180 / .pi
    }

    /// Whether |x| > 1, provably.
    private static func isBeyondOne(_ x: Real) -> Bool {
        guard let magnitude = abs(x), let beyond = (magnitude - .one).signum else { return false }
        return beyond > 0
    }

    /// |x| when its sign is known.
    private static func abs(_ x: Real) -> Real? {
        guard let sign = x.signum else { return nil }
        return sign < 0 ? -x : x
    }

    /// `function` of `x` as a computation.
    static func computed(_ function: Computation.Function, _ x: Real) -> Real {
        x.isNaN ? x : Real(.one, .computed(.function(function, x.computation)))
    }

    // MARK: Elementary functions

    public static func squareRoot(_ x: Real) -> Real {
        if let r = x.rational { return Real.squareRoot(of: r) }
        guard let sign = x.signum else { return computed(.squareRoot, x) }
        if sign < 0 { return .undefined(.negativeRoot) }
        // Held as its known factor when it has one (`Real.init`): √(e³) is e^(3/2), √(8√2) is 2 ⁴√8.
        return computed(.squareRoot, x)
    }

    public static func cubeRoot(_ x: Real) -> Real {
        if let r = x.rational { return Real.cubeRoot(of: r) }
        return computed(.cubeRoot, x)
    }

    public static func exp(_ x: Real) -> Real {
        if x.isNaN { return x }
        if x.isZero { return .one }
        if let r = x.rational {
            // e^23026 is past 10^10000, e^-23026 below 10^-9999: out of range, and quicker said so.
            if Rational(23_026) < r || r < Rational(-23_026) { return .undefined(.outOfRange) }
            return Real(.one, .exp(r))
        }
        // e^(q ln r) is r^q: e^(ln 2 / 2) is √2.
        if case .ln(let r) = x.factor { return power(Real(r), Real(x.coefficient)) }
        if let inner = unwrappedArgument(x, of: .ln) { return inner }   // ln y exists: y > 0
        return computed(.exp, x)
    }

    public static func ln(_ x: Real) -> Real {
        if x.isNaN { return x }
        if let r = x.rational {
            guard r.signum > 0 else { return .undefined(.outsideDomain) }
            return r == .one ? .zero : Real(.one, .ln(r))
        }
        if case .exp(let r) = x.factor, x.coefficient == .one { return Real(r) }
        if let inner = unwrappedArgument(x, of: .exp) { return inner }
        if let root = logarithmOfRoot(x, ln) { return root }
        guard let sign = x.signum else { return computed(.ln, x) }
        return sign > 0 ? computed(.ln, x) : .undefined(.outsideDomain)
    }

    public static func log10(_ x: Real) -> Real {
        if x.isNaN { return x }
        if let r = x.rational {
            guard r.signum > 0 else { return .undefined(.outsideDomain) }
            if let power = powerOfTen(r) { return Real(power) }
            return Real(.one, .log10(r))
        }
        if let r = anyInverse(x, of: .exp10) { return r }
        if let root = logarithmOfRoot(x, log10) { return root }
        guard let sign = x.signum else { return computed(.log10, x) }
        return sign > 0 ? computed(.log10, x) : .undefined(.outsideDomain)
    }

    /// The logarithm of c × ᵏ√m for c > 0, as that of the rational (c × ᵏ√m)ᵏ divided by k: ln √2 is
    /// ln(2)/2, log √10 is 1/2. Nil for any other value, and past `Radical`'s bounds.
    private static func logarithmOfRoot(_ x: Real, _ logarithm: (Real) -> Real) -> Real? {
        guard !x.isNaN, x.coefficient.signum > 0, case .root(let m, let k) = x.factor,
            let power = Radical(coefficient: x.coefficient, radicand: Rational(m), index: k).power(Rational(k)),
            let (r, _) = power.canonical
        else { return nil }
        return logarithm(Real(r)) / Real(k)
    }

    /// k when r is 10^k.
    private static func powerOfTen(_ r: Rational) -> Int? {
        let (p, pZeros) = r.numerator.removingTrailingZeros()
        let (q, qZeros) = r.denominator.removingTrailingZeros()
        guard p == GMPInteger(1), q == GMPInteger(1) else { return nil }
        return pZeros - qZeros
    }

    /// 10^`x`: exact for a rational `x` (10^(1/2) is √10).
    public static func exp10(_ x: Real) -> Real {
        if x.isNaN { return x }
        if let r = x.rational {
            if let n = r.intValue {
                guard n.magnitude <= UInt(Number.exponentLimit + 1) else { return .undefined(.outOfRange) }
                return n >= 0
                    ? Real(Rational(GMPInteger.powerOfTen(n))) : Real(Rational(GMPInteger(1), GMPInteger.powerOfTen(-n)))
            }
            if r.isInteger { return .undefined(.outOfRange) }
            if Rational(10_001) < r || r < Rational(-10_001) { return .undefined(.outOfRange) }
            // A root of a power of ten, held in its canonical form as any other (10^(1/2) is √10).
            if let q = r.denominator.intValue, q <= Radical.indexLimit { return power(10, x) }
        }
        // 10^(q log r) is r^q.
        if case .log10(let r) = x.factor { return power(Real(r), Real(x.coefficient)) }
        return computed(.exp10, x)
    }

    public static func sinh(_ x: Real) -> Real { x.isZero ? .zero : computed(.sinh, x) }
    public static func cosh(_ x: Real) -> Real { x.isZero ? .one : computed(.cosh, x) }
    public static func tanh(_ x: Real) -> Real { x.isZero ? .zero : computed(.tanh, x) }

    public static func asinh(_ x: Real) -> Real {
        if x.isZero { return .zero }
        return anyInverse(x, of: .sinh) ?? computed(.asinh, x)
    }

    /// `outsideDomain` below 1.
    public static func acosh(_ x: Real) -> Real {
        if x == .one { return .zero }
        if let r = inverse(x, of: .cosh, within: .zero, Rational(Number.exponentLimit)) { return r }
        if let r = x.rational, r < .one { return .undefined(.outsideDomain) }
        if let below = (x - .one).signum, below < 0 { return .undefined(.outsideDomain) }
        return computed(.acosh, x)
    }

    /// `outsideDomain` outside (−1, 1); `tooMuchWork` where that cannot be told within a key's work.
    public static func atanh(_ x: Real) -> Real {
        if x.isZero { return .zero }
        if x.isNaN { return x }
        guard let magnitude = abs(x), magnitude.signum != nil, let beyond = (magnitude - .one).signum else {
            return .undefined(.tooMuchWork)
        }
        guard beyond < 0 else { return .undefined(.outsideDomain) }
        return anyInverse(x, of: .tanh) ?? computed(.atanh, x)
    }

    /// y when `x` is `function`(y) of any computed y: ln(e^y) is y for every real y.
    private static func unwrappedArgument(_ x: Real, of function: Computation.Function) -> Real? {
        guard !x.isNaN, x.coefficient == .one, case .computed(.function(let applied, let inner)) = x.factor,
            applied == function
        else { return nil }
        return Real(.one, .computed(inner)).unwrapped
    }

    /// r when `x` is `function`(r) of any rational r.
    private static func anyInverse(_ x: Real, of function: Computation.Function) -> Real? {
        let bound = Rational(GMPInteger.powerOfTen(Number.exponentLimit + 1))
        return inverse(x, of: function, within: -bound, bound)
    }

    // MARK: Powers, roots, factorial

    /// `x` to the power `y`: exact for a whole `y` on known forms, and for rational roots of rationals.
    public static func power(_ x: Real, _ y: Real) -> Real {
        if x.isNaN { return x }
        if y.isNaN { return y }
        if y.isZero || x == .one { return .one }
        if y == .one { return x }
        if x.isZero {
            guard let sign = y.signum else { return .undefined(.tooMuchWork) }
            return sign > 0 ? .zero : .undefined(.divisionByZero)
        }
        if let exponent = y.rational {
            if let exact = exactPower(x, exponent) { return exact }
            if exponent.isInteger {
                return Real(.one, .computed(.integerPower(x.computation, exponent.numerator)))
            }
        }
        guard let sign = x.signum else { return .undefined(.tooMuchWork) }
        guard sign > 0 else { return .undefined(.fractionalPowerOfNegative) }
        return Real(.one, .computed(.power(x.computation, y.computation)))
    }

    /// xʳ with a known form, or nil.
    private static func exactPower(_ x: Real, _ r: Rational) -> Real? {
        // ±1 to any whole power, however large, is ±1.
        if r.isInteger, let c = x.rational, c.isInteger, c.numerator.magnitude == GMPInteger(1) {
            return c.signum > 0 || !r.numerator.isOdd ? .one : -.one
        }
        if let n = r.intValue, n.magnitude <= 1_000_000 {
            // The range decides first, from the magnitude alone; then the exact power is computed only
            // when it fits the bound on exact fractions (else Arb evaluates it).
            if isSurelyOutOfRange(x, power: r.numerator) { return .undefined(.outOfRange) }
            guard exactPowerFits(x, n) else { return nil }
            switch x.factor {
            case .one:
                return x.coefficient.power(n).map { Real($0) } ?? .undefined(.divisionByZero)
            // (c ᵏ√m)ⁿ for n a multiple of k is rational, however large (the bound on exact fractions
            // applies); other powers of roots are `Monomial`'s, whose radicands stay below mᵏ.
            case .root(let m, let k) where n % k == 0:
                guard let c = x.coefficient.power(n), let radicand = Rational(m).power(n / k),
                    (c.bitCount + radicand.bitCount) <= Real.rationalBitLimit
                else { return nil }
                return Real(c * radicand)
            case .exp(let s):
                guard let c = x.coefficient.power(n) else { return .undefined(.divisionByZero) }
                return inRangeProduct(c, exp(Real(s * Rational(n))))
            // (∛v)³ is v, (√v)² is v, (v^(p/q))^n is v^(np/q): roots of known values raised back.
            case .computed(.function(.cubeRoot, .value(let v))) where n % 3 == 0:
                guard let c = x.coefficient.power(n) else { return .undefined(.divisionByZero) }
                return inRangeProduct(c, power(v, Real(n / 3)))
            case .computed(.function(.squareRoot, .value(let v))) where n % 2 == 0:
                guard let c = x.coefficient.power(n) else { return .undefined(.divisionByZero) }
                return inRangeProduct(c, power(v, Real(n / 2)))
            case .computed(.quotient(.value(let one), let inner)) where one == .one:
                guard let c = x.coefficient.power(n) else { return .undefined(.divisionByZero) }
                let coefficient = Real(c)
                let denominator = power(Real(.one, .computed(inner)).unwrapped, Real(n))
                // (out of range alone, as 10⁻²²²˙³⁷ ÷ (sin 10⁻⁴⁴³)³⁷ ≈ 10⁸¹⁷⁷ is: Arb evaluates the whole power)
                guard !coefficient.isNaN, !denominator.isNaN else { return nil }
                return coefficient / denominator
            case .computed(.power(.value(let v), .value(let q))):
                guard let r = q.rational, (r * Rational(n)).isInteger, let c = x.coefficient.power(n) else { return nil }
                return inRangeProduct(c, power(v, Real(r * Rational(n))))
            default:
                return nil
            }
        }
        // A rational root of a rational: 8^(1/3) is 2, 4^(3/2) is 8.
        if let base = x.rational, base.signum > 0, let q = r.denominator.intValue, q > 1, q <= 64,
            let root = base.exactRoot(q), let p = r.numerator.intValue
        {
            return exactPower(Real(root), Rational(p))
        }
        return nil
    }

    /// c × `rest`, or nil when either alone is out of range (10^±10000) though their product may be in
    /// it, as (10⁻²²² ÷ sin 10⁻⁴⁴³)³⁷ ≈ 10⁸¹⁷⁷ is: then Arb evaluates the whole power and its range is
    /// checked on the result.
    private static func inRangeProduct(_ c: Rational, _ rest: Real) -> Real? {
        let coefficient = Real(c)
        guard !coefficient.isNaN, !rest.isNaN else { return nil }
        return coefficient * rest
    }

    /// Whether |x|ⁿ is surely out of range, from x's magnitude to 64 bits (cheap: x is evaluated once,
    /// ln |x| at n's bits more only when x is near 1).
    private static func isSurelyOutOfRange(_ x: Real, power n: GMPInteger) -> Bool {
        let magnitude = Computation.integerPower(.value(x), n).ball(precision: 64, meter: .forEvaluation)
        return magnitude.isAbove(powerOfTwo: 33220) || (magnitude.isNonZero && magnitude.isBelow(powerOfTwo: -33216))
    }

    /// Whether the exact power's fractions (the coefficient's and a radicand's) stay within the bound on
    /// exact fractions, judged from their bit counts before any is computed.
    private static func exactPowerFits(_ x: Real, _ n: Int) -> Bool {
        let m = n.magnitude
        var bits = x.coefficient.bitCount.multipliedReportingOverflow(by: Int(m))
        if case .root(let radicand, let k) = x.factor {
            let more = radicand.bitCount.multipliedReportingOverflow(by: Int(m / UInt(k) + 1))
            bits = more.overflow ? more : bits.partialValue.addingReportingOverflow(more.partialValue)
        }
        return !bits.overflow && bits.partialValue <= Real.rationalBitLimit
    }

    /// The `y`th root of `x`: real for a negative `x` when `y` is a fraction with an odd numerator (an
    /// odd whole number, `-8 ʸ√x 3` is −2, or the reciprocal of a whole number, `-6 ʸ√x 0.5` is 36);
    /// `zerothRoot` for the 0th root.
    public static func root(_ x: Real, _ y: Real) -> Real {
        if x.isNaN { return x }
        if y.isNaN { return y }
        if y.isZero { return .undefined(.zerothRoot) }
        if let n = y.intValue {
            if n == 2 { return squareRoot(x) }
            if n == 3 { return cubeRoot(x) }
            if n % 2 != 0, let sign = x.signum, sign < 0 { return -root(-x, y) }
            if n < 0, n != .min { return Real.one / root(x, Real(-n)) }
        }
        // The y = p/q root of a negative number is x^(q/p), real when p is odd: −|x|^(q/p) for an odd
        // q, |x|^(q/p) for an even one (`-6 ʸ√x 0.5` is (−6)² = 36, `-8 ʸ√x 0.2` is (−8)⁵ = −32768).
        if let sign = x.signum, sign < 0 {
            guard let index = y.rational, index.numerator.isOdd else { return .undefined(.negativeRoot) }
            let magnitude = power(-x, Real((Rational.one / index)!))
            return index.denominator.isOdd ? -magnitude : magnitude
        }
        return power(x, Real.one / y)
    }

    /// `x` × 10^`y`, the `EE` key: exact for a whole `y`.
    public static func scaled(_ x: Real, byPowerOfTen y: Real) -> Real {
        if x.isNaN { return x }
        if y.isNaN { return y }
        if x.isZero { return .zero }
        if let n = y.intValue {
            // Exactly, and range-checked once: 0.5 EE 10000 is 5e9999 though 10^10000 is out of range.
            guard n.magnitude <= UInt(2 * Number.exponentLimit + Number.precision) else { return .undefined(.outOfRange) }
            let power = Rational(GMPInteger.powerOfTen(Int(n.magnitude)))
            return Real(n >= 0 ? x.coefficient * power : (x.coefficient / power)!, x.factor)
        }
        return x * exp10(y)
    }

    /// Beyond this factorials are surely out of range (3248! ≈ 2.0 × 10^9997 is the last in range).
    private static let factorialLimit = 3300

    /// `x!`, which is Γ(x + 1): exact for whole numbers, `outsideDomain` for negative whole numbers.
    public static func factorial(_ x: Real) -> Real {
        if x.isNaN { return x }
        if let r = x.rational {
            if r.isInteger {
                if r.signum < 0 { return .undefined(.outsideDomain) }
                guard let n = r.intValue, n <= factorialLimit else { return .undefined(.outOfRange) }
                return Real(Rational(.factorial(n)))
            }
            guard Rational(-factorialLimit) < r, r < Rational(factorialLimit) else { return .undefined(.outOfRange) }
        } else if let magnitude = abs(x), let beyond = (magnitude - Real(factorialLimit)).signum, beyond > 0 {
            return .undefined(.outOfRange)
        }
        return computed(.gamma, x + .one)
    }
}
