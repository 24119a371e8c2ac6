import Layout

/// A solved calculator or converter keypad (`KeypadGridFrames`).
public typealias KeypadFrames = KeypadGridFrames<KeypadButton>

/// The calculator's and the converter's keypads on the one grid (`KeypadGridLayout`): a display above a
/// grid of 5 × 4 standard keys (compact), or of 5 × 10 with the scientific panel on the left (wide); the
/// converter's 6 × 4 in both size classes.
public typealias KeypadLayout = KeypadGridLayout<KeypadButton>

extension KeypadButton: GridButton {}

extension KeypadGridLayout where Button == KeypadButton {
    /// The layout of `mode`'s buttons: its standard keypad, and its scientific panel when the window is wide.
    public init(mode: Mode = .calculator, scale: Double = 1) {
        self.init(standard: mode.buttons.standard, scientific: mode.buttons.scientific, scale: scale)
    }

    /// The layout of these panels' buttons.
    init(standard: [KeypadButton], scientific: [KeypadButton], scale: Double) {
        self.init(KeypadGrid.keypad(standard: standard, scientific: scientific), scale: scale)
    }
}

extension KeypadGrid {
    /// The display of the calculator's keypads is at least this many button heights tall, and at most
    /// that many (the iPhone's portrait display); a taller window leaves the space above it empty, as the
    /// iPhone does.
    static let keypadDisplayCells = 1.25...2.5

    /// A keypad of a standard panel and, when the window is wide, a scientific panel on its left: the
    /// grid's rows come from the buttons (the calculator's 5, the converter's 6); the compact keys may
    /// widen to fill the width; a mode with no scientific panel keeps 4 columns when wide.
    static func keypad(standard: [KeypadButton], scientific: [KeypadButton]) -> Spec<KeypadButton> {
        let buttons = standard + scientific
        let rows = buttons.map { $0.row + 1 }.max() ?? Keypad.rows
        let scientificColumns = scientific.isEmpty ? 0 : Keypad.scientificColumns
        let standardIndices = Array(standard.indices), scientificIndices = Array(standard.count..<buttons.count)
        let columns = Keypad.columns + scientificColumns
        return Spec(
            buttons: buttons, displayCells: keypadDisplayCells,
            compact: Arrangement(
                rows: rows, columns: Keypad.columns, name: "grid\(Keypad.columns)",
                cells: standardIndices.map { ($0, buttons[$0].column) }, shown: standardIndices, widens: true),
            wide: Arrangement(
                rows: rows, columns: columns, name: "grid\(columns)",
                cells: standardIndices.map { ($0, buttons[$0].column + scientificColumns) }
                    + scientificIndices.map { ($0, buttons[$0].column) },
                shown: scientificIndices + standardIndices),
            nextSizeClass: { current, width, height, scale in current.next(width: width, height: height, scale: scale) })
    }
}
