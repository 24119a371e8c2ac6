import CalculatorController
import CalculatorModel

/// Which form of a value with an exact form the display shows by default (`calculator.exactForm`,
/// `--exact-form`): the decimal with the exact form in the line under it, the exact form with the
/// decimal under it, or the decimal alone. S⇔D swaps the two forms of the value shown in any case.
public enum ExactFormDisplay: String, CaseIterable, Hashable, Sendable {
    /// The decimal is the number; the exact form shows in the line under it (the default).
    case show
    /// The exact form is the number; the decimal shows in the line under it (Casio's Natural Display).
    case main
    /// The decimal alone: no line under it until S⇔D asks for the exact form.
    case off
}

/// How the window shows exact forms: the default display and whether a fraction above 1 is
/// written as a mixed number (`2 1/3`, `calculator.mixedNumbers`); whether the converter's line under
/// a value in feet shows it as feet and inches (`calculator.feetAndInches`), which takes the same line.
public struct ExactFormPreference: Hashable, Sendable {
    public var display: ExactFormDisplay
    public var mixedNumbers: Bool
    /// Feet and inches in the converter's line under the "to" value (`FeetAndInches`).
    public var feetAndInches = FeetAndInchesChoice.auto

    public init(display: ExactFormDisplay = .show, mixedNumbers: Bool = false) {
        self.display = display
        self.mixedNumbers = mixedNumbers
    }

    /// These with the display `display` (an option on the command line) instead, when it is given.
    public func overriding(_ display: ExactFormDisplay?) -> ExactFormPreference {
        var preference = self
        preference.display = display ?? self.display
        return preference
    }

    /// The engine's options these ask for.
    var options: ExactForm.Options { ExactForm.Options(mixedNumbers: mixedNumbers) }

    /// The options the history panel's rows write exact forms with; nil when the setting is `off`.
    var tapeForms: ExactForm.Options? { display == .off ? nil : options }

    /// What the display shows of `state`, S⇔D pressed for it (`isSwapped`) or not.
    func shown(_ state: DisplayState, isSwapped: Bool) -> ExactFormShown {
        guard let form = state.exactForm(options) else { return .none }
        let isMain = (display == .main) != isSwapped
        return ExactFormShown(form: form, isMain: isMain, isLineShown: isMain || display != .off)
    }
}

/// The exact form of the value shown and where it goes: as the number (`isMain`, the decimal then in
/// the line under it) or in the line; `form` nil when the value has none.
public struct ExactFormShown: Equatable, Sendable {
    var form: ExactForm?
    var isMain: Bool
    /// Whether the line under the number shows the other form.
    var isLineShown: Bool

    /// No exact form: the decimal alone.
    public static let none = ExactFormShown(form: nil, isMain: false, isLineShown: false)

    /// The number's text: the exact form when it is main, else `decimal`.
    func number(decimal: String) -> String {
        if isMain, let form { form.displayText } else { decimal }
    }

    /// The line's text: the decimal when the exact form is main, the exact form when the line shows it, else "".
    func line(decimal: String) -> String {
        guard let form, isLineShown else { return "" }
        return isMain ? decimal : form.displayText
    }
}
