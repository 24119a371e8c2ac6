import ArgumentParser
import CalculatorController
import CalculatorModel
import CalculatorPresentation
import WindowInterface

extension Evaluation: ExpressibleByArgument {}
/// `--exact-form show|main|off`, the window's exact-form line.
extension ExactFormDisplay: ExpressibleByArgument {}

/// `calculator`'s options as swift-argument-parser reads and checks them, and `--help`'s text; what
/// they ask for is `invocation`. Nothing here runs: the executable does (`Invocation`).
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
            \(Resource.helpLines.map { "  " + $0 }.joined(separator: "\n"))
            """,
        version: "calculator \(version)")

    /// The program's version, of `--version`, the manual page and the accessibility bus.
    static let version = "0.3.0"

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

    /// Issue 34: calculations typed as text, evaluated as the window evaluates them pasted.
    @Option(
        name: .customShort("e"), parsing: .unconditionalSingleValue,
        help: ArgumentHelp(
            "Evaluate this calculation and print its result, e.g. -e '2+3*4'; - reads one a line from standard input.",
            discussion:
                "Repeatable. The paste's grammar: + - * / ^ ( ) % ! sqrt sin ... pi e. A line that does not parse is named on standard error (with the position) and the exit status is 2. No window, no tape.",
            valueName: "calculation"))
    var expressions: [String] = []

    @Option(
        name: .long,
        help: ArgumentHelp(
            "Calculate a sheet (one calculation a line, with names: rent = 1200) and print each line's result; - reads standard input.",
            discussion:
                "An empty line for text; a line with an error is named on standard error and the exit status is 2.",
            valueName: "file"))
    var sheet: String?

    @Option(
        name: .long,
        help: ArgumentHelp(
            "With --keys, -e or --sheet, the significant digits printed, 1 to 10000 (16 is what the compact window shows).",
            valueName: "N"))
    var digits: Int = NumberFormat.wideDigits

    @Option(
        name: .long,
        help: ArgumentHelp(
            "How operators are ordered: precedence (2 + 3 × 4 = 14, the default) or immediate (left to right, 20).",
            discussion: "Overrides the X resource calculator.evaluation.", valueName: "rule"))
    var evaluation: Evaluation?

    @Option(
        name: .customLong("exact-form"),
        help: ArgumentHelp(
            "The window's exact forms: show (the decimal, the exact form under it; the default), main (the exact form, the decimal under it) or off.",
            discussion: "Overrides the X resource calculator.exactForm.", valueName: "choice"))
    var exactForm: ExactFormDisplay?

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

    /// The value taken whatever it begins with (`--convert '-40 °C' °F`: a negative value is no option);
    /// the unit to convert to follows it, as `convertTarget`.
    @Option(
        name: .long, parsing: .unconditionalSingleValue,
        help: ArgumentHelp(
            "Convert a value between units of GNU units' database and print it, e.g. --convert '3 ft' cm.",
            discussion:
                "The value and unit, then the unit to convert to; °C, °F, K (tempC, tempF, tempK) are temperatures, Δ°C, Δ°F (degC, degF) differences.",
            valueName: "value-unit"))
    var convert: [String] = []

    /// `--convert`'s second word, the unit to convert to: the one word the command line takes without an option.
    @Argument(help: ArgumentHelp(visibility: .hidden))
    var convertTarget: [String] = []

    @Flag(
        name: .customLong("convert-stdin"),
        help: ArgumentHelp(
            "Like --convert for each line of standard input, 'VALUE UNIT', a tab, 'UNIT'; one line out per line in.",
            visibility: .hidden))
    var convertStdin = false

    /// Issue 48: the converter's exchange rates, refreshed only when asked.
    @Flag(
        name: .customLong("update-rates"),
        help: ArgumentHelp(
            "Fetch the European Central Bank's euro reference rates for the converter's currencies and exit.",
            discussion:
                "Written to $XDG_DATA_HOME/calculator/currency.units (default ~/.local/share/calculator); currencies the ECB lacks keep GNU units' rates. Exit status 1, the rates unchanged, when it cannot."
        ))
    var updateRates = false

    @Flag(name: .long, help: "Print the date and source of the exchange rates the converter uses, and exit.")
    var rates = false

    @Flag(
        name: .long,
        help:
            "With --keys or -e, print the number as the locale writes it (1.234,5 under de_DE), not in C form; -e then reads numbers by the locale too."
    )
    var localized = false

    @Flag(name: .long, help: "With --keys, also print the expression line (first).")
    var expression = false

    /// Issue 31: the exact form, as Ctrl+C copies it, on its own line before the number.
    @Flag(
        name: .long,
        help:
            "With --keys or -e, also print the exact form (sqrt(2)/2, 7/3, pi/6) before the number, or an empty line when it has none."
    )
    var exact = false

    @Flag(
        name: .long,
        help: ArgumentHelp(
            "Print the history tape (newest last) and exit.",
            discussion: "The tape is $XDG_STATE_HOME/calculator/history (default ~/.local/state/calculator/history)."))
    var history = false

    @Option(
        name: .long,
        help: ArgumentHelp(
            "With --history, how the tape is printed: text (as the window copies it; the default), csv (expression, result, time; RFC 4180) or keys (for each line, --keys names that make it again).",
            valueName: "format"))
    var format: HistoryFormat = .text

    /// Issue 34: an edit of the tape made before `--history` prints it.
    @Option(
        name: .long,
        help: ArgumentHelp(
            "With --history, first change number N of line L to VALUE and recompute the lines that used it.",
            valueName: "L:N=VALUE"))
    var edit: String?

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

    func validate() throws {
        if !expressions.isEmpty, keys != nil {
            throw ValidationError("-e and --keys cannot be used together")
        }
        if sheet != nil, !expressions.isEmpty || keys != nil {
            throw ValidationError("--sheet cannot be used with -e or --keys")
        }
        if let edit, let equals = edit.firstIndex(of: "="), TapeEdit.isNumberWord(edit[edit.index(after: equals)...]),
            !TapeEdit.fitsAnEntry(String(edit[edit.index(after: equals)...]))
        {
            throw ValidationError(
                "--edit: the new number has more digits than a number typed holds (\(TapeEdit.digitLimit))")
        }
        if let edit, TapeEdit(parsing: edit) == nil {
            throw ValidationError("--edit takes LINE:NUMBER=VALUE, such as 3:1=22.5 (the value digits and a point)")
        }
        if convert.isEmpty, let word = convertTarget.first {
            throw ValidationError("unexpected argument '\(word)'")
        }
        if !convert.isEmpty, convert.count != 1 || convertTarget.count != 1 {
            throw ValidationError("--convert takes a value with its unit, then a unit: --convert '3 ft' cm")
        }
        if !(1...DigitExpansion.maximumDigits).contains(digits) {
            throw ValidationError("--digits takes a number from 1 to \(DigitExpansion.maximumDigits)")
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

    /// The number format's options; `--group-separator space` is a narrow no-break space.
    var numberFormat: NumberFormatOptions {
        NumberFormatOptions(
            decimal: decimalSeparator, group: groupSeparator == "space" ? "\u{202F}" : groupSeparator, grouping: grouping)
    }

    /// What the options ask for, in order of precedence: `--mode programmer` with `--keys-stdin` or `--keys`,
    /// `--update-rates`, `--rates`, `--convert-stdin`, `--convert`, `-e`, `--keys`, a developer option, `--history`,
    /// `--man`, `--app-defaults`, else the window.
    var invocation: Invocation {
        let conversion = ConversionRequest(
            measurement: convert.first ?? "", unit: convertTarget.first ?? "", digits: digits, localized: localized,
            numberFormat: numberFormat)
        if programmer.mode == .programmer, developer.keysFromStandardInput {
            return .linesFromStandardInput(.programmerKeys(programmer.request(keys: "")))
        } else if programmer.mode == .programmer, keys != nil || programmer.paste != nil {
            return .programmer(programmer.request(keys: keys ?? ""))
        } else if programmer.mode == .programmer, let text = developer.printLayout,
            let sizes = DeveloperOptions.layoutSizes(text)
        {
            return .printProgrammerLayout(sizes: sizes, scale: developer.dpi / 96)
        } else if updateRates {
            return .updateRates(printsOutcomeLine: developer.ratesOutcome)
        } else if rates {
            return .rates
        } else if convertStdin {
            return .linesFromStandardInput(.conversions(conversion))
        } else if !convert.isEmpty {
            return .conversion(conversion)
        } else if let sheet {
            return .sheet(SheetRequest(path: sheet, digits: digits, benchmarkEdit: developer.benchmarkSheetEdit))
        } else if !expressions.isEmpty {
            return .expressions(
                ExpressionRequest(
                    sources: expressions.map { $0 == "-" ? .standardInput : .text($0) }, digits: digits, evaluation: evaluation,
                    localized: localized, printsExactForm: exact, numberFormat: numberFormat))
        } else if let keys {
            return .batch(
                BatchRequest(
                    keys: keys, digits: digits, evaluation: evaluation, localized: localized, printsExpression: expression,
                    printsExactForm: exact,
                    numberFormat: numberFormat, printsTapeFile: developer.printTapeFile))
        } else if let developer = developer.invocation(
            digits: digits, evaluation: evaluation, exactForm: exact, display: display, geometry: geometry)
        {
            return developer
        } else if history {
            return .history(HistoryRequest(format: format, edit: edit.flatMap { TapeEdit(parsing: $0) }))
        } else if manualPage {
            return .manualPage
        } else if appDefaults {
            return .appDefaults
        }
        return .window(
            WindowRequest(
                display: display, geometry: geometry, keepsHistory: !noHistory, evaluation: evaluation,
                numberFormat: numberFormat, exactForm: exactForm))
    }

    /// The manual page and app-defaults file of this `--help` and version, naming the X resources'
    /// site defaults `appDefaultsFile` (the view's `XResources.appDefaultsFile`).
    static func manualPage(appDefaultsFile: String) -> ManualPage {
        ManualPage(help: helpMessage(columns: 10_000), version: version, appDefaultsFile: appDefaultsFile)
    }
}
