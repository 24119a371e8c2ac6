import CalculatorModel

/// Reads one pasted number written in any common form, by rules that never guess: `1.234,5` and
/// `1,234.5` (the last of two marks is the decimal one), `1 234,5` with a space, no-break or narrow
/// no-break space, `1’234.5`, `1234.5`, `0,011`, `-3e5`, `1,5e-7`. A lone `.` or `,` that could group
/// thousands (`1,234`) is read as the locale writes it, and refused when the locale uses neither.
enum LocalizedNumber {
    /// What may group digits besides `.` and `,`: never a decimal mark.
    static let groupOnly: Set<Character> = [" ", "\u{A0}", "\u{202F}", "’", "'"]

    /// The value of `text` (a number alone, with its sign), every digit kept, or nil when it is not one
    /// or is ambiguous; `nan` (`Error`, as a result that large or small is) out of range (`1e10000`).
    /// Plain spaces group digits only when `spaces` says so: in a calculation they separate tokens.
    static func value(of text: Substring, locale: NumberLocale, spaces: Bool = true) -> Number? {
        var rest = text
        var negative = false
        if let first = rest.first, "-−+".contains(first) {
            negative = first != "+"
            rest = rest.dropFirst()
        }
        var exponent = ""
        if let e = rest.firstIndex(where: { $0 == "e" || $0 == "E" }) {
            var tail = rest[rest.index(after: e)...]
            var sign = ""
            if let first = tail.first, "-−+".contains(first) {
                sign = first == "+" ? "" : "-"
                tail = tail.dropFirst()
            }
            guard !tail.isEmpty, tail.allSatisfy({ $0.isASCII && $0.isNumber }) else { return nil }
            exponent = "e" + sign + tail
            rest = rest[..<e]
        }
        guard let plain = plainDigits(rest, locale: locale, spaces: spaces) else { return nil }
        guard let value = Number(exactDecimal: (negative ? "-" : "") + plain + exponent) else {
            // An exponent of a million or more (`1e99999999`): out of range as `1e10000` is, unless the
            // digits are all 0.
            guard exponent.count > 7 else { return nil }
            return plain.contains { $0 != "0" && $0 != "." } ? .nan : .zero
        }
        return value
    }

    /// `text` in C form when it is ASCII digits (`1200`), or digits, one `.` or `,`, and digits other than
    /// three of them (`1.5`, `3,14159`: never a group of thousands); nil for any other text.
    static func plainDigitsAtOnce(_ text: Substring) -> String? {
        let bytes = text.utf8
        var mark: String.Index?
        for index in bytes.indices {
            let byte = bytes[index]
            if byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") { continue }
            guard mark == nil, byte == UInt8(ascii: ".") || byte == UInt8(ascii: ",") else { return nil }
            mark = index
        }
        guard let mark else { return bytes.isEmpty ? nil : String(text) }
        let before = text[..<mark], after = text[text.index(after: mark)...]
        guard !before.isEmpty, !after.isEmpty, after.utf8.count != 3 else { return nil }
        return before + "." + after
    }

    /// The mantissa in C form (`1234.5`), or nil.
    static func plainDigits(_ text: Substring, locale: NumberLocale, spaces: Bool) -> String? {
        // Digits alone (`1200`), and digits with one mark whose fraction could not group thousands (`1.5`,
        // `0,25`), the most common numbers, read at once as `checkedPlainDigits` reads them, which take about
        // ten passes over the Characters (a sheet of 1,000 lines reads thousands of numbers).
        plainDigitsAtOnce(text) ?? checkedPlainDigits(text, locale: locale, spaces: spaces)
    }

    /// The mantissa in C form, each rule checked in turn, or nil.
    static func checkedPlainDigits(_ text: Substring, locale: NumberLocale, spaces: Bool) -> String? {
        let marks = text.filter { $0 == "." || $0 == "," }
        let spacers = text.filter { groupOnly.contains($0) }
        guard !text.isEmpty, text.contains(where: { $0.isASCII && $0.isNumber }),
            text.allSatisfy({ ($0.isASCII && $0.isNumber) || $0 == "." || $0 == "," || groupOnly.contains($0) }),
            spaces || !spacers.contains(" "), Set(spacers).count <= 1
        else { return nil }
        // Which mark, if any, is the decimal one; the others group.
        var decimal: Character?
        switch Set(marks).count {
        case 0: break
        case 2:
            decimal = marks.last
            guard marks.filter({ $0 == decimal }).count == 1, spacers.isEmpty else { return nil }
        default:
            let mark = marks.first!
            if marks.count > 1 { break }   // repeated: it groups
            if !spacers.isEmpty { decimal = mark; break }
            let before = text.prefix { $0 != mark }, after = text.drop { $0 != mark }.dropFirst()
            let couldGroup = after.count == 3 && before != "0" && isGrouping([before, after], locale: locale)
            if !couldGroup {
                decimal = mark
            } else if String(mark) == locale.decimalSeparator {
                decimal = mark
            } else if String(mark) != locale.groupSeparator {
                return nil   // `1,234` where the locale groups with neither: ambiguous, refused
            }
        }
        let integerPart = decimal.map { mark in text.prefix { $0 != mark } } ?? text
        let fraction = decimal.map { mark in text.drop { $0 != mark }.dropFirst() } ?? ""
        guard fraction.allSatisfy({ $0.isASCII && $0.isNumber }) else { return nil }
        let separators = integerPart.filter { !($0.isASCII && $0.isNumber) }
        if let separator = separators.first {
            guard separators.allSatisfy({ $0 == separator }),
                isGrouping(integerPart.split(separator: separator, omittingEmptySubsequences: false), locale: locale)
            else { return nil }
        }
        let digits = integerPart.filter { $0.isASCII && $0.isNumber }
        guard !digits.isEmpty || !fraction.isEmpty else { return nil }
        return (digits.isEmpty ? "0" : digits) + (fraction.isEmpty ? "" : "." + fraction)
    }

    /// Whether `groups` (left to right) group digits in threes or as the locale does (`12,34,567`).
    static func isGrouping(_ groups: [Substring], locale: NumberLocale) -> Bool {
        [[3], locale.grouping].contains { sizes in
            guard !sizes.isEmpty, groups.allSatisfy({ !$0.isEmpty && $0.allSatisfy { $0.isASCII && $0.isNumber } }) else {
                return false
            }
            var remaining = sizes[...]
            for (index, group) in groups.enumerated().reversed() {
                let size = remaining.count > 1 ? remaining.removeFirst() : remaining.first!
                if index == 0 ? !(1...size).contains(group.count) : group.count != size { return false }
            }
            return true
        }
    }
}
