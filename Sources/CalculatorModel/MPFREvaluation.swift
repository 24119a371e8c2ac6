import CMPFR

/// Functions evaluated by MPFR on exact decimal arguments, rounded to a 40-digit `Number`.
///
/// A decimal such as 0.1 has no exact binary value, so MPFR sees it rounded to the working precision.
/// Where a function is ill-conditioned (ln near 1, sin near a multiple of π, huge radian arguments)
/// that rounding could reach the 40th digit; so each function is evaluated at a precision that covers
/// the arguments' magnitude, then 64 bits higher, then at twice the precision each time, until two
/// evaluations round to the same number (Ziv's strategy): where the first evaluation's error reaches
/// the 40th digit, the next one's is 2^64 times smaller and they disagree.
enum MPFREvaluation {
    /// The first working precision, in bits: 256 is 77 decimal digits, 37 more than a number holds.
    static let basePrecision = 256
    /// Beyond this many bits, the last evaluation stands.
    static let maximumPrecision = 1 << 17

    typealias Function = (_ result: mpfr_ptr, _ arguments: [mpfr_ptr]) -> Void

    /// `function` of `arguments`, correctly rounded to 40 digits but in the rarest cases.
    static func evaluate(_ arguments: Number..., function: Function) -> Number {
        if arguments.contains(where: \.isNaN) { return .nan }
        // Bits of the integer part of the largest argument: a radian argument of 10^14 needs 47 more
        // bits than 1 to keep its fraction.
        let magnitude = arguments.map { max(0, $0.leadingExponent + 1) }.max() ?? 0
        var precision = basePrecision + magnitude * 10 / 3 + 1
        var previous = evaluate(arguments, precision: precision, function)
        var step = 64
        while precision < maximumPrecision {
            precision += step
            step = precision
            let next = evaluate(arguments, precision: precision, function)
            if next == previous { return next }
            previous = next
        }
        return previous
    }

    /// One evaluation at `precision` bits.
    private static func evaluate(_ arguments: [Number], precision: Int, _ function: Function) -> Number {
        let values = UnsafeMutablePointer<__mpfr_struct>.allocate(capacity: arguments.count + 1)
        defer { values.deallocate() }
        for index in 0...arguments.count { mpfr_init2(values + index, precision) }
        defer { for index in 0...arguments.count { mpfr_clear(values + index) } }
        for (index, argument) in arguments.enumerated() {
            set(values + index + 1, argument)
        }
        mpfr_clear_underflow()
        function(values, (0..<arguments.count).map { values + $0 + 1 })
        // A result too small for MPFR's own range (e^-10^9000) is rounded to 0 with the underflow flag:
        // it is non-zero, below 10^-9999, so undefined here.
        if mpfr_underflow_p() != 0 { return .nan }
        return number(values)
    }

    /// Sets `value` to the number, correctly rounded to its precision.
    static func set(_ value: mpfr_ptr, _ number: Number) {
        let text = number.coefficient.decimalDigits + "e" + String(number.exponent)
        _ = mpfr_set_str(value, text, 10, MPFR_RNDN)
    }

    /// The 40-digit number nearest to `value`, or `nan` for NaN and infinities.
    static func number(_ value: mpfr_srcptr) -> Number {
        if mpfr_nan_p(value) != 0 || mpfr_inf_p(value) != 0 { return .nan }
        if mpfr_zero_p(value) != 0 { return .zero }
        var exponent: mpfr_exp_t = 0
        guard let text = mpfr_get_str(nil, &exponent, 10, Number.precision, value, MPFR_RNDN) else { return .nan }
        defer { mpfr_free_str(text) }
        guard let digits = GMPInteger(digits: String(cString: text)) else { return .nan }
        // The value is 0.d₁d₂…d₄₀ × 10^exponent.
        return Number(coefficient: digits, exponent: exponent - Number.precision)
    }

    /// A constant of MPFR's (π, via `mpfr_const_pi`) at the base precision.
    static func constant(_ body: (mpfr_ptr) -> Void) -> Number {
        evaluate { result, _ in body(result) }
    }
}
