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

    /// An operation's symbol is one of its batch names.
    @Test func anOperationsSymbolIsABatchName() {
        #expect(Key.operation(.multiply).definition.names.contains("×"))
        #expect(Key.operation(.sin).definition.names.contains("sin"))
    }
}
