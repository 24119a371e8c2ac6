import CalculatorController
import CalculatorModel
import WindowInterface

/// What the expression line says in its place, and a screen reader is told, until the next key, click
/// or paste: why the last one did nothing, or what the store did that the user is to know; and, while
/// the display reads `Error`, why. Each reason is a typed value of the model or the controller, worded
/// here in the user's language as batch mode words it in English on standard error (the same words,
/// capitalised: `NoticeTests`).
enum Notice: Equatable, Sendable {
    /// A paste that is neither a number nor a calculation.
    case notACalculation
    /// Why the display reads `Error`, for as long as it does (`DisplayState.errorReason`).
    case error(ErrorReason)
    /// A paste the programmer mode refused, and why (`0xFF & 0x0F` is an expression, not one number).
    case programmerPaste(ProgrammerPaste.Refusal)
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
    /// A key that would make the unit picker's query longer than it may be (`UnitPicker.maximumQuery`).
    case unitQueryTooLong
    /// A pasted value with a unit the database does not know (`3 flurbles`).
    case unknownUnit(String)

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
        case .unitQueryTooLong: localized("A unit has at most %s characters", String(UnitPicker.maximumQuery))
        case .unknownUnit(let name): localized("Unknown unit: %s", name)
        case .error(let reason): Self.text(of: reason)
        case .programmerPaste(let refusal): Self.text(of: refusal)
        case .unsupported(.doubleFactorial): localized("%s is not a calculator operation", "!!")
        }
    }

    /// The notice of why the display reads `Error` (nil for a number), and whether it goes on the line
    /// under the number rather than in the expression line's place: where the expression line shares the
    /// round buttons' row (a short display) and that leaves it less than half the line under `Error`
    /// (the smallest window: a reason there would shrink past reading), the free line under `Error`
    /// says it. The scenes and the accessible trees place it so.
    static func error(_ reason: ErrorReason?, in areas: DisplayAreas) -> (notice: Notice, isBelowNumber: Bool)? {
        let room = areas.expression.width - areas.expressionInset - areas.expressionTrailingInset
        let isBelow = !areas.isExpressionFullWidth && areas.exactForm.height > 0 && room < areas.exactForm.width / 2
        return reason.map { (.error($0), isBelow) }
    }

    /// Why the display reads `Error`, as `ErrorReason.description` says it in English.
    static func text(of reason: ErrorReason) -> String {
        switch reason {
        case .divisionByZero: localized("Division by zero")
        case .negativeRoot: localized("Root of a negative number")
        case .fractionalPowerOfNegative: localized("Fractional power of a negative number")
        case .outsideDomain: localized("Outside the function's domain")
        case .outOfRange: localized("Out of range")
        case .zerothRoot: localized("The 0th root is undefined")
        case .tooMuchWork: localized("Too much work for one key")
        }
    }

    /// Why the programmer mode refused a paste, as `ProgrammerPaste.Refusal.description` says it in English.
    static func text(of refusal: ProgrammerPaste.Refusal) -> String {
        switch refusal {
        case .empty: localized("Nothing to paste")
        case .tooLong(let bytes): localized("Longer than %s bytes", String(bytes))
        case .notANumber: localized("Not a number")
        case .expression: localized("An expression: paste one number")
        case .digitNotInBase(let digit, let base): localized("'%s' is not a %s digit", String(digit), base.name)
        case .tooWide(let size): localized("Too wide for the %s-bit word", String(size.bitWidth))
        case .negativeUnsigned: localized("Negative in an unsigned word")
        }
    }
}
