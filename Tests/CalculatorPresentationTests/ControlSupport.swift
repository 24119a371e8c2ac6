@testable import CalculatorPresentation

extension Control {
    /// The tape index of a history row; nil for anything else.
    var historyRow: Int? {
        if case .historyRow(let index) = self { index } else { nil }
    }
}
