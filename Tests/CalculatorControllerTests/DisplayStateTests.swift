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
