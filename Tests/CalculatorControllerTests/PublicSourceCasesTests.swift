import Testing
import TestSupport
@testable import CalculatorController

/// Key sequences and the display they should leave, taken from public sources
/// and translated into the batch key language (`neg` = ±, `C` = clear entry,
/// `AC` = clear all, `back` = backspace). The `source` string names the
/// repository, file, test method and the case in it.
///
/// The expected values come from the sources, not from running our code. Where
/// the source's calculator differs from our documented rules, the case is either
/// adapted (and says so) or left out (listed at the bottom of this file).
/// The display compared is `plainDisplay` (no thousands grouping: Windows'
/// "1,001" is our "1001").
struct PublicSourceCasesTests {

    // MARK: - microsoft/calculator (Windows Calculator, Standard mode)

    /// microsoft/calculator, src/CalculatorUnitTests/StandardViewModelUnitTests.cpp
    /// (`TESTITEM` tables fed to `ValidateViewModelByCommands`; the display is
    /// the expected primary display after the last key).
    @Test(arguments: [
        ("1 3 5", "135", "StandardViewModelUnitTests.cpp ButtonPressedLeftHandOperandEnteredTest"),
        ("1 3 .", "13.", "StandardViewModelUnitTests.cpp ButtonPressedLeftHandOperandAndDecimalEnteredTest"),
        ("1 3 = =", "13", "StandardViewModelUnitTests.cpp ButtonPressedLeftHandOperandAndEqualsEnteredTest"),
        ("1 3 +", "13", "StandardViewModelUnitTests.cpp ButtonPressedLeftHandOperandAndOperationEnteredTest"),
        ("1 3 + 8 0 1", "801", "StandardViewModelUnitTests.cpp ButtonPressedRightHandOperandEnteredTest"),
        ("1 + 2 =", "3", "StandardViewModelUnitTests.cpp ButtonPressedAdditionWithEqualsTest"),
        ("1 - 2 =", "-1", "StandardViewModelUnitTests.cpp ButtonPressedSubtractionWithEqualsTest"),
        ("3 * 5 =", "15", "StandardViewModelUnitTests.cpp ButtonPressedMultiplyWithEqualsTest"),
        ("9 / 3 =", "3", "StandardViewModelUnitTests.cpp ButtonPressedDivideTest"),
        // 7.555 × 3 is 22.665000000000003 in binary floating point; 15 significant digits give 22.665.
        ("7.555 * 3 =", "22.665", "StandardViewModelUnitTests.cpp ButtonPressedDecimalOperationTest"),
        ("8 / 2 *", "4", "StandardViewModelUnitTests.cpp ButtonPressedExpressionWithMultipleOperatorsTest"),
        // Operator replacement: ÷ then + then × leave "8 ×"; 2 × shows the running result 16.
        (
            "8 / + *", "8",
            "StandardViewModelUnitTests.cpp ButtonPressedExpressionWithMultipleOperatorsInSuccessionTest (after the third operator)"
        ),
        ("8 / + * 2 *", "16", "StandardViewModelUnitTests.cpp ButtonPressedExpressionWithMultipleOperatorsInSuccessionTest"),
        ("8 * 2 =", "16", "StandardViewModelUnitTests.cpp ButtonPressedExpressionWithMultipleEqualsAfterEvaluateTest (first =)"),
        ("8 * 2 = =", "32", "StandardViewModelUnitTests.cpp ButtonPressedExpressionWithMultipleEqualsAfterEvaluateTest"),
        ("7 - 6 back", "0", "StandardViewModelUnitTests.cpp ButtonPressedExpressionWithBackSpaceTest (first backspace)"),
        ("7 - 6 back back", "0", "StandardViewModelUnitTests.cpp ButtonPressedExpressionWithBackSpaceTest"),
        // Windows' Clear (C) is our AC.
        ("9 1 - 6 8 AC", "0", "StandardViewModelUnitTests.cpp ButtonPressedExpressionWithClearTest"),
        // Standard mode: immediate execution, 1 + 2 × shows 3 and = gives 9 (Scientific would give 7).
        ("1 + 2 *", "3", "StandardViewModelUnitTests.cpp ButtonPressedCalculatorModeSwitch (items, after ×)"),
        ("1 + 2 * 3 =", "9", "StandardViewModelUnitTests.cpp ButtonPressedCalculatorModeSwitch (items)"),
        ("6 neg", "-6", "StandardViewModelUnitTests.cpp ButtonPressedUnaryOperatorTest (items3, after negate)"),
        ("6 neg 9", "-69", "StandardViewModelUnitTests.cpp ButtonPressedUnaryOperatorTest (items3)"),
        ("1 0 0 1", "1001", "StandardViewModelUnitTests.cpp OnMemoryAddWhenMemoryEmpty (typing part; Windows shows 1,001)"),
        ("1 0 0 1 . 1", "1001.1", "StandardViewModelUnitTests.cpp OnDecimalEntryInMemory (typing part; Windows shows 1,001.1)"),
    ])
    func windowsStandardViewModel(keys: String, display: String, source: String) throws {
        #expect(try state(after: keys).plainDisplay == display, "\(source)")
    }

