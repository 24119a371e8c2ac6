import CalculatorModel

/// Batch mode's key names: `calculator --keys '1 + 2 ='`.
public enum KeySequence {
    /// A token that names no key.
    public struct UnknownKey: Error, Equatable {
        public let token: String
    }

    /// A key that batch mode pressed and the controller refused, as the window refuses it: where it came
    /// in the sequence (the first key is 1), its name as the sequence wrote it, and the limit it would
    /// have passed.
    public struct RefusedKey: Equatable, Sendable {
        public let position: Int
        public let name: String
        public let limit: NestingLimit

        public init(position: Int, name: String, limit: NestingLimit) {
            self.position = position
            self.name = name
            self.limit = limit
        }
    }

    /// Every batch name of the keys (`Key.definition`): operation symbols and aliases such as `sqrt`.
    static let names: [String: Key] = Dictionary(
        Key.all.flatMap { key in key.definition.names.map { ($0, key) } }, uniquingKeysWith: { first, _ in first })

    /// The keys a space-separated string names; a run of digits and `.` is typed character by character.
    public static func keys(_ text: String) throws(UnknownKey) -> [Key] {
        try namedKeys(text).map(\.key)
    }

    /// The keys `text` names, each with its name there (a digit of a number, its character).
    static func namedKeys(_ text: String) throws(UnknownKey) -> [(key: Key, name: String)] {
        var keys: [(key: Key, name: String)] = []
        for token in text.split(whereSeparator: \.isWhitespace).map(String.init) {
            if token.allSatisfy({ $0.isASCII && ($0.isNumber || $0 == ".") }) {
                keys += token.map { ($0 == "." ? Key.point : Key.digit($0.wholeNumberValue!), String($0)) }
            } else if let key = names[token] {
                keys.append((key, token))
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
        var refused: [KeySequence.RefusedKey] = []
        return try run(keys: text, brain: brain, significantDigits: significantDigits, evaluation: evaluation, refused: &refused)
    }

    /// The tape the keys `text` make, recipes and all, as a window's calculator records it (batch mode
    /// keeps none): what `--print-tape-file` prints.
    public static func tape(
        keys text: String, significantDigits: Int = NumberFormat.wideDigits, evaluation: Evaluation? = nil
    ) throws(KeySequence.UnknownKey) -> [HistoryEntry] {
        let controller = CalculatorController(significantDigits: significantDigits)
        if let evaluation { controller.evaluation = evaluation }
        for key in try KeySequence.keys(text) { controller.pressQuietly(key) }
        return controller.history.entries
    }

    /// `run(keys:)`, adding to `refused` each key the controller refused (a nesting limit), in order.
    public static func run(
        keys text: String, brain: CalculatorBrain = CalculatorBrain(),
        significantDigits: Int = NumberFormat.wideDigits, evaluation: Evaluation? = nil,
        refused: inout [KeySequence.RefusedKey]
    ) throws(KeySequence.UnknownKey) -> DisplayState {
        let controller = CalculatorController(brain: brain, significantDigits: significantDigits)
        if let evaluation { controller.evaluation = evaluation }
        controller.keepsTape = false
        for (index, named) in try KeySequence.namedKeys(text).enumerated() {
            if let limit = controller.pressQuietly(named.key) {
                refused.append(KeySequence.RefusedKey(position: index + 1, name: named.name, limit: limit))
            }
        }
        return controller.state
    }
}
