import CalculatorModel

/// The number being typed, kept as typed (`1.500`, `-0`) until it becomes an operand.
struct Entry: Equatable {
    private(set) var text: String

    init(_ text: String = "0") { self.text = text }

    /// The value the entry stands for.
    var value: Double { Double(text) ?? 0 }

    /// Whether there is something to clear: anything but a bare `0`.
    var isBlank: Bool { text == "0" }

    /// Digits typed so far, not counting the zero before a leading decimal point.
    private var digitCount: Int {
        let digits = text.filter(\.isNumber).count
        let unsigned = text.hasPrefix("-") ? text.dropFirst() : Substring(text)
        return unsigned.hasPrefix("0.") ? digits - 1 : digits
    }

    /// Whether the text is in e-notation (pasted), which typing cannot extend.
    private var isScientific: Bool { text.contains("e") }

    /// Appends a digit; leading zeros are replaced, digits past the 15th are ignored.
    mutating func append(digit: Int) {
        guard !isScientific, digitCount < NumberFormat.maximumDigits else { return }
        if text == "0" { text = String(digit) } else if text == "-0" { text = "-" + String(digit) } else {
            text += String(digit)
        }
    }

    /// Appends the decimal point once.
    mutating func appendPoint() {
        guard !isScientific, !text.contains(".") else { return }
        text += "."
    }

    /// Toggles the sign, so `-0` can be typed on.
    mutating func toggleSign() {
        text = text.hasPrefix("-") ? String(text.dropFirst()) : "-" + text
    }

    /// Deletes the last character; deleting the last digit leaves `0`.
    mutating func deleteLast() {
        text = isScientific ? "" : String(text.dropLast())
        if text.isEmpty || text == "-" { text = "0" }
    }
}
