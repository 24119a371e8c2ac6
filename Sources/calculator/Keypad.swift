import CalculatorController

/// A button of the keypad: what it shows, what it presses, where it sits in the grid.
struct KeypadButton: Hashable {
    /// How a button is coloured, as on the iPhone.
    enum Style: Hashable { case function, digit, operation, scientific }
    /// Which part of the keypad a button belongs to.
    enum Panel: Hashable { case standard, scientific }

    /// A stable name, used for layout items, flashes and tests.
    let id: String
    let title: String
    let key: Key
    let style: Style
    let row: Int
    let column: Int
    var columnSpan = 1
    /// The title while `2nd` is on, for keys that change meaning.
    var secondTitle: String? = nil

    var panel: Panel { style == .scientific ? .scientific : .standard }
}

/// The buttons of the standard keypad: 5 rows × 4 columns, `0` two columns wide.
enum Keypad {
    static let rows = 5
    static let columns = 4
    static let scientificColumns = 6

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

    /// The scientific panel, six columns left of the standard keys when the window is wide,
    /// after the iPhone's landscape calculator (without parentheses, which immediate execution has no use for).
    static let scientific: [KeypadButton] = {
        let rows: [[(String, String, Key, String?)]] = [
            [("second", "2nd", .second, nil), ("square", "x²", .operation("x²"), nil),
             ("cube", "x³", .operation("x³"), nil), ("power", "xʸ", .operation("xʸ"), nil),
             ("exp", "eˣ", .operation("eˣ"), nil), ("pow10", "10ˣ", .operation("10ˣ"), nil)],
            [("reciprocal", "1/x", .operation("1/x"), nil), ("sqrt", "√x", .operation("√"), nil),
             ("cbrt", "∛x", .operation("∛"), nil), ("root", "ʸ√x", .operation("ʸ√x"), nil),
             ("ln", "ln", .operation("ln"), nil), ("log10", "log₁₀", .operation("log₁₀"), nil)],
            [("factorial", "x!", .operation("x!"), nil), ("sin", "sin", .operation("sin"), "sin⁻¹"),
             ("cos", "cos", .operation("cos"), "cos⁻¹"), ("tan", "tan", .operation("tan"), "tan⁻¹"),
             ("e", "e", .operation("e"), nil), ("ee", "EE", .operation("EE"), nil)],
            [("angle", "Rad", .toggleAngleUnit, nil), ("sinh", "sinh", .operation("sinh"), "sinh⁻¹"),
             ("cosh", "cosh", .operation("cosh"), "cosh⁻¹"), ("tanh", "tanh", .operation("tanh"), "tanh⁻¹"),
             ("pi", "π", .operation("π"), nil), ("rand", "Rand", .operation("Rand"), nil)],
            [("mc", "mc", .operation("mc"), nil), ("mplus", "m+", .operation("m+"), nil),
             ("mminus", "m−", .operation("m−"), nil), ("mr", "mr", .operation("mr"), nil),
             ("backspace", "⌫", .backspace, nil)],
        ]
        var buttons: [KeypadButton] = []
        for (row, entries) in rows.enumerated() {
            for (column, (id, title, key, second)) in entries.enumerated() {
                buttons.append(KeypadButton(
                    id: id, title: title, key: key, style: .scientific, row: row, column: column,
                    columnSpan: id == "backspace" ? 2 : 1, secondTitle: second))
            }
        }
        return buttons
    }()

    /// Every button, standard and scientific.
    static let all = standard + scientific

    /// The button a key stands for, so a key press can flash it.
    static func button(for key: Key) -> KeypadButton? {
        let shown: Key = switch key {
        case .allClear, .clearEntry: .clear
        default: key
        }
        return all.first { $0.key == shown }
    }
}
