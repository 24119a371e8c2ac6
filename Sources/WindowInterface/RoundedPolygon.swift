import Glibc
import Layout

/// Polygon approximations of rounded rectangles: a button's hit test, and the outline the view fills
/// anti-aliased (XRender's polygon fill).
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
            return [
                Point(x: frame.x, y: frame.y), Point(x: frame.maxX, y: frame.y),
                Point(x: frame.maxX, y: frame.maxY), Point(x: frame.x, y: frame.maxY),
            ]
        }
        let n = max(1, segmentsPerCorner ?? self.segmentsPerCorner(radius: r))
        // Corner centres and the angle where each quarter starts (screen angles, y down).
        let corners: [(cx: Double, cy: Double, start: Double)] = [
            (frame.maxX - r, frame.y + r, -Double.pi / 2),   // top-right: from top to right
            (frame.maxX - r, frame.maxY - r, 0),   // bottom-right
            (frame.x + r, frame.maxY - r, Double.pi / 2),   // bottom-left
            (frame.x + r, frame.y + r, Double.pi),   // top-left
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
            abs(last.x - first.x) < 1e-9, abs(last.y - first.y) < 1e-9
        {
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
            point.y >= frame.y, point.y <= frame.maxY
        else { return false }
        let r = min(max(radius, 0), frame.width / 2, frame.height / 2)
        let cx = min(max(point.x, frame.x + r), frame.maxX - r)
        let cy = min(max(point.y, frame.y + r), frame.maxY - r)
        let dx = point.x - cx, dy = point.y - cy
        return dx * dx + dy * dy <= r * r + 1e-9
    }
}
