import CArb

/// A calculator value: an exact rational times a real factor (1, π, ᵏ√n, eʳ, ln r, log r, or a
/// computation), or undefined (`Error`). After Android's calculator (Hans Boehm's `UnifiedReal`).
///
/// Where mathematics is exact the value is: `1 ÷ 3 × 3 − 1` is 0, `√2 × √2` is 2, Rad `π sin` is 0.
/// Everything else is evaluated by Arb with proven bounds, as precisely as the digits shown need, so a
/// display rounds the true value once, correctly. A magnitude of 10^10000 or more, or a non-zero one
/// below 10^−9999, is undefined.
public struct Real: Sendable, Equatable {
    let coefficient: Rational
    let factor: Irrational
    /// Why this is no number at all (division by zero, a domain error, out of range); nil for a number.
    public let errorReason: ErrorReason?
    /// Whether this is no number at all (`Error`).
    public var isNaN: Bool { errorReason != nil }
    /// The best ball of a computed value so far, shared by its copies (nil for a known form).
    private let cache: BallCache?

    /// The most bits a value is evaluated to before the display settles for what it can prove
    /// (4096 bits: about 1,233 decimal digits).
    static let precisionBudget = 4096
    /// The most operations a computation keeps; a longer one is evaluated once, to the budget.
    static let computationLimit = 64
    /// The most bits of numerator and denominator exact arithmetic carries; beyond, a value is evaluated.
    static let rationalBitLimit = 140_000
    /// Factors pᵏ of primes p below this are taken out of a kth root (√8 is 2√2, ∛16 is 2∛2).
    static let powerSearchBound = 1_000
    /// Values of magnitude between 2^−33200 and 2^33200 are surely within 10^±10000 (2^33219 and
    /// 2^−33215 are the edges), with room for the bounds' slack.
    static let rangeBits = 33_200
    /// A computation whose range check cost more work than this is kept as its ball from then on, so
    /// that later keys on it (x², undo, mr, the tape) do not pay for it again.
    static let collapseWork = 2_000

    private init(exactly coefficient: Rational, _ factor: Irrational) {
        self.coefficient = coefficient
        self.factor = factor
        errorReason = nil
        if case .computed = factor { cache = BallCache() } else { cache = nil }
    }

    private init(undefined reason: ErrorReason) {
        coefficient = .zero
        factor = .one
        errorReason = reason
        cache = nil
    }

    /// Values are equal when their forms are: two copies share a cache, two evaluations need not.
    public static func == (a: Real, b: Real) -> Bool {
        a.errorReason == b.errorReason && a.coefficient == b.coefficient && a.factor == b.factor
    }

    /// No number, for `reason`: the display shows `Error` and says why.
    public static func undefined(_ reason: ErrorReason) -> Real { Real(undefined: reason) }
    public static let zero = Real(exactly: .zero, .one)
    public static let one = Real(exactly: .one, .one)
    public static let pi = Real(exactly: .one, .pi)
    public static let e = Real(exactly: .one, .exp(.one))

