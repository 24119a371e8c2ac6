import Testing
@testable import calculator

/// The command line: batch mode's options as swift-argument-parser reads them.
struct CalculatorCommandTests {
    @Test(arguments: ["- 4 =", "-", "--5", "-geometry"])
    func keysMayStartWithADash(keys: String) throws {
        let command = try CalculatorCommand.parse(["--keys", keys])
        #expect(command.keys == keys)
    }

    @Test func digitsDefaultToTheWideWindow() throws {
        #expect(try CalculatorCommand.parse(["--keys", "1"]).digits == 32)
        #expect(try CalculatorCommand.parse(["--digits", "16", "--keys", "1 / 7 ="]).digits == 16)
    }

    @Test(arguments: ["0", "33", "-1"])
    func digitsOutsideOneTo32AreRefused(digits: String) {
        #expect(throws: (any Error).self) { try CalculatorCommand.parse(["--digits", digits, "--keys", "1"]) }
    }
}
