import CalculatorModel

/// Batch mode's key names: `calculator --keys '1 + 2 ='`.
public enum KeySequence {
    /// A token that names no key.
    public struct UnknownKey: Error, Equatable {
        public let token: String
    }

    /// Every name of the key table (`Key.definition`): symbols, titles and aliases such as `sqrt`.
    static let names: [String: Key] = Dictionary(
        Key.all.flatMap { key in key.definition.names.map { ($0, key) } }, uniquingKeysWith: { first, _ in first })

    /// The keys a space-separated string names; a run of digits and `.` is typed character by character.
    public static func keys(_ text: String) throws(UnknownKey) -> [Key] {
        var keys: [Key] = []
        for token in text.split(whereSeparator: \.isWhitespace).map(String.init) {
            if token.allSatisfy({ $0.isASCII && ($0.isNumber || $0 == ".") }) {
                keys += token.map { $0 == "." ? Key.point : Key.digit($0.wholeNumberValue!) }
            } else if let key = names[token] {
                keys.append(key)
            } else {
                throw UnknownKey(token: token)
            }
        }
        return keys
    }
}

extension CalculatorController {
    /// Presses every key `text` names and returns the final state: batch mode's whole job, at the
    /// wide window's 32 digits and by precedence unless told otherwise.
    public static func run(
        keys text: String, brain: CalculatorBrain = CalculatorBrain(),
        significantDigits: Int = NumberFormat.wideDigits, evaluation: Evaluation? = nil
    ) throws(KeySequence.UnknownKey) -> DisplayState {
        let controller = CalculatorController(brain: brain, significantDigits: significantDigits)
        if let evaluation { controller.evaluation = evaluation }
        for key in try KeySequence.keys(text) {
            controller.press(key)
        }
        return controller.state
    }
}
