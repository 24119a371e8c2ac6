import Glibc
import Testing
@testable import CalculatorView
import WindowInterface

/// The event loop's extra sources, on pipes standing for the X connection and a bus connection.
@Suite struct EventSourceTests {
    /// A pipe: (read end, write end).
    static func pipePair() -> (Int32, Int32) {
        var ends: [Int32] = [0, 0]
        _ = pipe(&ends)
        return (ends[0], ends[1])
    }

    final class Log { var started = 0; var dispatched = 0; var afterFrames = 0 }

    static func source(_ fd: Int32?, _ log: Log, events: [WindowEvent<String>] = [.close]) -> EventSource<String> {
        EventSource(
            start: { log.started += 1 },
            pollRequest: { fd.map { ($0, Int16(POLLIN), -1) } },
            dispatch: {
                log.dispatched += 1
                if let fd { var byte: UInt8 = 0; _ = read(fd, &byte, 1) }
                return events
            },
            afterFrame: { log.afterFrames += 1 })
    }

    @Test func withoutSourcesXNextEventBlocksAsItAlwaysDid() {
        var sources = EventSources<String>([])
        #expect(sources.wait(xConnection: 0, firstFrameShown: true, sync: {}) == nil)
    }

    @Test func sourcesStartOnceAfterTheFirstFrameIsSyncedThenTheLoopLooksAtXAgain() {
        let (x, xWrite) = Self.pipePair(), (bus, busWrite) = Self.pipePair()
        defer { [x, xWrite, bus, busWrite].forEach { close($0) } }
        let log = Log()
        var synced = 0
        var sources = EventSources<String>([Self.source(bus, log)])
        // Before the window was exposed its frame is not seen yet: nothing starts, XNextEvent waits.
        #expect(sources.wait(xConnection: x, firstFrameShown: false, sync: { synced += 1 }) == nil)
        #expect(log.started == 0 && synced == 0)
        #expect(sources.wait(xConnection: x, firstFrameShown: true, sync: { synced += 1 }) == [])
        #expect(log.started == 1)
        #expect(synced == 1)
        // X has input: the loop goes to XNextEvent; the source is not run.
        _ = write(xWrite, "x", 1)
        #expect(sources.wait(xConnection: x, firstFrameShown: true, sync: { synced += 1 }) == nil)
        #expect(log.dispatched == 0)
        // The source has input: its events come back, to be delivered.
        var byte: UInt8 = 0
        _ = read(x, &byte, 1)
        _ = write(busWrite, "b", 1)
        #expect(sources.wait(xConnection: x, firstFrameShown: true, sync: { synced += 1 }) == [.close])
        #expect(log.dispatched == 1)
        #expect(log.started == 1)
        #expect(synced == 1)
    }

    @Test func aSourceWithNothingToWaitForLeavesXNextEventToBlock() {
        let (x, xWrite) = Self.pipePair()
        defer { [x, xWrite].forEach { close($0) } }
        let log = Log()
        var sources = EventSources<String>([Self.source(nil, log)])   // no bus: nothing to poll
        #expect(sources.wait(xConnection: x, firstFrameShown: true, sync: {}) == [])
        #expect(sources.wait(xConnection: x, firstFrameShown: true, sync: {}) == nil)
        #expect(log.dispatched == 0)
    }

    @Test func workAfterTheFrameRunsBeforeEachWaitOnceStartedNeverBefore() {
        let (x, xWrite) = Self.pipePair(), (bus, busWrite) = Self.pipePair()
        defer { [x, xWrite, bus, busWrite].forEach { close($0) } }
        let log = Log()
        var sources = EventSources<String>([Self.source(bus, log)])
        _ = sources.wait(xConnection: x, firstFrameShown: false, sync: {})
        _ = sources.wait(xConnection: x, firstFrameShown: true, sync: {})   // starts
        #expect(log.afterFrames == 0)
        _ = write(xWrite, "x", 1)
        _ = sources.wait(xConnection: x, firstFrameShown: true, sync: {})
        _ = sources.wait(xConnection: x, firstFrameShown: true, sync: {})
        #expect(log.afterFrames == 2)
    }

    /// A source with a scene for the window (the store's retry, the tape's changes) returns it and
    /// calls nothing back: the loop takes it once, to show before any events.
    @Test func aSourcesSceneIsReturnedToTheLoopOnce() {
        let (x, xWrite) = Self.pipePair()
        defer { [x, xWrite].forEach { close($0) } }
        var due = true
        let scene = Scene<String>(number: NumberLine(text: "16"))
        let source = EventSource<String>(pollRequest: { (-1, 0, 0) }, scene: { due ? scene : nil })
        var sources = EventSources<String>([source])
        _ = sources.wait(xConnection: x, firstFrameShown: true, sync: {})   // starts
        #expect(sources.wait(xConnection: x, firstFrameShown: true, sync: {}) == [])
        #expect(sources.takeScene() == scene)
        #expect(sources.takeScene() == nil)
        due = false
        #expect(sources.wait(xConnection: x, firstFrameShown: true, sync: {}) == [])
        #expect(sources.takeScene() == nil)
    }
}
