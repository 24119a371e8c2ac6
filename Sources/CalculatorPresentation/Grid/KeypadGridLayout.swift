import Layout

/// A button a keypad's grid places: what it presses, and its cell (its row, and its width in columns;
/// its column is the arrangement's, `KeypadGrid.Arrangement`).
public protocol GridButton: Hashable, Sendable {
    var control: Control { get }
    var row: Int { get }
    var columnSpan: Int { get }
}

/// A solved keypad of any mode: the size class, the display, the panel beside the keys (the
/// programmer's bit field, while wide) and each button on screen with its frame, and the scale
/// (dpi / 96) the frames were solved at.
public struct KeypadGridFrames<Button: GridButton>: Equatable, Sendable {
    public var sizeClass: SizeClass
    public var display: Rect
    /// The panel left of the keys (`KeypadGrid.sidePanel`); nil where the arrangement has none.
    public var sidePanel: Rect?
    public var buttons: [(button: Button, frame: Rect)]
    public var scale: Double

    public static func == (a: Self, b: Self) -> Bool {
        a.sizeClass == b.sizeClass && a.display == b.display && a.sidePanel == b.sidePanel && a.scale == b.scale
            && a.buttons.elementsEqual(b.buttons) { $0.button == $1.button && $0.frame == $1.frame }
    }
}

/// Every mode's keypad, laid out by one set of rules in one solver: a display above a grid of keys,
/// the keypad centred at the window's bottom margin and filling its width up to the margins, the
/// display between a least and a largest number of key heights tall. A mode gives its buttons and
/// two arrangements of its grid (`KeypadGrid.Spec`), compact and wide: the calculator's 5 × 4 and
/// 5 × 10, the converter's 6 × 4 in both, the programmer's 7 × 6 in both with its bit field's panel
/// beside the keys when wide. The arrangements' constraints are groups swapped in and out; every
/// resize re-solves cheaply with the dual simplex.
public struct KeypadGridLayout<Button: GridButton> {
    public private(set) var sizeClass = SizeClass.compact
    private var system: LayoutSystem
    private let spec: KeypadGrid.Spec<Button>
    private let scale: Double
    private let display: LayoutItem
    private let sidePanel: LayoutItem?
    private let items: [LayoutItem]
    private let compactGroup: [Constraint]
    private let wideGroup: [Constraint]

