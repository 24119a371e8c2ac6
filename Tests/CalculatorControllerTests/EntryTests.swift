import Testing
import TestSupport
import CalculatorModel
@testable import CalculatorController

struct EntryTests {
    @Test(arguments: [16, 32])
    func acceptsAsManySignificantDigitsAsTheDisplayShows(limit: Int) {
        var entry = Entry()
        for digit in 1...40 { entry.append(digit: digit % 10, limit: limit) }
        #expect(entry.text == String("1234567890123456789012345678901234567890".prefix(limit)))
        #expect(entry.significantDigitCount == limit)
    }

    @Test func leadingZerosAreNotSignificant() {
        var entry = Entry()
        entry.appendPoint()
        for digit in [0, 0, 0, 1, 2, 3] { entry.append(digit: digit, limit: 3) }
        #expect(entry.text == "0.000123")
        entry.append(digit: 4, limit: 3)
        #expect(entry.text == "0.000123")
        #expect(entry.value == Number("0.000123"))
    }

    @Test func atMostAsManyZerosAsDigitsFollowThePointBeforeTheFirstOther() {
        var entry = Entry()
        entry.appendPoint()
        for _ in 1...20 { entry.append(digit: 0, limit: 16) }
        #expect(entry.text == "0." + String(repeating: "0", count: 16))
        entry.append(digit: 5, limit: 16)
        #expect(entry.text == "0." + String(repeating: "0", count: 16) + "5")
    }

    @Test func trailingZerosAreSignificant() {
        var entry = Entry("1.")
        for _ in 1...20 { entry.append(digit: 0, limit: 4) }
        #expect(entry.text == "1.000")
    }

    @Test func negativeZeroTypesOnNegative() {
        var entry = Entry("-0")
        entry.append(digit: 4, limit: 16)
        #expect(entry.text == "-4")
        #expect(entry.value == -4)
    }

    @Test func deletingEverythingLeavesZero() {
        var entry = Entry("-5")
        entry.deleteLast()
        #expect(entry.text == "0")
        #expect(entry.isBlank)
    }

    /// Only a bare `0` is blank (nothing for `C` to clear, so `C` clears all); `-0` and `0.` were typed.
    @Test(arguments: [("0", true), ("-0", false), ("0.", false), ("5", false), ("0.0", false), ("1e5", false)])
    func onlyABareZeroIsBlank(text: String, blank: Bool) {
        #expect(Entry(text).isBlank == blank)
    }

    @Test func scientificEntryCannotBeExtended() {
        var entry = Entry("1.5e20")
        entry.append(digit: 3, limit: 16)
        entry.appendPoint()
        #expect(entry.text == "1.5e20")
        entry.deleteLast()
        #expect(entry.text == "0")
    }
}
