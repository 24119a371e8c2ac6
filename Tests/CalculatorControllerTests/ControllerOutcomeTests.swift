import Testing
import TestSupport
@testable import CalculatorController
import CalculatorModel

/// Each call on the controller returns what it did (issue 30, item 1): the state, whether it changed,
/// the calculation it completed, what it did to the tape, and why it was refused.
struct ControllerOutcomeTests {
    /// The controller after `keys`.
    static func controller(after keys: String) throws -> CalculatorController {
        let controller = CalculatorController()
        for key in try KeySequence.keys(keys) { controller.press(key) }
        return controller
    }

    @Test func aKeyThatCompletesACalculationReturnsItsEntry() throws {
        let controller = try Self.controller(after: "2 + 3")
        let outcome = controller.press(.equals)
        #expect(outcome.tapeChange == .appended(HistoryEntry(expression: "2 + 3", result: "5")))
        #expect(outcome.completed.map(\.line) == ["2 + 3 = 5"])
        #expect(outcome.state == controller.state && outcome.state.display == "5" && outcome.stateChanged)
        #expect(controller.history.entries == outcome.completed)
    }

    /// The last of `keys` completes nothing: no entry, the tape untouched.
    @Test(arguments: ["2 +", "2 + 3 = AC", "(", "9", "5 neg C"])
    func aKeyThatCompletesNothingReturnsNoEntry(keys: String) throws {
        let tokens = keys.split(separator: " ")
        let controller = try Self.controller(after: tokens.dropLast().joined(separator: " "))
        let last = try KeySequence.keys(String(tokens.last ?? ""))
        let outcome = controller.press(try #require(last.first))
        #expect(outcome.tapeChange == nil && outcome.completed.isEmpty)
        #expect(outcome.state == controller.state)
    }

    @Test func aFunctionWithNothingWaitingCompletesAndAnErrorIsNoEntry() throws {
        let controller = try Self.controller(after: "9")
        #expect(controller.press(.operation(.squareRoot)).completed.map(\.line) == ["√(9) = 3"])
        let divided = try Self.controller(after: "1 / 0")
        let error = divided.press(.equals)
        #expect(error.state.isError && error.tapeChange == nil)
    }

    @Test func aKeyThatChangesNothingSaysSo() throws {
        let controller = try Self.controller(after: "7")
        let outcome = controller.press(.operation(.closeParenthesis))   // nothing to close
        #expect(!outcome.stateChanged && outcome.tapeChange == nil && outcome.refusal == nil)
    }

    @Test func aRefusedKeyReturnsItsLimitAndChangesNothing() throws {
        let controller = try Self.controller(
            after: Array(repeating: "(", count: NestingLimit.openParentheses.maximum)
                .joined(separator: " "))
        let outcome = controller.press(.operation(.openParenthesis))
        #expect(outcome.refusal == .openParentheses && !outcome.stateChanged && outcome.tapeChange == nil)
    }

    @Test func aClearAndItsUndoReturnTheTapeChange() throws {
        let controller = try Self.controller(after: "7 + 9 = 2 * 3 =")
        let cleared = controller.clearHistory()
        #expect(cleared.tapeChange == .cleared(count: 2) && !cleared.stateChanged)
        #expect(controller.history.entries.isEmpty)
        let restored = controller.press(.undo)
        #expect(restored.tapeChange == .restored && !restored.stateChanged)
        #expect(controller.history.entries.map(\.line) == ["7 + 9 = 16", "2 × 3 = 6"])
        // Undo again is an undo of the keys: the `=` before, which takes nothing off the tape.
        let undone = controller.press(.undo)
        #expect(undone.tapeChange == nil && undone.stateChanged && controller.history.entries.count == 2)
    }

    @Test func anotherKeyMakesTheClearFinal() throws {
        let controller = try Self.controller(after: "7 + 9 =")
        controller.clearHistory()
        #expect(controller.press(.digit(4)).tapeChange == nil)
        #expect(controller.press(.undo).tapeChange == nil)   // the 4 undone, not the clear
        #expect(controller.history.entries.isEmpty)
        // A clear of an empty tape takes nothing off, and there is nothing to bring back.
        #expect(controller.clearHistory().tapeChange == .cleared(count: 0))
    }

    @Test func aPasteReturnsWhatItCompleted() throws {
        let controller = CalculatorController()
        let outcome = try #require(controller.paste("(2+3)*4="))
        #expect(outcome.completed.map(\.line) == ["(2 + 3) × 4 = 20"] && outcome.state.display == "20")
        #expect(try #require(controller.paste("5")).tapeChange == nil)
        #expect(controller.paste("(1+2") == nil && controller.history.entries.count == 1)
    }

    @Test func aRecallCompletesNothing() throws {
        let controller = try Self.controller(after: "6 * 7 = 1 +")
        let outcome = controller.recall(try #require(controller.history.entries.first))
        #expect(outcome.tapeChange == nil && outcome.stateChanged && outcome.state.expression == "1 + 42 …")
    }

    @Test func theMemoryAndTheAngleUnitAreSaidToChange() throws {
        let controller = try Self.controller(after: "5")
        #expect(controller.press(.operation(.memoryAdd)).memoryOrAngleUnitChanged)
        #expect(!controller.press(.digit(3)).memoryOrAngleUnitChanged)
        #expect(controller.press(.toggleAngleUnit).memoryOrAngleUnitChanged)
        #expect(controller.press(.undo).memoryOrAngleUnitChanged)
    }
}
