#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The C library's functions, under names that the static functions below do not shadow.
private func libmSin(_ x: Double) -> Double { sin(x) }
private func libmCos(_ x: Double) -> Double { cos(x) }
private func libmTan(_ x: Double) -> Double { tan(x) }
private func libmAsin(_ x: Double) -> Double { asin(x) }
private func libmAcos(_ x: Double) -> Double { acos(x) }
private func libmAtan(_ x: Double) -> Double { atan(x) }

/// The mathematics behind the scientific keys. Every function answers NaN or ±∞ where it is
/// undefined or overflows (`√-1`, `ln 0`, `tan 90°`, `171!`), which the display shows as `Error`.
public enum ScientificFunctions {
    // MARK: Trigonometry

    /// The sine of `x` in `unit`.
    public static func sin(_ x: Double, _ unit: AngleUnit) -> Double {
        unit == .degrees ? sinCosDegrees(x).sin : snapped(libmSin(x), argument: x)
    }

    /// The cosine of `x` in `unit`.
    public static func cos(_ x: Double, _ unit: AngleUnit) -> Double {
        unit == .degrees ? sinCosDegrees(x).cos : snapped(libmCos(x), argument: x)
    }

    /// The tangent of `x` in `unit`: NaN where the cosine is zero (90°, and π/2 up to rounding noise,
    /// see `snapped(_:argument:)`), and 0 where the sine is.
    public static func tan(_ x: Double, _ unit: AngleUnit) -> Double {
        let (sine, cosine) = unit == .degrees
            ? sinCosDegrees(x)
            : (snapped(libmSin(x), argument: x), snapped(libmCos(x), argument: x))
        if cosine == 0 || !cosine.isFinite { return .nan }
        if sine == 0 { return 0 }
        return unit == .degrees ? sine / cosine : libmTan(x)
    }

    /// The angle, in `unit`, whose sine is `x`; NaN outside [−1, 1].
    public static func asin(_ x: Double, _ unit: AngleUnit) -> Double { angle(libmAsin(x), unit) }

    /// The angle, in `unit`, whose cosine is `x`; NaN outside [−1, 1].
    public static func acos(_ x: Double, _ unit: AngleUnit) -> Double { angle(libmAcos(x), unit) }

    /// The angle, in `unit`, whose tangent is `x`.
    public static func atan(_ x: Double, _ unit: AngleUnit) -> Double { angle(libmAtan(x), unit) }

    /// `radians` in `unit`.
    private static func angle(_ radians: Double, _ unit: AngleUnit) -> Double {
        unit == .degrees ? radians * 180 / Double.pi : radians
    }

    /// Sine and cosine of `x` degrees, exact at multiples of 30° and 45°.
    ///
    /// The argument is reduced exactly: `fmod` by 360 is exact in binary floating point, the
    /// quadrant's multiple of 90° is subtracted exactly (Sterbenz), and an angle above 45° is
    /// replaced by its exact complement, so the library only ever sees 0 ≤ d ≤ 45. There,
    /// 0° and 30° are special-cased (0, 0.5 exactly), and 45° gives sine and cosine the very same
    /// double, so `tan 45` is exactly 1; multiples of 90° give exactly 0 and ±1. Other values
    /// of the 30°/45°/60° family land on their correctly rounded 15-digit values after the
    /// brain's rounding.
    static func sinCosDegrees(_ x: Double) -> (sin: Double, cos: Double) {
        guard x.isFinite else { return (.nan, .nan) }
        let sign: Double = x < 0 ? -1 : 1
        let reduced = fmod(Swift.abs(x), 360)           // exact, in [0, 360)
        let quadrant = Int(reduced / 90)                    // 0...3
        let within = reduced - 90 * Double(quadrant)        // exact, in [0, 90)
        // sine and cosine of `within`, from an angle in [0, 45].
        let (s, c): (Double, Double)
        if within <= 45 {
            (s, c) = firstOctant(within)
        } else {
            let (cs, sc) = firstOctant(90 - within)         // 90 − within is exact
            (s, c) = (sc, cs)
        }
        // Rotate by quadrant × 90°.
        let (sine, cosine): (Double, Double) = switch quadrant {
        case 0: (s, c)
        case 1: (c, -s)
        case 2: (-s, -c)
        default: (-c, s)
        }
        return (sign * sine, cosine == 0 ? 0 : cosine)
    }

