import Testing
import TestSupport
@testable import CalculatorController
import CalculatorModel

/// A pasted calculation is read as an expression, by the evaluation rule, never as keys that merge
/// with what was typed. The expected values are the arithmetic of the pasted text (Python's `eval` of
/// it with `**` for powers gives each), and the pastes are issue 20's, which today's calculators misread.
struct PastedCalculationTests {
    /// Keys pressed first, the pasted text, then the display and the expression line after the paste.
    @Test(arguments: [
        // Issue 20: "type 5, then paste 12+3×4=": the paste replaces the entry; 12 + 3 × 4 = 24.
        ("5", "12+3×4=", "24", "12 + 3 × 4 ="),
        ("", "12+3*4=", "24", "12 + 3 × 4 ="),
        ("", "(2+3)*4=", "20", "(2 + 3) × 4 ="),
        // A minus after an operator is a sign: 2 × −3 and 10 ÷ −2.
        ("", "2 × −3 =", "-6", "2 × (-3) ="),
        ("", "2*-3=", "-6", "2 × (-3) ="),
        ("", "10/-2=", "-5", "10 ÷ (-2) ="),
        // E-notation, as the calculator's own copies write it.
        ("", "1e3+1=", "1,001", "1,000 + 1 ="),   // grouped as the number (issue 47)
        ("", "1.5e-3*2=", "0.003", "0.0015 × 2 ="),
        // `**` is a power; without `=` the calculation shows its value, in a group.
        ("", "2**3", "8", "(2 ^ 3)"),
        ("", "2^10=", "1,024", "2 ^ 10 ="),
        ("", "1,234.5 − 34.5 =", "1,200", "1,234.5 − 34.5 ="),
        ("", "50 + 10% =", "55", "50 + 10% ="),
        ("", "  7 ÷ 2 = \n", "3.5", "7 ÷ 2 ="),
        ("", "-4+1=", "-3", "-4 + 1 ="),
        ("", "3x3=", "9", "3 × 3 ="),
        // Functions, constants and hand-written multiplication.
        ("", "sqrt(16)+1=", "5", "√(16) + 1 ="),
        ("", "√9×2=", "6", "√(9) × 2 ="),
        ("", "2(3+4)=", "14", "2 × (3 + 4) ="),
        ("", "-(1+2)*2=", "-6", "±(1 + 2) × 2 ="),
        ("", "2^3^2=", "512", "2 ^ 3 ^ 2 ="),
        ("", "5!-1=", "119", "5! − 1 ="),
        // After an operator the paste is that operator's operand, whole: 2 + (3 × 4), not (2 + 3) × 4.
        ("2 +", "3*4", "12", "2 + (3 × 4) …"),
        ("2 +", "3*4=", "14", "2 + (3 × 4) ="),
        ("2 × 3 =", "1+1", "2", "(1 + 1)"),
    ])
    func aPastedCalculationIsReadAsAnExpression(before: String, text: String, display: String, expression: String) throws {
        let controller = CalculatorController()
        for key in try KeySequence.keys(before) { controller.press(key) }
        let pasted = try #require(controller.paste(text)?.state)
        #expect(pasted.display == display)
        #expect(pasted.expression == expression)
    }

    /// Issue 36: a pasted number is exact and whole, as a typed one is. Python's integers and
    /// `fractions` give each: 2**256 + 1 − 2**256 is 1 (it was 0: the operands were rounded to 40
    /// digits), and 1.0000000000000000000000000000000000000001 − 1 is 1/10**40.
    @Test(arguments: [
        (
            "115792089237316195423570985008687907853269984665640564039457584007913129639937-115792089237316195423570985008687907853269984665640564039457584007913129639936=",
            "1"
        ),
        ("1.0000000000000000000000000000000000000001-1=", "1e-40"),
        ("(2^256+1)-115792089237316195423570985008687907853269984665640564039457584007913129639936=", "1"),
    ])
    func pastedNumbersKeepEveryDigit(text: String, display: String) throws {
        #expect(try #require(CalculatorController().paste(text)).state.plainDisplay == display)
    }

    /// `0x`, `0o` and `0b` are whole numbers in base 16, 8 and 2 (Python: 0x10 = 16, 0o17 = 15, 0b101 = 5,
    /// 0xFF + 1 = 256, 0x1f * 2 = 62), as GNOME Calculator reads them: `0x10` was read as 0 × 10.
    @Test(arguments: [
        ("0x10", "16"), ("-0x10", "-16"), ("0o17+0=", "15"), ("0b101*1=", "5"), ("0xFF+1=", "256"), ("0x1f*2=", "62"),
        ("0X10+0B1=", "17"), ("0 x 10=", "0"),
    ])
    func basePrefixesAreRead(text: String, display: String) throws {
        #expect(try #require(CalculatorController().paste(text)).state.plainDisplay == display)
    }

