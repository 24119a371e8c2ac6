/// How the user writes numbers: a decimal separator, a group separator and the sizes of the groups
/// (3, or India's 3 then 2). A plain value, read from the C library once at start by the executable;
/// the model, MPFR and every parser keep the C form (`-1234.5`, `1.5e-7`), which this turns into the
/// user's (`-1.234,5`, `1,5e-7`) for the screen.
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
    /// grouped when asked, except in e-notation.
    public func format(_ text: String, grouping: Bool) -> String {
        guard text.first.map({ $0 == "-" || $0.isNumber || $0 == "." }) == true else { return text }
        if text.contains("e") { return localizingPoint(text) }
        var rest = Substring(text)
        var out = ""
        if rest.first == "-" {
            out = "-"
            rest = rest.dropFirst()
        }
        let integer = rest.prefix { $0 != "." }
        out += grouping && groups ? grouped(integer) : String(integer)
        if rest.count > integer.count { out += decimalSeparator + rest.dropFirst(integer.count + 1) }
        return out
    }

    /// An expression line or other text in C form with its decimal points as this locale writes them
    /// (the calculator's expressions use `.` for nothing else).
    public func localizingPoint(_ text: String) -> String {
        decimalSeparator == "." ? text : text.replacing(".", with: decimalSeparator)
    }

    /// The integer digits with a group separator wherever `grouping` puts one.
    private func grouped(_ digits: Substring) -> String {
        var sizes = grouping[...]
        var groups: [Substring] = []
        var end = digits.endIndex
        while end > digits.startIndex {
            let size = sizes.count > 1 ? sizes.removeFirst() : sizes.first!
            let start = digits.index(end, offsetBy: -size, limitedBy: digits.startIndex) ?? digits.startIndex
            groups.append(digits[start..<end])
            end = start
        }
        return groups.reversed().joined(separator: groupSeparator)
    }
}
