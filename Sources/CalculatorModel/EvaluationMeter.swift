/// The work one key may spend evaluating numbers, and what each step of an evaluation costs: every
/// Arb operation is charged before it runs, and one the meter cannot afford is not run (its ball holds
/// every real), so no key computes for long, whatever the value.
///
/// Costs are in work units of about a microsecond of this machine's CPU, from a model of Arb's cost
/// at a precision (measured: `docs/PERFORMANCE.md`, "The cost model"), rounded up. The model is
/// deterministic, so the window and batch mode prove the same digits of the same value.
public final class EvaluationMeter: @unchecked Sendable {
    /// The work one key, click or paste may spend on numbers (about 50 ms of CPU at most).
    public static let perKey = 50_000
    /// The work of one evaluation made outside any key (a test, a tape line read from disk).
    static let perEvaluation = 50_000

    /// The work left.
    private(set) var remaining: Int
    /// Whether an operation was refused: what this meter evaluates since holds every real.
    private(set) var isExhausted = false

    /// Whether this meter's evaluations are one step of a longer piece of work (`DigitExpansion`): an
    /// evaluation it cuts short marks nothing given up, and one given up by a key is tried again.
    let isResumable: Bool

    /// A meter of `budget` units.
    init(budget: Int, isResumable: Bool = false) {
        remaining = budget
        self.isResumable = isResumable
    }

    /// The meter of the key being handled, if any.
    @TaskLocal static var current: EvaluationMeter?

    /// Runs `body`, one key's work, with a fresh meter of `budget` units; within a key already being
    /// measured (a paste's keys, a test's), on that key's meter.
    public static func measuring<Result>(budget: Int = perKey, _ body: () throws -> Result) rethrows -> Result {
        if current != nil { return try body() }
        return try $current.withValue(EvaluationMeter(budget: budget), operation: body)
    }

    /// Whether the meter of the work being measured ran out: what it evaluated since holds every real, and
    /// an `Error` the display's rounding met is `ErrorReason.tooMuchWork`, not a value out of range.
    public static var isCurrentExhausted: Bool { current?.isExhausted ?? false }

    /// The key's meter, or a fresh one for an evaluation outside a key.
    static var forEvaluation: EvaluationMeter { current ?? EvaluationMeter(budget: perEvaluation) }

    /// The work done so far.
    private(set) var spent = 0

    /// A meter for a trial of at most `budget` units of what is left here, which `absorb` charges back.
    func trial(budget: Int) -> EvaluationMeter { EvaluationMeter(budget: min(budget, remaining), isResumable: isResumable) }

    /// Charges the work `trial` did; a trial cut short leaves this meter as it was otherwise.
    func absorb(_ trial: EvaluationMeter) {
        remaining -= min(trial.spent, remaining)
        spent += trial.spent
    }

    /// Takes `cost` from what is left; false, and nothing more from then on, when it does not fit.
    func charge(_ cost: Int) -> Bool {
        guard !isExhausted, cost <= remaining else {
            isExhausted = true
            return false
        }
        remaining -= cost
        spent += cost
        return true
    }

    /// Charges the work being measured for `operations` of exact arithmetic on `value`'s fraction (an
    /// operation, or its rounding for the display), which GMP does outside the cost model: a fraction may
    /// grow to `Real.rationalBitLimit` bits, where each costs about half a millisecond (a key in the window
    /// does few), one unit per `exactBitsPerUnit` bits of numerator and denominator. A replay of a line's
    /// keys charges the value after each key, so that a chain of huge fractions made again stays within
    /// its budget (issue 44 R5: such a chain cost the history panel up to 200 ms a key).
    public static func chargeExactArithmetic(on value: Real, operations: Int = 1) {
        guard let current, !value.isNaN else { return }
        _ = current.charge(operations * (value.coefficient.bitCount / exactBitsPerUnit))
    }

    /// The bits of a fraction that cost a unit of exact arithmetic (`chargeExactArithmetic`). Measured: at
    /// 125,000 bits a line `× 1.2345678901234567890123456789 =` (two roundings and a product) costs
    /// 1.2–1.7 ms, so each 0.4–0.55 ms, charged 976 units: about twice, as the model charges Arb's work.
    static let exactBitsPerUnit = 128

    /// What an operation costs at `precision` bits: its cost at 1,024 bits, grown as Arb's does with
    /// precision (about p^1.2 for + − × ÷ and roots, p^1.7 for the elementary functions, p^2.6 for Γ).
    static func cost(of operation: Operation, precision: Int) -> Int {
        let scale = Double(max(precision, 1024)) / 1024
        let cost = operation.weight * pow(scale, operation.growth)
        return cost < Double(Int.max / 2) ? Int(cost.rounded(.up)) : Int.max / 2
    }

    /// Kinds of work, by how their cost grows with precision.
    enum Operation {
        /// + − × ÷ and a fraction made a ball.
        case arithmetic
        /// √ and ∛.
        case root
        /// exp, ln, the trigonometric and hyperbolic functions and their inverses, xʸ.
        case elementary
        /// Γ, which is costlier than the rest and grows faster.
        case gamma

        var weight: Double {
            switch self {
            case .arithmetic: 2
            case .root: 5
            case .elementary: 12
            case .gamma: 60
            }
        }

        var growth: Double {
            switch self {
            case .arithmetic, .root: 1.2
            case .elementary: 1.7
            case .gamma: 2.6
            }
        }
    }
}

/// x^y for doubles, without Foundation: e^(y ln x) by the standard library's own log and exp would
/// need Glibc; the cost model only needs a few exact cases, so it is computed by repeated squaring of
/// the whole part and a square-root series for the fraction.
private func pow(_ x: Double, _ y: Double) -> Double {
    // x ≥ 1 and y > 0 here. x^y = x^⌊y⌋ × x^(y − ⌊y⌋), the fraction by binary digits of y: x^(1/2), x^(1/4), …
    var result = 1.0
    var whole = Int(y)
    var base = x
    while whole > 0 {
        if whole & 1 == 1 { result *= base }
        base *= base
        whole >>= 1
    }
    var fraction = y - y.rounded(.down)
    var root = x
    for _ in 0..<20 where fraction > 0 {
        root = root.squareRoot()
        fraction *= 2
        if fraction >= 1 {
            result *= root
            fraction -= 1
        }
    }
    return result
}
