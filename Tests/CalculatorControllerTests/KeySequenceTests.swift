import Testing
@testable import CalculatorController
import CalculatorModel

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

    /// Readable names, and the symbols of the table, for every scientific key.
    @Test(arguments: [
        ("sqrt", Key.operation("√")), ("√", .operation("√")), ("cbrt", .operation("∛")), ("∛", .operation("∛")),
        ("pi", .operation("π")), ("π", .operation("π")), ("e", .operation("e")),
        ("rand", .operation("Rand")), ("Rand", .operation("Rand")),
        ("sq", .operation("x²")), ("x2", .operation("x²")), ("x²", .operation("x²")),
        ("cube", .operation("x³")), ("x3", .operation("x³")), ("x³", .operation("x³")),
        ("exp", .operation("eˣ")), ("eˣ", .operation("eˣ")), ("pow10", .operation("10ˣ")), ("10ˣ", .operation("10ˣ")),
        ("inv", .operation("1/x")), ("recip", .operation("1/x")), ("1/x", .operation("1/x")),
        ("ln", .operation("ln")), ("log", .operation("log₁₀")), ("log₁₀", .operation("log₁₀")),
        ("fact", .operation("x!")), ("!", .operation("x!")), ("x!", .operation("x!")),
        ("sin", .operation("sin")), ("cos", .operation("cos")), ("tan", .operation("tan")),
        ("sinh", .operation("sinh")), ("cosh", .operation("cosh")), ("tanh", .operation("tanh")),
        ("asin", .operation("sin⁻¹")), ("acos", .operation("cos⁻¹")), ("atan", .operation("tan⁻¹")),
        ("asinh", .operation("sinh⁻¹")), ("acosh", .operation("cosh⁻¹")), ("atanh", .operation("tanh⁻¹")),
        ("sin⁻¹", .operation("sin⁻¹")), ("tanh⁻¹", .operation("tanh⁻¹")),
        ("pow", .operation("xʸ")), ("^", .operation("xʸ")), ("xʸ", .operation("xʸ")),
        ("root", .operation("ʸ√x")), ("yroot", .operation("ʸ√x")), ("ʸ√x", .operation("ʸ√x")),
        ("ee", .operation("EE")), ("EE", .operation("EE")),
        ("mc", .operation("mc")), ("m+", .operation("m+")), ("m-", .operation("m−")), ("m−", .operation("m−")),
        ("mr", .operation("mr")),
        ("rad", .angleUnit(.radians)), ("deg", .angleUnit(.degrees)), ("2nd", .second),
    ])
    func scientificNames(token: String, key: Key) throws {
        #expect(try KeySequence.keys(token, operations: symbols) == [key])
    }

    /// Every symbol of the operation table is a name, and every alias names one.
    @Test func everySymbolAndAliasIsAKey() throws {
        for symbol in symbols {
            #expect(try KeySequence.keys(symbol, operations: symbols) == [.operation(symbol)], "\(symbol)")
        }
        for (alias, symbol) in KeySequence.aliases {
            #expect(symbols.contains(symbol), "\(alias)")
        }
    }

    @Test(arguments: [
        ("rad pi cos", "-1"), ("30 sin", "0.5"), ("2 pow 10 =", "1024"), ("8 neg root 3 =", "-2"), ("2nd 1 tan", "45"),
        ("5 m+ AC mr", "5"), ("100 log", "2"), ("16 sqrt", "4"),
    ])
    func batchRunsScientificKeys(keys: String, display: String) throws {
        #expect(try CalculatorController.run(keys: keys).plainDisplay == display)
    }

    @Test func whitespaceOfAnyKindSeparatesKeys() throws {
        #expect(try KeySequence.keys("  1\t+\n2  ", operations: symbols) == [.digit(1), .operation("+"), .digit(2)])
    }

    @Test(arguments: ["foo", "1e16", "12+3", "ac", "-5", "∜", "SIN", "2ND"])
    func unknownTokenIsNamed(token: String) {
        #expect(throws: KeySequence.UnknownKey(token: token)) {
            try KeySequence.keys("1 + \(token) =", operations: symbols)
        }
    }
}
