import Testing
import WindowInterface

@testable import CalculatorView

/// A size asked of the window manager is cut to the work area with the frame, and a frame that would run
/// past the area's edge is moved in (issue 47, item 7).
struct WorkAreaTests {
    /// A 1600×1000 screen with a 30-pixel panel at the top, and openbox's frame (1, 1, 20, 5).
    static let area = WorkArea(x: 0, y: 30, width: 1600, height: 970, left: 1, right: 1, top: 20, bottom: 5)

    @Test func theRoomIsTheAreaLessTheFrame() {
        #expect(Self.area.room == Size(width: 1598, height: 945))
        #expect(WorkArea(width: 1600, height: 1000).room == Size(width: 1600, height: 1000))
    }

    @Test(
        arguments: [
            // What fits stays where it is.
            (Size(width: 320, height: 560), (0, 30), Size(width: 320, height: 560), nil),
            // Too tall: cut to the room, and moved up to the area's top edge.
            (Size(width: 640, height: 1120), (0, 30), Size(width: 640, height: 945), nil),
            (Size(width: 640, height: 1120), (700, 300), Size(width: 640, height: 945), (700, 30)),
            // Fits, but runs past the right and bottom edges from where it is: moved in.
            (Size(width: 640, height: 800), (1200, 400), Size(width: 640, height: 800), (958, 175)),
            // Starts above the area (on the panel): moved down.
            (Size(width: 320, height: 560), (10, 0), Size(width: 320, height: 560), (10, 30)),
        ] as [(Size, (Int, Int), Size, (Int, Int)?)])
    func aSizeIsCutToTheRoomAndTheFrameMovedIn(wanted: Size, origin: (Int, Int), size: Size, moved: (Int, Int)?) {
        let fit = Self.area.fit(wanted, frameOrigin: (x: origin.0, y: origin.1))
        #expect(fit.size == size)
        #expect(fit.frameOrigin?.x == moved?.0 && fit.frameOrigin?.y == moved?.1)
    }
}
