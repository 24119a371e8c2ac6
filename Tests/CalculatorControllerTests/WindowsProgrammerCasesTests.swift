import CalculatorController
import CalculatorModel
import Testing

/// Key sequences from Windows Calculator's programmer mode (a signed QWORD in DEC, as it opens),
/// translated into the programmer batch language and ended with `=` where Windows read the display
/// after a further operator (the value shown then is the same).
///
/// Source: microsoft/calculator, src/CalculatorUnitTests/CalculatorManagerTest.cpp,
/// `CalculatorManagerTest::CalculatorManagerTestProgrammer` (`commandsN` per row). Command names map
/// as: `CommandNand`/`Nor`/`And` → `nand`/`nor`/`and`, `CommandLSHF` → `lsh`, `CommandRSHF` → `rsh`
/// (arithmetic), `CommandRSHFL` → `shr` (logical), `CommandBINPOS63` → `bit63`. Windows' expected
/// displays are written without grouping.
///
/// Differing on purpose: Windows' `RoL` and `RoR` rotate by one bit at once (`1 RoL` is 2); ours are
/// binary operators rotating by their right operand, so those rows rotate by `1`. Left out: commands9
/// and commands10, `RORC` (rotate through carry), a key we do not have.
struct WindowsProgrammerCasesTests {
    @Test(arguments: [
        ("5 3 nand 8 3 =", "-18"),   // commands1: 53 NAND 83 → -18
        ("5 3 nor 8 3 =", "-120"),   // commands2: 53 NOR 83 → -120
        ("5 lsh 1 =", "10"),   // commands3: 5 Lsh 1 → 10
        ("5 shr 1 =", "2"),   // commands5: 5 Rsh(logical) 1 → 2
        ("bit63 rsh 5 6 =", "-128"),   // commands6: -9223372036854775808 Rsh 56 → -128
        ("1 rol 1 =", "2"),   // commands7: RoL(1) → 2 (Windows rotates by one at once)
        ("1 ror 1 =", "-9223372036854775808"),   // commands8: RoR(1) → -9,223,372,036,854,775,808
    ])
    func matchesWindows(keys: String, expected: String) throws {
        #expect(try ProgrammerController.run(keys: keys).plainDisplay == expected)
    }
}
