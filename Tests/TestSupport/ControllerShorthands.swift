import CalculatorController
import CalculatorModel

/// The state after pressing the keys `text` names in batch language, as the compact window shows it (16 digits).
public func state(after text: String) throws -> DisplayState {
    try CalculatorController.run(keys: text, significantDigits: NumberFormat.compactDigits)
}
