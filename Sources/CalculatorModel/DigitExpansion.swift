/// The proven significant digits of a value, as many as a reader asks for (up to `maximumDigits`),
/// computed in bounded steps: what a display scrolled through a value's digits shows (issue 31).
///
/// Each digit comes from the same proven evaluation that rounds the display (`Real.rounded`): the
/// value's Arb ball at increasing precision, rounded half away from zero to the digits asked for only
/// when every value in the ball rounds alike. A digit that cannot be proven is not given. `advance`
/// spends at most the work it is given (`EvaluationMeter` units, about a microsecond each) and keeps
/// what it proved, so a window can ask for more digits as the user scrolls, a step per event, and drop
/// the expansion when the next key arrives. A rational's digits are exact, and its repeating part is
/// found (`repetend`).
public struct DigitExpansion: Sendable {
    /// The most significant digits an expansion gives (and `--digits` takes).
    public static let maximumDigits = 10_000

    /// How far an expansion got.
    public enum Progress: Sendable, Equatable {
        /// Every digit asked for is proven.
        case proven
        /// The step's work ran out first: another `advance` goes on from where this one stopped.
        case morePossible
        /// No more digits can be proven: the precision for them would pass the budget
        /// (`Real.precisionBudget(digits:)`), or the value is a ball kept at a fixed precision.
        case stoppedAtProofLimit
        /// The value's decimal expansion ends: `number` is the value exactly, every digit it has.
        case ended
        /// The value is no number (`Error`), or proved out of range.
        case undefined
    }

    /// The value whose digits these are.
    public let value: Real
    /// The value rounded half away from zero to `count` significant digits, every one proven (trailing
    /// zeros dropped; `digits` puts them back); nil while none is proven, or when the value cannot be
    /// told from 0.
    public private(set) var number: Number?
    /// How many significant digits `number` was rounded to (0 while none is proven). It only grows: an
    /// `advance` to fewer digits than were proven keeps the longer rounding.
    public private(set) var count = 0
    /// How the last `advance` ended.
    public private(set) var progress: Progress = .morePossible
    /// The precision of the best evaluation so far, where the next step starts.
    private var precision = 64

    /// An expansion of `value` with no digit proven yet.
    public init(_ value: Real) {
        self.value = value
        if value.isNaN { progress = .undefined }
    }

    /// Proves the value's first `digits` significant digits (at most `maximumDigits`), spending at most
    /// `budget` units of work; what was proven before stays, and a larger `digits` later goes on from
    /// the best evaluation so far. Returns how far it got (also `progress`). Work a step cut short is
    /// not lost: every operand it finished is kept in the value's caches for the next step (so a step
    /// must afford at least one operation at the precision: `EvaluationMeter.perKey` always does).
    @discardableResult
    public mutating func advance(to digits: Int, budget: Int = EvaluationMeter.perKey) -> Progress {
        let digits = min(max(digits, 1), Self.maximumDigits)
        if progress == .ended || progress == .undefined { return progress }
        if digits <= count {
            progress = .proven
            return progress
        }
        if let rational = value.rational {
            let rounded = rational.rounded(toSignificantDigits: digits)
            number = rounded
            count = digits
            progress = rational.isZero || Rational(rounded) == rational ? .ended : .proven
            return progress
        }
        let meter = EvaluationMeter(budget: budget, isResumable: true)
        let proof = value.proven(digits: digits, from: max(precision, digits * 10 / 3 + 32), meter: meter)
        precision = max(precision, proof.precision)
        // A ball that is not finite because the step's work ran out says nothing yet.
        if let proven = proof.number, proven.isNaN, !meter.isExhausted {
            number = .nan
            progress = .undefined
            return progress
        }
        if let proven = proof.number, !proven.isNaN {
            let provenCount = proof.isComplete ? digits : proven.significand.digits.count
            if provenCount > count {
                number = proven
                count = provenCount
            }
        }
        progress = proof.isComplete ? .proven : proof.isAtLimit ? .stoppedAtProofLimit : .morePossible
        return progress
    }

    /// The proven digits, `count` of them (values 0–9; the trailing zeros `number` drops put back), the
    /// sign, and the decimal exponent of the first: the value is ±0.d₁d₂… × 10^(leadingExponent + 1)
    /// to within half a unit of the last. An ended expansion gives only the digits the value has.
    public var digits: (negative: Bool, digits: [UInt8], leadingExponent: Int) {
        guard let number, !number.isNaN, !number.isZero else { return (false, [], 0) }
        let (negative, text, leading) = number.significand
        var digits = text.utf8.map { $0 &- UInt8(ascii: "0") }
        if progress != .ended, digits.count < count { digits += repeatElement(0, count: count - digits.count) }
        return (negative, digits, leading)
    }

    /// Where a rational's decimal expansion repeats: `1/7` is 0.(142857), `1/6` is 0.1(6). Nil for a
    /// value that is not a known rational, one whose expansion ends, and one whose repeating part would
    /// end past `maximumDigits` decimal places (then its digits are given as for any value).
    public var repetend: Repetend? {
        guard let rational = value.rational else { return nil }
        return Repetend(of: rational, within: Self.maximumDigits)
    }
}
