import Layout

/// A solved programmer keypad: the size class, the display, the bit field's area (wide only) and each button's frame.
public struct ProgrammerFrames: Equatable, Sendable {
    public var sizeClass: SizeClass
    public var display: Rect
    /// The left panel of the wide window: the four bases above the bit field; nil when compact.
    public var bitField: Rect?
    public var buttons: [(button: ProgrammerButton, frame: Rect)]
    public var scale: Double

    public static func == (a: ProgrammerFrames, b: ProgrammerFrames) -> Bool {
        a.sizeClass == b.sizeClass && a.display == b.display && a.bitField == b.bitField && a.scale == b.scale
            && a.buttons.elementsEqual(b.buttons) { $0.button == $1.button && $0.frame == $1.frame }
    }
}

/// The programmer keypad's constraints, in one solver as `KeypadLayout`'s: a display above the 7 × 6
/// grid of round keys (compact), or above the grid with the bit field's panel on its left (wide).
/// The two arrangements are constraint groups swapped in and out.
public struct ProgrammerLayout {
    /// The display is at least this many key heights tall (the number, and the four bases when
    /// compact), and at most that many; the extra height of a tall window stays above it.
    static let minimumDisplayCells = 2.2
    static let maximumDisplayCells = 4.5
    /// The bit field's panel needs this much width (pixels at 96 dpi) for 16 bits in a row to be
    /// clickable (about 20 px each with the gaps between nibbles): narrower, the window is compact.
    static let minimumBitFieldWidth = 340.0

    public private(set) var sizeClass = SizeClass.compact
    private var system: LayoutSystem
    private let scale: Double
    private let display: LayoutItem
    private let bits: LayoutItem
    private let placed: [(button: ProgrammerButton, item: LayoutItem)]
    private let compactGroup: [Constraint]
    private let wideGroup: [Constraint]

    /// The layout at `scale` (dpi / 96), compact until the first resize.
    public init(scale: Double = 1) {
        var system = LayoutSystem(windowStrength: KeypadLayout.windowStrength)
        let margin = KeypadLayout.margin * scale
        let window = system.window
        let display = system.addItem("display")
        let body = system.addItem("body")
        let keys = system.addItem("keys")
        let bits = system.addItem("bits")
        let placed = ProgrammerPad.buttons.map { ($0, system.addItem($0.control.name)) }
        let grid = GridLayout(
            rows: ProgrammerPad.rows, columns: ProgrammerPad.columns, spacing: 0,
            spacingRatio: KeypadLayout.spacingRatio, name: "programmerGrid")
        var common: [Constraint] =
            grid.constraints(filling: keys) + [
                // Round keys, not larger than the calculator's largest.
                (grid.cellWidth == grid.cellHeight) | KeypadLayout.aspectStrength,
                (grid.cellWidth <= KeypadLayout.maximumCell * scale) | KeypadLayout.capStrength,
                // The keys at the body's right, top and bottom.
                keys.right.constraint(equalTo: body.right),
                keys.top.constraint(equalTo: body.top),
                keys.bottom.constraint(equalTo: body.bottom),
                // Inside the window, centred across, at the bottom margin; filling the width up to the margins.
                body.left.constraint(greaterThanOrEqualTo: window.left),
                body.bottom.constraint(lessThanOrEqualTo: window.bottom),
                display.top.constraint(greaterThanOrEqualTo: window.top),
                body.centerX.constraint(equalTo: window.centerX),
                body.bottom.constraint(equalTo: window.bottom, constant: -margin, priority: KeypadLayout.bottomStrength),
                body.left.constraint(equalTo: window.left, constant: margin, priority: KeypadLayout.fillStrength),
                display.top.constraint(greaterThanOrEqualTo: window.top, constant: margin, priority: KeypadLayout.topStrength),
                // The display spans the body, a row's spacing above it, between its least and largest height.
                display.left.constraint(equalTo: body.left),
                display.right.constraint(equalTo: body.right),
                (display.bottom.linearExpression == body.top.linearExpression - grid.rowSpacing) | grid.spacingPriority,
                (display.height.linearExpression <= grid.cellHeight * Self.maximumDisplayCells) | KeypadLayout.capStrength,
                (display.height.linearExpression >= grid.cellHeight * Self.minimumDisplayCells)
                    | KeypadLayout.displayMinimumStrength,
                (display.height.linearExpression == grid.cellHeight * Self.maximumDisplayCells) | .weak,
                bits.top.constraint(equalTo: body.top),
                bits.bottom.constraint(equalTo: body.bottom),
                bits.left.constraint(equalTo: body.left),
            ]
        for (button, item) in placed {
            common += grid.place(item, row: button.row, column: button.column, columnSpan: button.columnSpan, in: keys)
        }
        // Compact: the keys are the body. Wide: the bit field's panel on their left, a key's width apart.
        let compactGroup = [keys.left.constraint(equalTo: body.left), bits.width.constraint(equalToConstant: 0)]
        let wideGroup = [
            (bits.right.linearExpression == keys.left.linearExpression - grid.cellWidth * 0.5) | .required,
            bits.width.constraint(greaterThanOrEqualToConstant: 0),
        ]
        do {
            try system.activate(common + compactGroup)
        } catch {
            preconditionFailure("the programmer keypad's constraints conflict: \(error)")
        }
        self.system = system
        self.scale = scale
        self.display = display
        self.bits = bits
        self.placed = placed
        self.compactGroup = compactGroup
        self.wideGroup = wideGroup
        frames = ProgrammerFrames(sizeClass: .compact, display: .zero, bitField: nil, buttons: [], scale: scale)
        frames = solvedFrames
    }

    /// The size class for a window of `width` × `height` at `scale`: wide when, with keys as tall as
    /// the height allows, the width left beside them holds the bit field.
    static func sizeClass(width: Double, height: Double, scale: Double) -> SizeClass {
        let margins = 2 * KeypadLayout.margin * scale, ratio = KeypadLayout.spacingRatio
        let rows = Double(ProgrammerPad.rows), columns = Double(ProgrammerPad.columns)
        let byHeight = (height - margins) / (rows + ratio * rows + minimumDisplayCells)
        let key = max(0, min(byHeight, KeypadLayout.maximumCell * scale))
        let keysWidth = key * (columns + ratio * (columns - 1))
        return width - margins - keysWidth - key * 0.5 >= minimumBitFieldWidth * scale ? .wide : .compact
    }

    /// Re-solves for a window of `width` × `height`, switching size class when the shape calls for it.
    public mutating func resize(width: Double, height: Double) {
        let next = Self.sizeClass(width: width, height: height, scale: scale)
        if next != sizeClass {
            system.deactivate(next == .wide ? compactGroup : wideGroup)
            do {
                try system.activate(next == .wide ? wideGroup : compactGroup)
            } catch {
                preconditionFailure("the \(next) programmer keypad's constraints conflict: \(error)")
            }
            sizeClass = next
        }
        system.resize(width: width, height: height)
        frames = solvedFrames
    }

    /// Everything a scene needs of the solved layout, read from the solver once per resize.
    public private(set) var frames: ProgrammerFrames

    private var solvedFrames: ProgrammerFrames {
        ProgrammerFrames(
            sizeClass: sizeClass, display: system.frame(of: display),
            bitField: sizeClass == .wide ? system.frame(of: bits) : nil,
            buttons: placed.map { ($0.button, system.frame(of: $0.item)) }, scale: scale)
    }
}
