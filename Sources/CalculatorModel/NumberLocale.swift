/// How the user writes numbers: a decimal separator, a group separator and the sizes of the groups
/// (3, or India's 3 then 2). A plain value, read from the C library once at start by the executable;
/// the model, its number libraries and every parser keep the C form (`-1234.5`, `1.5e-7`), which this
/// turns into the user's (`-1.234,5`, `1,5e-7`) for the screen.
public struct NumberLocale: Hashable, Sendable {
    /// Between the integer and the fraction: `.` or `,`.
    public var decimalSeparator: String
    /// Between groups of the integer part: `,`, `.`, a narrow no-break space, `’`; empty for none.
    public var groupSeparator: String
    /// The groups' sizes from the decimal separator leftwards; the last one repeats (`[3]`, `[3, 2]`).
    /// Empty: no grouping.
    public var grouping: [Int]

    public init(decimalSeparator: String, groupSeparator: String, grouping: [Int]) {
        self.decimalSeparator = decimalSeparator
        self.groupSeparator = groupSeparator
        self.grouping = grouping.allSatisfy { $0 > 0 } ? grouping : []
    }

    /// The calculator's own form, and that of the C locale, which states no preference: `1,234.5`.
    public static let standard = NumberLocale(decimalSeparator: ".", groupSeparator: ",", grouping: [3])

    /// Whether numbers are grouped at all.
    var groups: Bool { !groupSeparator.isEmpty && !grouping.isEmpty }

    /// `text`, a number in C form (`-1234.50`, `1234.` as typed, `1.5e-7`, `Error`), in this locale's form;
    /// grouped when asked, except in e-notation. Works on the ASCII bytes: it runs for every key.
    public func format(_ text: String, grouping: Bool) -> String {
        let bytes = Array(text.utf8)
        guard let first = bytes.first, first == minus || isDigit(first) || first == point else { return text }
        let isScientific = bytes.contains(UInt8(ascii: "e"))
        let grouping = grouping && groups && !isScientific
        if !grouping && decimalSeparator == "." { return text }
        let integerStart = first == minus ? 1 : 0
        let integerEnd = bytes[integerStart...].firstIndex { !isDigit($0) } ?? bytes.endIndex
        var out: [UInt8] = []
        out.reserveCapacity(bytes.count + 16)
        out.append(contentsOf: bytes[..<integerStart])
        if grouping {
            let separator = Array(groupSeparator.utf8)
            let boundaries = groupBoundaries(digits: integerEnd - integerStart)
            for (offset, digit) in bytes[integerStart..<integerEnd].enumerated() {
                if boundaries.contains(integerEnd - integerStart - offset) { out.append(contentsOf: separator) }
                out.append(digit)
            }
        } else {
            out.append(contentsOf: bytes[integerStart..<integerEnd])
        }
        for byte in bytes[integerEnd...] {
            if byte == point { out.append(contentsOf: decimalSeparator.utf8) } else { out.append(byte) }
        }
        return String(decoding: out, as: UTF8.self)
    }

    /// `text`, an expression in C form (`12345.5 × (1e20 − 3)`), with each number in it written as
    /// `format` writes a number (`12,345.5 × (1e20 − 3)`): the expression line groups digits as the
    /// number does. A number is a run of ASCII digits with a point and an exponent, not glued to a letter
    /// or another number (`log₁₀`, `x²` stay as they are).
    public func formatNumbers(in text: String, grouping: Bool) -> String {
        let scalars = Array(text.unicodeScalars)
        func isDigit(_ i: Int) -> Bool { i < scalars.count && ("0"..."9").contains(scalars[i]) }
        var out = String.UnicodeScalarView()
        var i = 0
        while i < scalars.count {
            let glued = i > 0 && (scalars[i - 1].properties.isAlphabetic || isDigit(i - 1) || scalars[i - 1] == ".")
            let starts = isDigit(i) || (scalars[i] == "." && isDigit(i + 1))
            guard starts, !glued else {
                out.append(scalars[i])
                i += 1
                continue
            }
            var end = i
            while isDigit(end) { end += 1 }
            if end < scalars.count, scalars[end] == "." {
                end += 1
                while isDigit(end) { end += 1 }
            }
            if end < scalars.count, scalars[end] == "e" {
                let sign = end + 1 < scalars.count && (scalars[end + 1] == "+" || scalars[end + 1] == "-") ? 1 : 0
                if isDigit(end + 1 + sign) {
                    end += 1 + sign
                    while isDigit(end) { end += 1 }
                }
            }
            var number = String.UnicodeScalarView()
            number.append(contentsOf: scalars[i..<end])
            out.append(contentsOf: format(String(number), grouping: grouping).unicodeScalars)
            i = end
        }
        return String(out)
    }

    /// An expression line or other text in C form with its decimal points as this locale writes them
    /// (the calculator's expressions use `.` for nothing else).
    public func localizingPoint(_ text: String) -> String {
        decimalSeparator == "." ? text : text.replacing(".", with: decimalSeparator)
    }

    /// How many digits stand right of each group separator in an integer of `digits` digits
    /// (`[3, 6]` for 1,234,567; `[3, 5]` for 12,34,567 under 3;2).
    private func groupBoundaries(digits: Int) -> [Int] {
        var boundaries: [Int] = []
        var position = 0
        var sizes = grouping[...]
        while true {
            let size = sizes.count > 1 ? sizes.removeFirst() : sizes.first!
            position += size
            guard position < digits else { return boundaries }
            boundaries.append(position)
        }
    }

    private var minus: UInt8 { UInt8(ascii: "-") }
    private var point: UInt8 { UInt8(ascii: ".") }
    private func isDigit(_ byte: UInt8) -> Bool { byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") }
}
