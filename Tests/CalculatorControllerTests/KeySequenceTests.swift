import Testing
@testable import CalculatorController

struct KeySequenceTests {
    let symbols = CalculatorController().operationSymbols

    @Test func numbersAreTypedCharacterByCharacter() throws {
        #expect(try KeySequence.keys("12.5", operations: symbols) == [.digit(1), .digit(2), .point, .digit(5)])
    }

    @Test(arguments: [
        ("+", Key.operation("+")), ("-", .operation("−")), ("*", .operation("×")), ("/", .operation("÷")),
        ("−", .operation("−")), ("×", .operation("×")), ("÷", .operation("÷")), ("=", .equals),
        ("%", .operation("%")), ("neg", .operation("±")), ("±", .operation("±")),
        ("AC", .allClear), ("C", .clearEntry), ("back", .backspace),
    ])
    func namedKeys(token: String, key: Key) throws {
        #expect(try KeySequence.keys(token, operations: symbols) == [key])
    }

    @Test func whitespaceOfAnyKindSeparatesKeys() throws {
        #expect(try KeySequence.keys("  1\t+\n2  ", operations: symbols) == [.digit(1), .operation("+"), .digit(2)])
    }

    @Test(arguments: ["foo", "1e16", "12+3", "ac", "-5", "√"])
    func unknownTokenIsNamed(token: String) {
        #expect(throws: KeySequence.UnknownKey(token: token)) {
            try KeySequence.keys("1 + \(token) =", operations: symbols)
        }
    }
}
