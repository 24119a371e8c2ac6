import CalculatorController
import CalculatorModel
import Sheet

/// A line's result as the window writes it: a value in the locale's numbers (`96,52 cm` in German), or
/// why the line has none, in the user's language (shown dimmed, and read as the line's description).
enum SheetWords {
    /// The text of `result` and whether it is a problem; empty for a line of text. With `exact`, a value's
    /// exact form where it has one (`√2/2`), else its decimal.
    static func result(_ result: SheetResult, locale: NumberLocale, exact: Bool = false) -> (text: String, isProblem: Bool) {
        switch result {
        case .none: ("", false)
        case .value(let value):
            if exact, let form = value.exactForm {
                (form.displayText, false)
            } else {
                (locale.localizingPoint(value.text), false)
            }
        case .problem(let problem): (reason(problem), true)
        }
    }

    /// The text of line `index`'s result as `editor` shows it (its exact form or its decimal) and whether it is a problem.
    static func result(of index: Int, in editor: SheetEditor, locale: NumberLocale) -> (text: String, isProblem: Bool) {
        result(editor.document.results[index], locale: locale, exact: editor.showsExact(index))
    }

    /// Why a line has no result.
    static func reason(_ problem: SheetProblem) -> String {
        switch problem {
        // The calculator's own reason, in the user's language where it was worded so.
        case .calculation(_, let reason, let words): words ?? reason
        case .ownDefinition(let name): localized("'%s' is used in its own definition", name)
        case .errorAbove("ans", let line): localized("'ans': the calculation on line %s is an error", String(line + 1))
        case .errorAbove(let name, let line): localized("'%s': its definition on line %s is an error", name, String(line + 1))
        case .noResultAbove: localized("'ans' has no calculation above")
        case .errorInBlock: localized("the sum includes a line with an error")
        case .reservedName(let name, _): localized("'%s' cannot be a name", name)
        case .nothingToCalculate: localized("nothing after '='")
        case .tooLong: localized("too long")
        }
    }
}
