import CalculatorModel

/// Batch mode's key names: `calculator --keys '1 + 2 ='`.
public enum KeySequence {
    /// A token that names no key.
    public struct UnknownKey: Error, Equatable {
        public let token: String
    }

    /// Names that stand for an operation symbol; the symbols themselves (`√`, `x²`, `sin⁻¹`) are names too.
    public static let aliases: [String: String] = [
        "+": "+", "-": "−", "*": "×", "x": "×", "/": "÷", "neg": "±",
        "sqrt": "√", "cbrt": "∛", "pi": "π", "rand": "Rand",
        "sq": "x²", "x2": "x²", "cube": "x³", "x3": "x³", "exp": "eˣ", "pow10": "10ˣ",
        "inv": "1/x", "recip": "1/x", "log": "log₁₀", "fact": "x!", "!": "x!",
        "asin": "sin⁻¹", "acos": "cos⁻¹", "atan": "tan⁻¹",
        "asinh": "sinh⁻¹", "acosh": "cosh⁻¹", "atanh": "tanh⁻¹",
        "pow": "xʸ", "^": "xʸ", "root": "ʸ√x", "yroot": "ʸ√x", "ee": "EE",
        "m-": "m−",
    ]

    /// Names of keys that are not operations.
    public static let keyNames: [String: Key] = [
        "AC": .allClear, "C": .clearEntry, "back": .backspace,
        "2nd": .second, "rad": .angleUnit(.radians), "deg": .angleUnit(.degrees),
    ]

    /// The keys a space-separated string names; a run of digits and `.` is typed character by character.
    public static func keys(_ text: String, operations: Set<String>) throws(UnknownKey) -> [Key] {
        var keys: [Key] = []
        for token in text.split(whereSeparator: \.isWhitespace).map(String.init) {
            if token.allSatisfy({ $0.isASCII && ($0.isNumber || $0 == ".") }) {
                keys += token.map { $0 == "." ? Key.point : Key.digit($0.wholeNumberValue!) }
            } else if let key = named(token, operations: operations) {
                keys.append(key)
            } else {
                throw UnknownKey(token: token)
            }
        }
        return keys
    }

    private static func named(_ token: String, operations: Set<String>) -> Key? {
        if let key = keyNames[token] { return key }
        let symbol = aliases[token] ?? token
        return operations.contains(symbol) ? .operation(symbol) : nil
    }
}

extension CalculatorController {
    /// Presses every key `text` names and returns the final state: batch mode's whole job, at the
    /// wide window's 32 digits unless told otherwise.
    public static func run(
        keys text: String, brain: CalculatorBrain = CalculatorBrain(),
        significantDigits: Int = NumberFormat.wideDigits
    ) throws(KeySequence.UnknownKey) -> DisplayState {
        let controller = CalculatorController(brain: brain, significantDigits: significantDigits)
        for key in try KeySequence.keys(text, operations: controller.operationSymbols) {
            controller.press(key)
        }
        return controller.state
    }
}
