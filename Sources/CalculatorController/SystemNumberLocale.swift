import CalculatorModel
import Glibc

extension NumberLocale {
    /// How the user's locale (`LANG`, `LC_ALL`, `LC_NUMERIC`) writes numbers, read from the C library
    /// once; the process then goes back to the C locale, so no C function a library calls (`printf`,
    /// `strtod`: under de_DE they write and read `1234,5`) sees the user's form, and the model and every
    /// parser keep `1234.5`. The C and POSIX locales, which state no preference, keep the calculator's
    /// own `1,234.5`.
    public static func fromEnvironment() -> NumberLocale {
        // Only the numeric category is loaded (what `localeconv` reads of it), and put back at once.
        guard setlocale(LC_NUMERIC, "") != nil else { return .standard }
        defer { setlocale(LC_NUMERIC, "C") }
        guard let name = setlocale(LC_NUMERIC, nil).map({ String(cString: $0) }),
            name != "C", name != "POSIX", !name.hasPrefix("C."), let conventions = localeconv()
        else { return .standard }
        let decimal = String(cString: conventions.pointee.decimal_point)
        let group = String(cString: conventions.pointee.thousands_sep)
        // `grouping` is a string of sizes, rightmost group first; CHAR_MAX ends grouping, 0 repeats the last.
        var sizes: [Int] = []
        var byte = conventions.pointee.grouping
        while let size = byte?.pointee, size > 0, size < CChar.max {
            sizes.append(Int(size))
            byte = byte?.advanced(by: 1)
        }
        return NumberLocale(decimalSeparator: decimal.isEmpty ? "." : decimal, groupSeparator: group, grouping: sizes)
    }

    /// This locale with what the user set over it (`calculator.decimalSeparator`, `--group-separator`, …).
    public func overridden(decimal: String?, group: String?, grouping: String?) -> NumberLocale {
        var locale = self
        if let decimal, decimal == "." || decimal == "," { locale.decimalSeparator = decimal }
        if let group { locale.groupSeparator = group == "none" ? "" : group }
        if let grouping { locale.grouping = Self.grouping(grouping) ?? locale.grouping }
        return locale
    }

    /// `3`, `3;2` (India's), or `none`/`0`; nil when it is none of these.
    public static func grouping(_ text: String) -> [Int]? {
        if text == "none" || text == "0" { return [] }
        let sizes = text.split(separator: ";").map { Int($0) }
        guard !sizes.isEmpty, sizes.allSatisfy({ ($0 ?? 0) >= 1 && ($0 ?? 0) <= 9 }) else { return nil }
        return sizes.compactMap { $0 }
    }
}
