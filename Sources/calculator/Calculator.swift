import Glibc
import CalculatorCommandLine
import CalculatorController
import CalculatorPresentation
import CalculatorStorage
import CalculatorView
import ExchangeRates
import SystemIO
import WindowInterface

/// `calculator`: the command line parsed into what it asks for (`Invocation`), which is carried out here.
@main
enum Calculator {
    static func main() {
        // The words of the window, --help's keys and the screen reader, in the user's language.
        Localization.start(directory: ResourceFiles.localeDirectory)
        Glibc.exit(run(Invocation.parse(Array(CommandLine.arguments.dropFirst()))))
    }

    /// Carries out `invocation`; the exit status.
    static func run(_ invocation: Invocation) -> Int32 {
        switch invocation {
        case .window(let request): return reporting { () throws(WindowError) in try WindowStart.run(request) }
        case .batch(let request): return emit(request.run())
        case .conversion(let request): return emit(request.output())
        case .rates: return emit(RatesRequest.output())
        case .updateRates(let line): return emit(RatesRequest.updateOutput(RatesUpdate.run(), outcomeLine: line))
        case .programmer(let request): return emit(request.run())
        case .history(let request):
            let store = CalculatorStore(directory: StateDirectory.fromEnvironment(), keepsHistory: true)
            return request.run(
                read: { store.readHistory().entriesAndProblems }, rewrite: store.rewriteHistory,
                write: { print(TerminalText.escaped($0), terminator: request.format.lineEnd) },
                warn: { standardError(problems: $0) })
        case .expressions(let request):
            var input = BoundedLines.standardInput()
            return request.run(nextLine: { input.next() }, write: standardOutput, warn: { standardError($0) })
        case .sheet(let request):
            return request.run(lines: SheetFile.lines(at: request.path), write: standardOutput, warn: { standardError($0) })
        case .manualPage, .appDefaults:
            if invocation == .manualPage { Localization.useEnglish() }   // the page is English, as its key list
            let page = CommandLineHelp.manualPage(appDefaultsFile: XResources.appDefaultsFile)
            print(invocation == .manualPage ? page.roff : page.appDefaults, terminator: "")
        case .linesFromStandardInput(let answering):
            var input = BoundedLines.standardInput()
            return emit(answering.answering(from: { input.next() }, write: standardOutput, warn: { standardError($0) }))
        case .printLayout(let sizes, let scale, let mode):
            for line in KeypadLayout.listing(sizes: sizes, scale: scale, mode: mode) { print(line) }
        case .printProgrammerLayout(let sizes, let scale):
            for line in ProgrammerLayout.listing(sizes: sizes, scale: scale) { print(line) }
        case .benchmarkFrames(let frames, let display, let geometry):
            return reporting { () throws(WindowError) in
                print(try WindowStart.benchmark(frames: frames, display: display, geometry: geometry))
            }
        case .exit(let exit):
            if exit.isOutput, !exit.text.isEmpty { print(TerminalText.escaped(exit.text, keepingLineBreaks: true)) }
            if !exit.isOutput, !exit.text.isEmpty { standardError(exit.text, keepingLineBreaks: true) }
            return exit.status
        }
        return 0
    }

    /// Prints batch output (the warning and why the display reads `Error` on standard error, the lines
    /// on standard output); its status.
    private static func emit(_ output: BatchRequest.Output) -> Int32 {
        output.standardErrorLines.forEach { standardError($0) }
        for line in output.lines { print(line) }
        return output.status
    }

    /// Runs `body`, which opens a window: 0, or 1 after naming on standard error the display it could not open.
    private static func reporting(_ body: () throws(WindowError) -> Void) -> Int32 {
        do {
            try body()
            return 0
        } catch {
            standardError("calculator: \(error)")
            return 1
        }
    }
}
