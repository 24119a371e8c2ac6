import CalculatorView

/// The calculator's colours: the iPhone palette.
struct Theme {
    var background = Color.black
    var digit = (fill: Color(hex: "#333333")!, text: Color.white)
    var function = (fill: Color(hex: "#a5a5a5")!, text: Color.black)
    var operation = (fill: Color(hex: "#ff9f0a")!, text: Color.white)
    var display = Color.white
    var expression = Color(hex: "#8e8e93")!

    /// Fill and text of a button; a pending operator is drawn inverted, as on the iPhone.
    func colors(for style: KeypadButton.Style, isPending: Bool) -> (fill: Color, text: Color) {
        switch style {
        case .digit: digit
        case .function: function
        case .operation: isPending ? (operation.text, operation.fill) : operation
        }
    }
}
