import CalculatorController
import CalculatorModel

/// An exact form as a screen reader should say it (issue 31): `√2/2` is "square root of 2 over 2",
/// `7/3` "7 over 3", `π/6` "pi over 6", `−1/8` "minus 1 over 8", `2 1/3` "2 and 1 over 3", `e²` "e to
/// the 2", `ln 2` "natural logarithm of 2". The digits stay digits, as in `SpokenNumber`.
enum SpokenExactForm {
    static func reading(_ form: ExactForm) -> String {
        let (a, b) = (form.coefficient.numerator, form.coefficient.denominator)
        var top: String
        var bottom = b
        switch form.factor {
        case .one:
            if form.isMixed, let p = Int(a), let q = Int(b) {
                let text = localized("%s and %s", String(p / q), over(String(p % q), b))
                return form.isNegative ? localized("minus %s", text) : text
            }
            top = a
        case .exp(let r) where r.isNegative:
            // A negative power of e is read below the line, as it is written: "1 over e to the 2".
            top = a
            let power = powerOfE(r.magnitude)
            bottom = b == "1" ? power : localized("%s times %s", b, power)
        default:
            let words = symbol(form.factor)
            top = a == "1" ? words : localized("%s times %s", a, words)
        }
        let text = bottom == "1" ? top : over(top, bottom)
        return form.isNegative ? localized("minus %s", text) : text
    }

    /// "p over q".
    private static func over(_ top: String, _ bottom: String) -> String { localized("%s over %s", top, bottom) }

    /// A fraction's words: "2" or "2 over 3".
    private static func fraction(_ f: ExactForm.Fraction) -> String { f.isWhole ? f.numerator : over(f.numerator, f.denominator) }

    /// "e", or "e to the 2" for a positive power.
    private static func powerOfE(_ power: ExactForm.Fraction) -> String {
        power.isWhole && power.numerator == "1" ? "e" : localized("e to the %s", fraction(power))
    }

    /// The irrational factor's words.
    private static func symbol(_ factor: ExactForm.Factor) -> String {
        switch factor {
        case .one: "1"
        case .pi: localized("pi")
        case .root(let radicand, 2): localized("square root of %s", radicand)
        case .root(let radicand, 3): localized("cube root of %s", radicand)
        case .root(let radicand, let index): localized("root %s of %s", String(index), radicand)
        case .exp(let r):
            r.isNegative ? localized("e to the %s", localized("minus %s", fraction(r.magnitude))) : powerOfE(r.magnitude)
        case .ln(let r): localized("natural logarithm of %s", fraction(r))
        case .log10(let r): localized("logarithm of %s", fraction(r))
        }
    }
}
