import Glibc
import Layout

/// A point in window pixels.
public struct Point: Hashable, Sendable {
    public var x: Double
    public var y: Double
    public init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }
}

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

/// Polygon approximations of rounded rectangles, for XRender's anti-aliased polygon fill.
public enum RoundedPolygon {
    /// Number of segments per quarter circle so that the chord deviates from the arc
    /// by at most `tolerance` pixels; between 1 and 64.
    public static func segmentsPerCorner(radius: Double, tolerance: Double = 0.05) -> Int {
        guard radius > tolerance, radius.isFinite else { return 1 }
        // sagitta s = r (1 - cos(θ/2))  ⇒  θ = 2 acos(1 - s/r)
        let theta = 2 * acos(1 - tolerance / radius)
        guard theta > 0 else { return 64 }
        let n = Int(((Double.pi / 2) / theta).rounded(.up))
        return min(max(n, 1), 64)
    }

    /// Vertices, clockwise on screen (y down) starting at the top edge, of the rectangle
    /// `frame` with corners rounded by `radius` (clamped to half the shorter side).
    /// Consecutive duplicate vertices are removed, so a circle has no zero-length edges.
    public static func points(frame: Rect, radius: Double, segmentsPerCorner: Int? = nil) -> [Point] {
        guard frame.isDrawable else { return [] }
        let r = min(max(radius, 0), frame.width / 2, frame.height / 2)
        if r <= 0 {
            return [Point(x: frame.x, y: frame.y), Point(x: frame.maxX, y: frame.y),
                    Point(x: frame.maxX, y: frame.maxY), Point(x: frame.x, y: frame.maxY)]
        }
        let n = max(1, segmentsPerCorner ?? self.segmentsPerCorner(radius: r))
        // Corner centres and the angle where each quarter starts (screen angles, y down).
        let corners: [(cx: Double, cy: Double, start: Double)] = [
            (frame.maxX - r, frame.y + r, -Double.pi / 2),      // top-right: from top to right
            (frame.maxX - r, frame.maxY - r, 0),                 // bottom-right
            (frame.x + r, frame.maxY - r, Double.pi / 2),        // bottom-left
            (frame.x + r, frame.y + r, Double.pi),               // top-left
        ]
        var result: [Point] = []
        result.reserveCapacity(4 * (n + 1))
        for corner in corners {
            for i in 0...n {
                let angle = corner.start + Double.pi / 2 * Double(i) / Double(n)
                var p = Point(x: corner.cx + r * cos(angle), y: corner.cy + r * sin(angle))
                // Keep exact edges exact despite rounding in the trigonometry.
                p.x = min(max(p.x, frame.x), frame.maxX)
                p.y = min(max(p.y, frame.y), frame.maxY)
                if let last = result.last, abs(last.x - p.x) < 1e-9, abs(last.y - p.y) < 1e-9 { continue }
                result.append(p)
            }
        }
        if result.count > 1, let first = result.first, let last = result.last,
           abs(last.x - first.x) < 1e-9, abs(last.y - first.y) < 1e-9 {
            result.removeLast()
        }
        return result
    }

    /// The polygon for a shape drawn in `frame`.
    public static func points(frame: Rect, shape: ButtonShape) -> [Point] {
        points(frame: frame, radius: shape.cornerRadius)
    }

    /// Whether `point` lies inside the rounded rectangle (used for hit testing).
    public static func contains(frame: Rect, radius: Double, point: Point) -> Bool {
        guard frame.isDrawable,
              point.x >= frame.x, point.x <= frame.maxX,
              point.y >= frame.y, point.y <= frame.maxY else { return false }
        let r = min(max(radius, 0), frame.width / 2, frame.height / 2)
        let cx = min(max(point.x, frame.x + r), frame.maxX - r)
        let cy = min(max(point.y, frame.y + r), frame.maxY - r)
        let dx = point.x - cx, dy = point.y - cy
        return dx * dx + dy * dy <= r * r + 1e-9
    }
}


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
        Rect(x: Double(x) + shapeFrame.x, y: Double(y) + shapeFrame.y,
             width: shapeFrame.width, height: shapeFrame.height)
    }

    /// The mask's rectangle in the window: every pixel the button's shape may touch.
    public var bounds: Rect {
        Rect(x: Double(x), y: Double(y), width: Double(maskWidth), height: Double(maskHeight))
    }
}
