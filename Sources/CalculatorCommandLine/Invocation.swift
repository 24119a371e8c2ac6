import CalculatorModel
import CalculatorPresentation
import WindowInterface

/// What the command line asks the program to do, parsed and checked: the executable only carries it out.
/// A new option adds a field to the request it belongs to (`BatchRequest`, `WindowRequest`), not a case.
public enum Invocation: Equatable, Sendable {
    /// The calculator window.
    case window(WindowRequest)
    /// `--keys`: press the keys and print the display.
    case batch(BatchRequest)
    /// `--convert`: convert a value between units and print it.
    case conversion(ConversionRequest)
    /// `--mode programmer --keys`: press the programmer keys and print the value.
    case programmer(ProgrammerRequest)
    /// `--history` (`--format`, `--edit`): print the tape on disk.
    case history(HistoryRequest)
    /// `-e`: evaluate typed calculations and print their results.
    case expressions(ExpressionRequest)
    /// `--sheet FILE`: calculate a sheet and print each line's result.
    case sheet(SheetRequest)
    /// `--update-rates`: fetch the ECB's rates into the user's rates file; with `--rates-outcome`
    /// (`printsOutcomeLine`) the outcome's line first, for the window's update process.
    case updateRates(printsOutcomeLine: Bool)
    /// `--rates`: print the date and source of the rates in use.
    case rates
    /// `--man`: the manual page in roff (for the package).
    case manualPage
    /// `--app-defaults`: the app-defaults file (for the package).
    case appDefaults
    /// `--keys-stdin`, `--convert-stdin`: one line out for each line of standard input (the references).
    case linesFromStandardInput(LineAnswering)
    /// `--print-layout` (with `--dpi`, `--layout-mode`): every button's frame at these window sizes and
    /// scale (dpi / 96), of this mode's keypad.
    case printLayout(sizes: [Size], scale: Double, mode: Mode = .calculator)
    /// `--mode programmer --print-layout`: the programmer mode's frames at these sizes (the end-to-end suite's clicks).
    case printProgrammerLayout(sizes: [Size], scale: Double)
    /// `--benchmark-frames`: time this many frames of a window on `display` of the `geometry` size.
    case benchmarkFrames(Int, display: String?, geometry: String?)
    /// Nothing to run: a text to print (help, version, a refused argument) and the exit status.
    case exit(CommandLineExit)

    /// What `arguments` (without the program's name) ask for. No arguments, as the desktop menu starts
    /// the program, is the window without parsing: swift-argument-parser reads every option's metadata
    /// through the runtime and builds `--help`'s text, a sixth of a plain start's CPU and 0.6 MB (issue 15).
    public static func parse(_ arguments: [String]) -> Invocation {
        guard !arguments.isEmpty else { return .window(WindowRequest()) }
        do {
            return try CalculatorCommand.parse(arguments).invocation
        } catch {
            return .exit(CommandLineExit(error: error))
        }
    }
}
