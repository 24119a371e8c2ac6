import CArb

/// A real with no known exact form, as the operations that made it: evaluated by Arb to any precision,
/// each time with a proven error bound, so that a display can ask for as many certain digits as it shows.
indirect enum Computation: Sendable, Equatable {
    /// A real with a known form (rational times a known irrational).
    case value(Real)
    /// A value evaluated once and kept as its ball: where a computation grew too long to redo.
    case ball(Ball, precision: Int)
    case sum(Computation, Computation)
    case product(Computation, Computation)
    case quotient(Computation, Computation)
    /// A whole power, which Arb computes exactly for a negative base too.
    case integerPower(Computation, GMPInteger)
    /// xʸ for x > 0.
    case power(Computation, Computation)
    case function(Function, Computation)

    /// The functions a computation applies; angles in radians, or in half-turns for the `Pi` ones.
    enum Function: Sendable, Equatable {
        case sin, cos, tan, sinPi, cosPi, tanPi, asin, acos, atan
        case sinh, cosh, tanh, asinh, acosh, atanh
        case exp, ln, log10, exp10, squareRoot, cubeRoot, gamma
    }

    /// The computation to `precision` bits: a ball that provably holds it. Each operation is charged to
    /// `meter` first; one it cannot afford is not run, and its ball holds every real.
    func ball(precision: Int, meter: EvaluationMeter = .forEvaluation) -> Ball {
        let guarded = precision + 16
        switch self {
        case .value(let real): return real.ball(precision: precision, meter: meter)
        case .ball(let ball, _): return ball
        case .sum(let a, let b):
            return Self.combine(a, b, precision: guarded, meter: meter) { arb_add($0, $1, $2, precision) }
        case .product(let a, let b):
            return Self.combine(a, b, precision: guarded, meter: meter) { arb_mul($0, $1, $2, precision) }
        case .quotient(let a, let b):
            return Self.combine(a, b, precision: guarded, meter: meter) { arb_div($0, $1, $2, precision) }
        case .integerPower(let a, let n) where n.bitCount > Self.repeatedSquaringBits:
            // A huge exponent: |a|ⁿ = e^(n ln |a|), by repeated squaring n's bits multiplications. A base
            // near 1 needs as many more bits as n has ((1 + 10⁻⁹⁹⁹⁹)^(10⁹⁹⁹⁹) is e): they are spent only
            // when the result is neither accurate without them nor surely out of range.
            var result = Ball.indeterminate
            for working in [guarded + 16, guarded + 16 + n.bitCount] {
                let base = a.ball(precision: working, meter: meter)
                let cost =
                    EvaluationMeter.cost(of: .elementary, precision: working)
                    + EvaluationMeter.cost(of: .elementary, precision: precision)
                guard meter.charge(cost) else { return .indeterminate }
                result = n.withPointer { exponent in base.map { cab_pow_z_large($0, $1, exponent, precision, working) } }
                if result.relativeAccuracy >= precision - 8 || result.isAbove(powerOfTwo: 40_000)
                    || result.isBelow(powerOfTwo: -40_000)
                {
                    break
                }
            }
            return result
        case .integerPower(let a, let n):
            let base = a.ball(precision: guarded + n.bitCount, meter: meter)
            let squarings = EvaluationMeter.cost(of: .arithmetic, precision: guarded + n.bitCount) * 2 * n.bitCount
            guard meter.charge(squarings) else { return .indeterminate }
            return n.withPointer { exponent in base.map { cab_pow_z($0, $1, exponent, precision) } }
        case .power(let a, let b):
            let (x, y) = (a.ball(precision: guarded, meter: meter), b.ball(precision: guarded, meter: meter))
            // Arb's xʸ is e^(y ln x), two functions: y's magnitude in bits more for the product's
            // relative error.
            let cost = EvaluationMeter.cost(of: .elementary, precision: guarded + cab_magnitude_bits(y.value)) * 2
            guard meter.charge(cost) else { return .indeterminate }
            return x.combine(y) { arb_pow($0, $1, $2, precision) }
        case .function(let function, let a):
            var argument = a.ball(precision: guarded + Self.magnitudeAllowance, meter: meter)
            var working = precision
            if function.isMagnitudeSensitive {
                // sin x loses as many bits of its fraction as x's integer part has, and e^x's relative
                // error is x times x's: a large argument is evaluated again with those bits more.
                let bits = cab_magnitude_bits(argument.value)
                if bits > Self.magnitudeAllowance {
                    working = guarded + min(bits, Real.precisionBudget * 8)
                    argument = a.ball(precision: working, meter: meter)
                }
            }
            guard meter.charge(EvaluationMeter.cost(of: function.costKind, precision: working)) else { return .indeterminate }
            return function.apply(to: argument, precision: precision)
        }
    }

    /// `function` of `a` and `b` evaluated to `precision` bits, an arithmetic operation's cost charged.
    private static func combine(
        _ a: Computation, _ b: Computation, precision: Int, meter: EvaluationMeter,
        _ function: (arb_ptr, arb_srcptr, arb_srcptr) -> Void
    ) -> Ball {
        let (x, y) = (a.ball(precision: precision, meter: meter), b.ball(precision: precision, meter: meter))
        guard meter.charge(EvaluationMeter.cost(of: .arithmetic, precision: precision)) else { return .indeterminate }
        return x.combine(y, function)
    }

    /// Exponents of more bits than this are raised through the logarithm, not by repeated squaring.
    static let repeatedSquaringBits = 64

    /// Bits of an argument's magnitude that the first evaluation of a function's argument allows for.
    static let magnitudeAllowance = 32

    /// How many operations make the computation: past `Real.computationLimit` it is evaluated once.
    var size: Int {
        switch self {
        case .value(let real):
            // A computed operand counts as the operations that made it (each at most the limit).
            if case .computed(let computation) = real.factor { computation.size } else { 1 }
        case .ball: 1
        case .sum(let a, let b), .product(let a, let b), .quotient(let a, let b), .power(let a, let b):
            1 + a.size + b.size
        case .integerPower(let a, _), .function(_, let a): 1 + a.size
        }
    }

    /// Whether the value is surely not zero, by its form, though a ball of it may hold 0: e^x, xʸ of
    /// x > 0 and Γ never are, and a product or a whole power of non-zero values is not. A non-zero
    /// value whose ball is below the range (e^(−10⁹⁹⁹⁷), which Arb bounds only by 0 ± a tiny radius)
    /// is out of range, not one that cannot be told from 0. Other forms are non-zero when a ball of
    /// 64 bits shows it.
    var isKnownNonZero: Bool {
        switch self {
        case .value(let real): real.isKnownNonZero
        case .ball(let ball, _): ball.isNonZero
        case .product(let a, let b): a.isKnownNonZero && b.isKnownNonZero
        case .quotient(let a, _), .integerPower(let a, _): a.isKnownNonZero
        case .power: true   // of a positive base only
        case .function(let function, let a):
            switch function {
            case .exp, .exp10, .cosh, .gamma: true
            // Zero only at 0.
            case .sinh, .tanh, .asinh, .atanh, .asin, .atan, .squareRoot, .cubeRoot: a.isKnownNonZero
            default: ball(precision: 64).isNonZero
            }
        case .sum: ball(precision: 64).isNonZero
        }
    }

    static func == (a: Computation, b: Computation) -> Bool {
        switch (a, b) {
        case (.value(let x), .value(let y)): x == y
        // Balls evaluated alike are the same value: the same computation collapsed twice (by the
        // window and by batch mode, say) compares equal; two values that differ differ within 4096 bits.
        case (.ball(let x, let p), .ball(let y, let q)): p == q && (x === y || arb_equal(x.value, y.value) != 0)
        case (.sum(let a1, let a2), .sum(let b1, let b2)), (.product(let a1, let a2), .product(let b1, let b2)),
            (.quotient(let a1, let a2), .quotient(let b1, let b2)), (.power(let a1, let a2), .power(let b1, let b2)):
            a1 == b1 && a2 == b2
        case (.integerPower(let x, let m), .integerPower(let y, let n)): m == n && x == y
        case (.function(let f, let x), .function(let g, let y)): f == g && x == y
        default: false
        }
    }
}

