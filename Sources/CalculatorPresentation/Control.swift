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
    /// The panel's `Copy`, beside `Clear`: copies the whole tape as text (as `calculator --history` prints it).
    case historyCopy
    /// A row of the panel: the calculation at this index of the tape (pressing it recalls its result).
    case historyRow(Int)
    /// The panel's heading, `History`.
    case historyHeading
    /// The line that says the tape is empty.
    case historyEmpty
    /// The scroll bar beside the rows while some do not fit: the sign that there are more.
    case historyScrollBar
    /// The round button at the display's top right that switches to the next mode (Ctrl+1, Ctrl+2 pick one).
    case modeSwitch
    /// A key of the programmer keypad.
    case programmerKey(ProgrammerKey)
    /// The programmer keypad's word-size button: QWORD → DWORD → WORD → BYTE → QWORD, as Windows' button turns.
    case wordSizeCycle
    /// A line of the programmer display's four bases: the value in that base; pressing it shows and types in it.
    case baseLine(ProgrammerBase)
    /// A bit of the programmer mode's bit field (0 the lowest): pressing it flips the bit.
    case bit(Int)
    /// The bit field's numbers (the position of the bit above), which nothing presses.
    case bitNumber(Int)
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
    /// The keys window's heading (`KeysSheet`), its lines (at this index of them), its scroll bar, and its
    /// Close button; only Close does anything when pressed.
    case keysHeading
    case keysLine(Int)
    /// What a line's chords do, beside them, in a wide keys window.
    case keysMeaning(Int)
    case keysScrollBar
    case keysClose
    /// A result of the sheet's (a click copies it).
    case sheetResult(Int)
    /// The sheet's name in the display, which shows the list of sheets; the list's field (the heading,
    /// the name typed, a delete's question), a row (the sheet at this index of the list), and its buttons.
    case sheetName
    case sheetListField
    case sheetListRow(Int)
    case sheetListNew
    case sheetListRename
    case sheetListDelete

    /// The stable name of layout items, `--print-layout` and accessible objects (`button_` + the name for
    /// a button): a key's operation name (`squareRoot`), digit, or role (`clear`, `point`, `second`,
    /// `angle`, `backspace`, `undo`, `redo`); `history` for the panel's button, and its parts
    /// under it: `history.clear`, `history.copy`, `history.title`, `history.empty`, `history.scrollbar`, and
    /// `history_<index>` for a row (one D-Bus path element, as its accessible object always had).
    public var name: String {
        switch self {
        case .key(let key): Self.name(of: key)
        case .historyToggle: "history"
        case .historyRow(let index): Self.historyToggle.name + "_" + String(index)
        case .historyClear: Self.historyToggle.name + ".clear"
        case .historyCopy: Self.historyToggle.name + ".copy"
        case .historyHeading: Self.historyToggle.name + ".title"
        case .historyEmpty: Self.historyToggle.name + ".empty"
        case .historyScrollBar: Self.historyToggle.name + ".scrollbar"
        case .modeSwitch: "mode"
        case .programmerKey(let key): "programmer." + Self.name(of: key)
        case .wordSizeCycle: "programmer.wordSize"
        case .baseLine(let base): "programmer." + base.name.lowercased()
        case .bit(let index): "bit_" + String(index)
        case .bitNumber(let index): "bit_" + String(index) + ".number"
        case .converterUnit(let side): "unit_" + side.rawValue
        case .converterSwap: "swap"
        case .unitQuery: "picker.query"
        case .unitRow(let index): "picker_" + String(index)
        case .unitNone: "picker.none"
        case .keysHeading: "keys.title"
        case .keysLine(let index): "keys_" + String(index)
        case .keysMeaning(let index): "keys_" + String(index) + ".meaning"
        case .keysScrollBar: "keys.scrollbar"
        case .keysClose: "keys.close"
        case .sheetResult(let index): "sheet.result_" + String(index)
        case .sheetName: "sheet.name"
        case .sheetListField: "sheet.list.field"
        case .sheetListRow(let index): "sheet.list_" + String(index)
        case .sheetListNew: "sheet.list.new"
        case .sheetListRename: "sheet.list.rename"
        case .sheetListDelete: "sheet.list.delete"
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

    /// A programmer key's button name: an operator's or a function's case name (`and`, `leftShift`,
    /// `not`), a digit's character (`A`), or its role.
    private static func name(of key: ProgrammerKey) -> String {
        switch key {
        case .digit(let digit): String(digit, radix: 16, uppercase: true)
        case .operation(let operation): String(describing: operation)
        case .function(let function): String(describing: function)
        case .openParenthesis: "openParenthesis"
        case .closeParenthesis: "closeParenthesis"
        case .equals: "equals"
        case .clear, .allClear, .clearEntry: "clear"
        case .backspace: "backspace"
        case .base(let base): base.name.lowercased()
        case .wordSize(let size): String(describing: size)
        case .signedness(let signedness): String(describing: signedness)
        case .toggleSignedness: "sign"
        case .toggleBit(let index): "bit" + String(index)
        case .memory(let memory): "memory_" + String(describing: memory)
        case .undo: "undo"
        case .redo: "redo"
        }
    }

    /// The operations' names, spelled once: `String(describing:)` reflects on the case every time.
    private static let operationNames = Dictionary(
        uniqueKeysWithValues: OperationID.allCases.map { ($0, String(describing: $0)) })
}
