import CalculatorController
import CalculatorModel

/// What the expression line says in its place, and a screen reader is told, until the next key, click
/// or paste: why the last one did nothing, or what the store did that the user is to know.
enum Notice: Equatable, Sendable {
    /// A paste that is neither a number nor a calculation.
    case notACalculation
    /// A key or a pasted calculation that would leave more parentheses open, or more operators
    /// waiting, than the limit allows.
    case limit(NestingLimit)
    /// A paste asking for an operation the calculator does not have (`10 mod 3`, `7%3`, `5!!`).
    case unsupported(UnsupportedOperation)
    /// The whole tape was copied (the history panel's `Copy`, Ctrl+Shift+H): how many calculations.
    case tapeCopied
    /// The tape is empty: there is nothing to copy.
    case tapeEmpty
    /// What the store has to tell (`StorageNotice`'s words: the tape repaired or its folder made again).
    case message(String)
    /// Where the scrolled display's digits sit (`DigitScroll`), and whether more are being proven.
    case digits(ClosedRange<Int>, computing: Bool)

    /// The words shown and spoken, in the user's language: short, for the expression line of the smallest window.
    var text: String {
        switch self {
        case .notACalculation: localized("Not a calculation")
        case .limit(.openParentheses): localized("Too many parentheses")
        case .limit(.pendingOperations): localized("Too many operators")
        case .message(let text): text
        case .digits(let range, computing: false):
            localized("Digits %s–%s", String(range.lowerBound), String(range.upperBound))
        case .digits(let range, computing: true):
            localized("Digits %s–%s, computing…", String(range.lowerBound), String(range.upperBound))
        case .tapeCopied: localized("History copied")
        case .tapeEmpty: localized("No calculations yet")
        case .unsupported(.modulo(.word)): localized("mod is not a calculator operation")
        case .unsupported(.modulo(.percentSign)): localized("%s is percent, not modulo", "%")
        case .unsupported(.doubleFactorial): localized("%s is not a calculator operation", "!!")
        }
    }
}
