import CalculatorModel

/// The number being typed, kept as typed (`1.500`, `-0`) until it becomes an operand.
struct Entry: Equatable {
    private(set) var text: String

    init(_ text: String = "0") { self.text = text }

    /// The value the entry stands for, exactly.
    var value: Number { Number(text) ?? .zero }

    /// Whether the entry is a bare `0`, as `C` leaves it: nothing to clear, so `C` clears all. Anything
    /// else (`-0`, `0.`, a digit) is something to clear first.
    var isBlank: Bool { text == "0" }

    /// Whether the text is in e-notation (pasted), which typing cannot extend.
    var isScientific: Bool { text.contains("e") }

    /// Digits from the first non-zero one on: `0.000123` has 3, `1.500` has 4.
    var significantDigitCount: Int {
        // The entry is made of ASCII digits, so its bytes are counted (it is asked on every key).
        let digits = text.utf8.lazy.filter { (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) }
        return digits.drop { $0 == UInt8(ascii: "0") }.count
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
        if text == "0" {
            text = String(digit)
        } else if text == "-0" {
            text = "-" + String(digit)
        } else {
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