    /// `coefficient` × `factor`, range-checked; a long computation or a huge fraction is evaluated once.
    /// A computation that is a known factor (`Monomial`: `(√3)³` is 3√3, `π²/π` is π) is held as it.
    init(_ coefficient: Rational, _ factor: Irrational = .one) {
        guard !coefficient.isZero else { self = .zero; return }
        if case .computed(let computation) = factor, let monomial = Monomial(computation), let known = monomial.unit.factor {
            self.init(coefficient * monomial.coefficient, known)
            return
        }
        if case .one = factor {
            guard coefficient.bitCount <= Real.rationalBitLimit else {
                self.init(evaluating: Real(exactly: coefficient, .one))
                return
            }
            let leading = coefficient.leadingExponent
            guard leading <= Number.exponentLimit, leading >= -Number.exponentLimit else {
                self = .undefined(.outOfRange); return
            }
            self.init(exactly: coefficient, .one)
            return
        }
        // A known factor whose numbers' sizes put it well inside 10^±10000 needs no evaluation to be so.
        if let bits = factor.magnitudeBits {
            let (top, bottom) = (coefficient.numerator.bitCount, coefficient.denominator.bitCount)
            if top - 1 - bottom + bits.lowerBound > -Real.rangeBits, top - bottom + 1 + bits.upperBound < Real.rangeBits {
                self.init(exactly: coefficient, factor)
                return
            }
        }
        if case .computed(let computation) = factor, computation.size > Real.computationLimit {
            self.init(evaluating: Real(exactly: coefficient, factor))
            return
        }
        let value = Real(exactly: coefficient, factor)
        // 10^10000 is 2^33219.3; 10^-9999 is 2^-33215.9. A ball that is not finite or reaches past
        // 2^33220 (an argument near the edge of a function's domain, or a huge one) is evaluated
        // more precisely, until it is surely in range or surely not; still unsure at the budget, or
        // when the key's work runs out, the value is undefined. A value in range past 10^10000 shows
        // `Error` on the display. Surely out of range is `outOfRange`; unsettled, `tooMuchWork`.
        let meter = EvaluationMeter.forEvaluation
        let spentBefore = meter.spent
        // 128 bits first: what a 32-digit display needs, so that an operation on the value finds its
        // ball in the cache (at the same cost as 64: below 1,024 bits Arb's costs hardly grow).
        var precision = 128
        var ball = value.ball(precision: precision, meter: meter)
        while !ball.isBelow(powerOfTwo: 33220), !ball.isAbove(powerOfTwo: 33220), precision < Real.precisionBudget,
            !meter.isExhausted
        {
            precision = min(precision * 4, Real.precisionBudget)
            ball = value.ball(precision: precision, meter: meter)
        }
        if !ball.isBelow(powerOfTwo: 33220) {
            self = .undefined(ball.isAbove(powerOfTwo: 33220) ? .outOfRange : .tooMuchWork)
            return
        }
        if (ball.isNonZero || value.isKnownNonZero) && ball.isBelow(powerOfTwo: -33216) {
            self = .undefined(.outOfRange)
            return
        }
        self = meter.spent - spentBefore > Real.collapseWork ? Real(evaluating: value, meter: meter) : value
    }

    /// The value evaluated once and kept as its ball: to what the display and the tape need (256 bits),
    /// then to the precision budget when that promises to fit the key's work (its cost grows about
    /// 120 times from 256 to 4160 bits), else as precisely as it was already evaluated.
    private init(evaluating value: Real, meter: EvaluationMeter = .forEvaluation) {
        var kept: (ball: Ball, precision: Int)? = value.cache?.best
        for precision in [256, Real.precisionBudget + 64] {
            let trial = meter.trial(budget: meter.remaining / 2)
            let ball = value.evaluated(precision: precision, meter: trial)
            meter.absorb(trial)
            guard !trial.isExhausted else { break }
            kept = (ball, precision)
            guard trial.spent * 120 < meter.remaining / 2 else { break }
        }
        guard let (ball, precision) = kept, ball.isFinite else {
            self = .undefined(.tooMuchWork)
            return
        }
        guard !ball.isAbove(powerOfTwo: 33220) else {
            self = .undefined(.outOfRange)
            return
        }
        self.init(exactly: .one, .computed(.ball(ball, precision: precision)))
    }

    /// The exact value of a decimal (`nan`, a decimal out of range, is `outOfRange`).
    public init(_ number: Number) {
        self = number.isNaN ? .undefined(.outOfRange) : Real(Rational(number))
    }

    public init(_ value: Int) { self.init(Rational(value)) }

    /// Whether the value is surely not zero: a known form with a coefficient, or a computation that is
    /// not zero by its form (`Computation.isKnownNonZero`).
    var isKnownNonZero: Bool {
        guard !isNaN, !coefficient.isZero else { return false }
        if case .computed(let computation) = factor { return computation.isKnownNonZero }
        return true
    }

    /// Whether the value is exactly zero (a computation that cannot be told from zero is not).
    public var isZero: Bool { !isNaN && coefficient.isZero }
    /// Whether the value is a known rational.
    var rational: Rational? {
        guard !isNaN, case .one = factor else { return nil }
        return coefficient
    }
    /// The value as an `Int` when it is a known whole number that fits one.
    public var intValue: Int? { rational?.intValue }
    /// Whether the value is a known whole number.
    public var isInteger: Bool { rational?.isInteger ?? false }

