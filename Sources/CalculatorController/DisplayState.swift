import CalculatorModel

/// Everything a view shows; the controller publishes a new one after every key.
public struct DisplayState: Equatable, Sendable {
    /// The number on the display as the locale writes it, grouped (`1,234.5`, `1.234,5`), or `Error`.
    public var display: String
    /// The same number in C form (`1234.5`): batch mode, and the copy for code and terminals.
    public var plainDisplay: String
    /// Where the number shown comes from: the entry as typed, or a value (`nan` for `Error`). An
    /// entry's text is parsed only when its value is asked for, which a key rarely needs.
    enum Source: Equatable, Sendable {
        case typed(String)
        case value(Real)
    }
    var source = Source.value(.zero)

    /// The value shown (`nan` for `Error`), from which `shorterDisplays()` rounds with the significant
    /// digits the display shows; kept instead of the forms, which are rarely needed.
    public var value: Real {
        switch source {
        case .typed(let text): Real(Number(text) ?? .zero)
        case .value(let value): value
        }
    }
    public var significantDigits = NumberFormat.compactDigits
    /// The expression line above the number (`7 + 9 =`), with the locale's decimal separator.
    public var expression: String
    /// How the user writes numbers, which `display` and `expression` follow.
    public var numberLocale = NumberLocale.standard
    /// What the clear key does now: `C` (`clearEntry`) while there is an entry to clear, `AC` otherwise.
    public var clearKey: Key
    /// The binary operator waiting for its second operand, which the view highlights.
    public var pendingOperation: OperationID?
    /// Why the display reads `Error`; nil while it shows a number.
    public var errorReason: ErrorReason?
    /// Whether the display reads `Error`.
    public var isError: Bool { errorReason != nil }
    /// How many parentheses are open.
    public var openParentheses = 0
    /// Whether `2nd` is on, so the trigonometric keys show and perform their inverses.
    public var isSecondActive = false
    /// Whether angles are in radians (the view then shows `Rad`); degrees otherwise.
    public var isRadians = false
    /// Whether the memory holds a value, so the view can show an `M`.
    public var hasMemory = false

    /// The number rounded to ever fewer significant digits (grouped, longest first), for a display
    /// too narrow for `display` even at its smallest legible size. Empty for `Error`.
    public func shorterDisplays() -> [String] {
        NumberFormat.shorterForms(value, digits: significantDigits, grouping: false).map {
            numberLocale.format($0, grouping: true)
        }
    }

    /// The exact form of the value shown (`√2/2` beside 0.7071…), nil for `Error` and for a value with
    /// none (issue 31): what the window's exact line shows and S⇔D swaps in.
    public func exactForm(_ options: ExactForm.Options = ExactForm.Options()) -> ExactForm? {
        isError ? nil : ExactForm(value, options: options)
    }

    /// The C form a copy takes: `plainDisplay`, but `0` for `≈0`, which no other program reads.
    public var copyableDisplay: String { plainDisplay == NumberFormat.nearZero ? "0" : plainDisplay }

    /// What Ctrl+C copies: the digits shown, ungrouped, with the locale's decimal separator, which is
    /// what a spreadsheet in that locale reads (`1234,5`).
    public var localDisplay: String { numberLocale.format(plainDisplay, grouping: false) }

    /// The state of a calculator that was just switched on.
    public static let initial = DisplayState(
        display: "0", plainDisplay: "0", expression: "", clearKey: .allClear, pendingOperation: nil, errorReason: nil)
}
