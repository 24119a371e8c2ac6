import Testing
@testable import CalculatorModel

/// The reduction of roots to one canonical root: identities checked with sympy 1.12
/// (`radsimp(sqrt(Rational(p, q)))`, `root(n, k)`), e.g. √(1/2) = √2/2, ⁴√36 = √6, ⁶√8 = √2.
struct RadicalTests {
    private static func canonical(_ p: Int, _ q: Int, index: Int) -> (String, String, Int)? {
        guard let (c, factor) = Radical(coefficient: .one, radicand: Rational(p, q), index: index).canonical else { return nil }
        let text = c.numerator.decimalDigits + "/" + c.denominator.decimalDigits
        switch factor {
        case .one: return (text, "1", 1)
        case .root(let m, let k): return (text, m.decimalDigits, k)
        default: return nil
        }
    }

    /// (p/q)^(1/index) = coefficient × radicand^(1/k).
    static let cases: [(p: Int, q: Int, index: Int, coefficient: String, radicand: String, k: Int)] = [
        (8, 1, 2, "2/1", "2", 2), (1, 2, 2, "1/2", "2", 2), (9, 4, 2, "3/2", "1", 1), (36, 1, 4, "1/1", "6", 2),
        (8, 1, 6, "1/1", "2", 2), (16, 1, 3, "2/1", "2", 3), (1, 4, 3, "1/2", "2", 3), (64, 1, 6, "2/1", "1", 1),
        (12, 5, 2, "2/5", "15", 2), (32, 1, 6, "1/1", "32", 6),
    ]

    @Test(arguments: cases)
    func aRootReducesToItsCanonicalForm(p: Int, q: Int, index: Int, coefficient: String, radicand: String, k: Int) throws {
        let (c, m, j) = try #require(Self.canonical(p, q, index: index))
        #expect(c == coefficient)
        #expect(m == radicand)
        #expect(j == k)
    }

    /// Products and powers combine under the least common index: √2 × ∛2 = ⁶√32, (√2)^(1/3) = ⁶√2.
    @Test func productsAndPowersCombine() throws {
        let root2 = Radical(coefficient: .one, radicand: Rational(2), index: 2)
        let cube2 = Radical(coefficient: .one, radicand: Rational(2), index: 3)
        let product = try #require(root2.times(cube2))
        #expect(product.index == 6 && product.radicand == Rational(32))
        let power = try #require(root2.power(Rational(1, 3)))
        #expect(power.index == 6 && power.radicand == Rational(2))
        #expect(Radical(coefficient: -.one, radicand: Rational(2), index: 2).root(2) == nil)
        #expect(Radical(coefficient: -.one, radicand: Rational(2), index: 1).root(3)?.coefficient == -.one)
    }
}