    /// The sign, -1, 0 or 1, when it can be proven within the precision budget; nil otherwise.
    public var signum: Int? {
        guard !isNaN else { return nil }
        if coefficient.isZero { return 0 }
        if case .computed = factor {
            let meter = EvaluationMeter.forEvaluation
            var precision = 64
            while precision <= Real.precisionBudget, !meter.isExhausted {
                let ball = ball(precision: precision, meter: meter)
                if ball.isPositive { return 1 }
                if ball.isNegative { return -1 }
                if ball.isExactlyZero { return 0 }
                precision *= 4
            }
            return nil
        }
        // π, √n, eʳ are positive; ln r and log r have the sign of r − 1.
        let sign =
            switch factor {
            case .ln(let r), .log10(let r): Rational.one < r ? 1 : -1
            default: 1
            }
        return coefficient.signum * sign
    }

    /// Whether the value is provably negative.
    public var isNegative: Bool { signum == -1 }

    /// The value to `precision` bits: a ball that provably holds it (one that holds every real when
    /// the work it needs is not afforded).
    func ball(precision: Int, meter: EvaluationMeter = .forEvaluation) -> Ball {
        if let cached = cache?.ball(precision: precision, acceptingGivenUp: !meter.isResumable) { return cached }
        let ball = evaluated(precision: precision, meter: meter)
        if !meter.isExhausted || !meter.isResumable { cache?.store(ball, precision: precision, isComplete: !meter.isExhausted) }
        return ball
    }

    /// The value to `precision` bits, evaluated now.
    private func evaluated(precision: Int, meter: EvaluationMeter) -> Ball {
        // A fraction of many bits costs a division of that many.
        let fractionCost = EvaluationMeter.cost(of: .arithmetic, precision: max(precision, coefficient.bitCount))
        guard meter.charge(fractionCost) else { return .indeterminate }
        if case .one = factor { return Ball(coefficient, precision: precision) }
        let value = factor.ball(precision: precision + 8, meter: meter)
        if coefficient == .one { return value }
        return value.combine(Ball(coefficient, precision: precision + 8)) { arb_mul($0, $1, $2, precision) }
    }

    /// The factor alone, with coefficient 1.
    var unitFactor: Real { Real(exactly: .one, factor) }

    /// A computation that is only a known value, as that value.
    var unwrapped: Real {
        if case .computed(.value(let value)) = factor { return Real(exactly: coefficient, .one) * value }
        return self
    }

    /// The value as a computation, for an operation with no exact form: the value itself, so that an
    /// evaluation of the new computation finds the operand's ball in its cache rather than evaluating
    /// the operand's own computation again (a chain of 250 pending xʸ evaluates 250 operations, not
    /// 250²/2).
    var computation: Computation { .value(self) }

    // MARK: Arithmetic

    public static prefix func - (x: Real) -> Real {
        x.isNaN ? x : Real(exactly: -x.coefficient, x.factor)
    }

    /// The first of `a` and `b` that is no number, which an operation on them gives (keeping its reason).
    private static func undefinedOperand(_ a: Real, _ b: Real) -> Real? {
        a.isNaN ? a : b.isNaN ? b : nil
    }

    public static func + (a: Real, b: Real) -> Real {
        if let undefined = undefinedOperand(a, b) { return undefined }
        if a.isZero { return b }
        if b.isZero { return a }
        if a.factor == b.factor { return Real(a.coefficient + b.coefficient, a.factor) }
        if let sum = likeTerms(a, b) { return sum }
        return Real(.one, .computed(.sum(a.computation, b.computation)))
    }

    /// a + b when they are like terms, rational multiples of one value however each was made
    /// (`3√3 + (√3)³` is 6√3, `ln 8 − 3 ln 2` is 0), or nil. Two different known factors are never alike
    /// (each is canonical) but two logarithms of different arguments may be (ln 8 and ln 2).
    private static func likeTerms(_ a: Real, _ b: Real) -> Real? {
        switch (a.factor, b.factor) {
        case (.one, _), (_, .one): return nil
        case (.ln, .ln), (.log10, .log10), (.computed, _), (_, .computed): break
        default: return nil
        }
        guard let x = Monomial(a), let y = Monomial(b), x.unit == y.unit else { return nil }
        let sum = x.coefficient + y.coefficient
        if let factor = x.unit.factor { return Real(sum, factor) }
        // A unit of several parts (√2 π): a's own factor, scaled.
        return Real((sum / x.coefficient)! * a.coefficient, a.factor)
    }

    public static func - (a: Real, b: Real) -> Real { a + -b }