extension Computation.Function {
    /// The functions whose argument needs as many more bits as its magnitude has: the periodic
    /// ones (reduced modulo 2π) and the exponential ones (whose relative error grows with x).
    var isMagnitudeSensitive: Bool {
        switch self {
        case .sin, .cos, .tan, .sinPi, .cosPi, .tanPi, .exp, .sinh, .cosh, .tanh, .exp10, .gamma: true
        default: false
        }
    }

    /// How its cost grows with precision.
    var costKind: EvaluationMeter.Operation {
        switch self {
        case .squareRoot, .cubeRoot: .root
        case .gamma: .gamma
        default: .elementary
        }
    }

    /// Whether f(−x) = −f(x).
    var isOdd: Bool {
        switch self {
        case .sin, .tan, .sinPi, .tanPi, .asin, .atan, .sinh, .tanh, .asinh, .atanh, .cubeRoot: true
        default: false
        }
    }

    func apply(to x: Ball, precision p: Int) -> Ball {
        switch self {
        case .sin: x.map { arb_sin($0, $1, p) }
        case .cos: x.map { arb_cos($0, $1, p) }
        case .tan: x.map { arb_tan($0, $1, p) }
        case .sinPi: x.map { arb_sin_pi($0, $1, p) }
        case .cosPi: x.map { arb_cos_pi($0, $1, p) }
        case .tanPi: x.map { arb_tan_pi($0, $1, p) }
        case .asin: x.map { arb_asin($0, $1, p) }
        case .acos: x.map { arb_acos($0, $1, p) }
        case .atan: x.map { arb_atan($0, $1, p) }
        case .sinh: x.map { arb_sinh($0, $1, p) }
        case .cosh: x.map { arb_cosh($0, $1, p) }
        case .tanh: x.map { arb_tanh($0, $1, p) }
        case .asinh: x.map { arb_asinh($0, $1, p) }
        case .acosh: x.map { arb_acosh($0, $1, p) }
        case .atanh: x.map { arb_atanh($0, $1, p) }
        case .exp: x.map { arb_exp($0, $1, p) }
        case .ln: x.map { arb_log($0, $1, p) }
        case .log10: x.map { arb_log_base_ui($0, $1, 10, p) }
        case .exp10:
            x.map { result, x in
                arb_const_log10(result, p + 16)
                arb_mul(result, result, x, p + 16)
                arb_exp(result, result, p)
            }
        // Of a ball around 0 (a value that may be 0), the root of its part ≥ 0: a ball around 0 again.
        case .squareRoot: x.map { arb_sqrtpos($0, $1, p) }
        case .cubeRoot: x.map { cab_cbrt($0, $1, p) }
        case .gamma: x.map { arb_gamma($0, $1, p) }
        }
    }
}
