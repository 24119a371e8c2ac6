import Testing
import TestSupport
import CalculatorModel
@testable import CalculatorController

/// The cases that binary floating point gets wrong, with where they were reported. Expected values are
/// the exact decimal answers (and, for functions, mpmath 1.3 at 100 digits rounded as the README says).
struct ExactDecimalCasesTests {
    @Test(arguments: [
        // Issue 10's table: what this calculator showed with binary doubles, and what is right.
        ("86251.76 - 86250.82 =", "0.94", "issue 10 (was 0.939999999987776); galculator/galculator#49"),
        ("7734.63 - 7699.70 =", "34.93", "issue 10 (was 34.9300000000003)"),
        ("12.34 - 12.33 =", "0.01", "issue 10 (was 0.00999999999999979)"),
        ("1000000.1 - 1000000 =", "0.1", "issue 10 (was 0.0999999999767169)"),
        ("1 / 3 * 3 =", "1", "issue 10 (was 0.999999999999999)"),
        ("10 / 3 * 3 =", "10", "issue 10 (was 9.99999999999999)"),
        ("2 / 96 * 48 =", "1", "issue 10 (was 0.999999999999998)"),
        ("2 sqrt sq =", "2", "issue 10 (was 2.00000000000001)"),
        ("1.0001 pow 10000 =", "2.718145926825225", "issue 10 (was 2.71814592682493)"),
        ("rad 100000000000000 sin", "-0.2094083074964523", "issue 10 (was 0)"),
        ("0.5 fact", "0.886226925452758", "issue 10 (was Error): Γ(1.5), as the iPhone and Windows show"),
        ("200 + 10 % neg =", "180", "issue 10 (was 200)"),
        ("1 + 2 sqrt neg =", "-0.414213562373095", "issue 10 (was 1)"),
        ("2 pow 64 =", "1.844674407370955e19", "issue 10 (was 1.84467440737096e19)"),
        ("1000 fact", "4.023872600770938e2567", "issue 10"),
        // galculator/galculator#2 "Rounding problem": 0.1 + 0.2 - 0.3 gave 2.77555756156e-17.
        ("0.1 + 0.2 - 0.3 =", "0", "galculator/galculator#2"),
        // galculator/galculator#40: 504.99 - 375 - 35 - 5 - 30 - 59.99 gave 7.1054273576e-15.
        ("504.99 - 375 - 35 - 5 - 30 - 59.99 =", "0", "galculator/galculator#40"),
        // galculator/galculator#56: 4000225165312 / 512 showed 781293977.6.
        ("4000225165312 / 512 =", "7812939776", "galculator/galculator#56"),
        // microsoft/PowerToys#36956: subtractions that showed billionths.
        ("1189390.24 - 1183760.67 =", "5629.57", "microsoft/PowerToys#36956 example 1"),
        ("123456789.01 - 123456789.00 =", "0.01", "microsoft/PowerToys#36956 example 2"),
        ("100000.01 - 90000 =", "10000.01", "microsoft/PowerToys#36956 example 3"),
        ("1000.01 - 990 =", "10.01", "microsoft/PowerToys#36956 example 5"),
        // FossifyOrg/Calculator#307: 100 ÷ 3, then × 3.
        ("100 / 3 = * 3 =", "100", "FossifyOrg/Calculator#307"),
        // duckduckgo/zeroclickinfo-goodies#4574: 104369.70 + 104.37 gave 104474.06999999999.
        ("104369.70 + 104.37 =", "104474.07", "duckduckgo/zeroclickinfo-goodies#4574"),
    ])
    func compactWindowShowsTheExactAnswer(keys: String, display: String, source: String) throws {
        #expect(try state(after: keys).plainDisplay == display, "\(source)")
    }

    /// The "done when" lines, through batch mode's default of 32 digits.
    @Test(arguments: [
        ("86251.76 - 86250.82 =", 32, "0.94"), ("1 / 3 * 3 =", 32, "1"), ("2 pow 64 =", 32, "18446744073709551616"),
        ("1 / 7 =", 16, "0.1428571428571429"), ("0.5 fact", 16, "0.886226925452758"),
        ("1 / 7 =", 32, "0.14285714285714285714285714285714"), ("- 4 =", 32, "-4"),
    ])
    func batchMode(keys: String, digits: Int, display: String) throws {
        #expect(try CalculatorController.run(keys: keys, significantDigits: digits).plainDisplay == display)
    }

    /// `±` right after a computed operand negates it; right after an operator it starts `-0`.
    @Test(arguments: [
        ("200 + 10 % neg", "-20"), ("5 * neg", "-0"), ("5 * neg 2 =", "-10"), ("2 + pi neg =", "-1.141592653589793"),
        ("2 + 9 sqrt neg =", "-1"), ("5 m+ AC 2 + mr neg =", "-3"), ("2 + 3 = neg", "-5"),
    ])
    func signOfAComputedOperand(keys: String, display: String) throws {
        #expect(try state(after: keys).plainDisplay == display)
    }

    /// An entry typed in the wide window is held whole when the window turns compact, and shown as
    /// typed, so it can still be edited (issue 23, item 8: it showed `1.234567890123457e28`, and
    /// backspace changed only the exponent).
    @Test func longEntryIsHeldAndShownAsTyped() {
        let controller = CalculatorController(significantDigits: NumberFormat.wideDigits)
        for digit in "12345678901234567890123456789" { controller.press(.digit(digit.wholeNumberValue!)) }
        #expect(controller.state.plainDisplay == "12345678901234567890123456789")
        controller.showDigits(NumberFormat.compactDigits)
        #expect(controller.state.plainDisplay == "12345678901234567890123456789")
        #expect(controller.state.display == "12,345,678,901,234,567,890,123,456,789")
        controller.press(.backspace)
        #expect(controller.state.plainDisplay == "1234567890123456789012345678")
        controller.press(.point)
        #expect(controller.state.plainDisplay == "1234567890123456789012345678.")
        controller.press(.backspace)
        controller.press(.digit(9))
        controller.press(.digit(1))   // no room for more digits in the compact window
        #expect(controller.state.plainDisplay == "1234567890123456789012345678")
        controller.press(.operation(.subtract))
        #expect(controller.paste("1234567890123456789012345678") != nil)
        controller.press(.equals)
        #expect(controller.state.plainDisplay == "0")   // all 28 digits were kept
    }

    /// The view gets the same number with ever fewer digits, for a display too narrow for all of them.
    @Test func shorterDisplaysKeepTheSign() throws {
        let state = try state(after: "1 / 7 = neg")
        #expect(state.display == "-0.1428571428571429")
        #expect(state.shorterDisplays().first == "-0.142857142857143")
        #expect(state.shorterDisplays().allSatisfy { $0.hasPrefix("-0.1") })
    }
}
