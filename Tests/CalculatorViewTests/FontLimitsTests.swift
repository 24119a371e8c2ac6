import CX11
import Testing
@testable import CalculatorView

/// F12: no font resource reaches fontconfig with a size, a matrix or a dpi out of bounds.
@Suite struct FontLimitsTests {
    @Test func matrixElementsAreClamped() {
        let m = FontLimits.matrix(xx: 1000, xy: 0, yx: -1e300, yy: 1000)
        #expect(m == (2, 0, -2, 2))
        #expect(FontLimits.matrix(xx: 1, xy: 0.2, yx: 0, yy: 1) == (1, 0.2, 0, 1))   // an italic slant stays
    }

    @Test func aFlatOrNaNMatrixIsTheIdentity() {
        #expect(FontLimits.matrix(xx: 0, xy: 0, yx: 0, yy: 0) == (1, 0, 0, 1))
        #expect(FontLimits.matrix(xx: .nan, xy: 0, yx: 0, yy: .nan) == (1, 0, 0, 1))
    }

    @Test func pixelSizesAreClamped() {
        #expect(FontLimits.pixelSize(Int.min) == 1)
        #expect(FontLimits.pixelSize(40) == 40)
        #expect(FontLimits.pixelSize(Int.max) == 2000)
    }

    /// The resource of F12, parsed as the view parses it, comes out bounded.
    @Test func aHostilePatternIsLimited() throws {
        let pattern = try #require(FcNameParse("DejaVu Sans:matrix=1000 0 0 1000:dpi=100000:pixelsize=90000:size=5000"))
        defer { FcPatternDestroy(pattern) }
        FontLimits.limit(pattern)
        var matrix: UnsafeMutablePointer<FcMatrix>?
        #expect(FcPatternGetMatrix(pattern, FC_MATRIX, 0, &matrix) == FcResultMatch)
        #expect(matrix?.pointee.xx == 2 && matrix?.pointee.yy == 2)
        var dpi = 0.0
        #expect(FcPatternGetDouble(pattern, FC_DPI, 0, &dpi) == FcResultMatch && dpi == 384)
        var size = 0.0
        #expect(FcPatternGetDouble(pattern, FC_PIXEL_SIZE, 0, &size) == FcResultNoMatch)
        #expect(FcPatternGetDouble(pattern, FC_SIZE, 0, &size) == FcResultNoMatch)
    }

    @Test func xftDpiIsCapped() {
        #expect(XResources(parsing: "Xft.dpi: 100000").dpi == 384)
        #expect(XResources(parsing: "Xft.dpi: 192").dpi == 192)
    }
}
