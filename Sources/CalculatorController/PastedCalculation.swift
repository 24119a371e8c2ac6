import CalculatorModel

/// Reads a calculation from pasted text (`12+3×4=`, `1,234.5 − 34.5`, `2^10`, `50 + 10%`) as the keys
/// that type it, left to right, as batch mode would; anything else is refused whole.
enum PastedCalculation {
    /// Longer pastes are not calculations a person typed.
    static let maximumBytes = 4096

    /// The operators a calculation may contain, by the character that writes them; the calculator's
    /// own symbols (`−`, `×`, `÷`) and their ASCII forms.
    static let operators: [Character: OperationID] = {
        var table: [Character: OperationID] = ["-": .subtract, "*": .multiply, "x": .multiply, "/": .divide, "^": .power]
        for id in [OperationID.add, .subtract, .multiply, .divide, .equals, .percent] {
            table[Character(id.symbol)] = id
        }
        return table
    }()

    /// The keys `text` types, or nil if it is not made of numbers and operators only (with at least one
    /// operator, else it is a plain number) or a number's thousands separators are misplaced.
    static func keys(_ text: String) -> [Key]? {
        guard text.utf8.count <= maximumBytes else { return nil }
        var keys: [Key] = []
        var number = ""
        var hasOperator = false

        func endNumber() -> Bool {
            defer { number = "" }
            guard !number.isEmpty else { return true }
            guard let typed = typedKeys(number) else { return false }
            keys += typed
            return true
        }

        for character in text {
            if character.isASCII, character.isNumber || character == "." || character == "," {
                number.append(character)
            } else if let id = operators[character] {
                guard endNumber() else { return nil }
                keys.append(.operation(id))
                hasOperator = true
            } else if character.isWhitespace {
                guard endNumber() else { return nil }
            } else {
                return nil
            }
        }
        guard endNumber(), hasOperator else { return nil }
        return keys
    }

    /// The digit and point keys of one number, whose commas (if any) group its integer part in threes.
    private static func typedKeys(_ number: String) -> [Key]? {
        let parts = number.split(separator: ".", omittingEmptySubsequences: false)
        guard parts.count <= 2 else { return nil }
        if number.contains(",") {
            let groups = parts[0].split(separator: ",", omittingEmptySubsequences: false)
            guard let head = groups.first, (1...3).contains(head.count), groups.dropFirst().allSatisfy({ $0.count == 3 }),
                  parts.count == 1 || !parts[1].contains(",") else { return nil }
        }
        return number.compactMap { character in
            character == "." ? .point : character.wholeNumberValue.map(Key.digit)
        }
    }
}
