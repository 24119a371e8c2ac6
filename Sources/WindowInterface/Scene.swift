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
    /// Indicators (`Rad`, `M`) in the expression's colour, in a place of their own: at the top left of
    /// the number's area, under the display's round buttons, smaller than the expression line.
    public var statusText: String
    /// How far right of the display's left edge the expression line's room starts (the round buttons
    /// are left of it).
    public var expressionInset: Double
    /// The dpi over 96, for the sizes kept usable at any window shape (`DisplayAreas`).
    public var scale: Double
    /// Where the wheel and a vertical drag scroll (the history panel's rows), in steps of `scrollStep`
    /// pixels (a row); nil where nothing scrolls.
    public var scrollArea: Rect?
    public var scrollStep: Double = 1

    public init(background: Color = .black, buttons: [ButtonFace<Control>] = [], displayFrame: Rect = .zero,
                displayText: String = "", shorterDisplayTexts: [String] = [], minimumDisplayTextSize: Double = 12,
                displayColor: Color = .white,
                expressionText: String = "", expressionColor: Color = Color(red: 0x8e, green: 0x8e, blue: 0x93),
                expressionShrinksWhole: Bool = false,
                statusText: String = "", expressionInset: Double = 0, scale: Double = 1,
                scrollArea: Rect? = nil, scrollStep: Double = 1) {
        self.background = background
        self.buttons = buttons
        self.displayFrame = displayFrame
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

/// The display area split into the expression line (top) and the number (bottom). The expression
/// line is a quarter of the frame, but at least `minimumTargetSide` × `scale` (the round buttons
/// in it are that tall, and its text 0.8 of it, over 12 px) and at most half the frame.
public struct DisplayAreas: Hashable, Sendable {
    public var expression: Rect
    public var number: Rect

    /// The smallest side of a click target at 96 dpi (WCAG 2.2's target size), scaled by the dpi.
    public static let minimumTargetSide = 24.0

    /// The areas of the display `frame` at `scale` (dpi / 96).
    public init(_ frame: Rect, scale: Double = 1) {
        let quarter = (frame.height * 0.25).rounded()
        let expressionHeight = min(max(quarter, (Self.minimumTargetSide * scale).rounded()), (frame.height / 2).rounded())
        expression = Rect(x: frame.x, y: frame.y, width: frame.width, height: expressionHeight)
        number = Rect(x: frame.x, y: frame.y + expressionHeight, width: frame.width, height: frame.height - expressionHeight)
    }
}
