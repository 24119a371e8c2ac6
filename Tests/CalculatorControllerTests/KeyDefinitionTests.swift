import WindowInterface
import CalculatorModel
import Testing
@testable import CalculatorController

struct KeyDefinitionTests {
    /// The button that shows a key: the clear button for AC and C, Rad/Deg for an angle unit, the
    /// function's button for its inverse under 2nd (Windows Calculator's 2nd key), itself otherwise.
    @Test(arguments: [
        (Key.allClear, Key.clear), (.clearEntry, .clear), (.clear, .clear),
        (.angleUnit(.degrees), .toggleAngleUnit), (.angleUnit(.radians), .toggleAngleUnit),
        (.operation(.asin), .operation(.sin)), (.operation(.acos), .operation(.cos)), (.operation(.atan), .operation(.tan)),
        (.operation(.asinh), .operation(.sinh)), (.operation(.acosh), .operation(.cosh)),
        (.operation(.atanh), .operation(.tanh)),
        (.operation(.sin), .operation(.sin)), (.operation(.add), .operation(.add)), (.digit(7), .digit(7)),
        (.undo, .undo),
    ])
    func button(key: Key, button: Key) {
        #expect(key.buttonKey == button)
    }

    /// The keys with a second operation are exactly the six whose inverse shares their button.
    @Test func secondOperations() {
        let seconds = OperationID.allCases.compactMap { id in Key.operation(id).definition.second.map { "\(id) \($0)" } }
        #expect(Set(seconds) == ["sin asin", "cos acos", "tan atan", "sinh asinh", "cosh acosh", "tanh atanh"])
    }

    @Test func digitsAreSpokenInEnglish() {
        let spoken = (0...9).map { Key.digit($0).definition.spoken }
        #expect(spoken == ["zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine"])
        #expect(Key.digit(4).definition.title == "4")
    }

    /// An operation's symbol is one of its batch names, and a one-character symbol is typed text too.
    @Test func anOperationsSymbolIsANameAndASingleCharacterIsTyped() {
        let times = Key.operation(.multiply).definition
        #expect(times.names.contains("×") && times.chords.contains(.typed("×")))
        let sine = Key.operation(.sin).definition
        #expect(sine.names.contains("sin") && !sine.chords.contains(.typed("sin")))
        #expect(Key.operation(.squareRoot).definition.title == "√x")
    }

    /// The clear key shows `AC` until there is an entry (the controller then publishes `clearEntry`).
    @Test func theClearKeyIsTitledAsAllClear() {
        #expect(Key.clear.definition.title == "AC" && Key.clear.definition.spoken == "all clear")
        #expect(Key.clearEntry.definition.title == "C")
    }

    /// Control chords name the lower-case letter's keysym (Latin-1 code point), with Shift apart.
    @Test func controlChords() {
        let redo = Key.redo.definition.chords
        #expect(redo == [KeyChord(trigger: .keysym(Keysym(rawValue: 0x7A)), control: true, shift: true)])
    }
}
