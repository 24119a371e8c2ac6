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

    public init(
        control: Control, title: String, frame: Rect, fill: Color, pressedFill: Color? = nil, textColor: Color,
        titleAlignment: TitleAlignment = .center, titleScale: Double = 1, titleGroup: TitleGroup? = nil,
        icon: ButtonIcon? = nil, minimumTitleSize: Double? = nil
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
    }

    public var shape: ButtonShape? { ButtonShape(frame: frame) }

    /// Whether a window point hits the drawn shape (not just the frame).
    public func contains(_ point: Point) -> Bool {
        guard let shape else { return false }
        return RoundedPolygon.contains(frame: frame, radius: shape.cornerRadius, point: point)
    }
}
