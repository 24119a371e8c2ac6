/// How numbers are written: rounded half away from zero to the digits a display shows, plain for
/// 1e-9 ≤ |x| < 10^digits and e-notation otherwise, thousands grouped with `,` on screen only.
public enum NumberFormat {
    /// Significant digits of the compact window (as Windows Calculator's Standard mode).
    public static let compactDigits = 16
    /// Significant digits of the wide window and of batch mode (as Windows Calculator's Scientific mode).
    public static let wideDigits = 32
    /// The smallest exponent written plainly: 1e-9 is `0.000000001`, 1e-10 is `1e-10`.
    static let smallestPlainExponent = -9

    /// `x` to `digits` significant digits, such as `1,234,567.5`, `0.3`, `-2.5e-12`, or `Error`.
    public static func string(_ x: Number, digits: Int, grouping: Bool) -> String {
        guard !x.isNaN else { return "Error" }
        let (negative, significant, leading) = rounded(x, digits: digits)
        let text = layout(significant, leading: leading, plainBelow: digits)
        return (negative ? "-" : "") + (grouping ? grouped(text) : text)
    }

    /// The same number at each smaller digit count, longest first: what a display too narrow for
    /// `string(x, digits:, grouping:)` may show instead. Repeats are left out.
    public static func shorterForms(_ x: Number, digits: Int, grouping: Bool) -> [String] {
        guard !x.isNaN, digits > 1 else { return [] }
        var forms: [String] = []
        var last = string(x, digits: digits, grouping: grouping)
        for count in stride(from: digits - 1, through: 1, by: -1) {
            let form = string(x, digits: count, grouping: grouping)
            if form != last { forms.append(form) }
            last = form
        }
        return forms
    }

    /// `x` exactly, all its digits, plain for 1e-9 ≤ |x| < 10^40: how the expression line writes a value.
    public static func exact(_ x: Number) -> String {
        string(x, digits: Number.precision, grouping: false)
    }

    /// Inserts `,` between thousands in the integer part of a plain number's text, keeping sign,
    /// fraction and trailing zeros as typed (`-1234.50` → `-1,234.50`); e-notation is left alone.
    public static func grouped(_ text: String) -> String {
        if text.contains("e") { return text }
        var sign = Substring("")
        var rest = Substring(text)
        if rest.first == "-" { sign = rest.prefix(1); rest = rest.dropFirst() }
        let integer = rest.prefix { $0 != "." }
        let tail = rest.dropFirst(integer.count)
        var out = ""
        for (index, character) in integer.enumerated() {
            if index > 0, (integer.count - index) % 3 == 0 { out.append(",") }
            out.append(character)
        }
        return String(sign) + out + tail
    }

    /// The sign, significant digits (no trailing zero) and leading exponent of `x` rounded half away
    /// from zero to `digits` significant digits.
    static func rounded(_ x: Number, digits: Int) -> (negative: Bool, digits: [UInt8], leading: Int) {
        let (negative, text, exponent) = x.significand
        var significant = Array(text.utf8).map { $0 - UInt8(ascii: "0") }
        var leading = exponent
        if significant.count > digits {
            let roundsUp = significant[digits] >= 5
            significant.removeSubrange(digits...)
            if roundsUp {
                var index = significant.count - 1
                while index >= 0, significant[index] == 9 { significant[index] = 0; index -= 1 }
                if index >= 0 {
                    significant[index] += 1
                } else {
                    significant.insert(1, at: 0)
                    leading += 1
                }
            }
        }
        while significant.count > 1, significant.last == 0 { significant.removeLast() }
        return (negative, significant, leading)
    }

    /// Digits with their leading exponent, plain when 1e-9 ≤ value < 10^`plainBelow`.
    private static func layout(_ digits: [UInt8], leading: Int, plainBelow: Int) -> String {
        let characters = digits.map { Character(Unicode.Scalar($0 + UInt8(ascii: "0"))) }
        if digits == [0] { return "0" }
        if leading < smallestPlainExponent || leading >= plainBelow {
            var mantissa = String(characters[0])
            if characters.count > 1 { mantissa += "." + String(characters.dropFirst()) }
            return mantissa + "e" + String(leading)
        }
        if leading < 0 {
            return "0." + String(repeating: "0", count: -leading - 1) + String(characters)
        }
        let integerCount = leading + 1
        if characters.count <= integerCount {
            return String(characters) + String(repeating: "0", count: integerCount - characters.count)
        }
        return String(characters[..<integerCount]) + "." + String(characters[integerCount...])
    }
}
