import CalculatorModel

/// The calculator as a sheet sees it (issue 49): the one expression reader of `-e` with a sheet's names,
/// which the calculator's layers provide; the document knows only the standard library and the numbers.
public protocol SheetCalculating {
    /// The names `expression` uses, in the order written, as the reader reads them (`ans`, `sum` and
    /// `total` among them); empty when it does not scan.
    func names(in expression: String) -> [String]
    /// Why `name` cannot be defined (it is a function's or a unit's word), or nil.
    func refusal(ofName name: String) -> SheetProblem?
    /// The value of `expression` with its names at `names`' values, within one key's work, or why not.
    func evaluate(_ expression: String, names: [String: Real]) -> Result<SheetValue, SheetProblem>
    /// Whether `expression`, which did not calculate, is still meant as a conversion, so that its error shows:
    /// a number converted to a unit (`5 ft to kg`), not prose that holds a `to` (`Trip 5 to Lyon`).
    func isConversion(_ expression: String) -> Bool
}

extension SheetCalculating {
    public func isConversion(_ expression: String) -> Bool { false }
}