    /// microsoft/calculator, src/CalculatorUnitTests/CalculatorManagerTest.cpp
    /// (`TestDriver::Test(expectedPrimary, expectedExpression, commandsN)`; each
    /// case starts from a reset calculator).
    @Test(arguments: [
        ("123.456", "123.456", "CalculatorManagerTest.cpp CalculatorManagerTestStandard commands1"),
        ("+", "0", "CalculatorManagerTest.cpp CalculatorManagerTestStandard commands2"),
        ("2 + 3 = 4 =", "7", "CalculatorManagerTest.cpp CalculatorManagerTestStandard commands4 (expression \"4 + 3=\")"),
        ("4 =", "4", "CalculatorManagerTest.cpp CalculatorManagerTestStandard commands5"),
        ("3 - 6 = * 3 =", "-9", "CalculatorManagerTest.cpp CalculatorManagerTestStandard commands7 (expression \"-3 × 3=\")"),
        (
            "9 * 6 - C 8 =", "46",
            "CalculatorManagerTest.cpp CalculatorManagerTestStandard commands8 (CENTR = clear entry; expression \"54 - 8=\")"
        ),
        ("6 * 6 % =", "0.36", "CalculatorManagerTest.cpp CalculatorManagerTestStandard commands9 (expression \"6 × 0.06=\")"),
        (
            "50 + 20 % =", "60",
            "CalculatorManagerTest.cpp CalculatorManagerTestStandard commands10/commands14 (expression \"50 + 10=\")"
        ),
        ("4 + =", "8", "CalculatorManagerTest.cpp CalculatorManagerTestStandard commands11 (expression \"4 + 4=\")"),
        ("5 + * 3", "3", "CalculatorManagerTest.cpp CalculatorManagerTestStandard commands12 (expression \"5 × \")"),
        ("1 2 + 5 C 2 +", "14", "CalculatorManagerTest.cpp CalculatorManagerTestStandard commands17"),
        ("1 2 3 back back", "1", "CalculatorManagerTest.cpp CalculatorManagerTestStandard commands19"),
        ("1 2 3 back back back", "0", "CalculatorManagerTest.cpp CalculatorManagerTestStandard commands20"),
        ("1 +", "1", "CalculatorManagerTest.cpp CalculatorManagerTestBinaryOperatorReceived"),
        ("1 + - *", "1", "CalculatorManagerTest.cpp CalculatorManagerTestBinaryOperatorReceived_Multiple"),
        ("1 + 2 * 1 0 - 5 / 5 =", "5", "CalculatorManagerTest.cpp CalculatorManagerTestBinaryOperatorReceived_LongInput"),
        (
            "5 / 6 %", "0.06",
            "CalculatorManagerTest.cpp CalculatorManagerTestStandardOrderOfOperations commands6 (expression \"5 ÷ 0.06\")"
        ),
        ("1 0 + 2 -", "12", "CalculatorManagerTest.cpp CalculatorManagerTestStandardOrderOfOperations commands10"),
        ("3 * 4 /", "12", "CalculatorManagerTest.cpp CalculatorManagerTestStandardOrderOfOperations commands11"),
        ("6 / 3 - +", "2", "CalculatorManagerTest.cpp CalculatorManagerTestStandardOrderOfOperations commands12"),
        ("7 - 4 / *", "3", "CalculatorManagerTest.cpp CalculatorManagerTestStandardOrderOfOperations commands13"),
        ("9 neg 0 + *", "-90", "CalculatorManagerTest.cpp CalculatorManagerTestStandardOrderOfOperations commands16"),
        ("1 + 2 =", "3", "CalculatorManagerTest.cpp CalculatorManagerTestStandardOrderOfOperations commands17"),
        ("2 0 * 0 2 =", "40", "CalculatorManagerTest.cpp CalculatorManagerTestStandardOrderOfOperations commands18"),
        ("1 + 2 + back", "3", "CalculatorManagerTest.cpp CalculatorManagerTestStandardOrderOfOperations commands19"),
        ("1 + 2 + AC", "0", "CalculatorManagerTest.cpp CalculatorManagerTestStandardOrderOfOperations commands20 (CLEAR = AC)"),
        ("1 + 2 + C", "0", "CalculatorManagerTest.cpp CalculatorManagerTestStandardOrderOfOperations commands21 (CENTR = C)"),
        ("1 + 2 AC", "0", "CalculatorManagerTest.cpp CalculatorManagerTestStandardOrderOfOperations commands22"),
        ("1 + 2 C", "0", "CalculatorManagerTest.cpp CalculatorManagerTestStandardOrderOfOperations commands23"),
        ("1 * 2 * 3 * 4 * 5 *", "120", "CalculatorManagerTest.cpp CalculatorManagerTestStandardOrderOfOperations commands24"),
        // Windows accepts 16 digits in Standard mode and shows "1,234,567,891,011,121" when the 17th is refused, as the compact window does.
        ("12345678910111213", "1234567891011121", "CalculatorManagerTest.cpp CalculatorManagerTestMaxDigitsReached"),
    ])
    func windowsCalculatorManager(keys: String, display: String, source: String) throws {
        #expect(try state(after: keys).plainDisplay == display, "\(source)")
    }

