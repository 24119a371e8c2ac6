/// What the window shows beside the pointer after it rests on a button (`WindowEvent.hover`): the words,
/// in a small window of its own over everything, in the theme's colours, at `textSize` pixels. The view
/// places it and takes it away again (the pointer leaves the button, a click, a key).
public struct Tooltip: Hashable, Sendable {
    public var text: String
    public var fill: Color
    public var textColor: Color
    /// The one-pixel line around it, which sets it apart from a window of the same colour under it.
    public var border: Color
    /// The text's pixel size, scaled by the dpi.
    public var textSize: Double

    public init(text: String, fill: Color, textColor: Color, border: Color, textSize: Double) {
        self.text = text
        self.fill = fill
        self.textColor = textColor
        self.border = border
        self.textSize = textSize
    }
}