    /// Sine and cosine of `d` degrees, 0 ≤ d ≤ 45, with the exact values where there are some.
    private static func firstOctant(_ d: Double) -> (sin: Double, cos: Double) {
        switch d {
        case 0: return (0, 1)
        case 30: return (0.5, 3.0.squareRoot() / 2)
        case 45: let half = 2.0.squareRoot() / 2; return (half, half)
        default:
            let radians = d * Double.pi / 180
            return (libmSin(radians), libmCos(radians))
        }
    }

    /// Rounding noise of a radian sine or cosine snapped to 0.
    ///
    /// A radian argument stands for a value it can only approximate: every operand and result
    /// carries 15 significant digits, so π is 3.14159265358979 and π/2 is 1.5707963267949, off by
    /// up to 5e-15·|x| (half a unit in the 15th digit). Near a zero of sine or cosine the result is
    /// then off by as much, so a result below 1e-14·|x| cannot be told from zero and is zero:
    /// sin(π) is 1.2e-16, cos(π ÷ 2 =) is −3.5e-15, and both show 0. For |x| < 1 the function is
    /// close to x or 1 and the rule never applies (sin(1e-20) stays 1e-20); tangent is Error
    /// where the snapped cosine is zero, as at 90°.
    static func snapped(_ value: Double, argument x: Double) -> Double {
        Swift.abs(value) < 1e-14 * Swift.abs(x) ? 0 : value
    }

    // MARK: Powers, roots, factorial

    /// `y`th root of `x`; real for a negative `x` when `y` is an odd integer (`-8 ʸ√x 3` is −2).
    public static func root(_ x: Double, _ y: Double) -> Double {
        if x < 0, y.isFinite, y == y.rounded(), Swift.abs(y.truncatingRemainder(dividingBy: 2)) == 1 {
            return -pow(-x, 1 / y)
        }
        return pow(x, 1 / y)
    }

    /// `x` × 10^`y`, the `EE` key. An integer exponent shifts the decimal point exactly
    /// (`1.1 E 3` is 1100, not 1100.0000000000002) by reading the number back with the new exponent.
    public static func scaled(_ x: Double, byPowerOfTen y: Double) -> Double {
        guard x.isFinite, y.isFinite, y == y.rounded(), x != 0 else { return x * pow(10, y) }
        guard Swift.abs(y) < 10_000 else { return y > 0 ? x * .infinity : x * 0 }
        let text = x.description                             // shortest round trip, e.g. 1.1 or 1e-05
        let parts = text.split(separator: "e")
        let exponent = (parts.count == 2 ? Int(parts[1]) ?? 0 : 0) + Int(y)
        return Double(parts[0] + "e" + String(exponent)) ?? x * pow(10, y)
    }

    /// `n!` for the integers 0…170; NaN for anything else (171! overflows, 2.5! and (−1)! are not defined).
    ///
    /// The product is carried in double-double arithmetic (a head and an error term, made exact with
    /// fused multiply-add), so the result is correctly rounded where a plain product of 170 roundings
    /// would be wrong in the 15th digit (79!, 100!, 170!).
    public static func factorial(_ x: Double) -> Double {
        guard x >= 0, x <= 170, x == x.rounded() else { return .nan }
        var high = 1.0
        var low = 0.0
        var n = 2.0
        while n <= x {
            let product = high * n
            let newLow = fma(high, n, -product) + low * n   // the rounding error of `product`, exactly, plus the tail
            high = product + newLow
            low = newLow - (high - product)
            n += 1
        }
        return high
    }
}
