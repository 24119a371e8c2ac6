import Testing
@testable import CalculatorModel

struct OperationTests {
    @Test func precedenceOrdersTheLevels() {
        #expect(Precedence.additive < .multiplicative && Precedence.multiplicative < .exponential)
        #expect(!(Precedence.exponential < .additive))
        #expect([Precedence.exponential, .additive, .multiplicative].sorted() == [.additive, .multiplicative, .exponential])
    }

    /// Powers run from the right (`2 ^ 3 ^ 2` is 2⁹ = 512 in Python, `2 ** 3 ** 2`); sums and
    /// products from the left.
    @Test func onlyPowersAreRightAssociative() {
        #expect(Precedence.exponential.isRightAssociative)
        #expect(!Precedence.additive.isRightAssociative && !Precedence.multiplicative.isRightAssociative)
    }
}
