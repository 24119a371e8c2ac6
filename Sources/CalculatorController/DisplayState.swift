import CalculatorModel

/// Everything a view shows; the controller publishes a new one after every key.
public struct DisplayState: Equatable, Sendable {
    /// The number on the display, thousands grouped (`1,234.5`), or `Error`.
    public var display: String
    /// The same number without grouping, for the clipboard and batch mode.
    public var plainDisplay: String
    /// The value shown (`nan` for `Error`) and the significant digits the display shows, from which
    /// `shorterDisplays()` rounds; kept instead of the forms, which are rarely needed.
    public var value: Number = .zero
    public var significantDigits = NumberFormat.compactDigits
    /// The expression line above the number (`7 + 9 =`).
    public var expression: String
    /// What the clear key does now: `C` (`clearEntry`) while there is an entry to clear, `AC` otherwise.
    public var clearKey: Key
    /// The binary operator waiting for its second operand, which the view highlights.
    public var pendingOperation: OperationID?
    /// Whether the display reads `Error`.
    public var isError: Bool
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
        NumberFormat.shorterForms(value, digits: significantDigits, grouping: true)
    }

    /// The state of a calculator that was just switched on.
    public static let initial = DisplayState(
        display: "0", plainDisplay: "0", expression: "", clearKey: .allClear, pendingOperation: nil, isError: false)
}