    @Test(arguments: ["0x1G+1=", "0b12+1=", "0o8+1=", "0x1.8+1="])
    func aBasePrefixWithADigitOfAnotherBaseIsNoCalculation(text: String) {
        #expect(PastedCalculation(text) == nil)
    }

    /// Digits written onto a function's name are part of it (Python's math.log10(1000) = 3, 10**2 = 100):
    /// `log10(1000)` was read as log(10) × 1000.
    @Test(arguments: [("log10(1000)=", "3"), ("LOG10(100)+1=", "3"), ("exp10(2)=", "100"), ("log10 1000=", "3")])
    func digitsOnAFunctionsNameBelongToIt(text: String, display: String) throws {
        #expect(try #require(CalculatorController().paste(text)).state.plainDisplay == display)
    }

    /// A function's name with digits the calculator has no function for is refused, not multiplied.
    @Test(arguments: ["log2(8)=", "atan2(1,1)", "sin30=", "LN2="])
    func aNameWithDigitsItDoesNotKnowIsNoCalculation(text: String) {
        #expect(PastedCalculation(text) == nil)
    }

    /// A sign binds looser than a power, as in mathematics, GNOME Calculator and Python: -2**2 = −4,
    /// 2*-3**2 = −18, -2**3**2 = −512, -2**-2 = −0.25.
    @Test(arguments: [
        ("-2^2=", "-4"), ("2*-3^2=", "-18"), ("-2^3^2=", "-512"), ("-2^-2=", "-0.25"), ("-2**2+5=", "1"),
        ("(-2)^2=", "4"), ("-2*3=", "-6"),
    ])
    func aSignBindsLooserThanAPower(text: String, display: String) throws {
        #expect(try #require(CalculatorController().paste(text)).state.plainDisplay == display)
    }

    /// Signs repeat as in mathematics (issue 45): `--5` is 5 as `2--3` is 5; a group alone is its value.
    @Test(arguments: [
        ("--5", "5"), ("- -5", "5"), ("-+-5=", "5"), ("---5", "-5"), ("+-5", "-5"), ("2--3=", "5"), ("(5)", "5"),
        ("--(2+3)=", "5"), ("--2^2=", "4"),
    ])
    func signsRepeat(text: String, display: String) throws {
        #expect(try #require(CalculatorController().paste(text)).state.plainDisplay == display)
    }

    /// `5!!` is the double factorial in mathematics and (5!)! on a keypad: refused, the refusal naming it,
    /// where reading stopped (the second `!`); `(5!)!` and the keys `5 x! x!` are the factorial's factorial.
    @Test(arguments: [("5!!", 3), ("2+5!!=", 5), ("(3)! !", 6), ("1/(4)!!", 7)])
    func aDoubleFactorialIsRefused(text: String, position: Int) throws {
        guard case .failure(let problem) = PastedCalculation.reading(text) else {
            Issue.record("\(text) was read")
            return
        }
        #expect(problem == ExpressionProblem(position: position, reason: .doubleFactorial))
        let controller = CalculatorController()
        for key in try KeySequence.keys("4 + 5") { controller.press(key) }
        let before = controller.state
        #expect(controller.paste(text) == nil)
        #expect(controller.unsupportedOperation == .doubleFactorial)
        #expect(controller.state == before)
        #expect(try #require(CalculatorController().paste("(3!)!=")).state.plainDisplay == "720")
    }

    /// A run of superscripts is one number, read whole however long (issue 44, R9: 20 `³` were x³ then
    /// a 19-digit power), or refused when it is none; `²` and `³` alone stay the x² and x³ keys.
    @Test(arguments: [
        ("1.0000000000000000001" + String(repeating: "³", count: 20), "28.03162489452613"),
        ("1.0000000000000000001" + String(repeating: "³", count: 19), "1.39561242508609"),
        ("2" + String(repeating: "⁹", count: 20), "Error"), ("2²³", "8388608"), ("2⁻¹+1=", "1.5"), ("3²", "9"),
        ("2" + String(repeating: "³", count: 2047), "Error"),
    ])
    func aRunOfSuperscriptsIsOneNumber(text: String, display: String) throws {
        #expect(try #require(CalculatorController().paste(text)).state.plainDisplay == display)
    }

    @Test(arguments: [("2²⁻³", 2), ("2⁻", 2), ("2⁻⁻¹", 2), ("1+2³⁻", 4)])
    func aRunOfSuperscriptsThatIsNoNumberIsRefused(text: String, position: Int) {
        guard case .failure(let problem) = PastedCalculation.reading(text) else {
            Issue.record("\(text) was read")
            return
        }
        #expect(problem == ExpressionProblem(position: position, reason: .notANumber))
    }

