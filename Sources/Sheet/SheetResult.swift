/// What a sheet's line shows (issue 49): nothing (text, a heading, a blank line), a value, or an error
/// that says why.
public enum SheetResult: Equatable, Sendable {
    /// Text with no result: never an error shown on prose.
    case none
    case value(SheetValue)
    case problem(SheetProblem)

    /// The value, when there is one.
    public var value: SheetValue? {
        if case .value(let value) = self { value } else { nil }
    }

    /// Whether the line is a calculation (a value or an error): what `ans` and `sum` read.
    public var isCalculation: Bool { self != .none }
}
