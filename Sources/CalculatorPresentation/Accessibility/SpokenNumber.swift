import CalculatorController

/// A number of the display as a screen reader should say it: `-0.5` is "minus 0.5" (a speech
/// synthesizer may say "dash" or nothing for the sign), `1.8e19` is "1.8 times 10 to the 19".
/// The digits stay digits: every synthesizer reads them in the user's language. `≈0` is
/// "approximately 0".
enum SpokenNumber {
    static func reading(_ display: String) -> String {
        if display.hasPrefix("≈") { return localized("approximately %s", String(display.dropFirst())) }
        let parts = display.split(separator: "e", maxSplits: 1, omittingEmptySubsequences: false)
        guard parts.count == 2, !parts[0].isEmpty, !parts[1].isEmpty, parts[1].allSatisfy({ "-+0123456789".contains($0) })
        else { return signed(display) }
        return localized("%s times 10 to the %s", signed(String(parts[0])), signed(String(parts[1].drop { $0 == "+" })))
    }

    /// `-x` as "minus x"; anything else as it is.
    private static func signed(_ text: String) -> String {
        text.hasPrefix("-") ? localized("minus %s", String(text.dropFirst())) : text
    }
}
