import CArb

/// The real factor of a `Real` beside its rational coefficient: 1, a known irrational whose algebra
/// the calculator knows (π, ᵏ√n, eʳ, ln r, log r), or a computation it can only evaluate.
///
/// After Hans Boehm's `UnifiedReal` (Android's calculator; "Towards an API for the real numbers",
/// PLDI 2020): a known factor keeps `√2 × √2` exactly 2 and `ln(e³)` exactly 3; no known factor but
/// 1 is ever rational, so a `Real` with one is never zero. Not `indirect` (a computation is boxed by its
/// own enum): a boxed payload in a constant such as `Real.e` is held through a tagged pointer, which
/// LeakSanitizer cannot follow and reports as a leak.
enum Irrational: Sendable, Equatable {
    case one
    case pi
    /// The `index`th root of a whole n > 1 in its canonical form (`Radical.canonical`): no `index`th power
    /// of a prime below `Real.powerSearchBound` divides n, and no smaller index gives the same root.
    case root(GMPInteger, index: Int)
    /// eʳ for a rational r ≠ 0.
    case exp(Rational)
    /// ln r for a rational r > 0, r ≠ 1.
    case ln(Rational)
    /// log₁₀ r for a rational r > 0 that is no power of ten.
    case log10(Rational)
    /// Anything else, evaluated to any precision on demand; zero only if it cannot be told from 0.
    case computed(Computation)

    /// The factor to `precision` bits, its work charged to `meter`.
    func ball(precision: Int, meter: EvaluationMeter = .forEvaluation) -> Ball {
        if case .computed(let computation) = self { return computation.ball(precision: precision, meter: meter) }
        guard meter.charge(EvaluationMeter.cost(of: .elementary, precision: precision)) else { return .indeterminate }
        return knownBall(precision: precision)
    }

    /// A known factor to `precision` bits.
    private func knownBall(precision: Int) -> Ball {
        switch self {
        case .one: Ball { arb_one($0) }
        case .pi: Ball { arb_const_pi($0, precision) }
        case .root(let n, 2): Ball(Rational(n), precision: precision).map { arb_sqrt($0, $1, precision) }
        case .root(let n, let k): Ball(Rational(n), precision: precision).map { arb_root_ui($0, $1, UInt(k), precision) }
        case .exp(let r): Ball(r, precision: precision + 32).map { arb_exp($0, $1, precision) }
        case .ln(let r): Ball(r, precision: precision + 32).map { arb_log($0, $1, precision) }
        case .log10(let r): Ball(r, precision: precision + 32).map { arb_log_base_ui($0, $1, 10, precision) }
        case .computed: .indeterminate   // evaluated with a meter, above
        }
    }

    /// Bounds on log₂ of the factor's magnitude from the sizes of its numbers alone, when they are cheap
    /// to give (nil for 1, a computation, and an exponent of e past ±20,000): what lets `Real` settle the
    /// range of most known values without evaluating them.
    var magnitudeBits: ClosedRange<Int>? {
        switch self {
        case .pi: return 1...2
        case .root(let n, let k):
            let bits = n.bitCount   // 2^(bits − 1) ≤ n < 2^bits
            return (bits - 1) / k...(bits + k - 1) / k
        case .exp(let r):
            // |log₂ eʳ| = 1.4427 |r| < 28,854.
            guard Rational(-20_000) < r, r < Rational(20_000) else { return nil }
            return -28_854...28_854
        case .ln(let r), .log10(let r):
            // 1 / max(p, q) ≤ |r − 1| / max(r, 1) ≤ |ln r| ≤ ln max(p, q) < bits, and log₁₀ is ln / 2.3.
            let bits = max(r.numerator.bitCount, r.denominator.bitCount)
            return -(bits + 2)...bits
        case .one, .computed: return nil
        }
    }

    static func == (a: Irrational, b: Irrational) -> Bool {
        switch (a, b) {
        case (.one, .one), (.pi, .pi): true
        case (.root(let m, let j), .root(let n, let k)): j == k && m == n
        case (.exp(let r), .exp(let s)), (.ln(let r), .ln(let s)), (.log10(let r), .log10(let s)): r == s
        case (.computed(let x), .computed(let y)): x == y
        default: false
        }
    }
}

extension GMPInteger: Equatable {}
