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
        evaluate(expression: text, significantDigits: significantDigits, evaluation: evaluation, locale: locale, names: nil)
    }

    /// Evaluates one line of a sheet (issue 49) as `evaluate(expression:)` does, its names read at their
    /// values in `names`, within one key's work (`EvaluationMeter.perKey`).
    public static func evaluate(
        expression text: String, significantDigits: Int = NumberFormat.wideDigits, evaluation: Evaluation? = nil,
        locale: NumberLocale = .standard, names: [String: Real]?
    ) -> Result<DisplayState, ExpressionProblem> {
        evaluate(
            text, significantDigits: significantDigits, evaluation: evaluation, locale: locale, names: names, tokens: nil,
            expressionLine: true)
    }

    /// Evaluates a sheet's line scanned once, for its names first (`ScannedExpression`), as
    /// `evaluate(expression:names:)` evaluates its text; the state has no expression line (`expression` empty).
    public static func evaluate(
        _ scanned: ScannedExpression, significantDigits: Int = NumberFormat.wideDigits, names: [String: Real]
    ) -> Result<DisplayState, ExpressionProblem> {
        evaluate(
            scanned.text, significantDigits: significantDigits, evaluation: nil, locale: scanned.locale, names: names,
            tokens: scanned.tokens, expressionLine: false)
    }

    /// `evaluate(expression:names:)`, `tokens` the text's scanned with its names, when it was; the state with
    /// its expression line when `expressionLine`.
    private static func evaluate(
        _ text: String, significantDigits: Int, evaluation: Evaluation?, locale: NumberLocale, names: [String: Real]?,
        tokens: Result<[(token: PastedCalculation.Token, position: Int)], ExpressionProblem>?, expressionLine: Bool
    ) -> Result<DisplayState, ExpressionProblem> {
        let controller = CalculatorController(significantDigits: significantDigits)
        if let evaluation { controller.evaluation = evaluation }
        controller.numberLocale = locale
        // No tape and no outcome of each step: only the final state is made, within the last key's meter.
        controller.keepsTape = false
        controller.makesExpressionLine = expressionLine
        let read: PastedText
        if let number = PastedNumber.value(of: text, locale: locale) {
            read = .number(number)
        } else {
            switch PastedCalculation.reading(text, locale: locale, names: names, scanned: tokens) {
            case .failure(let problem): return .failure(problem)
            case .success(let calculation): read = .calculation(calculation)
            }
        }
        let isComplete = if case .calculation(let calculation) = read { calculation.isComplete } else { false }
        let pasted = EvaluationMeter.measuring {
            let tapeChange = controller.pasteQuietly(text, names: names, read: read)
            if isComplete { _ = controller.state }
            return tapeChange
        }
        guard pasted != nil else {
            return .failure(ExpressionProblem(position: 1, reason: controller.refusal.map { .refused($0) } ?? .noOperation))
        }
        if !isComplete {
            EvaluationMeter.measuring {
                controller.pressQuietly(.equals)
                _ = controller.state
            }
        }
        return .success(controller.state)
    }

    /// The names a sheet's line uses, in the order written (repeats kept once), read as `evaluate(expression:names:)`
    /// reads them; empty when the line does not scan (a character that means nothing).
    public static func names(in text: String, locale: NumberLocale = .standard) -> [String] {
        ScannedExpression(text, locale: locale).names
    }

    /// Whether `word` is one of the calculator's own words in a calculation (a function, a constant,
    /// `E`, `x`, `mod`), which a sheet's name may not be.
    public static func isReservedWord(_ word: String) -> Bool {
        word == "x" || word == PastedCalculation.Token.scaledWord || PastedCalculation.Token.words[word.lowercased()] != nil
            || PastedCalculation.Token.Share(rawValue: word) != nil
    }

    /// The most bytes a typed calculation may have, as a paste: longer lines are refused unread.
    public static let maximumExpressionBytes = PastedCalculation.maximumBytes
}
