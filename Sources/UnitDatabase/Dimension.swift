/// A unit's dimension: the power of each of the database's base units (`m`, `kg`, `s`, `K`, `bit`, …) it is
/// made of, zero powers left out, so that two conformable units have equal dimensions.
public struct Dimension: Hashable, Sendable, CustomStringConvertible {
    /// Each base unit's name and its (non-zero) power.
    public private(set) var exponents: [String: Int]

    /// The dimension with these powers (zero ones dropped).
    public init(_ exponents: [String: Int] = [:]) {
        self.exponents = exponents.filter { $0.value != 0 }
    }

    /// A pure number's dimension.
    public static let none = Dimension()

    /// Whether this is a pure number's dimension.
    public var isNone: Bool { exponents.isEmpty }

    /// The product's dimension: powers add.
    static func * (a: Dimension, b: Dimension) -> Dimension {
        Dimension(a.exponents.merging(b.exponents, uniquingKeysWith: +))
    }

    /// The quotient's dimension: powers subtract.
    static func / (a: Dimension, b: Dimension) -> Dimension { a * b.power(-1) }

    /// The dimension to a whole power.
    func power(_ n: Int) -> Dimension { Dimension(exponents.mapValues { $0 * n }) }

    /// The dimension's `n`th root, nil unless every power divides by `n`.
    func root(_ n: Int) -> Dimension? {
        guard n > 0, exponents.values.allSatisfy({ $0 % n == 0 }) else { return nil }
        return Dimension(exponents.mapValues { $0 / n })
    }

    /// The dimension without the bases GNU units declares `!dimensionless` (radian, steradian): what
    /// conformability compares, as `units` does, so that `deg` converts to `1`.
    func removing(_ names: Set<String>) -> Dimension { Dimension(exponents.filter { !names.contains($0.key) }) }

    /// The dimension as GNU units writes it: `kg m^2 / s^2`, `1` for none.
    public var description: String {
        func side(_ pairs: [(String, Int)]) -> String {
            pairs.map { $0.1 == 1 ? $0.0 : "\($0.0)^\($0.1)" }.joined(separator: " ")
        }
        let sorted = exponents.sorted { $0.key < $1.key }
        let up = side(sorted.filter { $0.value > 0 }.map { ($0.key, $0.value) })
        let down = side(sorted.filter { $0.value < 0 }.map { ($0.key, -$0.value) })
        if down.isEmpty { return up.isEmpty ? "1" : up }
        return (up.isEmpty ? "1" : up) + " / " + down
    }
}
