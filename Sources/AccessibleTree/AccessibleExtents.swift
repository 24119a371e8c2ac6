/// Where an accessible object is drawn, in whole pixels relative to the window's top-left corner.
public struct AccessibleExtents: Hashable, Sendable {
    public var x: Int
    public var y: Int
    public var width: Int
    public var height: Int

    public init(x: Int, y: Int, width: Int, height: Int) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
    }

    /// The box moved by `dx`, `dy` (window to screen coordinates).
    public func offset(by dx: Int, _ dy: Int) -> AccessibleExtents {
        AccessibleExtents(x: x + dx, y: y + dy, width: width, height: height)
    }
}
