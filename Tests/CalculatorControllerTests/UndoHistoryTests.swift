import Testing
import TestSupport
@testable import CalculatorController
import CalculatorModel

/// Undo and redo of every key, back to the start of the session (issue 20): the steps themselves,
/// and what the controller brings back.
struct UndoHistoryTests {
    @Test func undoAndRedoWalkTheSteps() {
        var history = UndoHistory<Int>(limit: 3)
        #expect(!history.canUndo && !history.canRedo)
        history.record(0)
        history.record(1)
        #expect(history.undo(from: 2) == 1)
        #expect(history.undo(from: 1) == 0)
        #expect(history.undo(from: 0) == nil)
        #expect(history.redo(from: 0) == 1)
        // A new step forgets what could be redone.
        history.record(1)
        #expect(!history.canRedo)
    }

    @Test func atLeastTheLimitIsKept() {
        var history = UndoHistory<Int>(limit: 1000)
        for step in 0..<5000 { history.record(step) }
        var current = 5000
        var undone = 0
        while let previous = history.undo(from: current) {
            #expect(previous == current - 1)
            current = previous
            undone += 1
        }
        #expect(undone >= 1000 && undone <= 1100)
    }

    /// Each kind of key, undone, brings back the state before it exactly: display, entry as typed,
    /// expression line, pending operator and open parentheses.
    @Test(arguments: [
        "1 2 . 5 0", "2 + 3 *", "2 * ( 3 + ( 4", "2 * ( 3 + 4 )", "9 sqrt", "2 + 3 =", "2 + 3 = =", "5 neg", "50 + 10 %",
        "5 + 6 C", "5 + 6 AC", "2nd", "rad", "5 m+", "5 m+ 3 m+", "5 / 0 =", "1 2 3 back", "pi", "2 ^ 3 ^",
    ])
    func undoReturnsTheStateBeforeTheLastKey(keys: String) throws {
        let controller = CalculatorController()
        let typed = try KeySequence.keys(keys)
        for key in typed.dropLast() { controller.press(key) }
        let before = controller.state
        let memory = controller.memory
        let after = controller.press(typed.last!).state
        #expect(controller.press(.undo).state == before)
        #expect(controller.memory == memory)
        #expect(controller.press(.redo).state == after)
    }

    @Test func undoGoesBackToTheStartOfTheSession() throws {
        let controller = CalculatorController()
        let keys = try KeySequence.keys("1 2 + ( 3 * 4 ) = sqrt m+ AC 7")
        var states = [controller.state]
        for key in keys { states.append(controller.press(key).state) }
        for expected in states.reversed().dropFirst() { #expect(controller.press(.undo).state == expected) }
        #expect(controller.press(.undo).state == .initial)
        for expected in states.dropFirst() { #expect(controller.press(.redo).state == expected) }
    }

    @Test func theTapeIsNotUndone() throws {
        let controller = CalculatorController()
        for key in try KeySequence.keys("2 + 3 = undo undo undo") { controller.press(key) }
        #expect(controller.history.entries.map(\.line) == ["2 + 3 = 5"])
        #expect(controller.state.display == "2")
    }

    @Test func aRecallIsOneStep() throws {
        let controller = CalculatorController()
        for key in try KeySequence.keys("6 * 7 = 1 +") { controller.press(key) }
        let before = controller.state
        controller.recall(try #require(controller.history.entries.first))
        #expect(controller.state.display == "42")
        #expect(controller.press(.undo).state == before)
    }

    @Test func undoWorksOnAnError() throws {
        let controller = CalculatorController()
        for key in try KeySequence.keys("5 / 0 =") { controller.press(key) }
        #expect(controller.state.isError)
        #expect(controller.press(.undo).state.expression == "5 ÷ …")
    }

    /// A thousand undo steps of a deep expression share its pending stack: each snapshot holds the
    /// 100 open parentheses, but they are the same 100 nodes, and each `+` adds one node, not a copy.
    @Test func undoSnapshotsShareTheDeepStack() throws {
        let controller = CalculatorController()
        for key in try KeySequence.keys(Array(repeating: "(", count: 100).joined(separator: " ")) { controller.press(key) }
        for _ in 0..<500 {
            controller.press(.digit(1))
            controller.press(.operation(.add))
        }
        let nodes = controller.undoSnapshotNodes
        #expect(nodes.snapshots >= 1000)
        #expect(nodes.references >= 100 * 1000)
        #expect(nodes.distinct <= 100 + 500)
        // And undo still walks them back: all the way to the start.
        while controller.state.openParentheses > 0 { controller.press(.undo) }
        #expect(controller.state == .initial)
    }
}
