/// A binary operator of the programmer mode, on two words of the same size and signedness; its result
/// wraps to the word. Ordered by C's precedence (`precedence`).
public enum IntegerOperator: Hashable, Sendable, CaseIterable {
    case add, subtract, multiply
    /// Integer division, truncated toward zero as C does; by zero it is `Error`.
    case divide
    /// C's remainder (`%`): the sign of the dividend; by zero it is `Error`.
    case modulo
    case and, or, xor, nand, nor
    /// Left shift: arithmetic and logical left shifts are the same operation.
    case leftShift
    /// Arithmetic right shift: a signed value's sign bit fills in from the left (C's `>>` on a signed
    /// type); an unsigned value shifts in zeros.
    case arithmeticRightShift
    /// Logical right shift: zeros fill in, signed or not.
    case logicalRightShift
    /// Rotations by the right operand, modulo the word size.
    case rotateLeft, rotateRight

    /// How tightly the operator binds, as in C: `×` `÷` `mod` 6, `+` `−` 5, shifts and rotations 4,
    /// AND and NAND 3, XOR 2, OR and NOR 1. All associate to the left.
    public var precedence: Int {
        switch self {
        case .multiply, .divide, .modulo: 6
        case .add, .subtract: 5
        case .leftShift, .arithmeticRightShift, .logicalRightShift, .rotateLeft, .rotateRight: 4
        case .and, .nand: 3
        case .xor: 2
        case .or, .nor: 1
        }
    }

    /// The operator as the expression line writes it.
    public var symbol: String {
        switch self {
        case .add: "+"
        case .subtract: "−"
        case .multiply: "×"
        case .divide: "÷"
        case .modulo: "mod"
        case .and: "AND"
        case .or: "OR"
        case .xor: "XOR"
        case .nand: "NAND"
        case .nor: "NOR"
        case .leftShift: "Lsh"
        case .arithmeticRightShift: "Rsh"
        case .logicalRightShift: "Shr"
        case .rotateLeft: "RoL"
        case .rotateRight: "RoR"
        }
    }

    /// `a` operator `b` (both of one size and signedness), wrapped to the word; nil for `Error`
    /// (division or modulo by zero). A shift or rotation counts by `b`'s bits read unsigned: shifting by
    /// the word size or more leaves 0 (or all sign bits, for an arithmetic right shift of a negative
    /// value); a rotation turns by the count modulo the word size.
    public func apply(_ a: IntegerWord, _ b: IntegerWord) -> IntegerWord? {
        let mask = a.size.mask
        let width = UInt64(a.size.bitWidth)
        switch self {
        case .add: return a.with(bits: a.bits &+ b.bits)
        case .subtract: return a.with(bits: a.bits &- b.bits)
        case .multiply: return a.with(bits: a.bits &* b.bits)
        case .divide, .modulo:
            guard b.bits != 0 else { return nil }
            if a.signedness == .unsigned {
                return a.with(bits: self == .divide ? a.bits / b.bits : a.bits % b.bits)
            }
            let x = a.signExtended, y = b.signExtended
            // Int64.min ÷ −1 overflows: it wraps to Int64.min (and its remainder is 0), as C's wrapping does.
            if x == Int64.min && y == -1 { return self == .divide ? a : a.with(bits: 0) }
            return IntegerWord(self == .divide ? x / y : x % y, size: a.size, signedness: a.signedness)
        case .and: return a.with(bits: a.bits & b.bits)
        case .or: return a.with(bits: a.bits | b.bits)
        case .xor: return a.with(bits: a.bits ^ b.bits)
        case .nand: return a.with(bits: ~(a.bits & b.bits))
        case .nor: return a.with(bits: ~(a.bits | b.bits))
        case .leftShift: return a.with(bits: b.bits >= width ? 0 : a.bits << b.bits)
        case .logicalRightShift: return a.with(bits: b.bits >= width ? 0 : a.bits >> b.bits)
        case .arithmeticRightShift:
            guard a.isNegative else { return a.with(bits: b.bits >= width ? 0 : a.bits >> b.bits) }
            return IntegerWord(a.signExtended >> Int64(min(b.bits, 63)), size: a.size, signedness: a.signedness)
        case .rotateLeft, .rotateRight:
            var count = b.bits % width
            if self == .rotateRight { count = (width - count) % width }
            guard count != 0 else { return a }
            return a.with(bits: ((a.bits << count) | (a.bits >> (width - count))) & mask)
        }
    }
}

/// A one-operand operation of the programmer mode, applied to the value shown at once.
public enum IntegerFunction: Hashable, Sendable, CaseIterable {
    /// Every bit flipped (C's `~`).
    case not
    /// The two's complement negation (`±`): wraps, so the most negative signed value stays itself.
    case negate

    /// The function as the expression line writes it around its operand: `NOT(5)`, `−(5)`.
    public var symbol: String { self == .not ? "NOT" : "−" }

    /// The function of `a`, wrapped to its word.
    public func apply(_ a: IntegerWord) -> IntegerWord {
        switch self {
        case .not: a.with(bits: ~a.bits)
        case .negate: a.with(bits: 0 &- a.bits)
        }
    }
}
