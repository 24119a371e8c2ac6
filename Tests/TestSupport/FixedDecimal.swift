/// A number in C form rounded to a number of decimal places as other calculators print it (GNOME
/// Calculator's fixed format): half up, trailing zeros and a bare point dropped, no `-0`. `≈0` (a value
/// that cannot be told from zero) is 0; `Error` and anything that is no plain decimal stay as they are.
public enum FixedDecimal {
    /// `text` rounded to `places` decimals.
    public static func rounded(_ text: String, places: Int) -> String {
        if text == "≈0" { return "0" }
        var digits = Substring(text)
        let negative = digits.first == "-"
        if negative { digits = digits.dropFirst() }
        let parts = digits.split(separator: ".", maxSplits: 1, omittingEmptySubsequences: false)
        guard parts.count <= 2, !parts[0].isEmpty, digits.allSatisfy({ $0.isASCII && ($0.isNumber || $0 == ".") }) else {
            return text
        }
        let fraction = parts.count == 2 ? Array(parts[1]) : []
        // The kept digits, as one whole number of the integer part and `places` decimals.
        var kept = Array(parts[0]) + fraction.prefix(places) + Array(repeating: "0", count: max(0, places - fraction.count))
        if fraction.count > places, let next = fraction[places].wholeNumberValue, next >= 5 {
            var index = kept.count - 1
            while index >= 0 {
                if kept[index] == "9" {
                    kept[index] = "0"
                    index -= 1
                } else {
                    kept[index] = Character(String(kept[index].wholeNumberValue! + 1))
                    break
                }
            }
            if index < 0 { kept.insert("1", at: 0) }
        }
        var whole = String(kept.dropLast(places)).drop { $0 == "0" }
        if whole.isEmpty { whole = "0" }
        var decimals = String(kept.suffix(places))
        while decimals.last == "0" { decimals.removeLast() }
        let magnitude = decimals.isEmpty ? String(whole) : whole + "." + decimals
        return negative && magnitude != "0" ? "-" + magnitude : magnitude
    }
}