    /// microsoft/calculator, src/CalculatorUnitTests/CalcInputTest.cpp
    /// (CalcInput, the number being typed; TryAddDigit/TryAddDecimalPt/
    /// TryToggleSign/Backspace map to digit, `.`, `neg`, `back`).
    @Test(arguments: [
        ("0 0 0", "0", "CalcInputTest.cpp TryAddDigitLeadingZeroes"),
        (". 1", "0.1", "CalcInputTest.cpp TryAddDigitMaxCount (last part: decimal point then 1 gives \"0.1\")"),
        (".", "0.", "CalcInputTest.cpp TryAddDecimalPtEmpty"),
        (". .", "0.", "CalcInputTest.cpp TryAddDecimalPointTwice (second point refused)"),
        ("1 neg", "-1", "CalcInputTest.cpp TryToggleSignBase / ToStringNegative"),
        ("1 neg neg", "1", "CalcInputTest.cpp TryToggleSignBase"),
        // Adapted: Windows keeps "0" ("toggling 0 does not create -0"); our documented rule is
        // that ± on a fresh entry shows -0.
        ("neg", "-0", "CalcInputTest.cpp TryToggleSignZero (adapted: our rule shows -0)"),
        ("back", "0", "CalcInputTest.cpp BackspaceZero"),
        ("1 back", "0", "CalcInputTest.cpp BackspaceSingleChar"),
        ("1 2 back", "1", "CalcInputTest.cpp BackspaceMultiChar"),
        ("1 . back", "1", "CalcInputTest.cpp BackspaceDecimal"),
        ("1 . 2 3 back", "1.2", "CalcInputTest.cpp BackspaceMultiCharDecimal"),
    ])
    func windowsCalcInput(keys: String, display: String, source: String) throws {
        #expect(try state(after: keys).plainDisplay == display, "\(source)")
    }

