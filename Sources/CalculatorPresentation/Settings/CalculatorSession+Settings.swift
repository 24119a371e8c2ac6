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
            keepsHistory = resources.boolean(.history, &problems) ?? true
            alwaysOnTop = resources.boolean(.alwaysOnTop, &problems)
            decimalSeparator = resources.parsed(.decimalSeparator, &problems)
            groupSeparator = resources.parsed(.groupSeparator, &problems).map { $0 == "space" ? "\u{202F}" : $0 }
            grouping = resources.parsed(.grouping, &problems)
            if let display = resources.parsed(.exactForm, &problems).flatMap(ExactFormDisplay.init(rawValue:)) {
                exactForm.display = display
            }
            exactForm.mixedNumbers = resources.boolean(.mixedNumbers, &problems) ?? false
            if let choice = resources.parsed(.feetAndInches, &problems).flatMap(FeetAndInchesChoice.init(rawValue:)) {
                exactForm.feetAndInches = choice
            }
            mode = resources.parsed(.mode, &problems).flatMap(Mode.init(storedName:))
            if let evaluation = resources.parsed(.evaluation, &problems).flatMap(Evaluation.init(rawValue:)) {
                self.evaluation = evaluation
            }
        }

        /// The window's default and smallest sizes at `scale`.
        public var defaultWindowSize: Size { CalculatorSession.defaultSize.scaled(by: scale) }
        public var minimumWindowSize: Size { CalculatorSession.minimumSize.scaled(by: scale) }
    }
}
