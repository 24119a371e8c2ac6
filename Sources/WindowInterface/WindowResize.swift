/// A size the driver asks the window to take, and the smallest size it may be made from then on:
/// what a change of the desktop's scale asks, so that the window grows or shrinks with its content.
public struct WindowResize: Hashable, Sendable {
    public var size: Size
    public var minimumSize: Size

    public init(size: Size, minimumSize: Size) {
        self.size = size
        self.minimumSize = minimumSize
    }
}
