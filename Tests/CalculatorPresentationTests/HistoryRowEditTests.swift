import CalculatorController
import CalculatorModel
import Testing
@testable import CalculatorPresentation

/// A number of a history row as it is typed: the keys it takes and the row's text in place.
struct HistoryRowEditTests {
    @Test(
        arguments: [
            ([.digit(2), .digit(2), .point, .digit(5)], "22.5"),
            ([.point, .digit(5), .point], "0.5"),
            ([.backspace], "12."),
            ([.backspace, .backspace, .backspace, .backspace, .backspace], "0"),
            ([.digit(0), .digit(7)], "7"),
        ] as [([Key], String)])
    func typingReplacesTheNumber(keys: [Key], shown: String) {
        var edit = HistoryRowEdit(row: 0, numbers: ["12.5", "7.5"])
        let taken = keys.map { edit.type($0) }
        #expect(taken.allSatisfy { $0 })
        #expect(edit.shown == shown)
        let plus = edit.type(.operation(.add))
        #expect(!plus)
    }

    /// At most the digits a number typed holds (issue 44 R10: never more, which the line would cut).
    @Test func atMostTheDigitsOfANumberTyped() {
        var edit = HistoryRowEdit(row: 0, numbers: ["1"])
        for _ in 0..<45 { _ = edit.type(.digit(9)) }
        #expect(edit.shown.count == TapeEdit.digitLimit)
        #expect(edit.tapeEdit != nil)
    }

    @Test func theNumberShowsInPlaceAfterTheValueTheLineBeganFrom() {
        var edit = HistoryRowEdit(row: 1, numbers: ["2"])
        let continued = HistoryEntry(expression: "20 × 2", result: "40")
        #expect(edit.title(of: continued, locale: .standard) == "20 × [2] = …")
        _ = edit.type(.digit(3))
        #expect(
            edit.title(of: continued, locale: NumberLocale(decimalSeparator: ",", groupSeparator: ".", grouping: [3]))
                == "20 × [3] = …")
        // Not found where the keys put it: the number goes before the expression.
        #expect(edit.title(of: HistoryEntry(expression: "√(7)", result: "2"), locale: .standard) == "[3] · √(7) = …")
    }

    @Test func tabCyclesTheRowsNumbers() {
        var edit = HistoryRowEdit(row: 0, numbers: ["12.5", "7.5"])
        _ = edit.type(.digit(1))
        edit.nextNumber()
        #expect(edit.number == 2 && edit.shown == "7.5")
        edit.nextNumber()
        #expect(edit.number == 1 && edit.shown == "12.5")
    }
}
