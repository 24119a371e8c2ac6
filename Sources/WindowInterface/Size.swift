/// A window's size in whole pixels, as X sizes windows.
public struct Size: Hashable, Sendable {
    public var width: Int
    public var height: Int

    public init(width: Int, height: Int) {
        self.width = width
        self.height = height
    }

    /// The size times `scale` (dpi / 96), each side rounded down to whole pixels.
    public func scaled(by scale: Double) -> Size {
        Size(width: Int(Double(width) * scale), height: Int(Double(height) * scale))
    }
}
