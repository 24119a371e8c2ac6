import CalculatorController
import CalculatorModel
import Sheet

/// The calculator as a sheet's document sees it (issue 49): the one reader and evaluation of `-e`,
/// with a sheet's names, each line within one key's work; shared by `calculator --sheet` and the window.
public struct SheetCalculator: SheetCalculating, Sendable {
    /// The significant digits of a result's text.
    public var digits: Int
    /// How numbers are read.
    public var locale: NumberLocale

    public init(digits: Int = NumberFormat.wideDigits, locale: NumberLocale = .standard) {
        self.digits = digits
        self.locale = locale
    }

    public func names(in expression: String) -> [String] {
        CalculatorController.names(in: expression, locale: locale)
    }

    public func refusal(ofName name: String) -> SheetProblem? {
        CalculatorController.isReservedWord(name) ? .reservedName(name, meaning: "a word of the calculator") : nil
    }

    public func evaluate(_ expression: String, names: [String: Real]) -> Result<SheetValue, SheetProblem> {
        switch CalculatorController.evaluate(expression: expression, significantDigits: digits, locale: locale, names: names) {
        case .failure(let problem):
            let position: Int? = if case .refused = problem.reason { nil } else { problem.position }
            return .failure(.calculation(position: position, reason: problem.explanation))
        case .success(let state):
            if let reason = state.errorReason { return .failure(.calculation(position: nil, reason: reason.description)) }
            return .success(SheetValue(value: state.value, text: state.plainDisplay))
        }
    }
}
