/// A solved frame: origin at the top-left, y grows downward (X11's convention).
public struct Rect: Hashable, Sendable, CustomStringConvertible {
    public var x: Double
    public var y: Double
    public var width: Double
    public var height: Double

    public init(x: Double, y: Double, width: Double, height: Double) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
    }

    public static let zero = Rect(x: 0, y: 0, width: 0, height: 0)

    public var maxX: Double { x + width }
    public var maxY: Double { y + height }
    public var midX: Double { x + width / 2 }
    public var midY: Double { y + height / 2 }
    /// False for zero, negative or non-finite sizes: such frames are not drawn.
    public var isDrawable: Bool {
        width > 0 && height > 0 && width.isFinite && height.isFinite && x.isFinite && y.isFinite
    }

    /// True when the two rectangles share an area larger than `tolerance` in both directions.
    public func overlaps(_ other: Rect, tolerance: Double = 1e-9) -> Bool {
        Swift.min(maxX, other.maxX) - Swift.max(x, other.x) > tolerance
            && Swift.min(maxY, other.maxY) - Swift.max(y, other.y) > tolerance
    }

    /// True when `other` lies inside this rectangle (within `tolerance`).
    public func contains(_ other: Rect, tolerance: Double = 1e-9) -> Bool {
        other.x >= x - tolerance && other.y >= y - tolerance
            && other.maxX <= maxX + tolerance && other.maxY <= maxY + tolerance
    }

    public var description: String { "(\(x), \(y), \(width) × \(height))" }
}
