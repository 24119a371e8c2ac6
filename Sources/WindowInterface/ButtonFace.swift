import Layout

/// One button as the view draws it. Its outline follows from `frame` (`ButtonShape`).
///
/// `Control` names what the button is (presentation's `Control`): the view only compares controls,
/// to report which was clicked and which are lit, and never names one.
public struct ButtonFace<Control: Hashable & Sendable>: Hashable, Sendable {
    public var control: Control
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
    public var titleGroup: TitleGroup?
    /// Drawn in the text colour where a title would be; nil for none.
    public var icon: ButtonIcon?
    /// For a title that may be too long (a history row): the smallest pixel size it shrinks to, after
    /// which it loses its start to `…`. Nil: it shrinks to half its size, as the keys' titles, which fit.
    public var minimumTitleSize: Double?
    /// For a key's title: the legibility floor, the smallest pixel size it shrinks to before the first
    /// of `shorterTitles` that fits at this size or more takes its place (`QWORD`, then `64b`). Nil:
    /// half its size, as `minimumTitleSize`.
    public var legibleTitleSize: Double?
    /// The title abbreviated, longest first, for a key too small to show it whole at `legibleTitleSize`
    /// (the accessible name keeps the whole title). If none fits, the last shrinks as far as it must.
    public var shorterTitles: [String]
    /// The title's pixel size before fitting, for a line of text (the programmer's base lines, the bit
    /// numbers) rather than a key; nil: 0.42 of the frame's shorter side (`titleScale` times).
    public var titleSize: Double?

    public init(
        control: Control, title: String, frame: Rect, fill: Color, pressedFill: Color? = nil, textColor: Color,
        titleAlignment: TitleAlignment = .center, titleScale: Double = 1, titleGroup: TitleGroup? = nil,
        icon: ButtonIcon? = nil, minimumTitleSize: Double? = nil, legibleTitleSize: Double? = nil,
        shorterTitles: [String] = [], titleSize: Double? = nil
    ) {
        self.control = control
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
        self.legibleTitleSize = legibleTitleSize
        self.shorterTitles = shorterTitles
        self.titleSize = titleSize
    }

    public var shape: ButtonShape? { ButtonShape(frame: frame) }

    /// Whether a window point hits the drawn shape (not just the frame).
    public func contains(_ point: Point) -> Bool {
        guard let shape else { return false }
        return RoundedPolygon.contains(frame: frame, radius: shape.cornerRadius, point: point)
    }
}