    /// The keypad `spec` at `scale` (dpi / 96), compact until the first resize.
    init(_ spec: KeypadGrid.Spec<Button>, scale: Double) {
        var system = LayoutSystem(windowStrength: KeypadGrid.windowStrength)
        let margin = KeypadGrid.margin * scale
        let window = system.window
        let display = system.addItem("display")
        // With a side panel, the body holds the keys and the panel; without, the keys are the body.
        let body = spec.hasSidePanel ? system.addItem("body") : nil
        let keys = system.addItem("keys")
        let sidePanel = spec.hasSidePanel ? system.addItem("bits") : nil
        let items = spec.buttons.map { system.addItem($0.control.name) }
        let outer = body ?? keys

        /// The constraints of one arrangement of `grid`: filling the keys area, its caps, the display's
        /// height in key heights, the keys' shape, and every button's cell.
        func constraints(of grid: GridLayout, _ arrangement: KeypadGrid.Arrangement) -> [Constraint] {
            var constraints =
                grid.constraints(filling: keys) + [
                    (display.bottom.linearExpression == outer.top.linearExpression - grid.rowSpacing) | grid.spacingPriority,
                    (grid.cellWidth <= KeypadGrid.maximumCell * scale) | KeypadGrid.capStrength,
                    (grid.cellHeight <= KeypadGrid.maximumCell * scale) | KeypadGrid.capStrength,
                    // The rows leave the display its share of the window (`KeypadGrid.keyHeight`), so the
                    // number grows with a big window (issue 47); a tall window's keys are smaller anyway.
                    (grid.cellHeight * (Double(arrangement.rows) * (1 + KeypadGrid.spacingRatio))
                        <= window.height * (1 - KeypadGrid.displayWindowShare)
                        - (2 * KeypadGrid.margin - KeypadGrid.displayShareOffset) * scale) | KeypadGrid.capStrength,
                    (display.height.linearExpression <= grid.cellHeight * spec.displayCells.upperBound)
                        | KeypadGrid.capStrength,
                    (display.height.linearExpression >= grid.cellHeight * spec.displayCells.lowerBound)
                        | KeypadGrid.displayMinimumStrength,
                    (display.height.linearExpression == grid.cellHeight * spec.displayCells.upperBound) | .weak,
                ]
            if arrangement.widens {
                // Never taller than wide (a tall window gives its extra height to the display area);
                // wider, up to the cap, where that fills the width; round otherwise.
                constraints += [
                    (grid.cellWidth >= grid.cellHeight.linearExpression) | KeypadGrid.aspectStrength,
                    (grid.cellWidth <= grid.cellHeight * KeypadGrid.maximumCompactKeyAspect) | KeypadGrid.aspectStrength,
                    (grid.cellWidth == grid.cellHeight.linearExpression) | KeypadGrid.squareStrength,
                ]
            } else {
                // Round buttons at every window shape: square cells, above filling the window, so a
                // tall window gives its extra height to the display area and a wide one centres the keypad.
                constraints.append((grid.cellWidth == grid.cellHeight) | KeypadGrid.aspectStrength)
            }
            for cell in arrangement.cells {
                constraints += grid.place(
                    items[cell.button], row: spec.buttons[cell.button].row, column: cell.column,
                    columnSpan: spec.buttons[cell.button].columnSpan, in: keys)
            }
            return constraints
        }

        /// The side panel's constraints in an arrangement: left of the keys, a half key's width apart,
        /// where it shows; of no width where it does not.
        func side(_ arrangement: KeypadGrid.Arrangement, cellWidth: Variable) -> [Constraint] {
            guard let sidePanel else { return [] }
            return arrangement.showsSidePanel
                ? [
                    (sidePanel.right.linearExpression == keys.left.linearExpression - cellWidth * 0.5) | .required,
                    sidePanel.width.constraint(greaterThanOrEqualToConstant: 0),
                ] : [keys.left.constraint(equalTo: outer.left), sidePanel.width.constraint(equalToConstant: 0)]
        }

        var common: [Constraint] = [
            // Inside the window always, centred across, the keypad at the bottom as on the iPhone.
            outer.left.constraint(greaterThanOrEqualTo: window.left),
            outer.bottom.constraint(lessThanOrEqualTo: window.bottom),
            display.top.constraint(greaterThanOrEqualTo: window.top),
            outer.centerX.constraint(equalTo: window.centerX),
            outer.bottom.constraint(equalTo: window.bottom, constant: -margin, priority: KeypadGrid.bottomStrength),
        ]
        // The display spans the keypad's width, above it. (With a side panel the grid's spacing above the
        // body places it; this bound there, though implied, left the solver's wide keypad collapsed.)
        if body == nil { common.append(display.bottom.constraint(lessThanOrEqualTo: keys.top)) }
        common += [
            display.left.constraint(equalTo: outer.left),
            display.right.constraint(equalTo: outer.right),
            // Margins; fill the width up to them, unless the buttons have reached their largest size.
            display.top.constraint(greaterThanOrEqualTo: window.top, constant: margin, priority: KeypadGrid.topStrength),
            outer.left.constraint(equalTo: window.left, constant: margin, priority: KeypadGrid.fillStrength),
        ]
        if let body, let sidePanel {
            // The keys at the body's right, top and bottom; the side panel at its left, as tall.
            common += [
                keys.right.constraint(equalTo: body.right), keys.top.constraint(equalTo: body.top),
                keys.bottom.constraint(equalTo: body.bottom), sidePanel.top.constraint(equalTo: body.top),
                sidePanel.bottom.constraint(equalTo: body.bottom), sidePanel.left.constraint(equalTo: body.left),
            ]
        }
        func grid(_ arrangement: KeypadGrid.Arrangement) -> GridLayout {
            GridLayout(
                rows: arrangement.rows, columns: arrangement.columns, spacing: 0, spacingRatio: KeypadGrid.spacingRatio,
                name: arrangement.name)
        }
        let compactGroup: [Constraint], wideGroup: [Constraint]
        if spec.compact.hasTheGrid(of: spec.wide) {
            // One grid in both size classes: only the side panel changes.
            let shared = grid(spec.compact)
            common = constraints(of: shared, spec.compact) + common
            compactGroup = side(spec.compact, cellWidth: shared.cellWidth)
            wideGroup = side(spec.wide, cellWidth: shared.cellWidth)
        } else {
            let compact = grid(spec.compact), wide = grid(spec.wide)
            compactGroup = constraints(of: compact, spec.compact) + side(spec.compact, cellWidth: compact.cellWidth)
            wideGroup = constraints(of: wide, spec.wide) + side(spec.wide, cellWidth: wide.cellWidth)
        }
        do {
            try system.activate(common + compactGroup)
        } catch {
            preconditionFailure("the keypad's constraints conflict: \(error)")
        }
        self.system = system
        self.spec = spec
        self.scale = scale
        self.display = display
        self.sidePanel = sidePanel
        self.items = items
        self.compactGroup = compactGroup
        self.wideGroup = wideGroup
        frames = KeypadGridFrames(sizeClass: .compact, display: .zero, sidePanel: nil, buttons: [], scale: scale)
        frames = solvedFrames
    }

