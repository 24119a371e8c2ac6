import Testing
import CalculatorModel
import WindowInterface
@testable import CalculatorCommandLine

/// The command line parsed into what to run: each option lands in the request it belongs to, and
/// the first of `--keys`, a developer option, `--history`, `--man` and `--app-defaults` decides.
struct InvocationTests {
    /// The desktop menu's start, with no arguments, is the window with nothing set.
    @Test func noArgumentsIsThePlainWindow() {
        #expect(Invocation.parse([]) == .window(WindowRequest()))
        #expect(WindowRequest() == WindowRequest(keepsHistory: true))
    }

    @Test func theWindowsOptionsAreItsRequest() {
        let invocation = Invocation.parse([
            "-display", ":1", "-geometry", "-0-0", "--no-history", "--evaluation", "immediate", "--decimal-separator", ",",
            "--group-separator", "space", "--grouping", "3;2",
        ])
        let numberFormat = NumberFormatOptions(decimal: ",", group: "\u{202F}", grouping: "3;2")
        #expect(
            invocation
                == .window(
                    WindowRequest(
                        display: ":1", geometry: "-0-0", keepsHistory: false, evaluation: .immediate, numberFormat: numberFormat))
        )
    }

    @Test func keysAreBatchModeWithItsOptions() {
        #expect(Invocation.parse(["--keys", "1 + 2 ="]) == .batch(BatchRequest(keys: "1 + 2 =")))
        #expect(
            Invocation.parse(["--keys", "1 / 7 =", "--digits", "16", "--localized", "--expression", "--group-separator", "none"])
                == .batch(
                    BatchRequest(
                        keys: "1 / 7 =", digits: 16, localized: true, printsExpression: true,
                        numberFormat: NumberFormatOptions(group: "none"))))
    }

    @Test(
        arguments: [
            (["--history"], Invocation.history(HistoryRequest())), (["--man"], .manualPage), (["--app-defaults"], .appDefaults),
            (["--keys-stdin", "--digits", "10"], .linesFromStandardInput(.keys(digits: 10, evaluation: nil))),
            (["--keys-stdin", "--evaluation", "immediate"], .linesFromStandardInput(.keys(digits: 32, evaluation: .immediate))),
            (["--keys-stdin", "--exact"], .linesFromStandardInput(.keys(digits: 32, evaluation: nil, exactForm: true))),
            (
                ["--print-layout", "320x560,900x500", "--dpi", "192"],
                .printLayout(sizes: [Size(width: 320, height: 560), Size(width: 900, height: 500)], scale: 2)
            ),
            (["--print-layout", "320x560"], .printLayout(sizes: [Size(width: 320, height: 560)], scale: 1)),
            (
                ["--print-layout", "320x560", "--layout-mode", "converter"],
                .printLayout(sizes: [Size(width: 320, height: 560)], scale: 1, mode: .converter)
            ),
            (
                ["--benchmark-frames", "300", "-geometry", "900x500", "-display", ":5"],
                .benchmarkFrames(300, display: ":5", geometry: "900x500")
            ),
        ])
    func eachRunHasItsOption(arguments: [String], expected: Invocation) {
        #expect(Invocation.parse(arguments) == expected)
    }

    /// Batch mode comes first, then a developer's run, then the tape, then the package's files.
    @Test(
        arguments: [
            (["--history", "--keys", "1"], Invocation.batch(BatchRequest(keys: "1"))),
            (["--keys-stdin", "--keys", "1"], .batch(BatchRequest(keys: "1"))),
            (["--history", "--keys-stdin"], .linesFromStandardInput(.keys(digits: 32, evaluation: nil))),
            (["--man", "--history"], .history(HistoryRequest())), (["--app-defaults", "--man"], .manualPage),
        ])
    func theFirstRunInOrderDecides(arguments: [String], expected: Invocation) {
        #expect(Invocation.parse(arguments) == expected)
    }

    /// What swift-argument-parser refuses is one line on standard error and status 2, as the README says.
    @Test(
        arguments: [
            (["--digits", "10001", "--keys", "1"], "calculator: --digits takes a number from 1 to 10000"),
            (["--digits", "nan", "--keys", "1"], "calculator: The value 'nan' is invalid for '--digits <N>'"),
            (["--dpi", "nan", "--print-layout", "320x560"], "calculator: --dpi takes a number from 24 to 384"),
            (
                ["-geometry", "40000x560"],
                "calculator: -geometry takes WxH+X+Y, such as 320x560+100+100, each number at most 32767"
            ),
            (["--benchmark-frames", "0"], "calculator: --benchmark-frames takes a number from 1 to 100000"),
            (["--print-layout", "wide"], "calculator: --print-layout takes a size such as 320x560"),
            (["--decimal-separator", "x"], "calculator: --decimal-separator takes . or ,"),
            (["--grouping", "3;x"], "calculator: --grouping takes 3, 3;2 or none"),
            (["--zzzz"], "calculator: Unknown option '--zzzz'"), (["--keys"], "calculator: Missing value for '--keys <keys>'"),
            (["-display"], "calculator: Missing value for '-display <name>'"),
        ])
    func refusedArgumentsAreOneLineAndStatusTwo(arguments: [String], message: String) {
        #expect(Invocation.parse(arguments) == .exit(CommandLineExit(text: message, status: 2)))
    }

    @Test func versionAndHelpArePrintedWithStatusZero() throws {
        #expect(Invocation.parse(["--version"]) == .exit(CommandLineExit(text: "calculator 0.3.0", status: 0)))
        #expect(Invocation.parse(["--version", "--history"]) == .exit(CommandLineExit(text: "calculator 0.3.0", status: 0)))
        for help in [["--help"], ["-h"], ["--help", "--keys", "1"]] {
            guard case .exit(let exit) = Invocation.parse(help) else {
                Issue.record("\(help) is not an exit")
                continue
            }
            #expect(exit.isOutput && exit.status == 0)
            #expect(exit.text.hasPrefix("OVERVIEW: A native X11 desktop calculator.\n"))
            #expect(exit.text.contains("X RESOURCES") && !exit.text.contains("--keys-stdin"))
        }
    }
}
