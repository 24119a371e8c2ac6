import CalculatorModel

/// A tape line made again from its recipe: a controller of its own, started from a value (or from
/// nothing), its keys pressed. Pure: nothing outside the fresh controller changes.
enum TapeReplay {
    /// What the keys came to: the completed calculation's line and value (an error's value is NaN: also
    /// when an error shows on the way, where the keys after it would start anew, and when the line runs
    /// out of its work), or nil when the keys completed nothing, are no key sequence or are more than a
    /// line keeps (`keys(_:)`).
    static func run(keys: String, start: Real?, evaluation: Evaluation, angleUnit: AngleUnit) -> (
        expression: String, value: Real
    )? {
        guard let keys = Self.keys(keys) else { return nil }
        return run(keys: keys, start: start, evaluation: evaluation, angleUnit: angleUnit)
    }

    /// The keys a recipe names, when they are no more than the calculator writes for a line
    /// (`TapeRecording.maximumKeys`): a longer recipe was written by hand, and pressing it would cost
    /// work no budget bounds (the keys themselves are not metered). Its characters are counted first, so
    /// that a recipe of megabytes is not even read. Nil as well for a name that is no key.
    static func keys(_ text: String) -> [Key]? {
        guard text.utf8.count <= longestRecipe, let keys = try? KeySequence.keys(text),
            keys.count <= TapeRecording.maximumKeys
        else { return nil }
        return keys
    }

    /// The most characters the keys of a line the calculator wrote take: `TapeRecording.maximumKeys`
    /// keys, each its longest recorded name and a space.
    static let longestRecipe =
        TapeRecording.maximumKeys * ((Key.all.compactMap { $0.definition.names.first?.utf8.count }.max() ?? 1) + 1)

    /// The same from the keys themselves. The whole line spends at most one key's work on numbers
    /// (`EvaluationMeter.perKey`; within a pass that is measured already, that pass's), its exact
    /// arithmetic charged after each key (`EvaluationMeter.chargeExactArithmetic`): a line that runs out
    /// stops there.
    static func run(keys: [Key], start: Real?, evaluation: Evaluation, angleUnit: AngleUnit) -> (
        expression: String, value: Real
    )? {
        EvaluationMeter.measuring { pressing(keys, start: start, evaluation: evaluation, angleUnit: angleUnit) }
    }

    private static func pressing(_ keys: [Key], start: Real?, evaluation: Evaluation, angleUnit: AngleUnit) -> (
        expression: String, value: Real
    )? {
        let controller = CalculatorController(significantDigits: NumberFormat.wideDigits)
        controller.evaluation = evaluation
        controller.angleUnit = angleUnit
        controller.keepsTape = false
        if let start {
            controller.begin(from: start)
            EvaluationMeter.chargeExactArithmetic(on: start)
        }
        var last: CompletedCalculation?
        for key in keys {
            controller.pressQuietly(key)
            if let completed = controller.lastCompletion { last = completed }
            if let shown = controller.shownResult { EvaluationMeter.chargeExactArithmetic(on: shown) }
            if EvaluationMeter.isCurrentExhausted { return (controller.state.expression, .undefined(.tooMuchWork)) }
            if let reason = controller.state.errorReason { return (controller.state.expression, .undefined(reason)) }
        }
        guard let last else { return nil }
        var expression = Substring(last.expressionLine)
        if expression.hasSuffix(" =") { expression = expression.dropLast(2) }
        return (String(expression), last.value)
    }

    /// `keys` as the calculator records them when pressed from `start` (`TapeRecording`: without what a
    /// clear, ⌫ or undo removed), up to the first line they complete; nil when they complete none or
    /// keep no keys.
    static func recorded(keys: String, start: Real?, evaluation: Evaluation, angleUnit: AngleUnit) -> String? {
        guard let keys = Self.keys(keys) else { return nil }
        let controller = CalculatorController(significantDigits: NumberFormat.wideDigits)
        controller.evaluation = evaluation
        controller.angleUnit = angleUnit
        if let start { controller.begin(from: start) }
        return EvaluationMeter.measuring {
            for key in keys {
                controller.pressQuietly(key)
                if let line = controller.history.entries.last { return line.recipe?.keys }
                if let shown = controller.shownResult { EvaluationMeter.chargeExactArithmetic(on: shown) }
                if EvaluationMeter.isCurrentExhausted { return nil }
            }
            return nil
        }
    }
}
