import CalculatorModel

/// What the programmer mode shows: the value in its base (and in every base, for the window's
/// four-base panel and `--bases`), the expression line, and what the keypad needs to look right.
public struct ProgrammerDisplayState: Equatable, Sendable {
    /// The value shown, with its word size and signedness.
    public var value: IntegerWord
    /// The base the value is shown and typed in.
    public var base: ProgrammerBase
    /// Why the calculation ended in `Error` (division or modulo by zero); nil while it has not.
    public var errorReason: ErrorReason?
    /// Whether the calculation ended in `Error`.
    public var isError: Bool { errorReason != nil }
    /// Whether a number is being typed (the clear key is then `CE`).
    public var isTyping: Bool
    /// The expression line, its values in `base`.
    public var expression: String
    /// The operator waiting right after it was pressed (the keypad may highlight it).
    public var pendingOperator: IntegerOperator?
    public var openParentheses: Int
    /// How decimal values are grouped.
    public var numberLocale: NumberLocale
    /// Whether the memory (shared with the calculator) holds a value, so the view can show an `M`.
    public var hasMemory = false

    /// The value in `base`, grouped (hex and binary by 4, octal by 3, decimal as the locale groups),
    /// or `Error`.
    public var display: String { text(in: base) }

    /// The value's digits in `base`, ungrouped, or `Error`: what batch mode prints.
    public var plainDisplay: String { isError ? NumberFormat.error : value.digits(in: base) }

    /// The value in `base`, grouped, or `Error`: a line of the four-base panel.
    public func text(in base: ProgrammerBase) -> String {
        isError ? NumberFormat.error : value.text(in: base, locale: numberLocale)
    }

    /// What Copy puts on the clipboard: the value in `base` as code reads it, prefixed (`0xFF`,
    /// `0o17`, `0b1010`, decimal bare: `-128`), or with `bare` only its digits (`FF`); nil for `Error`,
    /// which is nothing to copy. Either pastes back as the same word (`ProgrammerPaste`).
    public func copyText(bare: Bool = false) -> String? {
        guard !isError else { return nil }
        return bare ? value.digits(in: base) : value.prefixedDigits(in: base)
    }

    /// The keypad's clear key now: `CE` while typing, `AC` otherwise.
    public var clearKey: ProgrammerKey { isTyping ? .clearEntry : .allClear }

    /// Whether `key` does anything now: a digit the base lacks, or a bit the word lacks, does not.
    public func isEnabled(_ key: ProgrammerKey) -> Bool {
        switch key {
        case .digit(let digit): base.accepts(digit: digit)
        case .toggleBit(let index): (0..<value.size.bitWidth).contains(index)
        default: true
        }
    }
}
