import Layout

/// Where a button's title sits.
public enum TitleAlignment: Hashable, Sendable {
    /// Centred on the button (the ink box of the glyphs is centred).
    case center
    /// Centred on the circle at the leading end of the button, like the iPhone's wide
    /// `0` key, whose digit lines up with the column above. Same as `.center` unless
    /// the button is wider than tall.
    case leadingCircle
}

/// A small picture drawn instead of a title, from shapes, so that no font needs the glyph (a list
/// icon in a fallback font costs a second font file at start).
public enum ButtonIcon: Hashable, Sendable {
    /// Three horizontal bars, as a list (☰).
    case list
}

/// One button as the view draws it. Its outline follows from `frame` (`ButtonShape`).
public struct ButtonFace: Hashable, Sendable {
    public var id: String
    public var title: String
    public var frame: Rect
    public var fill: Color
    /// The fill while the button is pressed, or its key held.
    public var pressedFill: Color
    public var textColor: Color
    public var titleAlignment: TitleAlignment
    /// The title's size relative to a text title: more for symbols whose glyphs are small in text
    /// fonts (the arithmetic operators).
    public var titleScale: Double
    /// Buttons of one group draw their titles at one size, the largest at which every title of
    /// the group fits, so a panel's rows look even; nil sizes the title on its own.
    public var titleGroup: Int?
    /// Drawn in the text colour where a title would be; nil for none.
    public var icon: ButtonIcon?
    /// For a title that may be too long (a history row): the smallest pixel size it shrinks to, after
    /// which it loses its start to `…`. Nil: it shrinks to half its size, as the keys' titles, which fit.
    public var minimumTitleSize: Double?

    public init(id: String, title: String, frame: Rect, fill: Color, pressedFill: Color? = nil, textColor: Color,
                titleAlignment: TitleAlignment = .center, titleScale: Double = 1, titleGroup: Int? = nil,
                icon: ButtonIcon? = nil, minimumTitleSize: Double? = nil) {
        self.id = id
        self.title = title
        self.frame = frame
        self.fill = fill
        self.pressedFill = pressedFill ?? fill
        self.textColor = textColor
        self.titleAlignment = titleAlignment
        self.titleScale = titleScale
        self.titleGroup = titleGroup
        self.icon = icon
        self.minimumTitleSize = minimumTitleSize
    }

    public var shape: ButtonShape? { ButtonShape(frame: frame) }

    /// Whether a window point hits the drawn shape (not just the frame).
    public func contains(_ point: Point) -> Bool {
        guard let shape else { return false }
        return RoundedPolygon.contains(frame: frame, radius: shape.cornerRadius, point: point)
    }
}

/// Everything the window draws.
///
/// The display area `displayFrame` holds two right-aligned lines: the expression line
/// (`expressionText`, smaller, `expressionColor`) in its top quarter and the number
/// (`displayText`, large light font, shrunk to fit the width) in the rest, with its
/// baseline near the bottom of the frame. The number is never cut: if it does not fit at
/// `minimumDisplayTextSize`, the first of `shorterDisplayTexts` (the same number with fewer digits)
/// that fits is drawn instead.
public struct Scene: Hashable, Sendable {
    public var background: Color
    public var buttons: [ButtonFace]
    public var displayFrame: Rect
    public var displayText: String
    /// The number rounded to fewer digits, longest first.
    public var shorterDisplayTexts: [String]
    /// The smallest pixel size of the number before fewer digits are shown: legible, scaled by dpi.
    public var minimumDisplayTextSize: Double
    public var displayColor: Color
    public var expressionText: String
    public var expressionColor: Color
    /// Indicators (`Rad`, `M`) in the expression's colour, in a place of their own: at the top left of
    /// the number's area, under the display's round buttons, smaller than the expression line.
    public var statusText: String
    /// How far right of the display's left edge the expression line's room starts (the round buttons
    /// are left of it).
    public var expressionInset: Double
    /// The dpi over 96, for the sizes kept usable at any window shape (`displayAreas`).
    public var scale: Double
    /// Where the wheel and a vertical drag scroll (the history panel's rows), in steps of `scrollStep`
    /// pixels (a row); nil where nothing scrolls.
    public var scrollArea: Rect?
    public var scrollStep: Double = 1

    public init(background: Color = .black, buttons: [ButtonFace] = [], displayFrame: Rect = .zero,
                displayText: String = "", shorterDisplayTexts: [String] = [], minimumDisplayTextSize: Double = 12,
                displayColor: Color = .white,
                expressionText: String = "", expressionColor: Color = Color(red: 0x8e, green: 0x8e, blue: 0x93),
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
        self.statusText = statusText
        self.expressionInset = expressionInset
        self.scale = scale
        self.scrollArea = scrollArea
        self.scrollStep = scrollStep
    }

    /// The top-most button whose shape contains `point`.
    public func button(at point: Point) -> ButtonFace? {
        buttons.last { $0.contains(point) }
    }

    /// The smallest side of a click target at 96 dpi (WCAG 2.2's target size), scaled by the dpi.
    public static let minimumTargetSide = 24.0

    /// Splits `displayFrame` into the expression line (top) and the number (bottom). The expression
    /// line is a quarter of the frame, but at least `minimumTargetSide` × `scale` (the round buttons
    /// in it are that tall, and its text 0.8 of it, over 12 px) and at most half the frame.
    public static func displayAreas(_ frame: Rect, scale: Double = 1) -> (expression: Rect, number: Rect) {
        let quarter = (frame.height * 0.25).rounded()
        let expressionHeight = min(max(quarter, (minimumTargetSide * scale).rounded()), (frame.height / 2).rounded())
        return (Rect(x: frame.x, y: frame.y, width: frame.width, height: expressionHeight),
                Rect(x: frame.x, y: frame.y + expressionHeight, width: frame.width,
                     height: frame.height - expressionHeight))
    }
}
