import CalculatorModel

/// A key of the programmer mode, clicked, typed or named in batch mode (`--mode programmer --keys`).
public enum ProgrammerKey: Hashable, Sendable {
    /// A digit 0–15 (`A`–`F` are 10–15); one the base does not have is ignored.
    case digit(Int)
    /// A binary operator, under C's precedence.
    case operation(IntegerOperator)
    /// A one-operand function of the value shown (NOT, ±).
    case function(IntegerFunction)
    case openParenthesis
    case closeParenthesis
    case equals
    /// The keypad's clear key: `CE` while a number is being typed, `AC` otherwise.
    case clear
    /// `AC`: forget the calculation (the word size, signedness and base stay).
    case allClear
    /// `CE`: the value becomes 0; what waits stays.
    case clearEntry
    /// Delete the last typed digit.
    case backspace
    /// Show and type in this base.
    case base(ProgrammerBase)
    /// Use words of this size: values keep their low bits.
    case wordSize(WordSize)
    /// Read the bits as signed or unsigned.
    case signedness(Signedness)
    /// Switch between signed and unsigned (the keypad's toggle).
    case toggleSignedness
    /// Flip bit N (0 the lowest) of the value shown.
    case toggleBit(Int)
    /// Take back the last key that changed something.
    case undo
    /// Take forward again what `undo` took back.
    case redo
    /// A memory key; the memory is the calculator's, shared by both modes.
    case memory(Memory)

    /// The memory keys: `m+` and `m−` add the value shown to the memory as the exact integer it reads
    /// as, `mr` carries the memory into the word (wrapped, its fraction dropped, as a switch of mode
    /// does), `mc` empties it.
    public enum Memory: Hashable, Sendable, CaseIterable {
        case add, subtract, recall, clear
    }
}

extension ProgrammerKey {
    /// Every key but the bit toggles of one word size past the first: digits 0–F, every operator and
    /// function, and the controller's keys, with one bit toggle per bit of a QWORD.
    public static let all: [ProgrammerKey] =
        (0...15).map(ProgrammerKey.digit) + IntegerOperator.allCases.map(ProgrammerKey.operation)
        + IntegerFunction.allCases.map(ProgrammerKey.function)
        + [.openParenthesis, .closeParenthesis, .equals, .clear, .allClear, .clearEntry, .backspace]
        + ProgrammerBase.allCases.map(ProgrammerKey.base) + WordSize.allCases.map(ProgrammerKey.wordSize)
        + Signedness.allCases.map(ProgrammerKey.signedness) + [.toggleSignedness]
        + (0..<64).map(ProgrammerKey.toggleBit) + [.undo, .redo] + Memory.allCases.map(ProgrammerKey.memory)

    /// The key's names in batch mode (`calculator --mode programmer --keys 'hex F F and 0 F ='`); the
    /// first is the one `--help` lists. A digit's name is its character (`0`–`9`, `A`–`F`).
    public var names: [String] {
        switch self {
        case .digit(let digit): [String(digit, radix: 16, uppercase: true)]
        case .operation(let operation): operation.batchNames
        case .function(.not): ["not", "~"]
        case .function(.negate): ["neg", "±"]
        case .openParenthesis: ["("]
        case .closeParenthesis: [")"]
        case .equals: ["="]
        case .clear: []
        case .allClear: ["AC"]
        case .clearEntry: ["CE"]
        case .backspace: ["back"]
        case .base(let base): [base.name.lowercased()]
        case .wordSize(let size): [String(describing: size)]
        case .signedness(.signed): ["signed"]
        case .signedness(.unsigned): ["unsigned"]
        case .toggleSignedness: ["sign"]
        case .toggleBit(let index): ["bit\(index)"]
        case .undo: ["undo"]
        case .redo: ["redo"]
        case .memory(.add): ["m+"]
        case .memory(.subtract): ["m-", "m−"]
        case .memory(.recall): ["mr"]
        case .memory(.clear): ["mc"]
        }
    }
}

extension IntegerOperator {
    /// The operator's names in batch mode: a word, and C's symbol where C has one.
    var batchNames: [String] {
        switch self {
        case .add: ["+"]
        case .subtract: ["-", "−"]
        case .multiply: ["*", "×", "x"]
        case .divide: ["/", "÷"]
        case .modulo: ["mod", "%"]
        case .and: ["and", "&"]
        case .or: ["or", "|"]
        case .xor: ["xor", "^"]
        case .nand: ["nand"]
        case .nor: ["nor"]
        case .leftShift: ["lsh", "<<", "shl", "sal"]
        case .arithmeticRightShift: ["rsh", ">>", "sar"]
        case .logicalRightShift: ["shr", ">>>"]
        case .rotateLeft: ["rol"]
        case .rotateRight: ["ror"]
        }
    }
}
