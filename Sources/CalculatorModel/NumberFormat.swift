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
        guard !x.isNaN else { return error }
        return format(Significand(x), digits: digits, grouping: grouping)
    }

    /// The same number at each smaller digit count, longest first: what a display too narrow for
    /// `string(x, digits:, grouping:)` may show instead. Repeats are left out.
    public static func shorterForms(_ x: Number, digits: Int, grouping: Bool) -> [String] {
        guard !x.isNaN, digits > 1 else { return [] }
        let significand = Significand(x)
        return shorterForms(digits: digits) { format(significand, digits: $0, grouping: grouping) }
    }

    /// `form` at each digit count below `digits`, longest first, without repeats.
    private static func shorterForms(digits: Int, _ form: (Int) -> String) -> [String] {
        var forms: [String] = []
        var last = form(digits)
        for count in stride(from: digits - 1, through: 1, by: -1) {
            let shorter = form(count)
            if shorter != last { forms.append(shorter) }
            last = shorter
        }
        return forms
    }

    /// `x` exactly, all its digits (a pasted number may have more than 40), plain for 1e-9 ≤ |x| <
    /// 10^max(40, digits): how the expression line writes a value.
    public static func exact(_ x: Number) -> String {
        string(x, digits: max(Number.precision, x.significand.digits.count), grouping: false)
    }

    /// `x` to `digits` significant digits, each proven (`Real.rounded`); `≈0` for a value that cannot be
    /// told from zero, `Error` for none.
    public static func string(_ x: Real, digits: Int, grouping: Bool) -> String {
        guard let number = x.rounded(toSignificantDigits: digits) else { return nearZero }
        return string(number, digits: digits, grouping: grouping)
    }

    /// What a display shows for a value that cannot be told from zero within the precision budget.
    public static let nearZero = "≈0"
    /// What a display shows for no number: a domain error, or a value out of range (which a computation
    /// may prove only when it is rounded for the display).
    public static let error = "Error"

    /// The shorter forms of a value (`shorterForms`), each rounded once from the value itself.
    public static func shorterForms(_ x: Real, digits: Int, grouping: Bool) -> [String] {
        guard !x.isNaN, digits > 1 else { return [] }
        return shorterForms(digits: digits) { string(x, digits: $0, grouping: grouping) }
    }

    /// `x` to all the digits a number holds: how the expression line and the tape write a value.
    public static func exact(_ x: Real) -> String {
        string(x, digits: Number.precision, grouping: false)
    }

    /// A number's sign, significant digits (values 0–9, no trailing zero) and the exponent of the first.
    struct Significand {
        var negative: Bool
        var digits: [UInt8]
        var leading: Int

        init(_ x: Number) {
            let (negative, text, leading) = x.significand
            self.negative = negative
            digits = text.utf8.map { $0 &- UInt8(ascii: "0") }
            self.leading = leading
        }

        /// Rounded half away from zero to at most `count` significant digits, trailing zeros dropped.
        func rounded(to count: Int) -> (digits: ArraySlice<UInt8>, leading: Int) {
            guard digits.count > count else { return (digits[...], leading) }
            var kept = Array(digits[..<count])
            var leading = leading
            if digits[count] >= 5 {
                var index = count - 1
                while index >= 0, kept[index] == 9 { kept[index] = 0; index -= 1 }
                if index >= 0 {
                    kept[index] += 1
                } else {
                    kept.insert(1, at: 0)
                    leading += 1
                }
            }
            var end = kept.count
            while end > 1, kept[end - 1] == 0 { end -= 1 }
            return (kept[..<end], leading)
        }
    }

    /// The significand at `digits` digits, plain when 1e-9 ≤ |x| < 10^digits, as UTF-8 built once.
    static func format(_ significand: Significand, digits: Int, grouping: Bool) -> String {
        let (kept, leading) = significand.rounded(to: max(digits, 1))
        let zero = UInt8(ascii: "0")
        if kept.count == 1, kept.first == 0 { return "0" }
        var out: [UInt8] = []
        out.reserveCapacity(kept.count + 24)
        if significand.negative { out.append(UInt8(ascii: "-")) }
        if leading < smallestPlainExponent || leading >= digits {
            out.append(kept[kept.startIndex] + zero)
            if kept.count > 1 {
                out.append(UInt8(ascii: "."))
                out.append(contentsOf: kept.dropFirst().lazy.map { $0 + zero })
            }
            out.append(UInt8(ascii: "e"))
            out.append(contentsOf: String(leading).utf8)
        } else if leading < 0 {
            out.append(zero)
            out.append(UInt8(ascii: "."))
            out.append(contentsOf: repeatElement(zero, count: -leading - 1))
            out.append(contentsOf: kept.lazy.map { $0 + zero })
        } else {
            let integerCount = leading + 1
            for position in 0..<integerCount {
                if grouping, position > 0, (integerCount - position) % 3 == 0 { out.append(UInt8(ascii: ",")) }
                let index = kept.startIndex + position
                out.append(index < kept.endIndex ? kept[index] + zero : zero)
            }
            if kept.count > integerCount {
                out.append(UInt8(ascii: "."))
                out.append(contentsOf: kept[(kept.startIndex + integerCount)...].lazy.map { $0 + zero })
            }
        }
        return String(decoding: out, as: UTF8.self)
    }
}
