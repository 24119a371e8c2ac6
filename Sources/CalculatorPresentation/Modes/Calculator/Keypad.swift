import CalculatorController
import CalculatorModel

/// A button of the keypad: the key it presses and where it sits in the grid. Its title, its title
/// under `2nd` and its name come from the mode's table (`Mode.row`).
public struct KeypadButton: Hashable, Sendable {
    /// How a button is coloured, as on the iPhone.
    public enum Style: Hashable, Sendable { case function, digit, operation, scientific }
    /// Which part of the keypad a button belongs to.
    public enum Panel: Hashable, Sendable { case standard, scientific }

    /// What names the button on screen, in clicks, flashes and the accessible tree; its `name`
    /// names layout items and `--print-layout`'s rows. A key's button, or another control (the
    /// converter's unit and swap buttons).
    public let control: Control
    public let style: Style
    public let row: Int
    public let column: Int
    public var columnSpan = 1

    /// A key's button.
    public init(key: Key, style: Style, row: Int, column: Int, columnSpan: Int = 1) {
        self.init(control: .key(key), style: style, row: row, column: column, columnSpan: columnSpan)
    }

    /// A button that presses `control`.
    public init(control: Control, style: Style, row: Int, column: Int, columnSpan: Int = 1) {
        self.control = control
        self.style = style
        self.row = row
        self.column = column
        self.columnSpan = columnSpan
    }

    /// The key the button presses; nil for a button that is no key.
    public var key: Key? {
        if case .key(let key) = control { key } else { nil }
    }

    public var panel: Panel { style == .scientific ? .scientific : .standard }

    /// Whether the title is an arithmetic symbol (`+ − × ÷ =` and `±`), drawn larger than text titles.
    public var hasSymbolTitle: Bool { style == .operation || key == .operation(.negate) }

    /// The title in `state`: `AC` or `C`, the unit `Rad`/`Deg` switches to, the second operation
    /// while `2nd` is on, the locale's decimal separator.
    public func title(in state: DisplayState) -> String {
        guard let shown = shownKey(in: state) else { return "" }
        return key == .point ? state.numberLocale.decimalSeparator : Mode.calculator.row(shown).title
    }

    /// What a screen reader says for the button in `state`, as its title changes: "all clear" or
    /// "clear", the unit it switches to, "sine inverse" while `2nd` is on.
    public func spokenName(in state: DisplayState) -> String {
        guard let shown = shownKey(in: state) else { return "" }
        return key == .point && state.numberLocale.decimalSeparator == ","
            ? localized("comma") : Mode.calculator.row(shown).spoken
    }

    /// The key whose title the button shows in `state`; nil for a button that is no key.
    func shownKey(in state: DisplayState) -> Key? {
        guard let key else { return nil }
        return switch key {
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
        [
            .operation(.openParenthesis), .operation(.closeParenthesis), .operation(.memoryClear), .operation(.memoryAdd),
            .operation(.memorySubtract), .operation(.memoryRecall),
        ],
        [.second, .operation(.square), .operation(.cube), .operation(.power), .operation(.exp), .operation(.exp10)],
        [
            .operation(.reciprocal), .operation(.squareRoot), .operation(.cubeRoot), .operation(.root), .operation(.ln),
            .operation(.log10),
        ],
        [.operation(.factorial), .operation(.sin), .operation(.cos), .operation(.tan), .operation(.e), .operation(.scaled)],
        [.toggleAngleUnit, .operation(.sinh), .operation(.cosh), .operation(.tanh), .operation(.pi), .operation(.random)],
    ]) { _ in .scientific }

    /// The converter's keypad, 6 rows × 4: the two units and swap over backspace, then the clear key
    /// and the parentheses over ÷, the digits and the other operators as in the standard keypad, and
    /// ± beside 0 (the calculator's keys only, no scientific panel).
    public static let converter: [KeypadButton] = {
        let units: [KeypadButton] = [
            KeypadButton(control: .converterUnit(.from), style: .scientific, row: 0, column: 0),
            KeypadButton(control: .converterSwap, style: .function, row: 0, column: 1),
            KeypadButton(control: .converterUnit(.to), style: .scientific, row: 0, column: 2),
            KeypadButton(key: .backspace, style: .function, row: 0, column: 3),
        ]
        let keys = grid([
            [.clear, .operation(.openParenthesis), .operation(.closeParenthesis), .operation(.divide)],
            [.digit(7), .digit(8), .digit(9), .operation(.multiply)],
            [.digit(4), .digit(5), .digit(6), .operation(.subtract)],
            [.digit(1), .digit(2), .digit(3), .operation(.add)],
            [.operation(.negate), .digit(0), .point, .equals],
        ]) { key in
            switch key {
            case .digit, .point: .digit
            case .operation(.negate), .clear, .operation(.openParenthesis), .operation(.closeParenthesis): .function
            default: .operation
            }
        }
        return units + keys.map { KeypadButton(control: $0.control, style: $0.style, row: $0.row + 1, column: $0.column) }
    }()

    /// Undo and redo: small round buttons at the display's top left, beside the history button, in
    /// both size classes (`KeypadScene` places them; the layout does not).
    public static let display: [KeypadButton] = [Key.undo, .redo].enumerated().map { column, key in
        KeypadButton(key: key, style: .scientific, row: 0, column: column)
    }

    /// Every button: standard, scientific and on the display.
    public static let all = standard + scientific + display

    /// The button a key press lights: the key's own, or the one that shows it (`Key.buttonKey`); nil
    /// for a key no button shows (backspace, a swipe on the display).
    public static func flash(for key: Key) -> Control? {
        let buttonKey = key.buttonKey
        return keysOnButtons.contains(buttonKey) ? .key(buttonKey) : nil
    }

    /// The keys of `all`'s buttons, gathered once.
    private static let keysOnButtons = Set(all.compactMap(\.key))

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
