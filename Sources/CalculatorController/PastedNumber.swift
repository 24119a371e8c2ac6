import CalculatorModel

/// Reads a number from pasted text: `1,234.5`, `-3e5`, ` 42\n`; anything else is refused.
enum PastedNumber {
    /// Pastes longer than this are not numbers a calculator can show.
    static let maximumLength = 64

    /// The number `text` spells (rounded to 40 digits), or nil.
    static func value(of text: String) -> Number? {
        guard text.utf8.count <= maximumLength * 4 else { return nil }
        var trimmed = Substring(text)
        while let first = trimmed.first, first.isWhitespace { trimmed = trimmed.dropFirst() }
        while let last = trimmed.last, last.isWhitespace { trimmed = trimmed.dropLast() }
        guard !trimmed.isEmpty, trimmed.count <= maximumLength else { return nil }
        // A typographic minus (the subtract key's symbol) is a minus sign in a pasted number.
        let normalized = String(trimmed).replacing(OperationID.subtract.symbol, with: "-")
        guard hasValidGrouping(normalized) else { return nil }
        let plain = normalized.filter { $0 != "," }
        guard plain.allSatisfy({ $0.isASCII && ($0.isNumber || "+-.eE".contains($0)) }),
              plain.contains(where: \.isNumber),
              let value = Number(plain), !value.isNaN
        else { return nil }
        return value
    }

    /// Commas may only separate groups of three digits in the integer part.
    private static func hasValidGrouping(_ text: String) -> Bool {
        guard text.contains(",") else { return true }
        let unsigned = text.drop { $0 == "-" || $0 == "+" }
        let integer = unsigned.prefix { $0 != "." && $0 != "e" && $0 != "E" }
        if unsigned.dropFirst(integer.count).contains(",") { return false }
        let groups = integer.split(separator: ",", omittingEmptySubsequences: false)
        guard let head = groups.first, (1...3).contains(head.count) else { return false }
        return groups.dropFirst().allSatisfy { $0.count == 3 }
    }
}
