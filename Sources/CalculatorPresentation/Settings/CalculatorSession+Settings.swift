import CalculatorModel
import WindowInterface

extension CalculatorSession {
    /// What the display's X resources ask for: theme, scale (dpi / 96), whether a tape is kept on disk
    /// (`calculator.history`), whether the window starts above others (`calculator.alwaysOnTop`; nil
    /// when unset, so the remembered choice decides), the evaluation rule (`calculator.evaluation`)
    /// and how numbers are written.
    public struct Settings {
        public var theme = Theme()
        /// The scale at start: the desktop's `Xft/DPI` (XSETTINGS), else `fallbackScale`.
        public var scale = 1.0
        /// The resources' `Xft.dpi` over 96, else 1: the scale when the desktop gives none.
        public var fallbackScale = 1.0
        public var keepsHistory = true
        public var alwaysOnTop: Bool?
        /// How operators are ordered (`calculator.evaluation`).
        public var evaluation = Evaluation.precedence
        /// What the resources set over the locale's way of writing numbers: `calculator.decimalSeparator`
        /// (`.` or `,`), `calculator.groupSeparator` (a character, `space` for a narrow no-break space, or
        /// `none`) and `calculator.grouping` (`3`, `3;2` or `none`); nil where unset.
        public var decimalSeparator: String?
        public var groupSeparator: String?
        public var grouping: String?
        /// How exact forms show (`calculator.exactForm`: `show`, `main` or `off`; `calculator.mixedNumbers`;
        /// `calculator.feetAndInches`: `auto`, `on` or `off`).
        public var exactForm = ExactFormPreference()
        /// The mode to open in (`calculator.mode`: `calculator`, `programmer` or `converter`); nil when unset, so
        /// the remembered mode decides.
        public var mode: Mode?
        public init() {}

        /// The settings the resources ask for, at the desktop's `desktopDPI` when it gives one (XSETTINGS'
        /// `Xft/DPI` wins over the `Xft.dpi` resource, as in GTK and Qt); bad values are named in `problems`.
        public init(resources: ResourceValues, desktopDPI: Double? = nil, problems: inout [String]) {
            theme = Theme(resources: resources, problems: &problems)
            fallbackScale = (resources.dpi ?? 96) / 96
            scale = desktopDPI.map { $0 / 96 } ?? fallbackScale
            keepsHistory = Self.boolean("history", resources, &problems) ?? true
            alwaysOnTop = Self.boolean("alwaysOnTop", resources, &problems)
            if let text = resources.values["decimalSeparator"] {
                if text == "." || text == "," {
                    decimalSeparator = text
                } else {
                    problems.append("ignoring calculator.decimalSeparator '\(text)': not . or ,")
                }
            }
            if let text = resources.values["groupSeparator"] {
                groupSeparator = text == "space" ? "\u{202F}" : text
            }
            if let text = resources.values["grouping"] {
                if text == "none" || text.split(separator: ";").allSatisfy({ Int($0).map { (1...9).contains($0) } ?? false }) {
                    grouping = text
                } else {
                    problems.append("ignoring calculator.grouping '\(text)': not 3, 3;2 or none")
                }
            }
            if let text = resources.values["exactForm"] {
                if let display = ExactFormDisplay(rawValue: text.lowercased()) {
                    exactForm.display = display
                } else {
                    problems.append("ignoring calculator.exactForm '\(text)': not show, main or off")
                }
            }
            exactForm.mixedNumbers = Self.boolean("mixedNumbers", resources, &problems) ?? false
            if let text = resources.values["feetAndInches"] {
                if let choice = FeetAndInchesChoice(rawValue: text.lowercased()) {
                    exactForm.feetAndInches = choice
                } else {
                    problems.append("ignoring calculator.feetAndInches '\(text)': not auto, on or off")
                }
            }
            if let text = resources.values["mode"] {
                if let mode = Mode(storedName: text) {
                    self.mode = mode
                } else {
                    problems.append("ignoring calculator.mode '\(text)': not calculator, programmer or converter")
                }
            }
            if let text = resources.values["evaluation"] {
                if let evaluation = Evaluation(rawValue: text.lowercased()) {
                    self.evaluation = evaluation
                } else {
                    problems.append("ignoring calculator.evaluation '\(text)': not precedence or immediate")
                }
            }
        }

        /// The window's default and smallest sizes at `scale`.
        public var defaultWindowSize: Size { CalculatorSession.defaultSize.scaled(by: scale) }
        public var minimumWindowSize: Size { CalculatorSession.minimumSize.scaled(by: scale) }

        /// A boolean resource as Xrm writes them (`true`, `on`, `yes`, `1` and their opposites, any
        /// case); nil when unset or not a boolean (then named in `problems`).
        static func boolean(_ name: String, _ resources: ResourceValues, _ problems: inout [String]) -> Bool? {
            guard let text = resources.values[name] else { return nil }
            switch text.lowercased() {
            case "true", "on", "yes", "1": return true
            case "false", "off", "no", "0": return false
            default:
                problems.append("ignoring calculator.\(name) '\(text)': not true or false")
                return nil
            }
        }
    }
}
