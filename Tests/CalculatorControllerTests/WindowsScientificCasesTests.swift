import CalculatorController
import Testing
import TestSupport

/// Key sequences from Windows Calculator's Scientific mode, which evaluates by operator precedence and
/// has parentheses, translated into the batch key language and run under `.precedence`.
///
/// Source: microsoft/calculator, src/CalculatorUnitTests/CalculatorManagerTest.cpp
/// (`TestDriver::Test(expectedPrimary, expectedExpression, commandsN, true, true)`: each case starts from a
/// reset calculator in Scientific mode, degrees). Command names map as: `CommandADD SUB MUL DIV EQU` →
/// `+ - * / =`, `OPENP`/`CLOSEP` → `(`/`)`, `PNT` → `.`, `SIGN` → `neg`, `CENTR` → `C`, `BACK` → `back`,
/// `PERCENT` → `%`, `SQRT` → `sqrt`, `SQR` → `sq`, `CUB` → `cube`, `CUBEROOT` → `cbrt`, `REC` → `inv`,
/// `FAC` → `fact`, `PWR` → `pow`, `ROOT` → `root`, `EXP` → `ee`, `POWE` → `exp`, `POW10` → `pow10`,
/// `LN`/`LOG` → `ln`/`log`, `SIN COS TAN` and `ASIN ACOS ATAN` → `sin cos tan asin acos atan`,
/// `RAD` → `rad`, `PI` → `pi`.
///
/// The expected values are Windows', not our output, put in our display form: no thousands grouping
/// (`100,000` is `100000`); Windows' error messages ("Cannot divide by zero", "Result is undefined",
/// "Invalid input", "Overflow") are `Error`; where Windows shows 32 significant digits, its value is rounded
/// half away from zero to the compact window's 16 (none of those is near a tie) and trailing zeros dropped,
/// as the README's "The display" says. Windows' expression strings are not checked.
///
/// Left out, with the reason (every key there we have, but the README's rules give another answer, or
/// do not pin one down):
/// - CalculatorManagerTestScientific2 commands18 `0 pow 0 +` → Windows 1: the README calls "every other
///   undefined case" an Error and does not say whether 0⁰ is 1 or undefined.
/// - CalculatorManagerTestScientificParenthesis commands3 `1 2 ) ) (` → Windows 12 with the expression
///   "(": Windows drops the 12 when `(` follows it; by the README `(` right after a number multiplies it by
///   the group, and what the display shows right after `(` is not stated.
/// - CalculatorManagerTestScientificParenthesis commands4 `2 ( 2 ) +` → Windows 2 (expression "(2) + ",
///   the leading 2 dropped); by the README `(` after a typed number multiplies: 2 × (2), so `+` shows 4.
/// - CalculatorManagerTestScientificParenthesis commands5 `2 ( 2 ) + =` → Windows 4 ("(2) + 2="); by the
///   README 2 × (2) = 4 and `=` right after `+` uses its first operand again: 4 + 4 = 8.
/// - CalculatorManagerTestScientificModeChange commands1 `rad pi sin` and commands3 `rad pi tan` → Windows
///   0: by the README π is its 40-digit value and sin/tan are correctly rounded, so sin and tan of it are
///   about 1.69e-40 and -1.69e-40, shown in e-notation, not 0.
/// - CalculatorManagerTestScientificModeChange commands4–6 (GRAD): no gradians.
///
/// Left out because a key is missing: CalculatorManagerTestScientific2 commands23–34 (sec, csc, cot and
/// their inverses, hyperbolic sec/csc/cot and inverses), commands35 (2ˣ), commands36–41 (ceil, floor),
/// commands42 (log base y); CalculatorManagerTestMemory (Windows' list of memories, not one register);
/// CalculatorManagerTestProgrammer (programmer mode).
///
/// Not taken: CalculatorManagerTestStandard and CalculatorManagerTestStandardOrderOfOperations are Standard
/// mode, immediate execution; they are in PublicSourceCasesTests under `.immediate`.
struct WindowsScientificCasesTests {

