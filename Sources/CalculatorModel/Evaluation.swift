/// How the brain orders binary operations: the setting `--evaluation` and `calculator.evaluation`.
public enum Evaluation: String, CaseIterable, Sendable {
    /// As people write calculations: `xʸ` before `×` and `÷`, before `+` and `−` (`2 + 3 × 4` is 14).
    case precedence
    /// Each operator as soon as the next is pressed, left to right within a group (`2 + 3 × 4` is 20),
    /// as in the Stanford CS193p calculator and Windows Calculator's Standard mode.
    case immediate
}