    public static func * (a: Real, b: Real) -> Real {
        if let undefined = undefinedOperand(a, b) { return undefined }
        if a.isZero || b.isZero { return .zero }
        let c = a.coefficient * b.coefficient
        switch (a.factor, b.factor) {
        case (.one, let f), (let f, .one):
            return Real(c, f)
        case (.exp(let r), .exp(let s)):
            let sum = r + s
            return sum.isZero ? Real(c) : Real(c, .exp(sum))
        default:
            return Real(
                c, .computed(.product(Real(exactly: .one, a.factor).computation, Real(exactly: .one, b.factor).computation)))
        }
    }

    /// The quotient; `divisionByZero` for a zero divisor.
    public static func / (a: Real, b: Real) -> Real {
        if let undefined = undefinedOperand(a, b) { return undefined }
        if b.isZero { return .undefined(.divisionByZero) }
        if a.isZero { return .zero }
        guard let c = a.coefficient / b.coefficient else { return .undefined(.divisionByZero) }
        if a.factor == b.factor { return Real(c) }
        switch (a.factor, b.factor) {
        case (let f, .one):
            return Real(c, f)
        case (_, .exp(let s)):
            return Real(c, .one) * a.unitFactor * Real(.one, .exp(-s))
        case (_, .computed(.quotient(.value(let one), let inner))) where one == .one:
            // a / (1 / x) is a × x: a reciprocal taken twice is the value again.
            return Real(c, .one) * a.unitFactor * Real(.one, .computed(inner)).unwrapped
        default:
            return Real(
                c, .computed(.quotient(Real(exactly: .one, a.factor).computation, Real(exactly: .one, b.factor).computation)))
        }
    }

    /// The `index`th root of a rational in its canonical form (√8 is 2√2, ∛(27/8) is 3/2, ∛(−r) is −∛r);
    /// `negativeRoot` for an even root of a negative. Past `Radical`'s bounds, a computation.
    static func root(of r: Rational, index: Int) -> Real {
        if r.isZero { return .zero }
        if r.signum < 0 { return index % 2 == 1 ? -root(of: -r, index: index) : .undefined(.negativeRoot) }
        if let (c, factor) = Radical(coefficient: .one, radicand: r, index: index).canonical { return Real(c, factor) }
        let x = Real(r).computation
        switch index {
        case 2: return Real(.one, .computed(.function(.squareRoot, x)))
        case 3: return Real(.one, .computed(.function(.cubeRoot, x)))
        default: return Real(.one, .computed(.power(x, Real(Rational(1, index)).computation)))
        }
    }

    /// √r of a rational, simplified: √8 is 2√2, √(9/4) is 3/2; `nan` below zero.
    static func squareRoot(of r: Rational) -> Real { root(of: r, index: 2) }

    /// ∛r of a rational, simplified: ∛(5 × 10⁹) is 1000∛5, ∛(−r) is −∛r, ∛(27/8) is 3/2.
    static func cubeRoot(of r: Rational) -> Real { root(of: r, index: 3) }

    // MARK: The display

    /// The value at `precision`, or, when one key's work cannot afford that (Γ(1.5) to 4,500 digits),
    /// at a quarter of it at a time down to 128 bits, `precision` then lowered to what was afforded: a
    /// key shows the digits it can prove rather than `Error` (README: fewer proven digits, never a wrong
    /// answer). A step of a digit expansion (a resumable meter) goes on in its next step instead.
    private func firstBall(precision: inout Int, meter: EvaluationMeter) -> Ball {
        guard !meter.isResumable else { return ball(precision: precision, meter: meter) }
        var trial = meter.trial(budget: meter.remaining)
        var ball = self.ball(precision: precision, meter: trial)
        meter.absorb(trial)
        // Lower precisions in resumable trials, which neither take nor leave the mark of the value
        // given up at this one (a value given up by an earlier key is taken as it was, above).
        while trial.isExhausted, precision > 128 {
            precision = max(precision / 4, 128)
            trial = EvaluationMeter(budget: meter.remaining, isResumable: true)
            ball = self.ball(precision: precision, meter: trial)
            meter.absorb(trial)
        }
        return ball
    }

