import Layout

/// A solved programmer keypad (`KeypadGridFrames`): the size class, the display, the bit field's area
/// (wide only) and each button's frame.
public typealias ProgrammerFrames = KeypadGridFrames<ProgrammerButton>

/// The programmer keypad on the one grid (`KeypadGridLayout`): a display above the 7 × 6 grid of round
/// keys (compact), or above the grid with the bit field's panel on its left (wide).
public typealias ProgrammerLayout = KeypadGridLayout<ProgrammerButton>

extension ProgrammerButton: GridButton {}

extension KeypadGridFrames where Button == ProgrammerButton {
    /// The left panel of the wide window: the four bases above the bit field; nil when compact.
    public var bitField: Rect? { sidePanel }
}

extension KeypadGridLayout where Button == ProgrammerButton {
    /// The layout at `scale` (dpi / 96), compact until the first resize.
    public init(scale: Double = 1) {
        self.init(KeypadGrid.programmer, scale: scale)
    }
}

extension KeypadGrid {
    /// The programmer's display is at least this many key heights tall (the number, and the four bases
    /// when compact), and at most that many; the extra height of a tall window stays above it.
    static let programmerDisplayCells = 2.2...4.5
    /// The bit field's panel needs this much width (pixels at 96 dpi) for 16 bits in a row to be
    /// clickable (about 20 px each with the gaps between nibbles): narrower, the window is compact.
    static let minimumBitFieldWidth = 340.0

    /// The programmer keypad: one grid of round keys in both size classes, the bit field beside it when wide.
    static var programmer: Spec<ProgrammerButton> {
        let buttons = ProgrammerPad.buttons
        let all = Array(buttons.indices)
        let grid = Arrangement(
            rows: ProgrammerPad.rows, columns: ProgrammerPad.columns, name: "programmerGrid",
            cells: all.map { ($0, buttons[$0].column) }, shown: all)
        var wide = grid
        wide.showsSidePanel = true
        return Spec(
            buttons: buttons, displayCells: programmerDisplayCells, compact: grid, wide: wide,
            nextSizeClass: { _, width, height, scale in programmerSizeClass(width: width, height: height, scale: scale) })
    }

    /// The programmer keypad's size class for a window of `width` × `height` at `scale`: wide when, with
    /// keys as tall as the height allows, the width left beside them holds the bit field.
    static func programmerSizeClass(width: Double, height: Double, scale: Double) -> SizeClass {
        let margins = 2 * margin * scale, ratio = spacingRatio
        let rows = Double(ProgrammerPad.rows), columns = Double(ProgrammerPad.columns)
        let byHeight = keyHeight(rows: rows, displayCells: programmerDisplayCells.lowerBound, height: height, scale: scale)
        let key = max(0, min(byHeight, maximumCell * scale))
        let keysWidth = key * (columns + ratio * (columns - 1))
        return width - margins - keysWidth - key * 0.5 >= minimumBitFieldWidth * scale ? .wide : .compact
    }
}
