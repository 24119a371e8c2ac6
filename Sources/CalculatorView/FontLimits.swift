import CX11
import WindowInterface

/// Bounds on what a font resource may ask of fontconfig and Xft: a pattern such as
/// `DejaVu Sans:matrix=1000 0 0 1000` would otherwise rasterize glyphs a thousand times too large
/// (458 MB, seconds of CPU a frame). Sizes come from the layout; the pattern may only shape the face.
enum FontLimits {
    /// The largest pixel size drawn (a maximized window on a 4K screen at 4× needs well under it).
    static let pixelSizes = 1...2000
    /// Each element of a font matrix: slant and stretch (`matrix=1 0.2 0 1`), at most twice the size.
    static let matrixElements = -2.0...2.0
    /// `dpi=` in a pattern: the dpis the window is drawn at.
    static let dpis = DotsPerInch.drawn

    static func pixelSize(_ requested: Int) -> Int {
        min(max(requested, pixelSizes.lowerBound), pixelSizes.upperBound)
    }

    static func clamp(_ value: Double, to range: ClosedRange<Double>) -> Double {
        value.isNaN ? 0 : min(max(value, range.lowerBound), range.upperBound)
    }

    /// A matrix with each element clamped; a non-invertible or NaN one becomes the identity.
    static func matrix(xx: Double, xy: Double, yx: Double, yy: Double) -> (xx: Double, xy: Double, yx: Double, yy: Double) {
        let m = (
            xx: clamp(xx, to: matrixElements), xy: clamp(xy, to: matrixElements),
            yx: clamp(yx, to: matrixElements), yy: clamp(yy, to: matrixElements)
        )
        let determinant = m.xx * m.yy - m.xy * m.yx
        return abs(determinant) < 1e-3 ? (1, 0, 0, 1) : m
    }

    /// Clamps a parsed pattern's matrix and dpi in place, and drops its sizes (the layout sets the
    /// pixel size): what the resource said is kept within bounds before fontconfig sees it.
    static func limit(_ pattern: OpaquePointer) {
        FcPatternDel(pattern, FC_PIXEL_SIZE)
        FcPatternDel(pattern, FC_SIZE)
        FcPatternDel(pattern, FC_SCALE)
        var given: UnsafeMutablePointer<FcMatrix>?
        if FcPatternGetMatrix(pattern, FC_MATRIX, 0, &given) == FcResultMatch, let given {
            let m = matrix(xx: given.pointee.xx, xy: given.pointee.xy, yx: given.pointee.yx, yy: given.pointee.yy)
            var clamped = FcMatrix(xx: m.xx, xy: m.xy, yx: m.yx, yy: m.yy)
            FcPatternDel(pattern, FC_MATRIX)
            FcPatternAddMatrix(pattern, FC_MATRIX, &clamped)
        }
        var dpi = 0.0
        if FcPatternGetDouble(pattern, FC_DPI, 0, &dpi) == FcResultMatch {
            FcPatternDel(pattern, FC_DPI)
            FcPatternAddDouble(pattern, FC_DPI, clamp(dpi, to: dpis))
        }
    }
}
