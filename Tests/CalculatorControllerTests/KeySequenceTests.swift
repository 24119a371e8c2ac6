import Testing
import TestSupport
@testable import CalculatorController
import CalculatorModel

struct KeySequenceTests {
    /// Issue 31: batch mode's `--digits` goes to 10,000; an entry still takes at most 32 digits. 1/3
    /// and 2/3 are exact; √2's 1,000th digit rounded is mpmath's (…0745 at dps 1100: digits 997–1000).
    @Test func batchModePrintsAThousandDigits() throws {
        #expect(
            try CalculatorController.run(keys: "1 ÷ 3 =", significantDigits: 1000).plainDisplay == "0."
                + String(repeating: "3", count: 1000))
        #expect(
            try CalculatorController.run(keys: "2 ÷ 3 =", significantDigits: 1000).plainDisplay == "0."
                + String(repeating: "6", count: 999) + "7")
        let root = try CalculatorController.run(keys: "2 √", significantDigits: 1000).plainDisplay
        #expect(root.count == 1001 && root.hasPrefix("1.41421356237309504880168872420969807856967187537694"))
        let typed = try CalculatorController.run(keys: String(repeating: "7", count: 40), significantDigits: 1000).plainDisplay
        #expect(typed == String(repeating: "7", count: 32))
    }

    @Test func numbersAreTypedCharacterByCharacter() throws {
        #expect(try KeySequence.keys("12.5") == [.digit(1), .digit(2), .point, .digit(5)])
    }

    @Test(arguments: [
        ("+", Key.operation(.add)), ("-", .operation(.subtract)), ("*", .operation(.multiply)), ("/", .operation(.divide)),
        ("−", .operation(.subtract)), ("×", .operation(.multiply)), ("÷", .operation(.divide)), ("=", .equals),
        ("%", .operation(.percent)), ("neg", .operation(.negate)), ("±", .operation(.negate)),
        ("AC", .allClear), ("C", .clearEntry), ("back", .backspace),
    ])
    func namedKeys(token: String, key: Key) throws {
        #expect(try KeySequence.keys(token) == [key])
    }

    /// Readable names, and the symbols of the table, for every scientific key.
    @Test(arguments: [
        ("sqrt", Key.operation(.squareRoot)), ("√", .operation(.squareRoot)), ("cbrt", .operation(.cubeRoot)),
        ("∛", .operation(.cubeRoot)),
        ("pi", .operation(.pi)), ("π", .operation(.pi)), ("e", .operation(.e)),
        ("rand", .operation(.random)), ("Rand", .operation(.random)),
        ("sq", .operation(.square)), ("x2", .operation(.square)), ("x²", .operation(.square)),
        ("cube", .operation(.cube)), ("x3", .operation(.cube)), ("x³", .operation(.cube)),
        ("exp", .operation(.exp)), ("eˣ", .operation(.exp)), ("pow10", .operation(.exp10)), ("10ˣ", .operation(.exp10)),
        ("inv", .operation(.reciprocal)), ("recip", .operation(.reciprocal)), ("1/x", .operation(.reciprocal)),
        ("ln", .operation(.ln)), ("log", .operation(.log10)), ("log₁₀", .operation(.log10)),
        ("fact", .operation(.factorial)), ("!", .operation(.factorial)), ("x!", .operation(.factorial)),
        ("sin", .operation(.sin)), ("cos", .operation(.cos)), ("tan", .operation(.tan)),
        ("sinh", .operation(.sinh)), ("cosh", .operation(.cosh)), ("tanh", .operation(.tanh)),
        ("asin", .operation(.asin)), ("acos", .operation(.acos)), ("atan", .operation(.atan)),
        ("asinh", .operation(.asinh)), ("acosh", .operation(.acosh)), ("atanh", .operation(.atanh)),
        ("sin⁻¹", .operation(.asin)), ("tanh⁻¹", .operation(.atanh)),
        ("pow", .operation(.power)), ("^", .operation(.power)), ("xʸ", .operation(.power)),
        ("root", .operation(.root)), ("yroot", .operation(.root)), ("ʸ√x", .operation(.root)),
        ("ee", .operation(.scaled)), ("EE", .operation(.scaled)),
        ("mc", .operation(.memoryClear)), ("m+", .operation(.memoryAdd)), ("m-", .operation(.memorySubtract)),
        ("m−", .operation(.memorySubtract)),
        ("mr", .operation(.memoryRecall)),
        ("rad", .angleUnit(.radians)), ("deg", .angleUnit(.degrees)), ("2nd", .second),
    ])
    func scientificNames(token: String, key: Key) throws {
        #expect(try KeySequence.keys(token) == [key])
    }

    /// Every operation's symbol is a name of it, and no name of the key table names two keys.
    @Test func everySymbolIsANameAndNamesAreUnique() throws {
        for id in OperationID.allCases {
            #expect(try KeySequence.keys(id.symbol) == [.operation(id)], "\(id)")
        }
        let names = Key.all.flatMap(\.definition.names)
        #expect(Set(names).count == names.count)
    }

    @Test(arguments: [
        ("rad pi cos", "-1"), ("30 sin", "0.5"), ("2 pow 10 =", "1024"), ("8 neg root 3 =", "-2"), ("2nd 1 tan", "45"),
        ("5 m+ AC mr", "5"), ("100 log", "2"), ("16 sqrt", "4"),
    ])
    func batchRunsScientificKeys(keys: String, display: String) throws {
        #expect(try CalculatorController.run(keys: keys).plainDisplay == display)
    }

    @Test func whitespaceOfAnyKindSeparatesKeys() throws {
        #expect(try KeySequence.keys("  1\t+\n2  ") == [.digit(1), .operation(.add), .digit(2)])
    }

    @Test(arguments: ["foo", "1e16", "12+3", "ac", "-5", "∜", "SIN", "2ND"])
    func unknownTokenIsNamed(token: String) {
        #expect(throws: KeySequence.UnknownKey(token: token)) {
            try KeySequence.keys("1 + \(token) =")
        }
    }

    /// Batch mode refuses a key past a nesting limit as the window does, and names each one refused:
    /// 20,000 `(` leave 100 open and 19,900 refused, and `=` still computes.
    @Test func batchRefusesKeysPastALimitAndNamesThem() throws {
        var refused: [KeySequence.RefusedKey] = []
        let keys = Array(repeating: "(", count: 20_000).joined(separator: " ") + " 2 ^ 10 ="
        let state = try CalculatorController.run(keys: keys, refused: &refused)
        #expect(state.plainDisplay == "1024")
        #expect(refused.count == 19_900)
        #expect(refused.first == KeySequence.RefusedKey(position: 101, name: "(", limit: .openParentheses))
        #expect(refused.last?.position == 20_000)
        refused = []
        let chain = Array(repeating: "1 pow", count: 10_000).joined(separator: " ") + " 2 ="
        #expect(try CalculatorController.run(keys: chain, refused: &refused).plainDisplay == "1")
        #expect(refused.count == 10_000 - 250)
        #expect(refused.allSatisfy { $0.limit == .pendingOperations && $0.name == "pow" })
        #expect(refused.first?.position == 502)
    }
}
