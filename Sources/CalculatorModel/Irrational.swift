import CArb

/// The real factor of a `Real` beside its rational coefficient: 1, a known irrational whose algebra
/// the calculator knows (π, √n, eʳ, ln r, log r), or a computation it can only evaluate.
///
/// After Hans Boehm's `UnifiedReal` (Android's calculator; "Towards an API for the real numbers",
/// PLDI 2020): a known factor keeps `√2 × √2` exactly 2 and `ln(e³)` exactly 3; no known factor but
/// 1 is ever rational, so a `Real` with one is never zero. Not `indirect` (a computation is boxed by its
/// own enum): a boxed payload in a constant such as `Real.e` is held through a tagged pointer, which
/// LeakSanitizer cannot follow and reports as a leak.
enum Irrational: Sendable, Equatable {
    case one
    case pi
    /// √n for a whole n > 1 with no square factor below `Real.squareSearchBound`.
    case squareRoot(GMPInteger)
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
        case .squareRoot(let n): Ball(Rational(n), precision: precision).map { arb_sqrt($0, $1, precision) }
        case .exp(let r): Ball(r, precision: precision + 32).map { arb_exp($0, $1, precision) }
        case .ln(let r): Ball(r, precision: precision + 32).map { arb_log($0, $1, precision) }
        case .log10(let r): Ball(r, precision: precision + 32).map { arb_log_base_ui($0, $1, 10, precision) }
        case .computed: .indeterminate   // evaluated with a meter, above
        }
    }

    static func == (a: Irrational, b: Irrational) -> Bool {
        switch (a, b) {
        case (.one, .one), (.pi, .pi): true
        case (.squareRoot(let m), .squareRoot(let n)): m == n
        case (.exp(let r), .exp(let s)), (.ln(let r), .ln(let s)), (.log10(let r), .log10(let s)): r == s
        case (.computed(let x), .computed(let y)): x == y
        default: false
        }
    }
}

extension GMPInteger: Equatable {}
