import CalculatorModel

/// A unit reduced to base units: `factor` times the product of the base units of `dimension`
/// (`mile` is 1609.344 m). The factor is exact wherever the definitions it came from are.
public struct Quantity: Sendable, Equatable {
    /// The value in base units.
    public var factor: Real
    /// The base units' powers.
    public var dimension: Dimension

    /// A quantity of `factor` base units of `dimension`.
    public init(_ factor: Real, _ dimension: Dimension = .none) {
        self.factor = factor
        self.dimension = dimension
    }

    static func * (a: Quantity, b: Quantity) -> Quantity { Quantity(a.factor * b.factor, a.dimension * b.dimension) }
    static func / (a: Quantity, b: Quantity) -> Quantity { Quantity(a.factor / b.factor, a.dimension / b.dimension) }
    static prefix func - (a: Quantity) -> Quantity { Quantity(-a.factor, a.dimension) }
}
