import CalculatorModel
import Testing
import TestSupport
@testable import CalculatorController

struct DisplayStateTests {
    static let german = NumberLocale(decimalSeparator: ",", groupSeparator: ".", grouping: [3])

    @Test func theInitialStateIsABareZero() {
        let state = DisplayState.initial
        #expect(state.display == "0" && state.plainDisplay == "0" && state.expression == "")
        #expect(state.clearKey == .allClear && state.pendingOperation == nil && !state.isError)
    }

    /// `≈0` is copied as `0`, which other programs read; anything else as shown.
    @Test func theCopyOfNearlyZeroIsZero() {
        var state = DisplayState.initial
        state.plainDisplay = "≈0"
        #expect(state.copyableDisplay == "0")
        state.plainDisplay = "-12.5"
        #expect(state.copyableDisplay == "-12.5")
    }

    /// Ctrl+C copies the locale's separator without grouping: 1234.5 in German is 1234,5.
    @Test func theLocalCopyIsUngroupedInTheLocale() {
        var state = DisplayState.initial
        state.plainDisplay = "1234.5"
        state.numberLocale = Self.german
        #expect(state.localDisplay == "1234,5")
    }

    /// 2 ÷ 3 = 0.6666… at 4 digits: shorter forms 0.667, 0.67, 0.7 (Python:
    /// `Decimal(2) / Decimal(3)` quantized half-even to 3, 2 and 1 significant digits).
    @Test func shorterDisplaysRoundToFewerDigits() throws {
        var shown = try state(after: "2 / 3 =")
        shown.significantDigits = 4
        #expect(shown.shorterDisplays() == ["0.667", "0.67", "0.7"])
        shown.numberLocale = Self.german
        #expect(shown.shorterDisplays() == ["0,667", "0,67", "0,7"])
    }

    @Test func anErrorHasNoShorterForms() throws {
        let shown = try state(after: "1 / 0 =")
        #expect(shown.isError)
        #expect(shown.shorterDisplays().isEmpty)
    }
}

/// Why the display reads `Error` (issue 43): the keys of each kind of error, the reason kept while the
/// error shows (keys that do nothing after it included), and gone with the next number or clear.
struct DisplayStateErrorReasonTests {
    @Test(
        arguments: [
            ("5 ÷ 0 =", ErrorReason.divisionByZero), ("0 inv", .divisionByZero), ("1 ± √", .negativeRoot),
            ("16 ± root 4 =", .negativeRoot), ("8 root 0 =", .zerothRoot), ("8 ± ^ 0.5 =", .fractionalPowerOfNegative),
            ("0 ln", .outsideDomain), ("90 tan", .outsideDomain), ("2 asin", .outsideDomain), ("1 ± fact", .outsideDomain),
            ("10 ^ 10000 =", .outOfRange), ("1 ÷ 0 +", .divisionByZero), ("( 1 ÷ 0 ) √ =", .divisionByZero),
        ] as [(String, ErrorReason)])
    func theKeysOfEachKindOfError(keys: String, reason: ErrorReason) throws {
        let shown = try state(after: keys, evaluation: .precedence)
        #expect(shown.display == "Error" && shown.errorReason == reason, "\(keys)")
    }

    @Test func theReasonStaysWhileTheErrorShowsAndGoesWithIt() throws {
        #expect(try state(after: "5 ÷ 0 = + × sin 2nd").errorReason == .divisionByZero)
        #expect(try state(after: "5 ÷ 0 = 7").errorReason == nil)
        #expect(try state(after: "5 ÷ 0 = AC").errorReason == nil)
        #expect(try state(after: "5 ÷ 0 = undo").errorReason == nil)
        #expect(try state(after: "5 ÷ 0 = undo redo").errorReason == .divisionByZero)
        #expect(DisplayState.initial.errorReason == nil && !DisplayState.initial.isError)
    }
}
