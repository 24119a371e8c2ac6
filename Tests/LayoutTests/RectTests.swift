import Testing
import TestSupport
@testable import Layout

struct RectTests {
    @Test func overlapAndContainment() {
        let a = Rect(x: 0, y: 0, width: 10, height: 10)
        #expect(a.overlaps(Rect(x: 5, y: 5, width: 10, height: 10)))
        #expect(!a.overlaps(Rect(x: 10, y: 0, width: 10, height: 10)))   // touching edges
        #expect(!a.overlaps(Rect(x: 3, y: 3, width: 0, height: 0)))   // empty
        #expect(a.contains(Rect(x: 1, y: 1, width: 9, height: 9)))
        #expect(!a.contains(Rect(x: 1, y: 1, width: 10, height: 9)))
    }

    @Test func middleAndZero() {
        let a = Rect(x: 10, y: 20, width: 30, height: 40)
        #expect(a.midX == 25 && a.midY == 40)
        #expect(Rect.zero == Rect(x: 0, y: 0, width: 0, height: 0))
    }

    @Test func onlyPositiveFiniteRectsAreDrawable() {
        #expect(Rect(x: -5, y: 3, width: 1, height: 0.5).isDrawable)
        #expect(!Rect.zero.isDrawable)
        #expect(!Rect(x: 0, y: 0, width: -1, height: 10).isDrawable)
        #expect(!Rect(x: 0, y: 0, width: 10, height: .nan).isDrawable)
        #expect(!Rect(x: 0, y: 0, width: .infinity, height: 10).isDrawable)
        #expect(!Rect(x: .infinity, y: 0, width: 10, height: 10).isDrawable)
        #expect(!Rect(x: 0, y: .nan, width: 10, height: 10).isDrawable)
    }
}
