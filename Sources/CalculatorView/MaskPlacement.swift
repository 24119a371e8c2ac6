import Layout

/// Where a button is drawn through a cached coverage mask (`Renderer`): the shape is rasterised once
/// per size into a mask of whole pixels, and every button of that size is that mask composited at
/// whole-pixel positions.
///
/// The size is quantised to 1/64 px (so buttons the solver makes equal up to rounding share a mask),
/// the shape sits centred in a mask of `ceil(width)` × `ceil(height)` pixels (its anti-aliased edges
/// are symmetric), and the mask goes at the whole pixel nearest the frame's position: the drawn
/// shape is the frame moved by at most half a pixel, and every button of a size looks the same.
public struct MaskPlacement: Hashable, Sendable {
    /// The shape's size in 1/64 px: what identifies a mask.
    public struct Key: Hashable, Sendable {
        public var width: Int
        public var height: Int
    }

    public static let quantum = 64.0
    /// Larger masks are not made (X pixmaps are limited to 32767 pixels a side).
    public static let maximumSide = 16384

    public let key: Key
    /// The mask's size in pixels.
    public let maskWidth: Int
    public let maskHeight: Int
    /// The shape's frame inside the mask.
    public let shapeFrame: Rect
    /// Where the mask's top-left corner goes in the window.
    public let x: Int
    public let y: Int

    /// Nil for frames that cannot be drawn or are too large for a mask.
    public init?(frame: Rect) {
        guard frame.isDrawable else { return nil }
        let qw = (frame.width * Self.quantum).rounded(), qh = (frame.height * Self.quantum).rounded()
        let limit = Double(Self.maximumSide) * Self.quantum
        guard qw >= 1, qh >= 1, qw <= limit, qh <= limit, abs(frame.x) < 1e9, abs(frame.y) < 1e9 else { return nil }
        let width = qw / Self.quantum, height = qh / Self.quantum
        key = Key(width: Int(qw), height: Int(qh))
        maskWidth = Int(width.rounded(.up))
        maskHeight = Int(height.rounded(.up))
        let ox = (Double(maskWidth) - width) / 2, oy = (Double(maskHeight) - height) / 2
        shapeFrame = Rect(x: ox, y: oy, width: width, height: height)
        x = Int((frame.x - ox).rounded())
        y = Int((frame.y - oy).rounded())
    }

    /// The shape as drawn in the window.
    public var drawnFrame: Rect {
        Rect(
            x: Double(x) + shapeFrame.x, y: Double(y) + shapeFrame.y,
            width: shapeFrame.width, height: shapeFrame.height)
    }

    /// The mask's rectangle in the window: every pixel the button's shape may touch.
    public var bounds: Rect {
        Rect(x: Double(x), y: Double(y), width: Double(maskWidth), height: Double(maskHeight))
    }
}
