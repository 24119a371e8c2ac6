import CalculatorModel

/// Reads a number from pasted text: `1,234.5`, `1.234,5`, `-3e5`, ` 42\n`; anything else is refused.
enum PastedNumber {
    /// Pastes longer than this are not numbers a calculator can show.
    static let maximumLength = 64

    /// The number `text` spells (rounded to 40 digits), by `LocalizedNumber`'s rules, or nil.
    static func value(of text: String, locale: NumberLocale = .standard) -> Number? {
        guard text.utf8.count <= maximumLength * 4 else { return nil }
        var trimmed = Substring(text)
        while let first = trimmed.first, first.isWhitespace { trimmed = trimmed.dropFirst() }
        while let last = trimmed.last, last.isWhitespace { trimmed = trimmed.dropLast() }
        guard !trimmed.isEmpty, trimmed.count <= maximumLength else { return nil }
        return LocalizedNumber.value(of: trimmed, locale: locale)
    }
}