    /// Under immediate evaluation the same paste runs left to right, as typed keys would.
    @Test(arguments: [("12+3×4=", "60"), ("(2+3)*4=", "20"), ("2*(3+4)=", "14"), ("2+3*4", "20")])
    func immediateEvaluationReadsLeftToRight(text: String, display: String) throws {
        let controller = CalculatorController()
        controller.evaluation = .immediate
        #expect(try #require(controller.paste(text)?.state).display == display)
    }

    @Test(arguments: [
        "12+3×4=y", "2 plus 2", "1,2,3+4", "1.2.3+4", "12,345.6,7+1", "5 ÷ 0 = e", "", "(1+2", "1+2)", "()", "2 3",
        "=5", "+", "2+", "2*/3", "sin", "sqrt", "7", "1,234.5", "1e3e3", "x3", "1 = 2", "2++", "((((1)))",
    ])
    func anythingElseIsNotACalculation(text: String) {
        #expect(PastedCalculation(text) == nil)
    }

    /// A number written past the range is `Error`, as a result past it is (issue 45), not "not a number".
    @Test(arguments: ["1e10000", "1e9223372036854775808+1", "1e-9223372036854775808*2=", "2 × 1e-10000 =", "1e10000-1e10000="])
    func aNumberOutOfRangeIsError(text: String) throws {
        let controller = CalculatorController()
        #expect(try #require(controller.paste(text)).state.isError)
    }

    @Test func aRefusedPasteChangesNothing() throws {
        let controller = CalculatorController()
        for key in try KeySequence.keys("7 + 3") { controller.press(key) }
        let before = controller.state
        #expect(controller.paste("(1+2") == nil)
        #expect(controller.paste(String(repeating: "1+", count: 2100) + "1") == nil)   // over 4 KB
        #expect(controller.paste(String(repeating: "(", count: 80) + "1" + String(repeating: ")", count: 80)) == nil)
        #expect(controller.state == before)
        // The typed 3 is still the entry: `=` gives 10.
        #expect(controller.press(.equals).state.display == "10")
    }

    @Test func aPasteIsOneUndoStep() throws {
        let controller = CalculatorController()
        for key in try KeySequence.keys("2 + 5") { controller.press(key) }
        let before = controller.state
        #expect(controller.paste("3*4=")?.state.display == "14")
        #expect(controller.press(.undo).state == before)
        #expect(controller.press(.redo).state.display == "14")
    }

    /// Issue 36: the calculator's own symbols paste back, each giving the expression line it came from
    /// (values: Python's `8 ** (1/3)`, `2 * 10**3`, `math.degrees(math.asin(0.5))`, `math.log10(1000)`,
    /// `(1/4)**2`, `math.exp(2)`, `10 ** 3`, `-(2 + 3)`, `math.factorial(4)`).
    @Test(arguments: [
        ("8 ʸ√ 3 =", "2", "8 ʸ√ 3 ="), ("(-8) ʸ√ 3 =", "-2", "(-8) ʸ√ 3 ="), ("2 + 16 ʸ√ 4 =", "4", "2 + 16 ʸ√ 4 ="),
        ("2 E 3 =", "2000", "2 E 3 ="), ("5 E (-3) =", "0.005", "5 E (-3) ="), ("2 E 3 + 1 =", "2001", "2 E 3 + 1 ="),
        ("sin⁻¹(0.5) =", "30", "sin⁻¹(0.5) ="), ("cos⁻¹(1) =", "0", "cos⁻¹(1) ="), ("tan⁻¹(1) =", "45", "tan⁻¹(1) ="),
        ("sinh⁻¹(0) =", "0", "sinh⁻¹(0) ="), ("log₁₀(1000) =", "3", "log₁₀(1,000) ="), ("ln(e) =", "1", "ln(e) ="),
        ("1/(4)² =", "0.0625", "1/((4)²) ="), ("e^(2) − e^(2) =", "0", "e^(2) − e^(2) ="), ("10^(3) =", "1000", "10^(3) ="),
        ("±(2 + 3) =", "-5", "±(2 + 3) ="), ("±(√(4)) × 2 =", "-4", "±(√(4)) × 2 ="), ("∛(27) + 4! =", "27", "∛(27) + 4! ="),
        ("(2 + 3)² =", "25", "(2 + 3)² ="), ("200 + 10%² =", "600", "200 + 10%² ="), ("3 + 6% E 2 =", "21", "3 + 6% E 2 ="),
        ("2³ =", "8", "2³ ="), ("50 + 10% =", "55", "50 + 10% ="), ("π ÷ π =", "1", "π ÷ π ="),
        // The word the expression line and the tape wrote for ʸ√x before, so old tapes paste.
        ("8 yroot 3 =", "2", "8 ʸ√ 3 ="), ("asin(1) + acos(1) =", "90", "sin⁻¹(1) + cos⁻¹(1) ="),
    ])
    func theCalculatorsOwnSymbolsAreRead(text: String, display: String, expression: String) throws {
        let controller = CalculatorController(significantDigits: NumberFormat.wideDigits)
        let state = try #require(controller.paste(text)?.state)
        #expect(state.plainDisplay == display)
        #expect(state.expression == expression)
    }

