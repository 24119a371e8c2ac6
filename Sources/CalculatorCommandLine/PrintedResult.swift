import CalculatorController
import CalculatorModel

/// How batch mode (`--keys`) and `-e` print a final state: the options that shape the lines, shared so
/// that both print a result alike.
struct PrintedResult: Equatable, Sendable {
    /// `--localized`: the number as the locale (and the number format's options) writes it, not in C form.
    var localized: Bool
    /// `--expression`: the expression line too, first.
    var printsExpression: Bool
    /// `--exact`: the exact form as Ctrl+C copies it (an empty line when there is none), before the number.
    var printsExactForm: Bool
    /// The number format's options, over the locale's, for `localized`.
    var numberFormat: NumberFormatOptions

    /// The lines printed for `state`; `locale` is how the system writes numbers.
    func lines(_ state: DisplayState, locale: NumberLocale) -> [String] {
        var state = state
        if localized {
            let locale = locale.overridden(
                decimal: numberFormat.decimal, group: numberFormat.group, grouping: numberFormat.grouping)
            state.expression = locale.localizingPoint(state.expression)
            state.plainDisplay = state.isError ? state.display : locale.format(state.plainDisplay, grouping: true)
        }
        return (printsExpression ? [state.expression] : []) + (printsExactForm ? [state.exactForm()?.plainText ?? ""] : [])
            + [state.plainDisplay]
    }
}
