import Layout

/// A solved keypad: the size class, where the display and each button on screen sit, and the
/// scale (dpi / 96) the frames were solved at.
public struct KeypadFrames: Equatable, Sendable {
    public var sizeClass: SizeClass
    public var display: Rect
    public var buttons: [(button: KeypadButton, frame: Rect)]
    public var scale: Double

    public static func == (a: KeypadFrames, b: KeypadFrames) -> Bool {
        a.sizeClass == b.sizeClass && a.display == b.display && a.scale == b.scale
            && a.buttons.elementsEqual(b.buttons) { $0.button == $1.button && $0.frame == $1.frame }
    }
}

/// The keypad's constraints, in one solver: a display area above a grid of 5 × 4 standard keys
/// (compact), or of 5 × 10 with the scientific panel on the left (wide). The two grids are
/// constraint groups swapped in and out; every resize re-solves cheaply with the dual simplex.
public struct KeypadLayout {
    /// The window's margin, in pixels at 96 dpi.
    static let margin = 12.0
    /// The spacing between buttons as a share of their height, so it follows the button size.
    static let spacingRatio = 0.18
    /// Buttons stop growing here (pixels at 96 dpi); a larger window centres the keypad.
    static let maximumCell = 240.0
    /// The display is at least this many button heights tall, and at most that many (the iPhone's
    /// portrait display); a taller window leaves the space above it empty, as the iPhone does.
    static let minimumDisplayCells = 1.25
    static let maximumDisplayCells = 2.5
    /// How much wider than tall the compact keypad's keys may grow to use a window wider than its
    /// round keys fill (round keys become capsules), until the scientific columns fit (`SizeClass`).
    static let maximumCompactKeyAspect = 2.0

    /// Priorities, strongest first, far enough apart that no amount of a weaker error buys a stronger
    /// one (Cassowary minimises a weighted sum): the window's size; the caps on growth; the spacing
    /// (the grid's own, 999 000); round buttons (square cells); the display's least height; the top
    /// margin; the keypad on the bottom margin; filling the width up to the margins; last (weak), a
    /// display as tall as its cap.
    static let windowStrength = Strength(100_000_000)
    static let capStrength = Strength(5_000_000)
    static let aspectStrength = Strength(500_000)
    static let displayMinimumStrength = Strength(200_000)
    static let topStrength = Strength(100_000)
    static let bottomStrength = Strength(20_000)
    static let fillStrength = Strength(10_000)
    /// Below filling the width: the compact keypad's keys stay round unless widening them fills it.
    static let squareStrength = Strength(5_000)

    public private(set) var sizeClass = SizeClass.compact
    private var system: LayoutSystem
    private let scale: Double
    private let display: LayoutItem
    private let standard: [Placed]
    private let scientific: [Placed]
    private let compactGroup: [Constraint]
    private let wideGroup: [Constraint]

    /// A button and its layout item.
    private typealias Placed = (button: KeypadButton, item: LayoutItem)

    /// The layout of `mode`'s buttons: its standard keypad, and its scientific panel when the window is wide.
    public init(mode: Mode = .calculator, scale: Double = 1) {
        self.init(standard: mode.buttons.standard, scientific: mode.buttons.scientific, scale: scale)
    }