    /// `1/(`, `e^(` and `10^(` written together are the 1/x, eˣ and 10ˣ keys, and read as mathematics reads
    /// the operators they are spelled with (issue 45): a postfix or a power after the group is the group's,
    /// so `1/(4)!` is 1 ÷ 4! (not (1/4)!, Python: `1/math.factorial(4)`), `1/(4)%` is 1 ÷ 0.04, and
    /// `10^(2)^3` is 10^(2³); the expression line writes (1/4)! as `(1/(4))!`. Apart they are the operators
    /// they always were.
    @Test(arguments: [
        ("1/(4)!=", "0.041666666666666666666666666666667"), ("1/(4)%=", "25"),
        ("1 / (4)! =", "0.041666666666666666666666666666667"), ("(1/(4))! =", "0.90640247705547707798267128896692"),
        ("2 × 1/(4) =", "0.5"), ("e ^ (2)² =", "54.598150033144239078110261202861"), ("12/(4)=", "3"),
        ("10^(2)^3 =", "100000000"), ("10^(2)³ =", "100000000"), ("(10^(2))^3 =", "1000000"),
        ("e^(2)² =", "54.598150033144239078110261202861"),
        ("1/(2)^2 =", "0.25"), ("1/(2)^-1 =", "2"), ("10^(2)^3^1 =", "100000000"),
        // After ÷ and the powers, `1/(` is 1 ÷ (…): the 1/x key would read otherwise only there.
        ("2^1/(2) =", "1"), ("8÷1/(4) =", "2"), ("8 ÷ (1/(4)) =", "32"), ("2 ^ (1/(4)) =", "1.1892071150027210667174999705605"),
    ])
    func aPrefixSpellingTakesWhatBindsToItsGroup(text: String, display: String) throws {
        let controller = CalculatorController(significantDigits: NumberFormat.wideDigits)
        #expect(try #require(controller.paste(text)).state.plainDisplay == display)
    }

    /// Modulo is not an operation of this calculator yet (the programmer mode has not landed): `mod`, and
    /// `%` before an operand, which programmers write for it, are refused and the refusal names why;
    /// `%` before an operator or at the end is percent, as on the keys.
    @Test(arguments: [
        ("10 mod 3", UnsupportedOperation.modulo(.word)), ("10mod3=", .modulo(.word)), ("7 MOD 2 + 1 =", .modulo(.word)),
        ("7%3", .modulo(.percentSign)), ("7 % 3 =", .modulo(.percentSign)), ("7%(3)", .modulo(.percentSign)),
        ("1 + 7%3 =", .modulo(.percentSign)),
    ])
    func moduloIsRefusedByName(text: String, operation: UnsupportedOperation) throws {
        let controller = CalculatorController()
        for key in try KeySequence.keys("4 + 5") { controller.press(key) }
        let before = controller.state
        #expect(controller.paste(text) == nil)
        #expect(controller.unsupportedOperation == operation)
        #expect(controller.state == before)
        // Another refusal or a paste taken forgets it.
        #expect(controller.paste("hello") == nil && controller.unsupportedOperation == nil)
    }

    @Test(arguments: [("50%", "0.5"), ("200+10%=", "220"), ("50%+1=", "1.5"), ("200−10%×2=", "160")])
    func percentBeforeAnOperatorIsPercent(text: String, display: String) throws {
        let controller = CalculatorController()
        #expect(try #require(controller.paste(text)).state.plainDisplay == display)
        #expect(controller.unsupportedOperation == nil)
    }

    @Test func aPastedNumberStillBecomesTheEntry() throws {
        let controller = CalculatorController()
        #expect(controller.paste("1,234.5")?.state.display == "1,234.5")
        #expect(controller.paste("-3e5")?.state.plainDisplay == "-300000")
    }

    @Test func aCompletedPasteGoesOnTheTape() throws {
        let controller = CalculatorController()
        controller.paste("(2+3)*4=")
        #expect(controller.history.entries.map(\.line) == ["(2 + 3) × 4 = 20"])
        controller.paste("2**3")
        #expect(controller.history.entries.count == 1)
    }
}
