import CalculatorController
import CalculatorModel
import UnitDatabase

/// Whether the converter writes a length in feet also as feet and inches (`5 ft 10.5 in`) in the line
/// under the "to" value (`calculator.feetAndInches`): always, never, or as the measurement locale is used to.
public enum FeetAndInchesChoice: String, CaseIterable, Hashable, Sendable {
    /// On where the measurement locale's territory uses US customary units (US, Liberia, Myanmar).
    case auto
    /// Always.
    case on
    /// Never.
    case off

    /// Whether the line shows for a user measuring as `locale` does.
    func isOn(for locale: MeasurementLocale) -> Bool {
        switch self {
        case .auto: locale.prefersCustomaryUnits
        case .on: true
        case .off: false
        }
    }
}

/// A length in feet written as whole feet and inches (`5 ft 10.5 in`): the inches rounded once, from the
/// exact or proven value, to at most `inchDecimals` decimals (exact when they have no more), so that
/// 0.5 ft is `0 ft 6 in` and 1 m is `3 ft 3.3701 in`.
struct FeetAndInches: Equatable, Sendable {
    /// Whether the length is negative (the sign goes in front of the feet: `-5 ft 10.5 in`).
    var isNegative: Bool
    /// The whole feet.
    var feet: Int
    /// The inches, 0 ≤ inches < 12, as a plain decimal in the C locale (`10.5`, `3.3701`, `6`).
    var inches: String

    /// The most decimals of the inches: a ten-thousandth of an inch is finer than a rule reads.
    static let inchDecimals = 4
    /// The largest length written (in inches, 10¹⁰: about 833 million ft); beyond, feet and inches say nothing useful.
    static let largestInches = 10

    /// `feet` written as feet and inches; nil for no number, a length that cannot be proven, one of
    /// 10¹⁰ inches or more, or a length that is not zero but rounds to 0 in.
    init?(feet value: Real) {
        guard !value.isNaN, let sign = value.signum else { return nil }
        let inchValue = (sign < 0 ? -value : value) * Real(12)
        guard sign != 0 else {
            self.init(isNegative: false, feet: 0, inches: "0")
            return
        }
        // The magnitude first, then the value to the digits that reach the last decimal, rounded once.
        guard let estimate = inchValue.rounded(toSignificantDigits: 20), !estimate.isNaN else { return nil }
        let leading = estimate.leadingExponent
        guard leading < Self.largestInches, leading >= -Self.inchDecimals,
            let rounded = inchValue.rounded(toSignificantDigits: leading + 1 + Self.inchDecimals), !rounded.isNaN,
            !rounded.isZero
        else { return nil }
        let text = NumberFormat.exact(rounded)
        let parts = text.split(separator: ".", maxSplits: 1, omittingEmptySubsequences: false)
        guard let whole = Int(parts[0]) else { return nil }
        let fraction = parts.count == 2 ? "." + parts[1] : ""
        self.init(isNegative: sign < 0, feet: whole / 12, inches: String(whole % 12) + fraction)
    }

    /// The parts as they are.
    init(isNegative: Bool, feet: Int, inches: String) {
        self.isNegative = isNegative
        self.feet = feet
        self.inches = inches
    }

    /// As the converter's line shows it, in `locale`'s way of writing numbers: `5 ft 10.5 in`, `-1,234 ft 0 in`.
    func displayText(_ locale: NumberLocale) -> String {
        let feetText = locale.format((isNegative ? "-" : "") + String(feet), grouping: true)
        return localized("%s ft %s in", feetText, locale.format(inches, grouping: true))
    }

    /// As a screen reader says it: "5 feet 10.5 inches", "minus 1 foot 1 inch".
    func reading(_ locale: NumberLocale) -> String {
        let feetWords = localizedCount(feet, "%d foot", "%d feet")
        let inchWords =
            Int(inches).map { localizedCount($0, "%d inch", "%d inches") }
            ?? localized("%s inches", locale.format(inches, grouping: false))
        let words = feetWords + " " + inchWords
        return isNegative ? localized("minus %s", words) : words
    }

    /// The unit expressions that are the international foot, whose values the line writes.
    static let footExpressions: Set<String> = ["ft", "foot", "feet"]
}
