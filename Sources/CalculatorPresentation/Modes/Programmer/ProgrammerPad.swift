import CalculatorController
import CalculatorModel

/// A button of the programmer keypad: what it presses (`Control.programmerKey`, or the word-size
/// button), how it is coloured, and its cell in the grid.
public struct ProgrammerButton: Hashable, Sendable {
    public let control: Control
    public let style: KeypadButton.Style
    public let row: Int
    public let column: Int
    public var columnSpan = 1

    /// The key the button presses, if it is a key (the word-size button turns the size instead).
    public var key: ProgrammerKey? {
        if case .programmerKey(let key) = control { key } else { nil }
    }

    /// The key whose title and spoken name the button shows in `state`: `AC` or `CE`.
    func shownKey(in state: ProgrammerDisplayState) -> ProgrammerKey? {
        key == .clear ? state.clearKey : key
    }

    /// The title in `state`: the word size now for the word-size button, `SIGNED`/`UNSIGNED` for the sign toggle.
    public func title(in state: ProgrammerDisplayState) -> String {
        switch control {
        case .wordSizeCycle: return Mode.programmerRow(.wordSize(state.value.size)).title
        case .programmerKey(.toggleSignedness): return Mode.programmerRow(.signedness(state.value.signedness)).title
        default: return shownKey(in: state).map { Mode.programmerRow($0).title } ?? ""
        }
    }

    /// The title abbreviated, for a key too small to show it at the legible size (issue 47): the word
    /// size as its bits (`64b`), the signedness as `SGN`/`UNS`, then `S`/`U` (the chord that toggles it).
    public func shorterTitles(in state: ProgrammerDisplayState) -> [String] {
        switch control {
        case .wordSizeCycle: return [String(state.value.size.bitWidth) + "b"]
        case .programmerKey(.toggleSignedness): return state.value.signedness == .signed ? ["SGN", "S"] : ["UNS", "U"]
        default: return []
        }
    }

    /// What a screen reader says: the key's name, or what the toggles hold now ("64 bits", "signed").
    public func spokenName(in state: ProgrammerDisplayState) -> String {
        switch control {
        case .wordSizeCycle: return localized("word size") + ", " + Mode.programmerRow(.wordSize(state.value.size)).spoken
        case .programmerKey(.toggleSignedness): return Mode.programmerRow(.signedness(state.value.signedness)).spoken
        default: return shownKey(in: state).map { Mode.programmerRow($0).spoken } ?? ""
        }
    }

    /// Whether the button does anything in `state`: a digit the base lacks does not (it looks disabled).
    public func isEnabled(in state: ProgrammerDisplayState) -> Bool {
        key.map(state.isEnabled) ?? true
    }
}

/// The programmer keypad: 7 rows × 6 columns of round buttons, after Windows' and GNOME's
/// programmer keypads: the settings and clears on top, the bitwise operators and the shifts in two
/// rows under them, then A–F in two columns left of the decimal digits (as Windows puts them), and
/// the arithmetic operators down the right edge as on the standard keypad.
public enum ProgrammerPad {
    static let rows = 7
    static let columns = 6

    /// The buttons, row by row.
    public static let buttons: [ProgrammerButton] = {
        let k = { (key: ProgrammerKey) in Control.programmerKey(key) }
        let grid: [[Control]] = [
            [.wordSizeCycle, k(.toggleSignedness), k(.openParenthesis), k(.closeParenthesis), k(.clear), k(.backspace)],
            [
                k(.operation(.and)), k(.operation(.or)), k(.operation(.xor)), k(.function(.not)), k(.operation(.nand)),
                k(.operation(.nor)),
            ],
            [
                k(.operation(.leftShift)), k(.operation(.arithmeticRightShift)), k(.operation(.logicalRightShift)),
                k(.operation(.rotateLeft)), k(.operation(.rotateRight)), k(.operation(.divide)),
            ],
            [k(.digit(10)), k(.digit(11)), k(.digit(7)), k(.digit(8)), k(.digit(9)), k(.operation(.multiply))],
            [k(.digit(12)), k(.digit(13)), k(.digit(4)), k(.digit(5)), k(.digit(6)), k(.operation(.subtract))],
            [k(.digit(14)), k(.digit(15)), k(.digit(1)), k(.digit(2)), k(.digit(3)), k(.operation(.add))],
            [k(.operation(.modulo)), k(.function(.negate)), k(.digit(0)), k(.equals)],
        ]
        return grid.enumerated().flatMap { row, controls in
            var column = 0
            return controls.map { control in
                let span = control == k(.digit(0)) ? 3 : 1
                defer { column += span }
                return ProgrammerButton(control: control, style: style(of: control), row: row, column: column, columnSpan: span)
            }
        }
    }()

    /// Digits as the standard keypad's digits, `+ − × ÷ =` as its operators, the rest as its
    /// function keys; the bitwise operators and shifts in the scientific keys' colour.
    static func style(of control: Control) -> KeypadButton.Style {
        switch control {
        case .programmerKey(.digit): .digit
        case .programmerKey(.operation(.add)), .programmerKey(.operation(.subtract)), .programmerKey(.operation(.multiply)),
            .programmerKey(.operation(.divide)), .programmerKey(.equals):
            .operation
        case .programmerKey(.operation), .programmerKey(.function(.not)): .scientific
        default: .function
        }
    }
}
