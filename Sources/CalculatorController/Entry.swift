import CalculatorModel

/// The number being typed, kept as typed (`1.500`, `-0`) until it becomes an operand.
struct Entry: Equatable {
    private(set) var text: String
    /// Whether the number came from a paste, which is shown rounded to the display's digits; a typed
    /// one is shown as typed, even when the window turned compact after it was typed wide.
    let isPasted: Bool

    init(_ text: String = "0", isPasted: Bool = false) {
        self.text = text
        self.isPasted = isPasted
    }

    /// The value the entry stands for, exactly.
    var value: Number { Number(text) ?? .zero }

    /// Whether there is something to clear: anything but a bare `0`.
    var isBlank: Bool { text == "0" }

    /// Whether the text is in e-notation (pasted), which typing cannot extend.
    var isScientific: Bool { text.contains("e") }

    /// Digits from the first non-zero one on: `0.000123` has 3, `1.500` has 4.
    var significantDigitCount: Int {
        let digits = text.filter(\.isNumber)
        return digits.drop { $0 == "0" }.count
    }

    /// Zeros between the point and the first non-zero digit of an entry below 1 (`0.000` has 3).
    private var leadingFractionZeros: Int {
        guard significantDigitCount == 0, let point = text.firstIndex(of: ".") else { return 0 }
        return text[text.index(after: point)...].count
    }

    /// Appends a digit, unless the entry already has `limit` significant digits (or, before the first
    /// non-zero digit, `limit` zeros after the point); a leading zero is replaced.
    mutating func append(digit: Int, limit: Int) {
        guard !isScientific, significantDigitCount < limit else { return }
        if digit == 0, leadingFractionZeros >= limit { return }
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
