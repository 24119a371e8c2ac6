/// How much the solver cares about a constraint, on kiwi's scale (weak 1 … required 1 001 001 000).
public struct Strength: Hashable, Comparable, Sendable, CustomStringConvertible {
    public let value: Double

    /// A strength clipped to 0…required, as kiwi's `strength::clip`.
    public init(_ value: Double) {
        self.value = Swift.max(0, Swift.min(Strength.requiredValue, value))
    }

    static let requiredValue = 1_001_001_000.0

    public static let required = Strength(requiredValue)
    public static let strong = Strength(1_000_000)
    public static let medium = Strength(1_000)
    public static let weak = Strength(1)

    /// kiwi's `strength::create(a, b, c, w)`: each of a, b, c (times w) clipped to 0…1000.
    public static func create(_ a: Double, _ b: Double, _ c: Double, weight w: Double = 1) -> Strength {
        var result = 0.0
        result += Swift.max(0, Swift.min(1000, a * w)) * 1_000_000
        result += Swift.max(0, Swift.min(1000, b * w)) * 1000
        result += Swift.max(0, Swift.min(1000, c * w))
        return Strength(result)
    }

    public var isRequired: Bool { value >= Strength.requiredValue }

    public static func < (lhs: Strength, rhs: Strength) -> Bool { lhs.value < rhs.value }

    public var description: String {
        switch value {
        case Strength.requiredValue: "required"
        case 1_000_000: "strong"
        case 1000: "medium"
        case 1: "weak"
        default: "\(value)"
        }
    }
}
