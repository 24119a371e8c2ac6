import Testing
import TestSupport
@testable import CalculatorController
import CalculatorModel

/// Pasting a calculation types it, key by key, as batch mode does.
struct PastedCalculationTests {
    /// Pasted text, the same keys in batch language, the display and expression line after it.
    @Test(arguments: [
        ("12+3×4=", "12 + 3 × 4 =", "60", "(12 + 3) × 4 ="),
        ("12+3*4=", "12 + 3 * 4 =", "60", "(12 + 3) × 4 ="),
        ("1,234.5 − 34.5", "1234.5 − 34.5", "34.5", "1234.5 − …"),
        ("1,234.5 − 34.5 =", "1234.5 − 34.5 =", "1,200", "1234.5 − 34.5 ="),
        ("2^10", "2 ^ 10", "10", "2 ^ …"),
        ("2^10=", "2 ^ 10 =", "1,024", "2 ^ 10 ="),
        ("50 + 10%", "50 + 10 %", "5", "50 + 10% …"),
        ("50 + 10% =", "50 + 10 % =", "55", "50 + 10% ="),
        ("  7 ÷ 2 = \n", "7 / 2 =", "3.5", "7 ÷ 2 ="),
        ("-4=", "- 4 =", "-4", "0 − 4 ="),
        ("3x3=", "3 x 3 =", "9", "3 × 3 ="),
    ])
    func aPastedCalculationIsTypedAsBatchModeWould(text: String, batch: String, display: String, expression: String) throws {
        let controller = CalculatorController()
        let pasted = try #require(controller.paste(text))
        let typed = try state(after: batch)
        #expect(pasted == typed)
        #expect(pasted.display == display)
        #expect(pasted.expression == expression)
    }

    @Test(arguments: [
        "12+3×4=y", "sin(30)", "(1+2)×3", "2 plus 2", "1,23+4", "1.2.3+4", "12,345.6,7+1", "5 ÷ 0 = e", "",
        "√4+1", "7", "1,234.5",
    ])
    func anythingElseIsNotACalculation(text: String) {
        #expect(PastedCalculation.keys(text) == nil)
    }

    @Test func aRefusedPasteChangesNothing() {
        let controller = CalculatorController()
        for key: Key in [.digit(7), .operation(.add), .digit(3)] { controller.press(key) }
        let before = controller.state
        #expect(controller.paste("(1+2)") == nil)
        #expect(controller.paste(String(repeating: "1+", count: 2100) + "1") == nil)   // over 4 KB
        #expect(controller.state == before)
    }

    @Test func aPastedNumberStillBecomesTheEntry() throws {
        let controller = CalculatorController()
        #expect(controller.paste("1,234.5")?.display == "1,234.5")
        #expect(controller.paste("-3e5")?.plainDisplay == "-300000")
    }
}
