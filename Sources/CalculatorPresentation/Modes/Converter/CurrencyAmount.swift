import CalculatorModel

/// A sum of money as the converter writes it (issue 48): rounded half away from zero to its currency's
/// decimals (`93.61`, `14,052` yen, `0.305` dinars), trailing zeros kept, in C form for the locale to write;
/// S⇔D or the digit scroll show the calculator's digits instead. A sum too large for the display's digits
/// at that many decimals is written as the calculator writes any number.
enum CurrencyAmount {
    /// `value` to `decimals` decimals in C form (`1234.50`), each digit proven; nil when it cannot be
    /// proven, or it would need more than `maximumDigits` digits.
    static func plain(_ value: Real, decimals: Int, maximumDigits: Int) -> String? {
        guard let first = value.rounded(toSignificantDigits: maximumDigits), !first.isNaN else { return nil }
        guard !first.isZero else { return fixed(negative: false, digits: [], leading: 0, decimals: decimals) }
        let count = first.leadingExponent + 1 + decimals
        guard count <= maximumDigits else { return nil }
        if count < 1 {
            // Below half a unit of the last decimal rounds to zero; from half of it, to one unit.
            let (negative, digits, _) = first.significand
            let roundsUp = count == 0 && (digits.first.map { $0 >= "5" } ?? false)
            return roundsUp
                ? fixed(negative: negative, digits: [1], leading: -decimals, decimals: decimals)
                : fixed(negative: false, digits: [], leading: 0, decimals: decimals)
        }
        guard let rounded = value.rounded(toSignificantDigits: count), !rounded.isNaN else { return nil }
        let (negative, digits, leading) = rounded.significand
        return fixed(
            negative: negative && !rounded.isZero, digits: digits.utf8.map { $0 - UInt8(ascii: "0") }, leading: leading,
            decimals: decimals)
    }

    /// The digits (the first at `leading`, a power of ten) written with exactly `decimals` decimals.
    private static func fixed(negative: Bool, digits: [UInt8], leading: Int, decimals: Int) -> String {
        func digit(at power: Int) -> Character {
            let index = leading - power
            return index >= 0 && index < digits.count ? Character(String(digits[index])) : "0"
        }
        var text = negative ? "-" : ""
        for power in stride(from: max(leading, 0), through: 0, by: -1) { text.append(digit(at: power)) }
        if decimals > 0 {
            text.append(".")
            for power in stride(from: -1, through: -decimals, by: -1) { text.append(digit(at: power)) }
        }
        return text
    }
}
