import CArb

/// An interval that provably holds a real value: an Arb ball (midpoint and radius). Evaluating a
/// `Real` at a precision gives one; when its bounds agree on the digits shown, those digits are certain.
///
/// Immutable once made, so copies can share one Arb value.
final class Ball: @unchecked Sendable {
    let value: arb_ptr

    /// A ball that `body` sets through its pointer.
    init(_ body: (arb_ptr) -> Void) {
        value = cab_new()
        body(value)
    }

    deinit { cab_free(value) }

    /// Whether the ball excludes zero (and is finite): its sign is known.
    var isNonZero: Bool { cab_is_nonzero(value) != 0 }
    var isPositive: Bool { cab_is_positive(value) != 0 }
    var isNegative: Bool { cab_is_negative(value) != 0 }
    var isFinite: Bool { cab_is_finite(value) != 0 }
    /// Whether the ball is exactly zero, radius and all.
    var isExactlyZero: Bool { cab_is_zero(value) != 0 }

    /// How many leading bits of the ball's midpoint are certain.
    var relativeAccuracy: Int { cab_rel_accuracy_bits(value) }

    /// Whether every value in the ball has a magnitude below 2^`exponent`.
    func isBelow(powerOfTwo exponent: Int) -> Bool { cab_below_2exp(value, exponent) != 0 }
    /// Whether every value in the ball has a magnitude above 2^`exponent`.
    func isAbove(powerOfTwo exponent: Int) -> Bool { cab_above_2exp(value, exponent) != 0 }

    /// The ball that holds every real: what an evaluation that was not afforded gives.
    static let indeterminate = Ball { cab_indeterminate($0) }

    /// The exact fraction, to `precision` bits.
    convenience init(_ rational: Rational, precision: Int) {
        self.init { result in
            rational.numerator.withPointer { p in
                rational.denominator.withPointer { q in cab_set_ratio(result, p, q, precision) }
            }
        }
    }

    /// `function` of this ball, to `precision` bits.
    func map(_ function: (arb_ptr, arb_srcptr) -> Void) -> Ball {
        Ball { function($0, value) }
    }

    /// `function` of this ball and `other`.
    func combine(_ other: Ball, _ function: (arb_ptr, arb_srcptr, arb_srcptr) -> Void) -> Ball {
        Ball { function($0, value, other.value) }
    }

    /// The value rounded half away from zero to `digits` significant digits, when every value in the
    /// ball rounds to it; nil when the ball holds zero or straddles a rounding boundary.
    func rounded(toSignificantDigits digits: Int) -> Number? {
        guard isNonZero, let lower = bound(upper: false, digits: digits + 1),
            let upper = bound(upper: true, digits: digits + 1)
        else { return nil }
        let a = Self.round(lower, to: digits), b = Self.round(upper, to: digits)
        return a == b ? a : nil
    }

    /// The first `digits` significant digits of a bound, truncated toward zero, and the exponent of the
    /// first: the bound is 0.d₁d₂… × 10^exponent with the sign.
    private func bound(upper: Bool, digits: Int) -> (negative: Bool, digits: [UInt8], exponent: Int)? {
        var exponent = 0
        guard let text = cab_bound_digits(value, upper ? 1 : 0, digits, &exponent) else { return nil }
        defer { mpfr_free_str(text) }
        var bytes = Array(String(cString: text).utf8)
        let negative = bytes.first == UInt8(ascii: "-")
        if negative { bytes.removeFirst() }
        return (negative, bytes.map { $0 &- UInt8(ascii: "0") }, exponent)
    }

    /// Truncated digits (one more than `count`) rounded half away from zero to `count`: the next digit
    /// alone decides, since the digits after it only add to it.
    private static func round(_ bound: (negative: Bool, digits: [UInt8], exponent: Int), to count: Int) -> Number {
        var coefficient =
            GMPInteger(digits: String(decoding: bound.digits.prefix(count).map { $0 + UInt8(ascii: "0") }, as: UTF8.self))
            ?? GMPInteger(0)
        if bound.digits.count > count, bound.digits[count] >= 5 { coefficient = coefficient.adding(1) }
        let kept = min(count, bound.digits.count)
        return Number(keepingDigits: bound.negative ? -coefficient : coefficient, exponent: bound.exponent - kept)
    }
}
