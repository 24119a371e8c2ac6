/// A unit a value is converted from or to: linear (any unit expression, `km/hr`) or affine (a temperature
/// scale, `tempF`), with the text it was read from.
public struct ConversionUnit: Sendable, Equatable {
    /// How the unit maps a value to base units.
    public enum Kind: Sendable, Equatable {
        /// value × factor.
        case linear(Quantity)
        /// slope × value + offset.
        case affine(AffineFunction)
    }

    /// The expression as the user or the picker wrote it (`mile`, `km/hr`, `tempF`).
    public let text: String
    /// Linear or affine.
    public let kind: Kind

    /// The dimension of the unit's quantities.
    public var dimension: Dimension {
        switch kind {
        case .linear(let quantity): quantity.dimension
        case .affine(let function): function.dimension
        }
    }
}
