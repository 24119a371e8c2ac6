import Testing
@testable import CalculatorCommandLine

/// The end of a run that parsing decided: only status 0 prints to standard output.
struct CommandLineExitTests {
    @Test(arguments: [(0 as Int32, true), (2, false), (1, false)])
    func onlySuccessIsOutput(status: Int32, isOutput: Bool) {
        #expect(CommandLineExit(text: "x", status: status).isOutput == isOutput)
    }

    /// A refusal is the first line of the parser's message alone, however many lines it has (the usage
    /// and `--help` hints are left out).
    @Test func aRefusalIsItsFirstLine() throws {
        let exit = CommandLineExit(error: try #require(parseError(["--evaluation", "sideways"])))
        #expect(
            exit
                == CommandLineExit(
                    text:
                        "calculator: The value 'sideways' is invalid for '--evaluation <rule>'. Please provide one of 'precedence' and 'immediate'.",
                    status: 2))
        #expect(!exit.text.contains("\n"))
    }

    /// What parsing `arguments` throws, or nil.
    private func parseError(_ arguments: [String]) -> (any Error)? {
        do {
            _ = try CalculatorCommand.parse(arguments)
            return nil
        } catch {
            return error
        }
    }
}
