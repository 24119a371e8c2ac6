import Layout

/// The outline of a button, derived from its frame alone (see `ButtonShape.init(frame:)`).
public enum ButtonShape: Hashable, Sendable {
    /// Square frame: a circle of this radius.
    case circle(radius: Double)
    /// Wider than tall: a stadium whose ends are half circles (radius = height / 2).
    case capsule(radius: Double)
    /// Taller than wide: a rectangle with rounded corners of this radius.
    case roundedRect(radius: Double)

    /// Frames whose sides differ by at most this many pixels count as square.
    public static let squareTolerance = 0.5

    /// The shape rule. Returns nil for frames that cannot be drawn.
    ///
    /// - square (|w − h| ≤ 0.5 px): circle, radius min(w, h) / 2;
    /// - wider than tall: capsule, radius h / 2;
    /// - taller than wide: rounded rectangle, radius (w / 2) · (w / h)², capped at
    ///   `maximumCornerRadius`. The factor makes the radius continuous with the circle
    ///   as the frame approaches a square, and tall keys become rounded rectangles
    ///   instead of standing pills.
    public init?(frame: Rect, maximumCornerRadius: Double = .infinity) {
        guard frame.isDrawable else { return nil }
        let w = frame.width, h = frame.height
        if abs(w - h) <= ButtonShape.squareTolerance {
            self = .circle(radius: min(w, h) / 2)
        } else if w > h {
            self = .capsule(radius: h / 2)
        } else {
            let ratio = w / h
            self = .roundedRect(radius: min(w / 2 * ratio * ratio, maximumCornerRadius))
        }
    }

    public var cornerRadius: Double {
        switch self {
        case .circle(let r), .capsule(let r), .roundedRect(let r): return r
        }
    }
}
