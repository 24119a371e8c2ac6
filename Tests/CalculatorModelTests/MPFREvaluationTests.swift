import Testing
import CMPFR
@testable import CalculatorModel

/// Functions on decimal operands that binary cannot hold exactly: Ziv's strategy keeps all 40 digits
/// where a single 256-bit evaluation would lose the last ones. Expected: mpmath at 100 digits.
struct MPFREvaluationTests {
    @Test func logarithmNearOneKeepsFortyDigits() {
        let x = Number("1.000000000000000000000000000000000000001")!
        #expect(ScientificFunctions.ln(x).description == "9.999999999999999999999999999999999999995e-40")
    }

    @Test func cosineNearAZeroKeepsFortyDigits() {
        let x = Number("1.570796326794896619231321691639751442099")!
        #expect(ScientificFunctions.cos(x, .radians).description == "-4.153003124470895125277038460917968568955e-40")
    }

    @Test func hugeRadianArgumentsAreReducedExactly() {
        let x = Number("1e14")!
        #expect(ScientificFunctions.sin(x, .radians).description == "-0.2094083074964523026947459958236841123955")
    }

    @Test func numbersRoundTripThroughMPFR() {
        let values = ["0.1", "-123.456", "1e-9999", "9.999999999999999999999999999999999999999e9999", "3"]
        for text in values {
            let number = Number(text)!
            #expect(MPFREvaluation.evaluate(number) { result, arguments in _ = mpfr_set(result, arguments[0], MPFR_RNDN) } == number)
        }
    }

    /// Found by the mpmath reference: MPFR rounds e^(-10^8900) to 0 with its underflow flag; it is a
    /// non-zero value below 10^-9999, so `Error`.
    @Test func underflowBelowMPFRsRangeIsUndefined() {
        #expect(ScientificFunctions.exp(-Number("9.7e8900")!).isNaN)
        #expect(ScientificFunctions.exp(-Number("23100")!).isNaN)
        #expect(!ScientificFunctions.exp(-Number("23000")!).isNaN)
    }

    @Test func infinitiesAndNaNAreUndefined() {
        #expect(MPFREvaluation.evaluate(0) { result, arguments in _ = mpfr_log(result, arguments[0], MPFR_RNDN) }.isNaN)
        #expect(MPFREvaluation.evaluate(-1) { result, arguments in _ = mpfr_sqrt(result, arguments[0], MPFR_RNDN) }.isNaN)
    }
}