    /// Re-solves for a window of `width` × `height`, switching size class when the shape calls for it.
    public mutating func resize(width: Double, height: Double) {
        let next = spec.nextSizeClass(sizeClass, width, height, scale)
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
    public var buttonFrames: [(button: Button, frame: Rect)] { frames.buttons }

    /// Everything a scene needs of the solved layout, read from the solver once per resize.
    public private(set) var frames: KeypadGridFrames<Button>

    private var solvedFrames: KeypadGridFrames<Button> {
        let arrangement = sizeClass == .wide ? spec.wide : spec.compact
        return KeypadGridFrames(
            sizeClass: sizeClass, display: system.frame(of: display),
            sidePanel: arrangement.showsSidePanel ? sidePanel.map(system.frame) : nil,
            buttons: arrangement.shown.map { (spec.buttons[$0], system.frame(of: items[$0])) }, scale: scale)
    }
}

/// The keypads' shared measures and the priorities of their constraints, and each mode's keypad as a
/// `Spec` of `KeypadGridLayout`.
public enum KeypadGrid {
    /// The window's margin, in pixels at 96 dpi.
    static let margin = 12.0
    /// The spacing between buttons as a share of their height, so it follows the button size.
    static let spacingRatio = 0.18
    /// Buttons stop growing here (pixels at 96 dpi); a larger window centres the keypad.
    static let maximumCell = 240.0
    /// The display is at least this share of the window's height less `displayShareOffset` (at 96
    /// dpi), so the number grows with a big window (200 px of 800, 608 of 2160) while a short one
    /// keeps its keys (59 px of 330, where a wide window's keys are still 40 px tall).
    static let displayWindowShare = 0.3
    static let displayShareOffset = 40.0
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

    /// The keys' height that `rows` rows leave in a window `height` tall at `scale`: the margins, the
    /// rows and their spacing (one a row, the display's included), and a display of its least height,
    /// `displayCells` keys or its share of the window (`displayWindowShare`), whichever is taller.
    static func keyHeight(rows: Double, displayCells: Double, height: Double, scale: Double) -> Double {
        let room = height - 2 * margin * scale, perRow = 1 + spacingRatio
        let share = displayWindowShare * height - displayShareOffset * scale
        return min(room / (rows * perRow + displayCells), (room - share) / (rows * perRow))
    }

    /// One arrangement of a keypad's grid: its rows and columns (and the name its variables are made
    /// under), the column each button in it starts at, the order they are listed in on screen, whether
    /// keys may widen to fill the width, and whether the side panel shows.
    struct Arrangement {
        var rows: Int
        var columns: Int
        var name: String
        /// Each button's index in `Spec.buttons` and its column, in the order they are placed.
        var cells: [(button: Int, column: Int)]
        /// The buttons on screen, as indices in `Spec.buttons`, in the order the frames list them.
        var shown: [Int]
        var widens = false
        var showsSidePanel = false

        /// Whether `other` is the same grid with the same cells (then one grid serves both).
        func hasTheGrid(of other: Arrangement) -> Bool {
            rows == other.rows && columns == other.columns && name == other.name && widens == other.widens
                && cells.elementsEqual(other.cells) { $0.button == $1.button && $0.column == $1.column }
        }
    }

    /// A mode's keypad: its buttons (in the order their layout items are made), its display's least
    /// and largest height in key heights, its two arrangements, whether it has a side panel, and how it
    /// chooses its size class for a window (from the class it is in: `SizeClass.next` holds a class near
    /// the boundary, so resizing there never flickers).
    struct Spec<Button: GridButton> {
        var buttons: [Button]
        var displayCells: ClosedRange<Double>
        var compact: Arrangement
        var wide: Arrangement
        var nextSizeClass: (_ current: SizeClass, _ width: Double, _ height: Double, _ scale: Double) -> SizeClass
        var hasSidePanel: Bool { compact.showsSidePanel || wide.showsSidePanel }
    }
}
