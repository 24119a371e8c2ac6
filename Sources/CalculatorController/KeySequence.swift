/// Batch mode's key names: `calculator --keys '1 + 2 ='`.
public enum KeySequence {
    /// A token that names no key.
    public struct UnknownKey: Error, Equatable {
        public let token: String
    }

    /// Names that stand for an operation symbol.
    static let aliases: [String: String] = [
        "+": "+", "-": "−", "*": "×", "x": "×", "/": "÷", "neg": "±",
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
        switch token {
        case "AC": return .allClear
        case "C": return .clearEntry
        case "back": return .backspace
        default:
            let symbol = aliases[token] ?? token
            return operations.contains(symbol) ? .operation(symbol) : nil
        }
    }
}

extension CalculatorController {
    /// Presses every key `text` names and returns the final state: batch mode's whole job.
    public static func run(keys text: String) throws(KeySequence.UnknownKey) -> DisplayState {
        let controller = CalculatorController()
        for key in try KeySequence.keys(text, operations: controller.operationSymbols) {
            controller.press(key)
        }
        return controller.state
    }
}