    /// Errors. Windows shows a message ("Cannot divide by zero", "Result is
    /// undefined"); our documented rule shows `Error` for division by zero and
    /// NaN, so the expected text is adapted and `isError` is checked too.
    @Test(arguments: [
        ("7 / 0 =", "StandardViewModelUnitTests.cpp ButtonPressedDivideByZeroNegativeTest (Windows: \"Cannot divide by zero\")"),
        (
            "1 / 0 =",
            "CalculatorManagerTest.cpp CalculatorManagerTestStandard commands16 / CalculatorManagerTestScientificError commands1 (Windows: \"Cannot divide by zero\")"
        ),
        (
            "0 / 0 =",
            "CalculatorManagerTest.cpp CalculatorManagerTestStandard commands15 / CalculatorManagerTestScientificError commands3 (Windows: \"Result is undefined\")"
        ),
    ])
    func windowsErrors(keys: String, source: String) throws {
        let state = try state(after: keys)
        #expect(state.plainDisplay == "Error", "\(source)")
        #expect(state.isError, "\(source)")
    }

    // MARK: - Stanford CS193p, Programming Assignment 1 (Calculator)

    /// Stanford CS193p "Programming Assignment 1: Calculator", Required Task 7
    /// examples a–m (and Task 2), as quoted in
    /// oliverbarreto/CS193p2016_Calculator1, README.md ("Required Tasks").
    /// Only the number shown "in the display" is checked; the description line
    /// the assignment gives is quoted in each source string.
    @Test(arguments: [
        ("3 / 4 =", "0.75", "CS193p task 2: \"if you touch 3 ÷ 4 =, it will properly show 0.75\""),
        ("7 +", "7", "CS193p task 7a: \"7 + …\" (with 7 still in the display)"),
        ("7 + 9", "9", "CS193p task 7b: \"7 + …\" (9 in the display)"),
        ("7 + 9 =", "16", "CS193p task 7c: \"7 + 9 =\" (16 in the display)"),
        ("7 + 9 = + 6 + 3 =", "25", "CS193p task 7g: \"7 + 9 + 6 + 3 =\" (25 in the display)"),
        ("5 + 6 = 7 3", "73", "CS193p task 7i: \"5 + 6 =\" (73 in the display)"),
        ("7 + =", "14", "CS193p task 7j: \"7 + 7 =\" (14 in the display)"),
        ("4 + 5 * 3 =", "27", "CS193p task 7l/7m: \"4 + 5 × 3 =\" or \"(4 + 5) × 3 =\" (27 in the display)"),
    ])
    func cs193pAssignment(keys: String, display: String, source: String) throws {
        #expect(try state(after: keys).plainDisplay == display, "\(source)")
    }

    // MARK: - Left out (not expressible yet, or the source differs from our rules)
    //
    // Future, need keys we do not have yet:
    // - CS193p 7d "7 + 9 = √" → 4, 7e "7 + 9 √" → 3, 7f "7 + 9 √ =" → 10, 7h "7 + 9 = √ 6 + 3 =" → 9 (√);
    //   7k "4 × π =" → 12.5663706143592 (π).
    // - CalculatorManagerTest.cpp CalculatorManagerTestStandard commands3, 6, 21, 22 (√),
    //   commands18 (1/x), commands13 (EXP entry, "Overflow"); StandardOrderOfOperations
    //   commands1–5, 7–9, 14 (1/x, √, x²); StandardViewModelUnitTests.cpp
    //   ButtonPressedUnaryOperatorTest items/items2/items4/items5 (1/x, √, asin, n!).
    // - Everything in CalculatorManagerTestScientific* (operator precedence, parentheses),
    //   Programmer mode and memory tests.
    //
    // Source differs or our rule is not specific enough to give one answer:
    // - StandardOrderOfOperations commands15 "9 + 0 × ±" → Windows -9 (negates the running
    //   result 9 shown after ×). Our rules say ± negates a result but shows -0 on a fresh
    //   entry; whether the display after an operator counts as a result or a fresh entry is
    //   not stated, so the case is not used.
    // - CalculatorManagerTestMaxDigitsReached_LeadingDecimal "0.12345678910111213" and
    //   _TrailingDecimal "123456789101112.13": Windows' limit is 16 digits and a leading 0
    //   does not count (CalcInputTest TryAddDigitMaxCount); our 15-digit rule does not say
    //   whether the leading 0 counts or whether "." is accepted after 15 digits.
    // - StandardViewModelUnitTests.cpp PasteExpressions: paste, not keys.
}
