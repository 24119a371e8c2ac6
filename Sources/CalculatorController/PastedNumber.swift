import CalculatorModel

/// Reads a number from pasted text: `1,234.5`, `1.234,5`, `-3e5`, ` 42\n`; anything else is refused.
enum PastedNumber {
    /// The number `text` spells, every digit kept (up to the paste limit, `PastedCalculation.maximumBytes`),
    /// by `LocalizedNumber`'s rules, or nil.
    static func value(of text: String, locale: NumberLocale = .standard) -> Number? {
        guard text.utf8.count <= PastedCalculation.maximumBytes else { return nil }
        var trimmed = Substring(text)
        while let first = trimmed.first, first.isWhitespace { trimmed = trimmed.dropFirst() }
        while let last = trimmed.last, last.isWhitespace { trimmed = trimmed.dropLast() }
        guard !trimmed.isEmpty else { return nil }
        // `0x10`, `-0b101`: a whole number in base 16, 8 or 2, as in a calculation.
        let unsigned = trimmed.first == "-" || trimmed.first == "−" ? trimmed.dropFirst() : trimmed
        let characters = Array(unsigned)
        if PastedCalculation.Token.startsPrefixedInteger(characters, at: 0) {
            guard let (value, end) = PastedCalculation.Token.prefixedInteger(in: characters, from: 0), end == characters.count
            else { return nil }
            return unsigned.count < trimmed.count ? -value : value
        }
        return LocalizedNumber.value(of: trimmed, locale: locale)
    }
}
