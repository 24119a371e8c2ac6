import Testing
@testable import CalculatorController

struct EntryTests {
    @Test func acceptsAtMostFifteenDigits() {
        var entry = Entry()
        for digit in 1...20 { entry.append(digit: digit % 10) }
        #expect(entry.text == "123456789012345")
    }

    @Test func leadingZeroBeforeThePointIsNotCounted() {
        var entry = Entry()
        entry.appendPoint()
        for _ in 1...20 { entry.append(digit: 7) }
        #expect(entry.text == "0." + String(repeating: "7", count: 15))
    }

    @Test func negativeZeroTypesOnNegative() {
        var entry = Entry("-0")
        entry.append(digit: 4)
        #expect(entry.text == "-4")
        #expect(entry.value == -4)
    }

    @Test func deletingEverythingLeavesZero() {
        var entry = Entry("-5")
        entry.deleteLast()
        #expect(entry.text == "0")
        #expect(entry.isBlank)
    }

    @Test func scientificEntryCannotBeExtended() {
        var entry = Entry("1.5e20")
        entry.append(digit: 3)
        entry.appendPoint()
        #expect(entry.text == "1.5e20")
        entry.deleteLast()
        #expect(entry.text == "0")
    }
}
