import AccessibleTree
import Testing
import WindowInterface

@testable import CalculatorPresentation

/// The trees sent after frames: only the newest snapshot is sent, nothing without a bus, and after a frame
/// without one the next tree is made whole again.
struct AccessibleUpdatesTests {
    @Test func theNewestSnapshotIsSentOnceAndEqualsTheWholeTree() throws {
        let session = CalculatorSession(size: Size(width: 320, height: 560))
        var updates = AccessibleUpdates()
        #expect(updates.takeTree(connected: true) == nil)
        let one = try #require(AccessibleSnapshotTests.snapshot(session.handle(.click(.key(.digit(1))))))
        let two = try #require(AccessibleSnapshotTests.snapshot(session.handle(.click(.key(.digit(2))))))
        updates.announce(one)
        updates.announce(two)
        #expect(updates.takeTree(connected: true) == two.tree)
        #expect(updates.takeTree(connected: true) == nil)
    }

    /// Without a bus nothing is sent and the parts are forgotten: the next tree is whole, not an update of
    /// parts sent before the bus went away.
    @Test func withoutABusNothingIsSentAndTheNextTreeIsWhole() throws {
        let session = CalculatorSession(size: Size(width: 320, height: 560))
        var updates = AccessibleUpdates()
        updates.announce(try #require(AccessibleSnapshotTests.snapshot(session.handle(.click(.key(.digit(3)))))))
        #expect(updates.takeTree(connected: false) == nil)
        let next = try #require(AccessibleSnapshotTests.snapshot(session.handle(.click(.key(.digit(4))))))
        updates.announce(next)
        #expect(updates.takeTree(connected: true) == next.tree)
    }
}
