import ArgumentParser
import CalculatorController

#if canImport(Glibc)
import Glibc
#endif

/// `calculator`: the desktop calculator, or with `--keys` its batch mode.
@main
struct Calculator: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "calculator",
        abstract: "A native X11 desktop calculator.",
        discussion: """
            Without --keys, opens the calculator window. With --keys, presses the keys and \
            prints the display, e.g. calculator --keys '1 + 2 ='.
            """,
        version: "0.1.0")

    @Option(name: .long, help: ArgumentHelp(
        "Press these space-separated keys and print the display.",
        discussion: "Keys: 0-9 . + - * / (or − × ÷) = % neg (±) AC C back, and any operation symbol.",
        valueName: "keys"))
    var keys: String?

    @Flag(name: .long, help: "With --keys, also print the expression line (first).")
    var expression = false

    mutating func run() throws {
        guard let keys else {
            standardError("calculator: the window is not available in this build; use --keys")
            throw ExitCode(1)
        }
        do {
            let state = try CalculatorController.run(keys: keys)
            if expression { print(state.expression) }
            print(state.plainDisplay)
        } catch {
            standardError("calculator: unknown key '\(error.token)'")
            throw ExitCode(2)
        }
    }
}

/// Writes one line to standard error.
func standardError(_ line: String) {
    let bytes = Array((line + "\n").utf8)
    _ = bytes.withUnsafeBufferPointer { write(2, $0.baseAddress, $0.count) }
}
