import Layout

/// A text area the view draws as it is told (the sheet mode's lines and results): runs of text, each
/// from a point the producer chose by the view's own advances (`TextMeasuring`), so that the caret, a
/// selection and a click land where the characters are drawn. Drawn after the buttons, clipped to
/// `frame`; nothing when `frame` is nil.
public struct TextArea: Hashable, Sendable {
    /// Where the area is: the damage of a change, and the clip of what is drawn.
    public var frame: Rect?
    /// Filled rectangles drawn under the text: a selection's, the caret's.
    public var marks: [TextMark]
    public var runs: [TextRun]

    public init(frame: Rect? = nil, marks: [TextMark] = [], runs: [TextRun] = []) {
        self.frame = frame
        self.marks = marks
        self.runs = runs
    }
}

/// One line of text from `x`, on the row `row` (its middle is the text's middle), in the buttons' font
/// at `pixelSize`, each character as wide as `TextMeasuring` said.
public struct TextRun: Hashable, Sendable {
    public var text: String
    public var x: Double
    public var row: Rect
    public var pixelSize: Double
    public var color: Color

    public init(text: String, x: Double, row: Rect, pixelSize: Double, color: Color) {
        self.text = text
        self.x = x
        self.row = row
        self.pixelSize = pixelSize
        self.color = color
    }
}

/// A filled rectangle of a text area (the caret, a selection).
public struct TextMark: Hashable, Sendable {
    public var frame: Rect
    public var color: Color

    public init(frame: Rect, color: Color) {
        self.frame = frame
        self.color = color
    }
}
