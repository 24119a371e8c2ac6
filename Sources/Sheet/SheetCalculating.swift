import CalculatorModel

/// The calculator as a sheet sees it (issue 49): the one expression reader of `-e` with a sheet's names,
/// which the calculator's layers provide; the document knows only the standard library and the numbers.
public protocol SheetCalculating {
    /// A line's expression as read once, for its names and then for its value (the calculator's tokens, so
    /// that a line is scanned once); the expression itself for a calculator that reads it each time.
    associatedtype Reading = String
    /// `expression` read for `names(in:)` and `evaluate(_:names:)`.
    func reading(_ expression: String) -> Reading
    /// The names the expression uses, in the order written, as the reader reads them (`ans`, `sum` and
    /// `total` among them); empty when it does not scan.
    func names(in reading: Reading) -> [String]
    /// Why `name` cannot be defined (it is a function's or a unit's word), or nil.
    func refusal(ofName name: String) -> SheetProblem?
    /// The value of the expression with its names at `names`' values, within one key's work, or why not.
    func evaluate(_ reading: Reading, names: [String: Real]) -> Result<SheetValue, SheetProblem>
    /// Whether `expression`, which did not calculate, is still meant as a conversion, so that its error shows:
    /// a number converted to a unit (`5 ft to kg`), not prose that holds a `to` (`Trip 5 to Lyon`).
    func isConversion(_ expression: String) -> Bool
}

extension SheetCalculating {
    public func isConversion(_ expression: String) -> Bool { false }
}

extension SheetCalculating where Reading == String {
    public func reading(_ expression: String) -> String { expression }
}
