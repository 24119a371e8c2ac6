import CalculatorController
import CalculatorModel

/// Everything the window shows that a click, a key or a screen reader presses, and the faces the
/// history panel draws that nothing presses: what `ButtonFace`, `WindowEvent.click`, a key's flash
/// and an accessible button's press name. The window interface is generic over it; the view only
/// compares controls.
public enum Control: Hashable, Sendable {
    /// A keypad button, by its key (`Key.buttonKey`: `clear` for `AC` and `C`, `toggleAngleUnit`
    /// for `Rad`/`Deg`, `sin` for `sin⁻¹`). Undo, redo and the parentheses are keys too.
    case key(Key)
    /// The button that opens and closes the history panel, with a list icon at the display's top left.
    case historyToggle
    /// The panel's `Clear`, which empties the tape.
    case historyClear
    /// A row of the panel: the calculation at this index of the tape (pressing it recalls its result).
    case historyRow(Int)
    /// The panel's heading, `History`.
    case historyHeading
    /// The line that says the tape is empty.
    case historyEmpty
    /// The scroll bar beside the rows while some do not fit: the sign that there are more.
    case historyScrollBar
    /// The converter's unit button of one side, which opens the unit picker for it.
    case converterUnit(ConverterPanel.Side)
    /// The converter's swap button, which exchanges the two units.
    case converterSwap
    /// The unit picker's text field: what was typed (pressing it does nothing).
    case unitQuery
    /// A row of the unit picker: the item at this index of its list (pressing it chooses the unit).
    case unitRow(Int)
    /// The line that says no unit matches what was typed.
    case unitNone

    /// The stable name of layout items, `--print-layout` and accessible objects (`button_` + the name for
    /// a button): a key's operation name (`squareRoot`), digit, or role (`clear`, `point`, `second`,
    /// `angle`, `backspace`, `undo`, `redo`); `history` for the panel's button, and its parts
    /// under it: `history.clear`, `history.title`, `history.empty`, `history.scrollbar`, and
    /// `history_<index>` for a row (one D-Bus path element, as its accessible object always had).
    public var name: String {
        switch self {
        case .key(let key): Self.name(of: key)
        case .historyToggle: "history"
        case .historyRow(let index): Self.historyToggle.name + "_" + String(index)
        case .historyClear: Self.historyToggle.name + ".clear"
        case .historyHeading: Self.historyToggle.name + ".title"
        case .historyEmpty: Self.historyToggle.name + ".empty"
        case .historyScrollBar: Self.historyToggle.name + ".scrollbar"
        case .converterUnit(let side): "unit_" + side.rawValue
        case .converterSwap: "swap"
        case .unitQuery: "picker.query"
        case .unitRow(let index): "picker_" + String(index)
        case .unitNone: "picker.none"
        }
    }

    /// A key's button name: the keys a button shows in turn (`AC` and `C`, `Rad` and `Deg`) share one.
    private static func name(of key: Key) -> String {
        switch key {
        case .digit(let digit): String(digit)
        case .operation(let operation): operationNames[operation]!
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
    private static let operationNames = Dictionary(
        uniqueKeysWithValues: OperationID.allCases.map { ($0, String(describing: $0)) })
}
