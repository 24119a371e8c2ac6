import CalculatorModel

/// A line's result (issue 49): its exact value, which later lines read by name, and how it is written.
public struct SheetValue: Equatable, Sendable {
    /// The exact value.
    public var value: Real
    /// As `-e` prints it (`96.52`).
    public var text: String
    /// Its exact form (`√2/2`, `7/3`, `π/6`) when it has one and no unit: what the window's S⇔D shows.
    public var exactForm: ExactForm?

    public init(value: Real, text: String, exactForm: ExactForm? = nil) {
        self.value = value
        self.text = text
        self.exactForm = exactForm
    }
}