    @Test(arguments: [
        // MARK: CalculatorManagerTestScientific
        ("123.456", "123.456", "CalculatorManagerTestScientific commands1"),
        ("+", "0", "CalculatorManagerTestScientific commands2 (expression \"0 + \")"),
        ("sqrt", "0", "CalculatorManagerTestScientific commands3 (expression \"√(0)\")"),
        ("1 + 0 * 2 =", "1", "CalculatorManagerTestScientific commands4 (expression \"1 + 0 × 2=\")"),
        ("4 =", "4", "CalculatorManagerTestScientific commands5"),
        ("256 sqrt sqrt sqrt", "2", "CalculatorManagerTestScientific commands6"),
        ("3 - 6 = * 3 +", "-9", "CalculatorManagerTestScientific commands7 (expression \"-3 × 3 + \")"),
        ("9 * 6 - C 8 * 2 +", "38", "CalculatorManagerTestScientific commands8 (CENTR = C; expression \"9 × 6 - 8 × 2 + \")"),
        ("6 * 6 neg sqrt", "Error", "CalculatorManagerTestScientific commands9 (Windows: \"Invalid input\")"),
        ("50 + 20 inv -", "50.05", "CalculatorManagerTestScientific commands10 (expression \"50 + 1/(20) - \")"),
        ("4 + =", "8", "CalculatorManagerTestScientific commands11 (expression \"4 + 4=\")"),
        ("5 + * 3", "3", "CalculatorManagerTestScientific commands12 (expression \"5 × \")"),
        (
            "1 ee neg 9999 / 10 =", "Error",
            "CalculatorManagerTestScientific commands13 (EXP = EE; 1e-10000 is below our range; Windows: \"Overflow\")"
        ),
        ("50 + 20 % =", "60", "CalculatorManagerTestScientific commands14 (expression \"50 + 10=\")"),
        (
            "0 / 0 =", "Error",
            "CalculatorManagerTestScientific commands15 / CalculatorManagerTestScientificError commands3 (Windows: \"Result is undefined\")"
        ),
        (
            "1 / 0 =", "Error",
            "CalculatorManagerTestScientific commands16 / CalculatorManagerTestScientificError commands1 (Windows: \"Cannot divide by zero\")"
        ),
        ("1 2 + 5 C 2 +", "14", "CalculatorManagerTestScientific commands17 (expression \"12 + 2 + \")"),
        ("1 0 0 neg inv", "-0.01", "CalculatorManagerTestScientific commands18 (expression \"1/(-100)\")"),
        ("1 2 3 back back", "1", "CalculatorManagerTestScientific commands19"),
        ("1 2 3 back back back", "0", "CalculatorManagerTestScientific commands20"),
        ("4 sqrt - 2 +", "0", "CalculatorManagerTestScientific commands21 (expression \"√(4) - 2 + \")"),
        ("0 sqrt", "0", "CalculatorManagerTestScientific commands22"),
        ("1024 sqrt - 32 +", "0", "CalculatorManagerTestScientific commands23 (expression \"√(1024) - 32 + \")"),
        (
            "257 sqrt sqrt sqrt", "2.000974897633077",
            "CalculatorManagerTestScientific commands24 (Windows: 2.0009748976330773374220277351385)"
        ),

        // MARK: CalculatorManagerTestScientific2
        ("12 sq", "144", "CalculatorManagerTestScientific2 commands1 (expression \"sqr(12)\")"),
        ("5 fact", "120", "CalculatorManagerTestScientific2 commands2"),
        ("5 pow 2 +", "25", "CalculatorManagerTestScientific2 commands3 (expression \"5 ^ 2 + \")"),
        ("8 root 3 *", "2", "CalculatorManagerTestScientific2 commands4 (expression \"8 yroot 3 × \")"),
        ("8 cube", "512", "CalculatorManagerTestScientific2 commands5"),
        ("8 cube cbrt", "8", "CalculatorManagerTestScientific2 commands6"),
        ("10 log", "1", "CalculatorManagerTestScientific2 commands7"),
        ("5 pow10", "100000", "CalculatorManagerTestScientific2 commands8 (Windows: 100,000)"),
        ("10 ln", "2.302585092994046", "CalculatorManagerTestScientific2 commands9 (Windows: 2.3025850929940456840179914546844)"),
        (
            "1 sin", "0.01745240643728351",
            "CalculatorManagerTestScientific2 commands10 (degrees; Windows: 0.01745240643728351281941897851632)"
        ),
        (
            "1 cos", "0.9998476951563912",
            "CalculatorManagerTestScientific2 commands11 (degrees; Windows: 0.99984769515639123915701155881391)"
        ),
        (
            "1 tan", "0.01745506492821759",
            "CalculatorManagerTestScientific2 commands12 (degrees; Windows: 0.01745506492821758576512889521973)"
        ),
        ("1 asin", "90", "CalculatorManagerTestScientific2 commands13"),
        ("1 acos", "0", "CalculatorManagerTestScientific2 commands14"),
        ("1 atan", "45", "CalculatorManagerTestScientific2 commands15"),
        (
            "2 exp", "7.38905609893065",
            "CalculatorManagerTestScientific2 commands16 (POWE = eˣ; Windows: 7.389056098930650227230427460575)"
        ),
        ("5 pow 0 +", "1", "CalculatorManagerTestScientific2 commands17 (expression \"5 ^ 0 + \")"),
        ("27 neg root 3 +", "-3", "CalculatorManagerTestScientific2 commands19 (expression \"-27 yroot 3 + \")"),
        ("8 pow ( 2 / 3 ) - 4 +", "0", "CalculatorManagerTestScientific2 commands20 (expression \"8 ^ (2 ÷ 3) - 4 + \")"),
        ("4 pow ( 3 / 2 ) - 8 +", "0", "CalculatorManagerTestScientific2 commands21 (expression \"4 ^ (3 ÷ 2) - 8 + \")"),
        (
            "10 pow 1.23456 +", "17.16168791224179",
            "CalculatorManagerTestScientific2 commands22 (Windows: 17.161687912241792074207286679393)"
        ),

        // MARK: CalculatorManagerTestScientificParenthesis
        ("1 + ( + 3 )", "3", "CalculatorManagerTestScientificParenthesis commands1 (expression \"1 + (0 + 3)\")"),
        ("( ( 1 2 )", "12", "CalculatorManagerTestScientificParenthesis commands2 (expression \"((12)\")"),

        // MARK: CalculatorManagerTestScientificError, CalculatorManagerTestScientificModeChange
        ("2 neg log", "Error", "CalculatorManagerTestScientificError commands2 (Windows: \"Invalid input\")"),
        ("rad pi cos", "-1", "CalculatorManagerTestScientificModeChange commands2 (radians)"),
    ])
    func windowsScientific(keys: String, display: String, source: String) throws {
        #expect(try state(after: keys, evaluation: .precedence).plainDisplay == display, "\(source)")
    }
}
