import CalculatorModel

extension CalculatorController {
    /// The key a recipe records for `key` pressed now: `C` and the angle toggle as what they do.
    func recordedKey(_ key: Key) -> Key {
        switch key {
        case .clear: state.isError ? .allClear : clearKey
        case .toggleAngleUnit: .angleUnit(angleUnit == .degrees ? .radians : .degrees)
        default: key
        }
    }

    /// The recipe of `entry`, just completed: the recorded keys and the line they began from, kept
    /// only when replaying them gives the same result (a key that reads the memory or a random number
    /// does not), else an id alone.
    func recipe(for entry: HistoryEntry) -> LineRecipe {
        let id = (history.entries.compactMap { $0.recipe?.id }.max() ?? 0) + 1
        var recipe = LineRecipe(id: id, keys: nil, evaluation: evaluation, angleUnit: recording.angleUnit)
        guard recording.isReplayable, let keys = TapeRecording.names(of: recording.keys) else { return recipe }
        let start = recording.usesOrigin ? recording.origin?.value : nil
        guard
            let replayed = TapeReplay.run(
                keys: recording.keys, start: start, evaluation: evaluation, angleUnit: recording.angleUnit),
            let again = HistoryEntry(expressionLine: replayed.expression, value: replayed.value),
            again.result == entry.result
        else { return recipe }
        recipe.keys = keys
        if let start {
            recipe.source = recording.origin?.id
            recipe.start = HistoryEntry(expressionLine: "", value: start)?.result
        }
        return recipe
    }
}
