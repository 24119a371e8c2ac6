import CalculatorModel
import Testing
@testable import CalculatorController

struct KeyTests {
    /// Every key once: 10 digits, the point, 41 operations (OperationIDTests), clear, AC, C, ⌫, 2nd,
    /// Rad/Deg, undo, redo, and the two angle units: 62.
    @Test func allHasEveryKeyOnce() {
        #expect(Key.all.count == 62)
        #expect(Set(Key.all).count == Key.all.count)
        for key: Key in [
            .digit(0), .digit(9), .point, .operation(.memoryRecall), .clear, .allClear, .clearEntry,
            .backspace, .second, .toggleAngleUnit, .undo, .redo, .angleUnit(.degrees), .angleUnit(.radians),
        ] {
            #expect(Key.all.contains(key), "\(key)")
        }
        #expect(!Key.all.contains(.digit(10)))
    }

    @Test func equalsIsTheTablesEquals() {
        #expect(Key.equals == .operation(.equals))
    }
}
