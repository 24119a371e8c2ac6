import Layout

/// The keypad's constraints: a display area above a 5 × 4 grid with `0` two columns wide,
/// solved again (cheaply, by the dual simplex) on every resize.
struct KeypadLayout {
    /// The window's margin and the spacing between buttons, in pixels at 96 dpi.
    static let margin = 12.0
    static let spacing = 12.0
    /// The display keeps at least this share of the window's height.
    static let minimumDisplayShare = 0.24

    /// Priorities, strongest first: the window's size, its margins, the spacing (the grid's own,
    /// just below strong), the display's share of the height, round buttons.
    static let windowStrength = Strength(100_000_000)
    static let marginStrength = Strength(10_000_000)
    static let displayShareStrength = Strength(500_000)

    private var system = LayoutSystem(windowStrength: KeypadLayout.windowStrength)
    private let display: LayoutItem
    private let items: [(button: KeypadButton, item: LayoutItem)]

    init(buttons: [KeypadButton] = Keypad.standard, scale: Double = 1) {
        let margin = Self.margin * scale
        let window = system.window
        display = system.addItem("display")
        let keys = system.addItem("keys")
        let grid = GridLayout(rows: Keypad.rows, columns: Keypad.columns, spacing: Self.spacing * scale)
        var constraints = grid.constraints(filling: keys)
        constraints += [
            // Inside the window always; margins as long as the window is larger than they are.
            keys.left.constraint(greaterThanOrEqualTo: window.left),
            keys.right.constraint(lessThanOrEqualTo: window.right),
            keys.bottom.constraint(lessThanOrEqualTo: window.bottom),
            display.top.constraint(greaterThanOrEqualTo: window.top),
            keys.left.constraint(equalTo: window.left, constant: margin, priority: Self.marginStrength),
            keys.right.constraint(equalTo: window.right, constant: -margin, priority: Self.marginStrength),
            keys.bottom.constraint(equalTo: window.bottom, constant: -margin, priority: Self.marginStrength),
            display.top.constraint(equalTo: window.top, constant: margin, priority: Self.marginStrength),
            // The display spans the keypad's width and takes the height the keys leave.
            display.left.constraint(equalTo: keys.left),
            display.right.constraint(equalTo: keys.right),
            display.bottom.constraint(lessThanOrEqualTo: keys.top),
            display.bottom.constraint(equalTo: keys.top, constant: -grid.spacing, priority: grid.spacingPriority),
            display.height.constraint(greaterThanOrEqualTo: window.height, multiplier: Self.minimumDisplayShare,
                                      priority: Self.displayShareStrength),
            // Round buttons where there is room: square cells, given up first when space is short.
            (grid.cellWidth == grid.cellHeight) | .medium,
        ]
        var placed: [(KeypadButton, LayoutItem)] = []
        for button in buttons {
            let item = system.addItem(button.id)
            constraints += grid.place(item, row: button.row, column: button.column, columnSpan: button.columnSpan, in: keys)
            placed.append((button, item))
        }
        items = placed
        do {
            try system.activate(constraints)
        } catch {
            preconditionFailure("the keypad's constraints conflict: \(error)")
        }
    }

    /// Re-solves for a window of `width` × `height`.
    mutating func resize(width: Double, height: Double) {
        system.resize(width: width, height: height)
    }

    /// The display area's frame.
    var displayFrame: Rect { system.frame(of: display) }

    /// Every button with its frame, in keypad order.
    var buttonFrames: [(button: KeypadButton, frame: Rect)] {
        items.map { ($0.button, system.frame(of: $0.item)) }
    }
}
