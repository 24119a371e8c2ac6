import Testing
import CalculatorController
@testable import CalculatorCommandLine

/// The command line: batch mode's options as swift-argument-parser reads them.
struct CalculatorCommandTests {
    @Test(arguments: ["- 4 =", "-", "--5", "-geometry"])
    func keysMayStartWithADash(keys: String) throws {
        let command = try CalculatorCommand.parse(["--keys", keys])
        #expect(command.keys == keys)
    }

    /// `-geometry -0-0` (the bottom-right corner) is a value, not an option, as for every X program.
    @Test(arguments: [["-geometry", "-0-0"], ["--geometry", "-0-0"], ["-geometry", "-10+20"], ["--geometry", "320x560-0-0"]])
    func aGeometryMayStartWithADash(arguments: [String]) throws {
        #expect(try CalculatorCommand.parse(arguments).geometry == arguments[1])
    }

    @Test func digitsDefaultToTheWideWindow() throws {
        #expect(try CalculatorCommand.parse(["--keys", "1"]).digits == 32)
        #expect(try CalculatorCommand.parse(["--digits", "16", "--keys", "1 / 7 ="]).digits == 16)
    }

    @Test(arguments: ["0", "10001", "-1"])
    func digitsOutsideOneTo10000AreRefused(digits: String) {
        #expect(throws: (any Error).self) { try CalculatorCommand.parse(["--digits", digits, "--keys", "1"]) }
    }

    /// `--help` lists the keys and the resources and hides the options meant for tests and benchmarks.
    @Test func helpListsKeysAndResourcesAndHidesDebugging() {
        let help = CalculatorCommand.helpMessage(columns: 100)
        #expect(help.contains("KEYS") && help.contains("Ctrl+Q") && help.contains("Ctrl+Shift+S"))
        #expect(help.contains("calculator.operatorColor") && help.contains("Xft.dpi"))
        for hidden in ["--print-layout", "--benchmark-frames", "--keys-stdin", "--dpi"] {
            #expect(!help.contains(hidden), "\(hidden)")
        }
        #expect(help.contains("--keys") && help.contains("--digits") && help.contains("-geometry"))
    }

    @Test func versionNamesTheProgram() {
        #expect(CalculatorCommand.configuration.version.hasPrefix("calculator "))
    }

    /// Issue 35, item 8: `--dpi nan --print-layout 320x560` trapped in the solver; every numeric option
    /// is now checked before it is used (and a refusal exits 2 with one line: Tests/EndToEnd/window.sh).
    @Test(arguments: [
        ["--dpi", "nan", "--print-layout", "320x560"], ["--dpi", "inf", "--print-layout", "320x560"],
        ["--dpi", "1e400", "--print-layout", "320x560"], ["--dpi", "0", "--print-layout", "320x560"],
        ["--dpi", "-96", "--print-layout", "320x560"], ["--dpi", "23", "--print-layout", "320x560"],
        ["--dpi", "385", "--print-layout", "320x560"],
        ["--print-layout", "32768x560"], ["--print-layout", "320x560,1x99999999"],
        ["-geometry", "40000x560"], ["-geometry", "320x560+99999+0"],
        ["--benchmark-frames", "0"], ["--benchmark-frames", "-5"], ["--benchmark-frames", "100001"],
        ["--digits", "nan", "--keys", "1"], ["--digits", "10001", "--keys", "1"],
    ])
    func numericOptionsOutOfRangeAreRefused(arguments: [String]) {
        #expect(throws: (any Error).self) { try CalculatorCommand.parse(arguments) }
    }

    @Test func numericOptionsAtTheirBoundsAreTaken() throws {
        #expect(try CalculatorCommand.parse(["--dpi", "24", "--print-layout", "320x560"]).developer.dpi == 24)
        #expect(try CalculatorCommand.parse(["--dpi", "384", "--print-layout", "32767x32767"]).developer.dpi == 384)
        #expect(try CalculatorCommand.parse(["--benchmark-frames", "1"]).developer.benchmarkFrames == 1)
        // Issue 31: batch mode prints up to 10,000 proven digits (it took 1 to 32 before).
        #expect(try CalculatorCommand.parse(["--digits", "1000", "--keys", "2 √"]).digits == 1000)
        #expect(try CalculatorCommand.parse(["--digits", "10000", "--keys", "2 √"]).digits == 10000)
        #expect(try CalculatorCommand.parse(["-geometry", "32767x32767-32767+0"]).geometry == "32767x32767-32767+0")
    }
}
