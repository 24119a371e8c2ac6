import CalculatorModel

/// What the controller knows of a key besides what it does: its names in batch mode
/// (`calculator --keys`, no keyboard) and what `2nd` turns it into. Titles, spoken names and
/// keyboard chords belong to the mode that shows the key (`CalculatorPresentation.Mode`).
public struct KeyDefinition: Sendable {
    /// Names in batch mode (`calculator --keys`).
    public var names: [String] = []
    /// The operation the key performs while `2nd` is on.
    public var second: OperationID? = nil
}

extension Key {
    /// This key's row of the table.
    public var definition: KeyDefinition {
        switch self {
        case .digit, .point, .clear, .toggleAngleUnit: KeyDefinition()
        case .operation(let id): id.definition
        case .allClear: KeyDefinition(names: ["AC"])
        case .clearEntry: KeyDefinition(names: ["C"])
        case .backspace: KeyDefinition(names: ["back"])
        case .second: KeyDefinition(names: ["2nd"])
        case .angleUnit(.degrees): KeyDefinition(names: ["deg"])
        case .angleUnit(.radians): KeyDefinition(names: ["rad"])
        case .undo: KeyDefinition(names: ["undo"])
        case .redo: KeyDefinition(names: ["redo"])
        }
    }

    /// The key whose button shows this one: `AC` and `C` are the clear button, an angle unit the
    /// `Rad`/`Deg` button, a second operation (`sin⁻¹`) the button that performs it under `2nd`.
    public var buttonKey: Key {
        switch self {
        case .allClear, .clearEntry: .clear
        case .angleUnit: .toggleAngleUnit
        case .operation(let id): Key.secondOperationButtons[id].map(Key.operation) ?? self
        default: self
        }
    }

    private static let secondOperationButtons: [OperationID: OperationID] = Dictionary(
        uniqueKeysWithValues: OperationID.allCases.compactMap { id in id.definition.second.map { ($0, id) } })
}

extension OperationID {
    /// The operation's row: its symbol is always a batch name.
    var definition: KeyDefinition {
        var row = row
        row.names.append(symbol)
        return row
    }

    /// Names besides the symbol, and the second operation of the six functions whose inverse
    /// shares their button (Windows Calculator's 2nd key).
    private var row: KeyDefinition {
        switch self {
        case .add: KeyDefinition()
        case .subtract: KeyDefinition(names: ["-"])
        case .multiply: KeyDefinition(names: ["*", "x"])
        case .divide: KeyDefinition(names: ["/"])
        case .equals: KeyDefinition()
        case .negate: KeyDefinition(names: ["neg"])
        case .percent: KeyDefinition()
        case .openParenthesis: KeyDefinition()
        case .closeParenthesis: KeyDefinition()
        case .pi: KeyDefinition(names: ["pi"])
        case .e: KeyDefinition()
        case .random: KeyDefinition(names: ["rand"])
        case .square: KeyDefinition(names: ["sq", "x2"])
        case .cube: KeyDefinition(names: ["cube", "x3"])
        case .exp: KeyDefinition(names: ["exp"])
        case .exp10: KeyDefinition(names: ["pow10"])
        case .reciprocal: KeyDefinition(names: ["inv", "recip"])
        case .squareRoot: KeyDefinition(names: ["sqrt"])
        case .cubeRoot: KeyDefinition(names: ["cbrt"])
        case .power: KeyDefinition(names: ["pow", "^"])
        case .root: KeyDefinition(names: ["root", "yroot"])
        case .scaled: KeyDefinition(names: ["ee"])
        case .ln: KeyDefinition()
        case .log10: KeyDefinition(names: ["log"])
        case .factorial: KeyDefinition(names: ["fact", "!"])
        case .sin: KeyDefinition(second: .asin)
        case .cos: KeyDefinition(second: .acos)
        case .tan: KeyDefinition(second: .atan)
        case .asin: KeyDefinition(names: ["asin"])
        case .acos: KeyDefinition(names: ["acos"])
        case .atan: KeyDefinition(names: ["atan"])
        case .sinh: KeyDefinition(second: .asinh)
        case .cosh: KeyDefinition(second: .acosh)
        case .tanh: KeyDefinition(second: .atanh)
        case .asinh: KeyDefinition(names: ["asinh"])
        case .acosh: KeyDefinition(names: ["acosh"])
        case .atanh: KeyDefinition(names: ["atanh"])
        case .memoryClear: KeyDefinition()
        case .memoryAdd: KeyDefinition()
        case .memorySubtract: KeyDefinition(names: ["m-"])
        case .memoryRecall: KeyDefinition()
        }
    }
}
