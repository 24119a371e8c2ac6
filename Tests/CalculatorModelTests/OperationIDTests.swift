import Testing
@testable import CalculatorModel

struct OperationIDTests {
    /// Every symbol names its operation and no other: the batch parser and the expression line rely on it.
    @Test func symbolsAreUniqueAndReadBack() {
        let symbols = OperationID.allCases.map(\.symbol)
        #expect(Set(symbols).count == symbols.count)
        for id in OperationID.allCases { #expect(OperationID(symbol: id.symbol) == id, "\(id)") }
    }

    /// The operations the keypad offers, counted from the enum's groups: 7 arithmetic, 2 grouping,
    /// 3 constants, 10 powers and roots, 3 logarithms and factorial, 6 trigonometric, 6 hyperbolic, 4 memory.
    @Test func fortyOneOperations() {
        #expect(OperationID.allCases.count == 41)
    }

    @Test(arguments: ["", "x", "sin⁻", "+ ", "SIN", "*"])
    func otherTextNamesNoOperation(text: String) {
        #expect(OperationID(symbol: text) == nil)
    }
}
