import Testing
@testable import CalculatorPresentation

/// How a screen reader is given the display's number: signs and exponents in words.
@Suite struct SpokenNumberTests {
    @Test func spokenNumbers() {
        #expect(SpokenNumber.reading("-0.5") == "minus 0.5")
        #expect(SpokenNumber.reading("1.8e19") == "1.8 times 10 to the 19")
        #expect(SpokenNumber.reading("-1.8e-19") == "minus 1.8 times 10 to the minus 19")
        #expect(SpokenNumber.reading("≈0") == "approximately 0")
        #expect(SpokenNumber.reading("42") == "42")
        #expect(SpokenNumber.reading("Error") == "Error")
    }
}
