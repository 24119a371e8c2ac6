import CalculatorModel

extension CalculatorController {
    /// Evaluates one typed calculation (`calculator -e '2+3*4'`) as the window evaluates it pasted and
    /// then `=`: the paste parser's grammar, `evaluation`'s rule, numbers read by `locale`'s rules, in a
    /// controller of its own (no memory, no tape). The final state, or where and why the text does
    /// not parse. A calculation that ends in `=` is not given another (which would repeat its last step).
    public static func evaluate(
        expression text: String, significantDigits: Int = NumberFormat.wideDigits, evaluation: Evaluation? = nil,
        locale: NumberLocale = .standard
    ) -> Result<DisplayState, ExpressionProblem> {
        let controller = CalculatorController(significantDigits: significantDigits)
        if let evaluation { controller.evaluation = evaluation }
        controller.numberLocale = locale
        var isComplete = false
        if PastedNumber.value(of: text, locale: locale) == nil {
            switch PastedCalculation.reading(text, locale: locale) {
            case .failure(let problem): return .failure(problem)
            case .success(let calculation): isComplete = calculation.isComplete
            }
        }
        guard controller.paste(text) != nil else {
            return .failure(ExpressionProblem(position: 1, reason: controller.refusal.map { .refused($0) } ?? .noOperation))
        }
        if !isComplete { controller.press(.equals) }
        return .success(controller.state)
    }

    /// The most bytes a typed calculation may have, as a paste: longer lines are refused unread.
    public static let maximumExpressionBytes = PastedCalculation.maximumBytes
}
