import Glibc
import ArgumentParser
import CalculatorController
import CalculatorModel
import CalculatorPresentation
import CalculatorStorage
import CalculatorView
import WindowInterface

extension Evaluation: ExpressibleByArgument {}

/// `calculator`: the desktop calculator window, or with `--keys` its batch mode.
@main
struct CalculatorCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "calculator",
        abstract: "A native X11 desktop calculator.",
        discussion: """
            Without --keys, opens the calculator window. With --keys, presses the keys and \
            prints the display, e.g. calculator --keys '1 + 2 ='.

            KEYS (in the window; Shift selects, Caps Lock does not)
            \(KeyboardHelp.lines.map { "  " + $0 }.joined(separator: "\n"))

            X RESOURCES (xrdb; name calculator, class Calculator)
            \(Theme.resourceHelp.map { "  " + $0 }.joined(separator: "\n"))
            """,
        version: "calculator \(version)")

    static let version = "0.3.0"

    /// The manual page and app-defaults file of this `--help`, version and app-defaults path.
    static var manualPage: ManualPage {
        ManualPage(help: helpMessage(columns: 10_000), version: version, appDefaultsFile: XResources.appDefaultsFile)
    }

    @Option(
        name: [.customLong("display"), .customLong("display", withSingleDash: true)],
        help: ArgumentHelp("The X display to use (default: $DISPLAY).", valueName: "name"))
    var display: String?

    @Option(
        name: [.customLong("geometry"), .customLong("geometry", withSingleDash: true)], parsing: .unconditional,
        help: ArgumentHelp(
            "The window's size and position, as WxH+X+Y; -X and -Y count from the right and bottom (-0-0).",
            valueName: "geometry"))
    var geometry: String?

    @Option(
        name: .long, parsing: .unconditional,
        help: ArgumentHelp(
            "Press these space-separated keys and print the display.",
            discussion:
                "Keys: 0-9 . + - * / (or − × ÷) = % neg (±) ( ) AC C back undo redo, and any operation's symbol or name (see README.md, installed in /usr/share/doc/calculator).",
            valueName: "keys"))
    var keys: String?

    @Option(
        name: .long,
        help: ArgumentHelp(
            "With --keys, the significant digits printed, 1 to 32 (16 is what the compact window shows).",
            valueName: "N"))
    var digits: Int = NumberFormat.wideDigits

    @Option(
        name: .long,
        help: ArgumentHelp(
            "How operators are ordered: precedence (2 + 3 × 4 = 14, the default) or immediate (left to right, 20).",
            discussion: "Overrides the X resource calculator.evaluation.", valueName: "rule"))
    var evaluation: Evaluation?

    @Option(
        name: .customLong("decimal-separator"),
        help: ArgumentHelp(
            "The decimal separator shown, . or , (default: the locale's; overrides calculator.decimalSeparator).",
            valueName: "mark"))
    var decimalSeparator: String?

    @Option(
        name: .customLong("group-separator"),
        help: ArgumentHelp(
            "The thousands separator shown: a character, space or none (default: the locale's).", valueName: "mark"))
    var groupSeparator: String?

    @Option(
        name: .long, help: ArgumentHelp("How digits are grouped: 3, 3;2 or none (default: the locale's).", valueName: "sizes"))
    var grouping: String?

    @Flag(name: .long, help: "With --keys, print the number as the locale writes it (1.234,5 under de_DE), not in C form.")
    var localized = false

    @Flag(name: .long, help: "With --keys, also print the expression line (first).")
    var expression = false

    @Flag(
        name: .long,
        help: ArgumentHelp(
            "Print the history tape (newest last) and exit.",
            discussion: "The tape is $XDG_STATE_HOME/calculator/history (default ~/.local/state/calculator/history)."))
    var history = false

    @Flag(name: .customLong("no-history"), help: "Keep no history on disk (as the X resource calculator.history: false).")
    var noHistory = false

    /// The hidden options for tests, scripts and benchmarks (`--keys-stdin`, `--print-layout`, `--dpi`,
    /// `--benchmark-frames`).
    @OptionGroup(visibility: .hidden)
    var developer: DeveloperOptions

    /// `--mode programmer` and its batch options (`--word`, `--signed`, `--unsigned`, `--base`, `--bases`).
    @OptionGroup
    var programmer: ProgrammerOptions

    /// For the package (Scripts/package): the manual page in roff, written from `--help`'s options, keys and resources.
    @Flag(name: .customLong("man"), help: ArgumentHelp(visibility: .hidden))
    var manualPage = false

    /// For the package: the app-defaults file, every resource with its default, commented out.
    @Flag(name: .customLong("app-defaults"), help: ArgumentHelp(visibility: .hidden))
    var appDefaults = false

    /// The plain window start, with no arguments (as the desktop menu starts it), goes straight to the
    /// window; anything else is parsed. Parsing costs a start-up without arguments about a sixth of
    /// its CPU and 0.6 MB resident (issue 15): swift-argument-parser reads every option's metadata
    /// through the runtime and builds `--help`'s text, which needs the key table and the resources.
    static func main() {
        // The words of the window, --help's keys and the screen reader, in the user's language.
        Localization.start(directory: ResourceFiles.localeDirectory)
        guard CommandLine.arguments.count > 1 else {
            do {
                try runWindow(display: nil, geometry: nil, keepsHistory: true)
            } catch {
                exit(withError: error)
            }
            return
        }
        do {
            var command = try parseAsRoot()
            try command.run()
        } catch {
            // swift-argument-parser's messages quote the arguments: their control characters are escaped.
            let code = exitCode(for: error)
            if code == .validationFailure {
                // A bad option or value: one line saying what it takes, and status 2, as for an unknown key.
                let first =
                    message(for: error).split(separator: "\n", omittingEmptySubsequences: true).first.map(String.init) ?? ""
                standardError("calculator: \(first)")
                Glibc.exit(2)
            }
            let message = TerminalText.escaped(fullMessage(for: error), keepingLineBreaks: true)
            if !message.isEmpty {
                if code == .success { print(message) } else { standardError(message, keepingLineBreaks: true) }
            }
            Glibc.exit(code.rawValue)
        }
    }

    func validate() throws {
        if !(1...NumberFormat.wideDigits).contains(digits) {
            throw ValidationError("--digits takes a number from 1 to \(NumberFormat.wideDigits)")
        }
        if let decimalSeparator, decimalSeparator != ".", decimalSeparator != "," {
            throw ValidationError("--decimal-separator takes . or ,")
        }
        if let grouping, NumberLocale.grouping(grouping) == nil {
            throw ValidationError("--grouping takes 3, 3;2 or none")
        }
        if let geometry, WindowGeometry(parsing: geometry) == nil {
            throw ValidationError(
                "-geometry takes WxH+X+Y, such as 320x560+100+100, each number at most \(WindowGeometry.maximumCoordinate)")
        }
    }

    func run() throws {
        if programmer.mode == .programmer, keys != nil || developer.keysFromStandardInput {
            try programmer.runBatch(keys: keys, fromStandardInput: developer.keysFromStandardInput)
        } else if let keys {
            try runBatch(keys)
        } else if try developer.run(digits: digits, evaluation: evaluation, display: display, geometry: geometry) {
            return
        } else if history {
            try printHistory()
        } else if manualPage {
            Localization.useEnglish()   // the manual page is English (its key list is KeyboardHelp's)
            print(Self.manualPage.roff, terminator: "")
        } else if appDefaults {
            print(Self.manualPage.appDefaults, terminator: "")
        } else {
            try Self.runWindow(
                display: display, geometry: geometry, keepsHistory: !noHistory, evaluation: evaluation,
                numberFormat: (decimalSeparator, groupSeparator == "space" ? "\u{202F}" : groupSeparator, grouping))
        }
    }

    /// The locale's way of writing numbers with what the options set over it.
    private var numberLocale: NumberLocale {
        NumberLocale.fromEnvironment().overridden(
            decimal: decimalSeparator, group: groupSeparator == "space" ? "\u{202F}" : groupSeparator, grouping: grouping)
    }

    private func runBatch(_ keys: String) throws {
        do {
            var refused: [KeySequence.RefusedKey] = []
            var state = try CalculatorController.run(
                keys: keys, significantDigits: digits, evaluation: evaluation, refused: &refused)
            // Refused keys change nothing, as in the window; a script is told once, on standard error.
            if let warning = Self.refusalWarning(refused) { standardError(warning) }
            if localized {
                let locale = numberLocale
                state.expression = locale.localizingPoint(state.expression)
                state.plainDisplay = state.isError ? state.display : locale.format(state.plainDisplay, grouping: true)
            }
            if expression { print(state.expression) }
            print(state.plainDisplay)
        } catch {
            standardError("calculator: unknown key '\(error.token)'")
            throw ExitCode(2)
        }
    }

    /// The one line batch mode writes on standard error when keys were refused: the first, why, and
    /// how many more (20,000 `(` give one line, not 19,900); nil when none were.
    static func refusalWarning(_ refused: [KeySequence.RefusedKey]) -> String? {
        guard let first = refused.first else { return nil }
        let reason =
            switch first.limit {
            case .openParentheses: "more than \(first.limit.maximum) parentheses open"
            case .pendingOperations: "more than \(first.limit.maximum) operators waiting"
            }
        let more = refused.count > 1 ? "; \(refused.count - 1) more keys refused" : ""
        return "calculator: refused key \(first.position) '\(TerminalText.escaped(first.name))': \(reason)\(more)"
    }

    /// Prints the tape on disk; problems reading it go to standard error.
    private func printHistory() throws {
        let store = CalculatorStore(directory: StateDirectory.fromEnvironment(), keepsHistory: true)
        let contents = store.readHistory()
        for problem in contents.problems { standardError("calculator: " + problem) }
        for entry in contents.entries { print(TerminalText.escaped(entry.line)) }
    }

    /// The window, with the tape and the remembered state of the state directory.
    private static func runWindow(
        display: String?, geometry: String?, keepsHistory: Bool, evaluation: Evaluation? = nil,
        numberFormat: WindowStart.NumberFormatOptions = (nil, nil, nil)
    ) throws {
        let options = WindowOptions(
            displayName: display, geometry: geometry, title: KeypadAccessibility.frameName,
            iconPath: ResourceFiles.path(of: "calculator.pam"))
        do {
            try WindowStart.run(
                options: options, keepsHistory: keepsHistory, evaluation: evaluation, numberFormat: numberFormat,
                version: version)
        } catch {
            standardError("calculator: \(error)")
            throw ExitCode(1)
        }
    }
}
