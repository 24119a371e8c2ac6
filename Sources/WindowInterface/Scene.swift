import Layout

/// Everything the window draws, in parts that change on their own (`SceneChanges`): where things
/// go (`layout`), the number, the expression line, the status indicators, the buttons and the
/// scrolling panel. Each part is one equatable value, so what differs between two frames is found
/// by comparing parts whole, never by a list of fields: a field added to a part is compared with it.
///
/// The display area `layout.displayFrame` holds two right-aligned lines: the expression line
/// (`expression`, smaller, in its colour) in its top quarter and the number (`number.text`, large
/// light font, shrunk to fit the width) in the rest, with its baseline near the bottom of the frame,
/// and drawn smaller where its ink (a `√` or `/` of an exact form, or digits at full size) would
/// reach the expression line's band. The number is never cut: if it does not fit at
/// `number.minimumSize`, the first of `number.shorterTexts` (the same number with fewer digits)
/// that fits is drawn instead. Where each text goes is placed by the producer (`DisplayAreas`); the
/// view only fits a text into its box and draws it.
///
/// Generic over what names a button (`ButtonFace.control`), which the view compares and never names.
public struct Scene<Control: Hashable & Sendable>: Hashable, Sendable {
    /// The background, the display's frame and text boxes, and the dpi scale: a change redraws everything.
    public var layout: SceneLayout
    /// The number and how it may shrink.
    public var number: NumberLine
    /// The line above the number (the pending expression, or a notice).
    public var expression: ExpressionLine
    /// The indicators (`Rad`, `M`).
    public var status: StatusLine
    /// The line under the number: the value's other form (its exact form, or the decimal while the
    /// exact form is the number), in `DisplayAreas.exactForm`; empty when there is none.
    public var exactForm: ExactFormLine
    public var buttons: [ButtonFace<Control>]
    /// What scrolls under the pointer (the history panel's rows).
    public var panel: ScrollPanel
    /// A mode's text (the sheet's lines and results); empty in the keypad modes.
    public var text = TextArea()

    /// A scene of these parts; each defaults to an empty one (nothing drawn on a black background).
    public init(
        layout: SceneLayout = SceneLayout(), number: NumberLine = NumberLine(), expression: ExpressionLine = ExpressionLine(),
        status: StatusLine = StatusLine(), exactForm: ExactFormLine = ExactFormLine(), buttons: [ButtonFace<Control>] = [],
        panel: ScrollPanel = ScrollPanel(), text: TextArea = TextArea()
    ) {
        self.layout = layout
        self.number = number
        self.expression = expression
        self.status = status
        self.exactForm = exactForm
        self.buttons = buttons
        self.panel = panel
        self.text = text
    }

    /// The top-most button whose shape contains `point`.
    public func button(at point: Point) -> ButtonFace<Control>? {
        buttons.last { $0.contains(point) }
    }

    /// The parts that differ from `old`'s, each compared whole.
    public func changes(from old: Scene<Control>) -> SceneChanges {
        var changes: SceneChanges = []
        if layout != old.layout { changes.insert(.layout) }
        if number != old.number { changes.insert(.number) }
        if expression != old.expression { changes.insert(.expression) }
        if status != old.status { changes.insert(.status) }
        if exactForm != old.exactForm { changes.insert(.exactForm) }
        if buttons != old.buttons { changes.insert(.buttons) }
        if panel != old.panel { changes.insert(.panel) }
        if text != old.text { changes.insert(.text) }
        return changes
    }
}

