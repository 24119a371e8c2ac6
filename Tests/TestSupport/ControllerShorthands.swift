import CalculatorController
import CalculatorModel

/// The state after pressing the keys `text` names in batch language, as the compact window shows it (16 digits).
/// Immediate evaluation unless told otherwise: the tables written for it (every one before precedence
/// became the default) hold under `--evaluation immediate`, as the README says.
public func state(after text: String, evaluation: Evaluation = .immediate) throws -> DisplayState {
    try CalculatorController.run(keys: text, significantDigits: NumberFormat.compactDigits, evaluation: evaluation)
}
