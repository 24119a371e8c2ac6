import Layout

/// Where things go: a change of any of it is a new layout, drawn again whole.
public struct SceneLayout: Hashable, Sendable {
    public var background: Color
    public var displayFrame: Rect
    public var displayAreas: DisplayAreas
    /// The dpi over 96, for the sizes kept usable at any window shape (`DisplayAreas`).
    public var scale: Double

    /// A layout of `displayFrame` at `scale`, its text boxes `displayAreas` (nil: `DisplayAreas`' of the frame).
    public init(background: Color = .black, displayFrame: Rect = .zero, displayAreas: DisplayAreas? = nil, scale: Double = 1) {
        self.background = background
        self.displayFrame = displayFrame
        self.displayAreas = displayAreas ?? DisplayAreas(displayFrame, scale: scale)
        self.scale = scale
    }
}

/// The number, drawn in `DisplayAreas.number`: shrunk to fit, down to `minimumSize`, then the first
/// of `shorterTexts` (the same number with fewer digits) that fits.
public struct NumberLine: Hashable, Sendable {
    public var text: String
    public var shorterTexts: [String]
    public var minimumSize: Double
    public var color: Color

    public init(text: String = "", shorterTexts: [String] = [], minimumSize: Double = 12, color: Color = .white) {
        self.text = text
        self.shorterTexts = shorterTexts
        self.minimumSize = minimumSize
        self.color = color
    }
}

/// The expression line, drawn right-aligned in `DisplayAreas.expression`.
public struct ExpressionLine: Hashable, Sendable {
    public var text: String
    public var color: Color
    /// The line holds a message to be read whole (a notice such as "Not a calculation"): it shrinks
    /// as far as it must to fit, rather than to a legible minimum and then losing its start, which
    /// could make it read as its opposite ("… a calculation").
    public var shrinksWhole: Bool

    /// The secondary text's colour unless a theme says otherwise (the status and the exact form share it).
    public static let defaultColor = Color(red: 0x8e, green: 0x8e, blue: 0x93)

    public init(text: String = "", color: Color = Self.defaultColor, shrinksWhole: Bool = false) {
        self.text = text
        self.color = color
        self.shrinksWhole = shrinksWhole
    }
}

/// The indicators (`Rad`, `M`), smaller than the expression line, in `DisplayAreas.status`.
public struct StatusLine: Hashable, Sendable {
    public var text: String
    public var color: Color

    public init(text: String = "", color: Color = ExpressionLine.defaultColor) {
        self.text = text
        self.color = color
    }
}

/// The line under the number (`DisplayAreas.exactForm`): right-aligned, smaller than the number, in
/// the expression line's secondary colour, shrunk to fit whole (a form that lost a part reads as
/// another value).
public struct ExactFormLine: Hashable, Sendable {
    public var text: String
    public var color: Color

    public init(text: String = "", color: Color = ExpressionLine.defaultColor) {
        self.text = text
        self.color = color
    }
}

/// Where the wheel and a vertical drag scroll (the history panel's rows), in steps of `step` pixels
/// (a row); `area` is nil where nothing scrolls.
public struct ScrollPanel: Hashable, Sendable {
    public var area: Rect?
    public var step: Double
    /// How far a sideways drag on the number travels per digit it scrolls, in pixels; nil when a drag
    /// on the display is a swipe instead (an entry being typed, which a swipe shortens). Here, with what
    /// scrolls, not in the number's part: it changes nothing drawn or read.
    public var numberDragStep: Double? = nil

    public init(area: Rect? = nil, step: Double = 1, numberDragStep: Double? = nil) {
        self.area = area
        self.step = step
        self.numberDragStep = numberDragStep
    }
}
