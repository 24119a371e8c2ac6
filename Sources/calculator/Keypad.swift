import CalculatorController

/// A button of the keypad: what it shows, what it presses, where it sits in the grid.
struct KeypadButton: Hashable {
    /// How a button is coloured, as on the iPhone.
    enum Style: Hashable { case function, digit, operation }

    /// A stable name, used for layout items, flashes and tests.
    let id: String
    let title: String
    let key: Key
    let style: Style
    let row: Int
    let column: Int
    var columnSpan = 1
}

/// The buttons of the standard keypad: 5 rows × 4 columns, `0` two columns wide.
enum Keypad {
    static let rows = 5
    static let columns = 4

    static let standard: [KeypadButton] = {
        var buttons = [
            KeypadButton(id: "clear", title: "AC", key: .clear, style: .function, row: 0, column: 0),
            KeypadButton(id: "negate", title: "±", key: .operation("±"), style: .function, row: 0, column: 1),
            KeypadButton(id: "percent", title: "%", key: .operation("%"), style: .function, row: 0, column: 2),
            KeypadButton(id: "divide", title: "÷", key: .operation("÷"), style: .operation, row: 0, column: 3),
            KeypadButton(id: "multiply", title: "×", key: .operation("×"), style: .operation, row: 1, column: 3),
            KeypadButton(id: "subtract", title: "−", key: .operation("−"), style: .operation, row: 2, column: 3),
            KeypadButton(id: "add", title: "+", key: .operation("+"), style: .operation, row: 3, column: 3),
            KeypadButton(id: "equals", title: "=", key: .equals, style: .operation, row: 4, column: 3),
            KeypadButton(id: "0", title: "0", key: .digit(0), style: .digit, row: 4, column: 0, columnSpan: 2),
            KeypadButton(id: "point", title: ".", key: .point, style: .digit, row: 4, column: 2),
        ]
        for digit in 1...9 {
            buttons.append(KeypadButton(
                id: String(digit), title: String(digit), key: .digit(digit), style: .digit,
                row: 3 - (digit - 1) / 3, column: (digit - 1) % 3))
        }
        return buttons
    }()

    /// The button a key stands for, so a key press can flash it.
    static func button(for key: Key) -> KeypadButton? {
        let shown: Key = switch key {
        case .allClear, .clearEntry: .clear
        default: key
        }
        return standard.first { $0.key == shown }
    }
}
