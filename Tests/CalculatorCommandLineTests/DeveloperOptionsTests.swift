import Testing
import WindowInterface
@testable import CalculatorCommandLine

/// The hidden developer options are one group: each is read into `DeveloperOptions`, and the group
/// reads nothing else (a user's option is not a developer's).
struct DeveloperOptionsTests {
    @Test func theFourHiddenOptionsAreTheGroups() throws {
        let command = try CalculatorCommand.parse([
            "--keys-stdin", "--print-layout", "320x560,900x500", "--dpi", "120",
            "--benchmark-frames", "300",
        ])
        #expect(command.developer.keysFromStandardInput)
        #expect(command.developer.printLayout == "320x560,900x500")
        #expect(command.developer.dpi == 120)
        #expect(command.developer.benchmarkFrames == 300)
    }

    @Test(arguments: [["--keys", "1"], ["--digits", "16"], ["--history"], ["-geometry", "320x560"], ["--man"]])
    func theGroupTakesNoUserOption(arguments: [String]) {
        #expect(throws: (any Error).self) { try DeveloperOptions.parse(arguments) }
    }

    @Test func layoutSizesAreReadInOrder() {
        #expect(
            DeveloperOptions.layoutSizes("320x560,900x500") == [Size(width: 320, height: 560), Size(width: 900, height: 500)])
        #expect(DeveloperOptions.layoutSizes("320x560,wide") == nil)
        #expect(DeveloperOptions.layoutSizes("") == nil)
    }
}