/// The display area split into rows: at the top the controls row (the round buttons, squares of its
/// height, at its left), and under it the number. The controls row is a quarter of the frame, but
/// at least `minimumTargetSide` × `scale`, up to 0.45 of a key's side (`keySide`) when the keys are
/// large (so the round buttons grow with the keys) as far as 0.4 of the frame, and at most half of it.
///
/// The expression line has the full width wherever the display is tall enough: the band at the top
/// of the number's area, which a number at its full size leaves free above its digits (a quarter of
/// it); its text, 0.8 of the band, must then be at least the legible `minimumExpressionText` × `scale`.
/// On a display too short for that (a short, wide window), it shares the controls row, right of the
/// round buttons, as the status indicators then share the number's band.
public struct DisplayAreas: Hashable, Sendable {
    /// The top row: the round buttons' side is its height.
    public var controls: Rect
    /// Where the expression line is drawn (right-aligned): the full-width band, or the controls row.
    public var expression: Rect
    public var number: Rect
    /// Whether the expression line has the full width (the band), not the controls row beside the buttons.
    public var isExpressionFullWidth: Bool
    /// How far right of the display's left edge the round buttons end: the expression line's room
    /// starts there when it shares their row, and the status's when the expression line does not.
    public var expressionInset: Double = 0
    /// How far left of the display's right edge a short display's expression line ends: the width of
    /// the round buttons at the controls row's right end (the mode button), which it must not cover.
    public var expressionTrailingInset: Double = 0
    /// The indicators' box (`Scene.status`), two thirds of the controls row tall: right of the
    /// round buttons when the expression line has the full width, else at the number's top left,
    /// under them. The text starts at its left edge.
    public var status: Rect
    /// The exact form's line under the number (issue 31), right-aligned, carved from the bottom of
    /// the number's area: a fifth of it, but at least the legible `minimumExpressionText` × `scale`
    /// text; no height where the number would keep less than twice that (a very short display).
    public var exactForm: Rect

    /// The smallest side of a click target at 96 dpi (WCAG 2.2's target size), scaled by the dpi.
    public static let minimumTargetSide = 24.0
    /// The smallest expression text the full-width band may give, at 96 dpi (the number's legible minimum).
    public static let minimumExpressionText = 12.0
    /// The share of the number's area a number at its full size leaves free above its digits.
    public static let bandShare = 0.25
    /// The share of the number's area the exact form's line under it takes.
    public static let exactFormShare = 0.2

    /// The areas of the display `frame` at `scale` (dpi / 96), beside keys of side `keySide` (nil: not known).
    public init(_ frame: Rect, scale: Double = 1, keySide: Double? = nil) {
        let quarter = (frame.height * 0.25).rounded()
        let withKeys = min((keySide ?? 0) * 0.45, frame.height * 0.4).rounded()
        let side = min(max(quarter, withKeys, (Self.minimumTargetSide * scale).rounded()), (frame.height / 2).rounded())
        controls = Rect(x: frame.x, y: frame.y, width: frame.width, height: side)
        number = Rect(x: frame.x, y: frame.y + side, width: frame.width, height: frame.height - side)
        let band = (number.height * Self.bandShare).rounded(.down)
        isExpressionFullWidth = band * 0.8 >= Self.minimumExpressionText * scale
        expression = isExpressionFullWidth ? Rect(x: frame.x, y: number.y, width: frame.width, height: band) : controls
        let legible = (Self.minimumExpressionText * scale / 0.8).rounded(.up)
        let line = max(legible, (number.height * Self.exactFormShare).rounded())
        let lineHeight = number.height - line >= 2 * line ? line : 0
        number.height -= lineHeight
        exactForm = Rect(x: number.x, y: number.maxY, width: number.width, height: lineHeight)
        status = .zero
        placeStatus(roundButtons: 0)
    }

    /// The areas of the display `frame` with `roundButtons` round buttons in the controls row (each
    /// as wide as the row is tall, a quarter of that apart), which the status and a short display's
    /// expression line stay right of.
    public init(_ frame: Rect, scale: Double = 1, keySide: Double? = nil, roundButtons: Int) {
        self.init(frame, scale: scale, keySide: keySide)
        placeStatus(roundButtons: roundButtons)
    }

    /// Places the status box beside `roundButtons` round buttons.
    mutating func placeStatus(roundButtons: Int) {
        let side = controls.height
        placeStatus(inset: side * 1.25 * Double(roundButtons), width: side * (1.25 * Double(max(0, roundButtons - 1)) + 1))
    }

    /// Places the status box `inset` right of the display's left edge (when the expression line
    /// has the full width), `width` wide (by default a round button and a quarter).
    mutating func placeStatus(inset: Double, width: Double? = nil) {
        expressionInset = inset
        let side = controls.height, height = (side * 2 / 3).rounded(), width = width ?? side
        status =
            isExpressionFullWidth
            ? Rect(x: controls.x + inset, y: controls.midY - height / 2, width: width, height: height)
            : Rect(x: number.x, y: number.y, width: width, height: height)
    }
}
