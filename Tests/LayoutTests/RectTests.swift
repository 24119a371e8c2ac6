import Testing
@testable import Layout

struct RectTests {
    @Test func overlapAndContainment() {
        let a = Rect(x: 0, y: 0, width: 10, height: 10)
        #expect(a.overlaps(Rect(x: 5, y: 5, width: 10, height: 10)))
        #expect(!a.overlaps(Rect(x: 10, y: 0, width: 10, height: 10)))  // touching edges
        #expect(!a.overlaps(Rect(x: 3, y: 3, width: 0, height: 0)))  // empty
        #expect(a.contains(Rect(x: 1, y: 1, width: 9, height: 9)))
        #expect(!a.contains(Rect(x: 1, y: 1, width: 10, height: 9)))
    }
}