    /// The value rounded half away from zero to `digits` significant digits, every one proven: `nan`
    /// for `Error`, nil for a value that cannot be told from 0 within the precision budget. Past the
    /// budget a value whose last digits stay uncertain (one on a rounding boundary) shows fewer.
    /// Beyond 40 digits (`--digits 1000`) the budget grows with the digits (`precisionBudget(digits:)`).
    public func rounded(toSignificantDigits digits: Int) -> Number? {
        if isNaN { return .nan }
        if case .one = factor { return coefficient.rounded(toSignificantDigits: digits) }
        return proven(digits: digits, from: digits * 10 / 3 + 32, meter: .forEvaluation).number
    }

    /// The most bits an evaluation for `digits` significant digits may reach: the display's 4096 up to
    /// 40 digits; beyond, the bits of the digits (3.33 a digit) and 4096 more for cancellation.
    static func precisionBudget(digits: Int) -> Int {
        digits <= Number.precision ? precisionBudget : digits * 10 / 3 + precisionBudget
    }

    /// How far proving digits of a computed value got.
    struct Proof {
        /// The value rounded to the digits asked for or, when they could not all be proven, to as many
        /// as could (nil: none could, the value cannot be told from 0); `nan` for a value out of range.
        var number: Number?
        /// The precision of the last ball evaluated.
        var precision: Int
        /// Whether the digits asked for were all proven.
        var isComplete: Bool
        /// Whether more precision cannot prove more: the budget was reached, or the value is a ball
        /// kept at a fixed precision that a more precise evaluation no longer narrows.
        var isAtLimit: Bool
    }

    /// Evaluates this computed value at `precision`, doubling until its ball rounds to `digits`
    /// digits, the budget for them is reached or `meter` runs out; the digits of the best ball.
    func proven(digits: Int, from precision: Int, meter: EvaluationMeter) -> Proof {
        let budget = Real.precisionBudget(digits: digits)
        var precision = min(precision, budget)
        var ball = firstBall(precision: &precision, meter: meter)
        var isAtLimit = false
        while true {
            if let number = ball.rounded(toSignificantDigits: digits) {
                return Proof(number: number, precision: precision, isComplete: true, isAtLimit: false)
            }
            if ball.isExactlyZero { return Proof(number: .zero, precision: precision, isComplete: true, isAtLimit: false) }
            guard precision < budget else { isAtLimit = true; break }
            guard !meter.isExhausted else { break }
            precision = min(precision * 2, budget)
            let better = self.ball(precision: precision, meter: meter)
            // A ball that doubled precision did not narrow is kept at a fixed precision: no more digits
            // (past the display's 40 digits only, so that the display's rounding is as it was).
            if digits > Number.precision, better.isFinite, ball.isFinite, !meter.isExhausted,
                better.relativeAccuracy <= ball.relativeAccuracy, ball.isNonZero
            {
                isAtLimit = true
                ball = better
                break
            }
            // Past the key's work the last ball stays: its digits are still proven.
            if better.isFinite || !ball.isFinite { ball = better }
        }
        guard ball.isFinite else { return Proof(number: .nan, precision: precision, isComplete: false, isAtLimit: isAtLimit) }
        guard ball.isNonZero else { return Proof(number: nil, precision: precision, isComplete: false, isAtLimit: isAtLimit) }
        // Past 40 digits the search for fewer starts at what the ball's accuracy can hold (log₁₀ 2 ≈
        // 0.30103 a bit, two more for safety), not at each of thousands of counts.
        let accuracy = ball.relativeAccuracy
        let most =
            digits <= Number.precision || accuracy > digits * 4
            ? digits - 1 : min(digits - 1, max(accuracy, 0) * 30103 / 100_000 + 2)
        for fewer in stride(from: most, through: 1, by: -1) {
            if let number = ball.rounded(toSignificantDigits: fewer) {
                return Proof(number: number, precision: precision, isComplete: false, isAtLimit: isAtLimit)
            }
        }
        return Proof(number: nil, precision: precision, isComplete: false, isAtLimit: isAtLimit)
    }
}

extension Real: ExpressibleByIntegerLiteral {
    public init(integerLiteral value: Int) { self.init(value) }
}

extension Real: CustomStringConvertible {
    /// The value to 40 digits (`NumberFormat.exact`), `≈0`, or `nan`.
    public var description: String {
        if isNaN { return "nan" }
        guard let number = rounded(toSignificantDigits: Number.precision) else { return "≈0" }
        return number.description
    }
}
