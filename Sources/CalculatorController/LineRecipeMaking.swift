import CalculatorModel

extension CalculatorController {
    /// The key a recipe records for `key` pressed now: `C` and the angle toggle as what they do.
    func recordedKey(_ key: Key) -> Key {
        switch key {
        case .clear: showsError ? .allClear : clearKey
        case .toggleAngleUnit: .angleUnit(angleUnit == .degrees ? .radians : .degrees)
        default: key
        }
    }

    /// Adds `key` (as `recordedKey` wrote it before it was pressed) to the recording of the line under
    /// way, once it changed something: a clear or ⌫ takes back what it removed, `MR`, `Rand` and an `=`
    /// repeating the line before's make the line one its keys cannot make again. `wasError`: the
    /// display showed `Error` before it; `hadEntry`: a number was being typed; `angleUnit`: the unit before it.
    func record(_ key: Key, wasError: Bool, hadEntry: Bool, angleUnit: AngleUnit) {
        if wasError {
            switch key {
            case .clear, .allClear, .clearEntry:
                return recording.clearAll(angleUnit: self.angleUnit, isSecondActive: secondIsOn)
            case .digit, .point:
                // A number typed after an error clears first.
                recording.clearAll(angleUnit: self.angleUnit, isSecondActive: secondIsOn)
            default: break
            }
        }
        switch key {
        case .allClear:
            return recording.clearAll(angleUnit: self.angleUnit, isSecondActive: secondIsOn)
        case .backspace where hadEntry, .clearEntry where hadEntry:
            return recording.retype(typedText ?? "0")
        case .operation(.memoryRecall), .operation(.random):
            recording.noteUnreplayable()
        case .operation(.equals):
            if equalsRepeated {
                if !recording.ownsRepetition { recording.noteUnreplayable() }
            } else {
                recording.noteOwnRepetition()
            }
        default: break
        }
        recording.note(key, hadEntry: hadEntry, typed: typedText, angleUnit: angleUnit)
    }

    /// The recipe of the line just completed: the keys recorded and the line they began from, or an
    /// id alone when its keys cannot make it again.
    func recipe() -> LineRecipe {
        let id = (history.entries.compactMap { $0.recipe?.id }.max() ?? 0) + 1
        var recipe = LineRecipe(id: id, keys: nil, evaluation: evaluation, angleUnit: recording.angleUnit, mode: lineMode)
        guard recording.isReplayable, let keys = TapeRecording.names(of: recording.keys) else { return recipe }
        recipe.keys = keys
        if recording.usesOrigin, let origin = recording.origin {
            recipe.source = origin.id
            recipe.start = HistoryEntry(expressionLine: "", value: origin.value)?.result
        }
        return recipe
    }
}
