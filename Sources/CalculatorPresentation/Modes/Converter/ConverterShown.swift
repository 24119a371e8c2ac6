import CalculatorController
import CalculatorModel
import UnitDatabase

/// What the converter shows for the calculator's display state and the converter's units: the "from"
/// line (the calculation being typed and its value, in the "from" unit), the "to" line (the value
/// converted, formatted as the calculator formats), the category, and what a screen reader says.
/// Made once per event by the session; the scene and the accessible tree both read it.
public struct ConverterShown: Equatable, Sendable {
    /// The converter's units and its picker.
    public var panel: ConverterPanel
    /// The "from" line: `3 × 12 + 4 in`, `1 mi`.
    public var fromLine: String
    /// The "to" value as the display shows it (`1.609344`), empty when there is none.
    public var toValue: String
    /// The "to" value with fewer digits, for a narrow display, each with the unit.
    public var shorterToLines: [String]
    /// The "to" value as a copy takes it (C form, ungrouped; `copyableDisplay`'s rule), empty when none.
    public var toPlain: String
    /// The category's name in the user's language (`length`), or empty.
    public var category: String
    /// Why the converter shows nothing: no database, or one it cannot read (in the "from" line's place).
    public var message: String?
    /// Why the "to" value is blank, in its place (the "from" line stays): the two units measure different
    /// things, a temperature is below absolute zero, a unit the database no longer reads.
    public var reason: String?
    /// The display as a screen reader says it: "1 mile is 1.609344 km".
    public var reading: String
    /// The "to" value's exact form with the unit (`340/9 °C`), drawn in the line under the number as the
    /// calculator's exact-form line, or the length in feet as feet and inches (`FeetAndInches`), which
    /// goes first; empty when the value has neither or both are off.
    public var exactLine = ""
    /// The day of the rates of a conversion of money (`5 Sep 2022`), for the status line where the window is
    /// too small for the line under the number; nil for other conversions.
    public var ratesDate: String?
    /// The exact line as a screen reader says it ("340 over 9 tempC"); empty with no exact line.
    public var exactReading = ""

    /// The "to" line: the value and the unit's symbol (`1.609344 km`); empty with a message or a reason.
    public var toLine: String {
        guard message == nil, reason == nil, !toValue.isEmpty else { return "" }
        return toValue + " " + panel.to.symbol
    }

    /// What the number's place shows: the "to" line, or why it is blank.
    public var numberText: String { reason ?? toLine }

    /// What the converter shows for `state` with `panel`'s units, converted by `catalogue` (nil when the
    /// database could not be read: `failure` says why); `exactForms` writes the exact line (nil: none),
    /// `feetAndInches` says whether a value in feet shows as feet and inches there instead. A sum of money
    /// shows its currency's decimals, or the calculator's digits when `allDigits` (S⇔D, the digit scroll),
    /// and the line under it dates the rates (`RatesWords`).
    init(
        state: DisplayState, panel: ConverterPanel, catalogue: Result<UnitCatalogue, UnitError>,
        exactForms: ExactForm.Options? = nil, feetAndInches: FeetAndInchesChoice = .off, allDigits: Bool = false
    ) {
        self.panel = panel
        let value = KeypadScene.displayText(of: state)
        fromLine = [Self.calculation(state.expression), value + " " + panel.from.symbol].filter { !$0.isEmpty }.joined(
            separator: " ")
        toValue = ""
        shorterToLines = []
        toPlain = ""
        category = ""
        message = nil
        let locale = state.numberLocale, digits = state.significantDigits
        switch catalogue {
        case .failure(let error):
            message = Self.missingDatabaseMessage(error)
        case .success(let catalogue):
            let toUnit = try? catalogue.database.unit(panel.to.expression)
            if let toUnit { category = UnitCategory(toUnit.dimension)?.localizedName ?? "" }
            let money = CurrencyShown(panel, toUnit: toUnit, in: catalogue.database, allDigits: allDigits)
            if let ratesLine = money?.ratesLine { (exactLine, exactReading) = (ratesLine, ratesLine) }
            ratesDate = money?.ratesDate
            if state.isError {
                toValue = KeypadScene.displayText(of: state)
            } else {
                switch panel.converted(state.value, in: catalogue.database) {
                case .success(let result):
                    let plain =
                        money?.plain(result, digits: digits) ?? NumberFormat.string(result, digits: digits, grouping: false)
                    toPlain = plain == NumberFormat.nearZero ? "0" : plain
                    toValue = plain == NumberFormat.error ? localized("Error") : locale.format(plain, grouping: true)
                    shorterToLines = NumberFormat.shorterForms(result, digits: digits, grouping: false).map {
                        locale.format($0, grouping: true) + " " + panel.to.symbol
                    }
                    if money == nil, let exactForms, let form = ExactForm(result, options: exactForms) {
                        exactLine = form.displayText + " " + panel.to.symbol
                        exactReading = SpokenExactForm.reading(form) + " " + panel.to.expression
                    }
                    if feetAndInches.isOn(for: catalogue.locale), FeetAndInches.footExpressions.contains(panel.to.expression),
                        let length = FeetAndInches(feet: result)
                    {
                        exactLine = length.displayText(locale)
                        exactReading = length.reading(locale)
                    }
                case .failure(let error):
                    reason = Self.conversionMessage(error, panel: panel)
                }
            }
        }
        let spokenFrom = SpokenNumber.reading(state.localDisplay) + " " + panel.from.expression
        reading =
            (message ?? reason).map { spokenFrom + ". " + $0 }
            ?? localized(
                "%s is %s", spokenFrom, SpokenNumber.reading(locale.format(toPlain, grouping: false)) + " " + panel.to.expression)
    }

    /// The calculation in front of the value on the "from" line: the expression line while an operation
    /// waits for the value (`3 × 12 +`, its `…` being the value) or after `=`; nothing when it is only the
    /// value itself (a recalled or swapped value).
    static func calculation(_ expression: String) -> String {
        if expression.hasSuffix("…") { return String(expression.dropLast()).trimmingCharacters(in: " ") }
        return expression.hasSuffix("=") ? expression : ""
    }

    /// The one line said when the database is missing or unreadable: which package to install.
    static func missingDatabaseMessage(_ error: UnitError) -> String {
        if case .missingDatabase = error {
            return localized("No unit database: install the package units")
        }
        return localized("The unit database cannot be read: %s", ReasonWords.text(of: error))
    }

    /// Why the two units do not convert, in the number's place: they measure different things (`m` and `kg`,
    /// `°F` and `Δ°C`), the value is below absolute zero, or the database's reason.
    static func conversionMessage(_ error: UnitError, panel: ConverterPanel) -> String {
        switch error {
        case .nonConformable:
            localized("%s and %s measure different things", panel.from.symbol, panel.to.symbol)
        case .temperatureAndDifference:
            panel.from.isTemperatureDifference
                ? localized("%s is a temperature difference, %s a temperature", panel.from.symbol, panel.to.symbol)
                : localized("%s is a temperature, %s a temperature difference", panel.from.symbol, panel.to.symbol)
        case .outsideDomain(_, _, belowAbsoluteZero: true), .outsideRange(_, _, belowAbsoluteZero: true):
            localized("Below absolute zero")
        default:
            localized("Cannot convert: %s", ReasonWords.text(of: error))
        }
    }
}
