import CalculatorModel
import Testing
@testable import CalculatorPresentation

/// Issue 31: the screen reader reads an exact form in words ("square root of 2 over 2", "7 over 3",
/// "pi over 6", the issue's own examples), in English when no catalogue is loaded.
struct SpokenExactFormTests {
    static let cases: [(Real, ExactForm.Options, String)] = [
        (ScientificFunctions.squareRoot(8) / 4, .init(), "square root of 2 over 2"),
        (Real(7) / 3, .init(), "7 over 3"),
        (Real(7) / 3, .init(mixedNumbers: true), "2 and 1 over 3"),
        (Real(-1) / 24, .init(), "minus 1 over 24"),
        (Real.pi / 6, .init(), "pi over 6"),
        (Real.pi * 2 / 3, .init(), "2 times pi over 3"),
        (ScientificFunctions.cubeRoot(4), .init(), "cube root of 4"),
        (ScientificFunctions.power(2, Real(1) / 5), .init(), "root 5 of 2"),
        (ScientificFunctions.exp(2), .init(), "e to the 2"),
        (ScientificFunctions.exp(-1), .init(), "1 over e"),
        (ScientificFunctions.ln(2) * 3, .init(), "3 times natural logarithm of 2"),
        (-ScientificFunctions.log10(7), .init(), "minus logarithm of 7"),
    ]

    @Test(arguments: cases)
    func anExactFormIsReadInWords(value: Real, options: ExactForm.Options, words: String) throws {
        let form = try #require(ExactForm(value, options: options))
        #expect(SpokenExactForm.reading(form) == words)
    }
}
