import Layout

/// Everything the window draws.
///
/// The display area `displayFrame` holds two right-aligned lines: the expression line
/// (`expressionText`, smaller, `expressionColor`) in its top quarter and the number
/// (`displayText`, large light font, shrunk to fit the width) in the rest, with its
/// baseline near the bottom of the frame. The number is never cut: if it does not fit at
/// `minimumDisplayTextSize`, the first of `shorterDisplayTexts` (the same number with fewer digits)
/// that fits is drawn instead.
///
/// Generic over what names a button (`ButtonFace.control`), which the view compares and never names.
public struct Scene<Control: Hashable & Sendable>: Hashable, Sendable {
    public var background: Color
    public var buttons: [ButtonFace<Control>]
    public var displayFrame: Rect
    /// The display's rows: where the round buttons, the expression line, the status and the number go.
    public var displayAreas: DisplayAreas
    public var displayText: String
    /// The number rounded to fewer digits, longest first.
    public var shorterDisplayTexts: [String]
    /// The smallest pixel size of the number before fewer digits are shown: legible, scaled by dpi.
    public var minimumDisplayTextSize: Double
    public var displayColor: Color
    public var expressionText: String
    public var expressionColor: Color
    /// The expression line holds a message to be read whole (a notice such as "Not a calculation"):
    /// it shrinks as far as it must to fit, rather than to a legible minimum and then losing its start,
    /// which could make it read as its opposite ("… a calculation").
    public var expressionShrinksWhole: Bool
    /// Indicators (`Rad`, `M`) in the expression's colour, in a place of their own, smaller than the
    /// expression line: in the controls row right of the round buttons (`statusInset`) when the
    /// expression line has the full width, else at the top left of the number's area, under the buttons.
    public var statusText: String
    /// How far right of the display's left edge the round buttons end: the expression line's room
    /// starts there when it shares their row, and the status's when the expression line does not.
    public var expressionInset: Double
    /// The dpi over 96, for the sizes kept usable at any window shape (`DisplayAreas`).
    public var scale: Double
    /// Where the wheel and a vertical drag scroll (the history panel's rows), in steps of `scrollStep`
    /// pixels (a row); nil where nothing scrolls.
    public var scrollArea: Rect?
    public var scrollStep: Double = 1

    public init(
        background: Color = .black, buttons: [ButtonFace<Control>] = [], displayFrame: Rect = .zero,
        displayText: String = "", shorterDisplayTexts: [String] = [], minimumDisplayTextSize: Double = 12,
        displayColor: Color = .white,
        expressionText: String = "", expressionColor: Color = Color(red: 0x8e, green: 0x8e, blue: 0x93),
        expressionShrinksWhole: Bool = false,
        statusText: String = "", expressionInset: Double = 0, scale: Double = 1,
        scrollArea: Rect? = nil, scrollStep: Double = 1, displayAreas: DisplayAreas? = nil
    ) {
        self.background = background
        self.buttons = buttons
        self.displayFrame = displayFrame
        self.displayAreas = displayAreas ?? DisplayAreas(displayFrame, scale: scale)
        self.displayText = displayText
        self.shorterDisplayTexts = shorterDisplayTexts
        self.minimumDisplayTextSize = minimumDisplayTextSize
        self.displayColor = displayColor
        self.expressionText = expressionText
        self.expressionColor = expressionColor
        self.expressionShrinksWhole = expressionShrinksWhole
        self.statusText = statusText
        self.expressionInset = expressionInset
        self.scale = scale
        self.scrollArea = scrollArea
        self.scrollStep = scrollStep
    }

    /// The top-most button whose shape contains `point`.
    public func button(at point: Point) -> ButtonFace<Control>? {
        buttons.last { $0.contains(point) }
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

    /// The smallest side of a click target at 96 dpi (WCAG 2.2's target size), scaled by the dpi.
    public static let minimumTargetSide = 24.0
    /// The smallest expression text the full-width band may give, at 96 dpi (the number's legible minimum).
    public static let minimumExpressionText = 12.0
    /// The share of the number's area a number at its full size leaves free above its digits.
    public static let bandShare = 0.25

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
    }
}
