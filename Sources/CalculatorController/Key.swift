import CalculatorModel

/// A key of the calculator, whether clicked, typed or named in batch mode.
public enum Key: Hashable, Sendable {
    /// A digit 0–9.
    case digit(Int)
    /// The decimal point.
    case point
    /// An operation of the brain's table.
    case operation(OperationID)
    /// The keypad's clear key: `C` while there is an entry to clear, `AC` otherwise.
    case clear
    /// `AC`: forget everything.
    case allClear
    /// `C`: clear the entry, keep the pending operation.
    case clearEntry
    /// Delete the last typed character.
    case backspace
    /// `2nd`: while on, keys with a second operation perform it; stays on until pressed again.
    case second
    /// `Rad`/`Deg`: switch between radians and degrees.
    case toggleAngleUnit
    /// Set the angle unit, whatever it was (batch mode's `rad` and `deg`, F3 and F4).
    case angleUnit(AngleUnit)
    /// Take back the last key that changed something.
    case undo
    /// Take forward again what `undo` took back.
    case redo
}

extension Key {
    /// `=`, which is itself an entry of the operation table.
    public static let equals = Key.operation(.equals)

    /// Every key: the digits, the point, every operation, and the keys of the controller.
    public static let all: [Key] =
        (0...9).map(Key.digit) + [.point] + OperationID.allCases.map(Key.operation)
        + [.clear, .allClear, .clearEntry, .backspace, .second, .toggleAngleUnit, .undo, .redo]
        + AngleUnit.allCases.map(Key.angleUnit)
}
