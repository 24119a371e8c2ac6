import CalculatorModel
import CalculatorPresentation

/// How numbers are written, as the options set it over the locale and the X resources
/// (`--decimal-separator`, `--group-separator`, `--grouping`); nil leaves each to them.
public struct NumberFormatOptions: Equatable, Sendable {
    /// The decimal separator, `.` or `,`.
    public var decimal: String?
    /// The group separator: a character, `none`, or U+202F (a narrow no-break space) for `space`.
    public var group: String?
    /// The group sizes as written: `3`, `3;2` or `none`.
    public var grouping: String?

    /// Options that set `decimal`, `group` and `grouping`; none by default.
    public init(decimal: String? = nil, group: String? = nil, grouping: String? = nil) {
        self.decimal = decimal
        self.group = group
        self.grouping = grouping
    }

    /// The environment's way of writing numbers, with these options over the X resources' (`settings`).
    public func locale(over settings: CalculatorSession.Settings) -> NumberLocale {
        NumberLocale.fromEnvironment().overridden(
            decimal: decimal ?? settings.decimalSeparator, group: group ?? settings.groupSeparator,
            grouping: grouping ?? settings.grouping)
    }
}
