import CalculatorModel

/// A line's result (issue 49): its exact value, which later lines read by name, and how it is written.
public struct SheetValue: Equatable, Sendable {
    /// The exact value.
    public var value: Real
    /// As `-e` prints it (`96.52`).
    public var text: String

    public init(value: Real, text: String) {
        self.value = value
        self.text = text
    }
}
