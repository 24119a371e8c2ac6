/// A unit a value is converted from or to: linear (any unit expression, `km/hr`), a temperature difference
/// (`degF`, `Δ°F`) or a temperature scale (`tempF`, `°F`, `K`), with the text it was read from.
public struct ConversionUnit: Sendable, Equatable {
    /// How the unit maps a value to base units.
    public enum Kind: Sendable, Equatable {
        /// value × factor.
        case linear(Quantity)
        /// value × factor, a temperature difference: it converts to differences and to the scales from absolute
        /// zero (9 Δ°F is 5 K), not to the temperatures of a scale with an offset.
        case difference(Quantity)
        /// slope × value + offset: a temperature scale.
        case affine(AffineFunction)
    }

    /// The expression as the user or the picker wrote it (`mile`, `km/hr`, `tempF`).
    public let text: String
    /// Linear or affine.
    public let kind: Kind
    /// The oldest exchange rates the unit rests on (`EUR`, `USD/hr`); nil for a unit of no rate.
    public var rates: RatesStamp? = nil

    /// The dimension of the unit's quantities.
    public var dimension: Dimension {
        switch kind {
        case .linear(let quantity), .difference(let quantity): quantity.dimension
        case .affine(let function): function.dimension
        }
    }

    /// Whether this is a temperature difference.
    public var isDifference: Bool {
        if case .difference = kind { return true }
        return false
    }

    /// Whether this is a sum of money (its dimension is the currency's).
    public var isCurrency: Bool { dimension == Currencies.dimension }

    /// The oldest exchange rates a conversion between `a` and `b` uses; nil when it uses none.
    public static func rates(_ a: ConversionUnit, _ b: ConversionUnit) -> RatesStamp? { RatesStamp.older(a.rates, b.rates) }

    /// Whether this is a temperature of a scale whose zero is not absolute zero (°C, °F).
    var hasOffset: Bool {
        if case .affine(let function) = kind { return !function.offset.factor.isZero }
        return false
    }
}
