import Testing
import TestSupport
import CalculatorController
import CalculatorModel

/// What undo and redo can do after each key (issue 36, item 5: their buttons look disabled otherwise).
struct UndoAvailabilityTests {
    @Test func followsTheStepsTakenUndoneAndRedone() {
        let controller = CalculatorController()
        #expect(controller.undoAvailability == UndoAvailability(canUndo: false, canRedo: false))
        controller.press(.digit(7))
        #expect(controller.undoAvailability == UndoAvailability(canUndo: true, canRedo: false))
        controller.press(.undo)
        #expect(controller.undoAvailability == UndoAvailability(canUndo: false, canRedo: true))
        controller.press(.redo)
        #expect(controller.undoAvailability == UndoAvailability(canUndo: true, canRedo: false))
        // A key that changes nothing is no step, and keeps what redo could do.
        controller.press(.undo)
        controller.press(.backspace)
        #expect(controller.undoAvailability == UndoAvailability(canUndo: false, canRedo: true))
    }

    /// Right after a clear of the tape, undo brings it back, even with no key taken: undo is available
    /// until another key makes the clear final.
    @Test func aClearOfTheTapeCanBeUndoneUntilTheNextKey() {
        let controller = CalculatorController()
        controller.press(.digit(2))
        controller.press(.undo)
        #expect(!controller.undoAvailability.canUndo)
        controller.restoreHistory([HistoryEntry(expression: "1 + 1", result: "2")])
        controller.clearHistory()
        #expect(controller.undoAvailability.canUndo)
        controller.press(.undo)
        #expect(controller.history.entries.count == 1)
        #expect(controller.undoAvailability == UndoAvailability(canUndo: false, canRedo: true))
    }

    @Test(arguments: [(Key.undo, false), (.redo, true), (.digit(1), true), (.operation(.add), true)])
    func allowsOnlyWhatHasSomethingToDo(key: Key, allowed: Bool) {
        #expect(UndoAvailability(canUndo: false, canRedo: true).allows(key) == allowed)
    }
}
