import Testing
@testable import CalculatorModel

/// A fraction's repeating part (issue 31 item 2), each found by long division by hand.
struct RepetendTests {
    @Test(arguments: [
        (1, 7, "0.(142857)", 0, 6), (1, 6, "0.1(6)", 1, 1), (22, 7, "3.(142857)", 0, 6), (-7, 3, "-2.(3)", 0, 1),
        (1, 12, "0.08(3)", 2, 1), (1, 81, "0.(012345679)", 0, 9), (7, 1100, "0.00(63)", 2, 2),
    ])
    func aFractionRepeats(numerator: Int, denominator: Int, text: String, start: Int, length: Int) {
        let repetend = DigitExpansion(Real(numerator) / Real(denominator)).repetend
        #expect(repetend?.text == text && repetend?.start == start && repetend?.length == length)
    }

    /// 1/97 repeats after 96 digits; 1/10007's part (10,006 digits) ends past 10,000 places: none.
    @Test func aLongPeriodIsFoundWithinTheBound() {
        #expect(DigitExpansion(Real(1) / 97).repetend?.length == 96)
        #expect(DigitExpansion(Real(1) / 10007).repetend == nil)
        #expect(DigitExpansion(ScientificFunctions.squareRoot(2)).repetend == nil)
    }
}