    /// The layout of these panels' buttons.
    init(standard standardButtons: [KeypadButton], scientific scientificButtons: [KeypadButton], scale: Double) {
        var system = LayoutSystem(windowStrength: Self.windowStrength)
        let margin = Self.margin * scale
        let window = system.window
        let display = system.addItem("display")
        let keys = system.addItem("keys")
        let standard = standardButtons.map { ($0, system.addItem($0.control.name)) }
        let scientific = scientificButtons.map { ($0, system.addItem($0.control.name)) }
        // The grid's rows: the calculator's 5, the converter's 6.
        let rows = (standardButtons + scientificButtons).map { $0.row + 1 }.max() ?? Keypad.rows
        let scientificColumns = scientificButtons.isEmpty ? 0 : Keypad.scientificColumns

        /// The constraints of one grid: filling the keys area, its caps, and every button's cell; keys
        /// that `widen` may be up to `maximumCompactKeyAspect` times as wide as tall to fill the width.
        func group(columns: Int, _ placed: [Placed], offset: Int, widen: Bool) -> [Constraint] {
            let grid = GridLayout(
                rows: rows, columns: columns, spacing: 0,
                spacingRatio: Self.spacingRatio, name: "grid\(columns)")
            var constraints =
                grid.constraints(filling: keys) + [
                    (display.bottom.linearExpression == keys.top.linearExpression - grid.rowSpacing) | grid.spacingPriority,
                    (grid.cellWidth <= Self.maximumCell * scale) | Self.capStrength,
                    (grid.cellHeight <= Self.maximumCell * scale) | Self.capStrength,
                    (display.height.linearExpression <= grid.cellHeight * Self.maximumDisplayCells) | Self.capStrength,
                    (display.height.linearExpression >= grid.cellHeight * Self.minimumDisplayCells) | Self.displayMinimumStrength,
                    (display.height.linearExpression == grid.cellHeight * Self.maximumDisplayCells) | .weak,
                ]
            if widen {
                // Never taller than wide (a tall window gives its extra height to the display area);
                // wider, up to the cap, where that fills the width; round otherwise.
                constraints += [
                    (grid.cellWidth >= grid.cellHeight.linearExpression) | Self.aspectStrength,
                    (grid.cellWidth <= grid.cellHeight * Self.maximumCompactKeyAspect) | Self.aspectStrength,
                    (grid.cellWidth == grid.cellHeight.linearExpression) | Self.squareStrength,
                ]
            } else {
                // Round buttons at every window shape: square cells, above filling the window, so a
                // tall window gives its extra height to the display area and a wide one centres the keypad.
                constraints.append((grid.cellWidth == grid.cellHeight) | Self.aspectStrength)
            }
            for (button, item) in placed {
                let column = button.column + (button.panel == .standard ? offset : 0)
                constraints += grid.place(item, row: button.row, column: column, columnSpan: button.columnSpan, in: keys)
            }
            return constraints
        }
        let compactGroup = group(columns: Keypad.columns, standard, offset: 0, widen: true)
        let wideGroup = group(
            columns: Keypad.columns + scientificColumns, standard + scientific,
            offset: scientificColumns, widen: false)

        let common: [Constraint] = [
            // Inside the window always, centred across, the keypad at the bottom as on the iPhone.
            keys.left.constraint(greaterThanOrEqualTo: window.left),
            keys.bottom.constraint(lessThanOrEqualTo: window.bottom),
            display.top.constraint(greaterThanOrEqualTo: window.top),
            keys.centerX.constraint(equalTo: window.centerX),
            keys.bottom.constraint(equalTo: window.bottom, constant: -margin, priority: Self.bottomStrength),
            // The display spans the keypad's width, above it.
            display.bottom.constraint(lessThanOrEqualTo: keys.top),
            display.left.constraint(equalTo: keys.left),
            display.right.constraint(equalTo: keys.right),
            // Margins; fill the width up to them, unless the buttons have reached their largest size.
            display.top.constraint(greaterThanOrEqualTo: window.top, constant: margin, priority: Self.topStrength),
            keys.left.constraint(equalTo: window.left, constant: margin, priority: Self.fillStrength),
        ]
        do {
            try system.activate(common + compactGroup)
        } catch {
            preconditionFailure("the keypad's constraints conflict: \(error)")
        }
        self.system = system
        self.scale = scale
        self.display = display
        self.standard = standard
        self.scientific = scientific
        self.compactGroup = compactGroup
        self.wideGroup = wideGroup
        frames = KeypadFrames(sizeClass: .compact, display: .zero, buttons: [], scale: scale)
        frames = solvedFrames
    }

    /// Re-solves for a window of `width` × `height`, switching size class when the shape calls for it.
    public mutating func resize(width: Double, height: Double) {
        let next = sizeClass.next(width: width, height: height, scale: scale)
        if next != sizeClass {
            system.deactivate(next == .wide ? compactGroup : wideGroup)
            do {
                try system.activate(next == .wide ? wideGroup : compactGroup)
            } catch {
                preconditionFailure("the \(next) keypad's constraints conflict: \(error)")
            }
            sizeClass = next
        }
        system.resize(width: width, height: height)
        frames = solvedFrames
    }

    /// The display area's frame.
    public var displayFrame: Rect { frames.display }

    /// Every button on screen in this size class, with its frame.
    public var buttonFrames: [(button: KeypadButton, frame: Rect)] { frames.buttons }

    /// Everything a scene needs of the solved layout, read from the solver once per resize.
    public private(set) var frames: KeypadFrames

    private var solvedFrames: KeypadFrames {
        KeypadFrames(
            sizeClass: sizeClass, display: system.frame(of: display),
            buttons: (sizeClass == .wide ? scientific + standard : standard).map { ($0.button, system.frame(of: $0.item)) },
            scale: scale)
    }
}
