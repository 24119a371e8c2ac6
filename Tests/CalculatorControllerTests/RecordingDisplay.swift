import CalculatorModel
@testable import CalculatorController

/// A fake view that records every state it is shown.
final class RecordingDisplay: CalculatorDisplay {
    private(set) var shown: [DisplayState] = []
    func show(_ state: DisplayState) { shown.append(state) }
}

/// The state after pressing the keys `text` names in batch language, as the compact window shows it (16 digits).
func state(after text: String) throws -> DisplayState {
    try CalculatorController.run(keys: text, significantDigits: NumberFormat.compactDigits)
}
