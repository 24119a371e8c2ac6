import CMPFR

/// The mathematics behind the scientific keys: MPFR's correctly rounded functions on the exact
/// decimal operand, or exact decimal arithmetic where the result is a decimal. Every function answers
/// `nan` where it is undefined or out of range (`√-1`, `ln 0`, `tan 90°`, `-1 x!`), shown as `Error`.
public enum ScientificFunctions {
    /// A full turn in degrees: MPFR's `sinu`-family functions with this unit read and answer degrees,
    /// exactly at the usual angles (sin 30° is 0.5, tan⁻¹ 1 is 45).
    static let degreesPerTurn: UInt = 360

    // MARK: Trigonometry

    public static func sin(_ x: Number, _ unit: AngleUnit) -> Number {
        circular(x, unit, degrees: { mpfr_sinu($0, $1, degreesPerTurn, MPFR_RNDN) }, radians: { mpfr_sin($0, $1, MPFR_RNDN) })
    }

    public static func cos(_ x: Number, _ unit: AngleUnit) -> Number {
        circular(x, unit, degrees: { mpfr_cosu($0, $1, degreesPerTurn, MPFR_RNDN) }, radians: { mpfr_cos($0, $1, MPFR_RNDN) })
    }

    /// The tangent: `nan` at odd multiples of 90° (where MPFR answers an infinity).
    public static func tan(_ x: Number, _ unit: AngleUnit) -> Number {
        circular(x, unit, degrees: { mpfr_tanu($0, $1, degreesPerTurn, MPFR_RNDN) }, radians: { mpfr_tan($0, $1, MPFR_RNDN) })
    }

    /// The angle, in `unit`, whose sine is `x`; `nan` outside [−1, 1].
    public static func asin(_ x: Number, _ unit: AngleUnit) -> Number {
        circular(x, unit, degrees: { mpfr_asinu($0, $1, degreesPerTurn, MPFR_RNDN) }, radians: { mpfr_asin($0, $1, MPFR_RNDN) })
    }

    public static func acos(_ x: Number, _ unit: AngleUnit) -> Number {
        circular(x, unit, degrees: { mpfr_acosu($0, $1, degreesPerTurn, MPFR_RNDN) }, radians: { mpfr_acos($0, $1, MPFR_RNDN) })
    }

    public static func atan(_ x: Number, _ unit: AngleUnit) -> Number {
        circular(x, unit, degrees: { mpfr_atanu($0, $1, degreesPerTurn, MPFR_RNDN) }, radians: { mpfr_atan($0, $1, MPFR_RNDN) })
    }

    private static func circular(
        _ x: Number, _ unit: AngleUnit,
        degrees: @escaping (mpfr_ptr, mpfr_srcptr) -> Int32, radians: @escaping (mpfr_ptr, mpfr_srcptr) -> Int32
    ) -> Number {
        let function = unit == .degrees ? degrees : radians
        return MPFREvaluation.evaluate(x) { result, arguments in _ = function(result, arguments[0]) }
    }

    // MARK: Elementary functions

    /// `function` of `x` through MPFR.
    static func unary(_ x: Number, _ function: @escaping (mpfr_ptr, mpfr_srcptr, mpfr_rnd_t) -> Int32) -> Number {
        MPFREvaluation.evaluate(x) { result, arguments in _ = function(result, arguments[0], MPFR_RNDN) }
    }

    public static func squareRoot(_ x: Number) -> Number { unary(x, mpfr_sqrt) }
    public static func cubeRoot(_ x: Number) -> Number { unary(x, mpfr_cbrt) }
    public static func exp(_ x: Number) -> Number { unary(x, mpfr_exp) }
    public static func ln(_ x: Number) -> Number { unary(x, mpfr_log) }
    public static func log10(_ x: Number) -> Number { unary(x, mpfr_log10) }
    public static func sinh(_ x: Number) -> Number { unary(x, mpfr_sinh) }
    public static func cosh(_ x: Number) -> Number { unary(x, mpfr_cosh) }
    public static func tanh(_ x: Number) -> Number { unary(x, mpfr_tanh) }
    public static func asinh(_ x: Number) -> Number { unary(x, mpfr_asinh) }
    public static func acosh(_ x: Number) -> Number { unary(x, mpfr_acosh) }
    public static func atanh(_ x: Number) -> Number { unary(x, mpfr_atanh) }

    /// 10^`x`: exact for a whole `x`.
    public static func exp10(_ x: Number) -> Number {
        if let n = x.intValue { return Number.powerOfTen(n) }
        if x.isInteger { return .nan }   // a whole exponent past Int is far out of range
        return unary(x, mpfr_exp10)
    }

    // MARK: Powers, roots, factorial

    /// `x` to the power `y`: exact decimal arithmetic for a whole `y` (up to 100,000 digits), else MPFR.
    public static func power(_ x: Number, _ y: Number) -> Number {
        if x.isNaN || y.isNaN { return .nan }
        if let n = y.intValue, let exact = x.power(n) { return exact }
        return MPFREvaluation.evaluate(x, y) { result, arguments in
            _ = mpfr_pow(result, arguments[0], arguments[1], MPFR_RNDN)
        }
    }

    /// The `y`th root of `x`: real for a negative `x` when `y` is an odd whole number
    /// (`-8 ʸ√x 3` is −2); `nan` for the 0th root.
    public static func root(_ x: Number, _ y: Number) -> Number {
        if x.isNaN || y.isNaN || y.isZero { return .nan }
        if let n = y.intValue {
            return MPFREvaluation.evaluate(x) { result, arguments in _ = mpfr_rootn_si(result, arguments[0], n, MPFR_RNDN) }
        }
        if x.isNegative { return .nan }
        return MPFREvaluation.evaluate(x, y) { result, arguments in
            _ = mpfr_ui_div(arguments[1], 1, arguments[1], MPFR_RNDN)
            _ = mpfr_pow(result, arguments[0], arguments[1], MPFR_RNDN)
        }
    }

    /// `x` × 10^`y`, the `EE` key: exact for a whole `y`.
    public static func scaled(_ x: Number, byPowerOfTen y: Number) -> Number {
        if let n = y.intValue { return x.scaled(byPowerOfTen: n) }
        if x.isZero, !y.isNaN { return .zero }
        return x * exp10(y)
    }

    /// The largest whole number whose factorial is in range (3249! ≈ 6.4 × 10^9997).
    private static let factorialLimit = 3300

    /// `x!`, which is Γ(x + 1): exact for whole numbers, `nan` for negative whole numbers.
    public static func factorial(_ x: Number) -> Number {
        if x.isNaN { return .nan }
        if x.isInteger {
            guard let n = x.intValue, n >= 0, n <= factorialLimit else { return .nan }
            return Number(coefficient: .factorial(n), exponent: 0)
        }
        // Γ(x + 1) is out of range beyond ±3300 (and MPFR would take long to say so).
        guard x.leadingExponent < 4 || (x > -Number(factorialLimit) && x < Number(factorialLimit)) else { return .nan }
        return MPFREvaluation.evaluate(x) { result, arguments in
            _ = mpfr_add_ui(arguments[0], arguments[0], 1, MPFR_RNDN)
            _ = mpfr_gamma(result, arguments[0], MPFR_RNDN)
        }
    }

    // MARK: Constants

    public static let pi = MPFREvaluation.constant { _ = mpfr_const_pi($0, MPFR_RNDN) }
    public static let e = MPFREvaluation.constant { value in
        _ = mpfr_set_ui(value, 1, MPFR_RNDN)
        _ = mpfr_exp(value, value, MPFR_RNDN)
    }
}
