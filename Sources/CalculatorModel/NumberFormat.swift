#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// How numbers are shown: at most 15 significant digits, plain for 1e-9 ≤ |x| < 1e15,
/// e-notation otherwise, thousands grouped with `,` on screen and not in copies.
public enum NumberFormat {
    /// The most significant digits a Double holds exactly, and the most the display carries.
    public static let maximumDigits = 15

    /// `x` rounded to 15 significant digits, so binary artifacts never reach the display;
    /// a zero result is never negative. Non-finite values pass through.
    public static func rounded(_ x: Double) -> Double {
        guard x.isFinite else { return x }
        let value = Double(scientific(x).text) ?? x
        return value == 0 ? 0 : value
    }

    /// The display text of a finite `x`, such as `1,234,567.5`, `0.3` or `-2.5e-12`.
    public static func string(_ x: Double, grouping: Bool) -> String {
        guard x.isFinite else { return x.isNaN ? "nan" : (x < 0 ? "-inf" : "inf") }
        if x == 0 { return "0" }
        let s = scientific(x)
        var digits = s.digits
        while digits.count > 1, digits.last == "0" { digits.removeLast() }
        let sign = s.negative ? "-" : ""
        if s.exponent < -9 || s.exponent >= maximumDigits {
            var mantissa = String(digits.first!)
            if digits.count > 1 { mantissa += "." + String(digits.dropFirst()) }
            return sign + mantissa + "e" + String(s.exponent)
        }
        let integer: String
        let fraction: String
        if s.exponent < 0 {
            integer = "0"
            fraction = String(repeating: "0", count: -s.exponent - 1) + String(digits)
        } else {
            let padded = digits + Array(repeating: "0", count: max(0, s.exponent + 1 - digits.count))
            integer = String(padded[...s.exponent])
            fraction = String(padded[(s.exponent + 1)...])
        }
        let whole = grouping ? grouped(integer) : integer
        return sign + whole + (fraction.isEmpty ? "" : "." + fraction)
    }

    /// Inserts `,` between thousands in the integer part of a plain number's text,
    /// keeping sign, fraction and trailing zeros as typed (`-1234.50` → `-1,234.50`).
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

    /// `x` in the C library's correctly rounded `%.14e` form, split into its parts.
    private static func scientific(_ x: Double) -> (text: String, negative: Bool, digits: [Character], exponent: Int) {
        var buffer = [CChar](repeating: 0, count: 40)
        _ = withVaList([x]) { vsnprintf(&buffer, buffer.count, "%.14e", $0) }
        let text = String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
        let parts = text.split(separator: "e")
        let mantissa = parts[0]
        let negative = mantissa.hasPrefix("-")
        let digits = Array(mantissa.filter(\.isNumber))
        return (text, negative, digits, Int(parts[1]) ?? 0)
    }
}
