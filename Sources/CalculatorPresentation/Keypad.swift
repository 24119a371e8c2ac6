import CalculatorController
import CalculatorModel

/// A button of the keypad: the key it presses and where it sits in the grid. Its title, its title
/// under `2nd` and its name come from the key table (`Key.definition`).
public struct KeypadButton: Hashable, Sendable {
    /// How a button is coloured, as on the iPhone.
    public enum Style: Hashable, Sendable { case function, digit, operation, scientific }
    /// Which part of the keypad a button belongs to.
    public enum Panel: Hashable, Sendable { case standard, scientific }

    public let key: Key
    public let style: Style
    public let row: Int
    public let column: Int
    public var columnSpan = 1

    /// A stable name for layout items, flashes, `--print-layout` and tests: the operation's name
    /// (`squareRoot`), the digit, or the key's role (`clear`, `point`, `second`, `angle`, `backspace`).
    public var id: String {
        switch key {
        case .digit(let digit): String(digit)
        case .operation(let operation): Self.operationIDs[operation]!
        case .point: "point"
        case .clear, .allClear, .clearEntry: "clear"
        case .backspace: "backspace"
        case .second: "second"
        case .toggleAngleUnit, .angleUnit: "angle"
        case .undo: "undo"
        case .redo: "redo"
        }
    }

    /// The operations' names, spelled once: `String(describing:)` reflects on the case every time.
    private static let operationIDs = Dictionary(uniqueKeysWithValues: OperationID.allCases.map { ($0, String(describing: $0)) })

    public var panel: Panel { style == .scientific ? .scientific : .standard }

    /// Whether the title is an arithmetic symbol (`+ − × ÷ =` and `±`), drawn larger than text titles.
    public var hasSymbolTitle: Bool { style == .operation || key == .operation(.negate) }

    /// The title in `state`: `AC` or `C`, the unit `Rad`/`Deg` switches to, the second operation
    /// while `2nd` is on, the locale's decimal separator.
    public func title(in state: DisplayState) -> String {
        key == .point ? state.numberLocale.decimalSeparator : shownKey(in: state).definition.title
    }

    /// What a screen reader says for the button in `state`, as its title changes: "all clear" or
    /// "clear", the unit it switches to, "sine inverse" while `2nd` is on.
    public func spokenName(in state: DisplayState) -> String {
        key == .point && state.numberLocale.decimalSeparator == "," ? "comma" : shownKey(in: state).definition.spoken
    }

    /// The key whose title the button shows in `state`.
    func shownKey(in state: DisplayState) -> Key {
        switch key {
        case .clear: state.clearKey
        case .toggleAngleUnit: Key.angleUnit(state.isRadians ? .degrees : .radians)
        case .operation(let id) where state.isSecondActive: Key.operation(Key.operation(id).definition.second ?? id)
        default: key
        }
    }
}

/// The buttons: the standard keypad of 5 rows × 4 columns (`0` two columns wide), and the
/// scientific panel of 5 × 6 on its left when the window is wide.
public enum Keypad {
    static let rows = 5
    static let columns = 4
    static let scientificColumns = 6

    /// The standard keys, as on the iPhone.
    public static let standard: [KeypadButton] = grid([
        [.clear, .operation(.negate), .operation(.percent), .operation(.divide)],
        [.digit(7), .digit(8), .digit(9), .operation(.multiply)],
        [.digit(4), .digit(5), .digit(6), .operation(.subtract)],
        [.digit(1), .digit(2), .digit(3), .operation(.add)],
        [.digit(0), .point, .equals],
    ]) { key in
        switch key {
        case .digit, .point: .digit
        case .operation(.negate), .operation(.percent), .clear: .function
        default: .operation
        }
    }

    /// The scientific panel, as the iPhone's landscape calculator has it: parentheses and memory on
    /// top. Backspace is a swipe across the display, as on the iPhone, and the undo button.
    public static let scientific: [KeypadButton] = grid([
        [.operation(.openParenthesis), .operation(.closeParenthesis), .operation(.memoryClear), .operation(.memoryAdd),
         .operation(.memorySubtract), .operation(.memoryRecall)],
        [.second, .operation(.square), .operation(.cube), .operation(.power), .operation(.exp), .operation(.exp10)],
        [.operation(.reciprocal), .operation(.squareRoot), .operation(.cubeRoot), .operation(.root), .operation(.ln), .operation(.log10)],
        [.operation(.factorial), .operation(.sin), .operation(.cos), .operation(.tan), .operation(.e), .operation(.scaled)],
        [.toggleAngleUnit, .operation(.sinh), .operation(.cosh), .operation(.tanh), .operation(.pi), .operation(.random)],
    ]) { _ in .scientific }

    /// Undo and redo: small round buttons at the display's top left, beside the history button, in
    /// both size classes (`KeypadScene` places them; the layout does not).
    public static let display: [KeypadButton] = [Key.undo, .redo].enumerated().map { column, key in
        KeypadButton(key: key, style: .scientific, row: 0, column: column)
    }

    /// Every button: standard, scientific and on the display.
    public static let all = standard + scientific + display

    /// The button a key press lights: the key's own, or the one that shows it (`Key.button`).
    public static func button(for key: Key) -> KeypadButton? {
        all.first { $0.key == key.button }
    }

    /// Buttons for rows of keys; in a row shorter than the grid, `0` and `⌫` span two columns.
    private static func grid(_ rows: [[Key]], style: (Key) -> KeypadButton.Style) -> [KeypadButton] {
        let width = rows.map(\.count).max() ?? 0
        return rows.enumerated().flatMap { row, keys in
            var column = 0
            return keys.map { key in
                let span = keys.count < width && (key == .digit(0) || key == .backspace) ? 2 : 1
                defer { column += span }
                return KeypadButton(key: key, style: style(key), row: row, column: column, columnSpan: span)
            }
        }
    }
}
