import CalculatorModel

/// The calculator's X resources (`calculator.NAME`, class `Calculator.Name`), one case each: the one table
/// the view fetches by (`name`), the settings parse by (`parser`, whose values also word the message
/// for a bad one) and `--help`, the manual page and the app-defaults file list (`defaultValue`, `help`).
/// Settings read a resource by its case, so none can be read that the table does not name.
public enum Resource: String, CaseIterable, Hashable, Sendable {
    case font
    case background, digitColor, digitTextColor, functionColor, functionTextColor, operatorColor, operatorTextColor
    case pendingColor, pendingTextColor, scientificColor, scientificTextColor, displayColor, expressionColor
    case history, alwaysOnTop, evaluation, decimalSeparator, groupSeparator, grouping
    case exactForm, mixedNumbers, feetAndInches, mode

    /// How a value is read, and what a bad one is told it is not.
    public enum Parser: Hashable, Sendable {
        /// Xrm's booleans: `true`, `on`, `yes`, `1` and their opposites, any case.
        case boolean
        /// One of these words, any case.
        case choice([String])
        /// One of these texts exactly (`.` or `,`).
        case exactly([String])
        /// Group sizes of 1 to 9 between `;` (`3`, `3;2`), or `none`.
        case grouping
        /// Any text.
        case text
        /// A colour, `#rrggbb` or an X colour name (parsed by the view, which has the server's colour database).
        case color
        /// A fontconfig family list, read only when set for the calculator (never `*font`).
        case font
    }

    /// The resource's name, as xrdb sets it after `calculator.`.
    public var name: String { rawValue }

    public var parser: Parser {
        switch self {
        case .font: .font
        case .background, .digitColor, .digitTextColor, .functionColor, .functionTextColor, .operatorColor,
            .operatorTextColor, .pendingColor, .pendingTextColor, .scientificColor, .scientificTextColor, .displayColor,
            .expressionColor:
            .color
        case .history, .alwaysOnTop, .mixedNumbers: .boolean
        case .evaluation: .choice(Evaluation.allCases.map(\.rawValue))
        case .decimalSeparator: .exactly([".", ","])
        case .groupSeparator: .text
        case .grouping: .grouping
        case .exactForm: .choice(ExactFormDisplay.allCases.map(\.rawValue))
        case .feetAndInches: .choice(FeetAndInchesChoice.allCases.map(\.rawValue))
        case .mode: .choice(Mode.allCases.map(\.storedName))
        }
    }

    /// The built-in value, as the app-defaults file writes it; nil when there is none of its own (the
    /// locale's, another resource's, the mode shown last).
    public var defaultValue: String? {
        let theme = Theme()
        return switch self {
        case .font, .pendingColor, .pendingTextColor, .decimalSeparator, .groupSeparator, .grouping, .mode: nil
        case .background: theme.background.hex
        case .digitColor: theme.digit.fill.hex
        case .digitTextColor: theme.digit.text.hex
        case .functionColor: theme.function.fill.hex
        case .functionTextColor: theme.function.text.hex
        case .operatorColor: theme.operation.fill.hex
        case .operatorTextColor: theme.operation.text.hex
        case .scientificColor: theme.scientific.fill.hex
        case .scientificTextColor: theme.scientific.text.hex
        case .displayColor: theme.display.hex
        case .expressionColor: theme.expression.hex
        case .history: "true"
        case .alwaysOnTop: "false"
        case .evaluation: Evaluation.precedence.rawValue
        case .exactForm: ExactFormPreference().display.rawValue
        case .mixedNumbers: "false"
        case .feetAndInches: ExactFormPreference().feetAndInches.rawValue
        }
    }

    /// What `--help` says after the name: the default and what the other values do (a colour's default alone).
    public var help: String {
        switch self {
        case .font: "fontconfig families (Inter, DejaVu Sans, …)"
        case .pendingColor: "unset: operatorTextColor (the operator inverted)"
        case .pendingTextColor: "unset: operatorColor (the operator inverted)"
        case .history: "true; false keeps no history on disk"
        case .alwaysOnTop: "false; true keeps the window above others"
        case .evaluation: "precedence (2 + 3 × 4 = 14); immediate (left to right, 20)"
        case .decimalSeparator: "unset: the locale's; or . or ,"
        case .groupSeparator: "unset: the locale's; or a character, space or none"
        case .grouping: "unset: the locale's; or 3, 3;2 (India) or none"
        case .exactForm: "show (the exact form under the decimal); main (the exact form first) or off"
        case .mixedNumbers: "false; true writes 7/3 as 2 1/3"
        case .feetAndInches: "auto (feet and inches where US units are); on or off"
        case .mode: "unset: the mode shown last; or " + expected
        default: defaultValue ?? ""
        }
    }

    /// What a value that is not one is told it is not: `show, main or off`, `true or false`.
    public var expected: String {
        switch parser {
        case .boolean: "true or false"
        case .choice(let words), .exactly(let words): Self.list(words)
        case .grouping: "3, 3;2 or none"
        case .text: "text"
        case .color: "a colour like #ff9f0a"
        case .font: "a font family"
        }
    }

    /// The text a value is read as when the parser takes it (a choice lower-cased), else nil.
    public func parse(_ text: String) -> String? {
        switch parser {
        case .boolean:
            switch text.lowercased() {
            case "true", "on", "yes", "1": return "true"
            case "false", "off", "no", "0": return "false"
            default: return nil
            }
        case .choice(let words): return words.contains(text.lowercased()) ? text.lowercased() : nil
        case .exactly(let texts): return texts.contains(text) ? text : nil
        case .grouping:
            let sizes = text.split(separator: ";").allSatisfy { Int($0).map { (1...9).contains($0) } ?? false }
            return text == "none" || sizes ? text : nil
        case .text, .color, .font: return text
        }
    }

    /// The resources whose values the view fetches as text, as colours, and the font.
    public static var textResources: [Resource] {
        allCases.filter { ![.color, .font].contains($0.parser) }
    }
    public static var colorResources: [Resource] { allCases.filter { $0.parser == .color } }

    /// The resources as `--help` lists them, `calculator.NAME  help`, and `Xft.dpi` (the desktop's, read too).
    public static var helpLines: [String] {
        let rows = allCases.map { ("calculator." + $0.name, $0.help) } + [("Xft.dpi", "sizes scale by dpi / 96")]
        let width = rows.map(\.0.count).max() ?? 0
        return rows.map { $0.0 + String(repeating: " ", count: width - $0.0.count) + "  " + $0.1 }
    }

    /// `a, b or c`.
    private static func list(_ words: [String]) -> String {
        words.count < 2 ? words.joined() : words.dropLast().joined(separator: ", ") + " or " + words[words.count - 1]
    }
}
