import Glibc
import WindowInterface

/// Another source of events beside the X connection, such as a bus connection: a file descriptor
/// the event loop polls together with the X connection's, in one `poll` (no timers while idle).
/// The view knows nothing of what it is; what it reports is delivered as ordinary `WindowEvent`s, or
/// is a scene the loop shows (`scene`): nothing calls back into the window.
public struct EventSource<Control: Hashable & Sendable> {
    /// What to wait for: a descriptor, its poll events (`POLLIN`, …) and at most how long, in
    /// milliseconds (-1: no limit; 0: ready already). Nil: nothing to wait for now. A negative
    /// descriptor, which `poll` skips, makes a timer.
    public typealias PollRequest = (descriptor: Int32, events: Int16, timeout: Int32)

    /// Runs once, after the first frame has been drawn: the source opens here, so start-up never
    /// waits on it.
    public var start: () -> Void
    /// Asked before every wait.
    public var pollRequest: () -> PollRequest?
    /// Runs when the descriptor is ready or the time is up, between X events; returns the events to
    /// deliver, in order.
    public var dispatch: () -> [WindowEvent<Control>]
    /// Runs after `dispatch`: a scene for the window to show, if any (what the store's retry, the tape's
    /// changes or an update of the rates changed); the loop shows it as it shows an answer's.
    public var scene: () -> Scene<Control>? = { nil }
    /// Runs before every wait once started, when the events so far are answered and their frame is
    /// on screen: work that follows from them but must not delay their pixels goes here. It must not
    /// read from the X connection (events it read would wait in Xlib's queue through the poll).
    public var afterFrame: () -> Void

    public init(
        start: @escaping () -> Void, pollRequest: @escaping () -> PollRequest?,
        dispatch: @escaping () -> [WindowEvent<Control>], afterFrame: @escaping () -> Void = {}
    ) {
        self.start = start
        self.pollRequest = pollRequest
        self.dispatch = dispatch
        self.afterFrame = afterFrame
    }

    /// A source that delivers no events, only a scene to show, if any (the store's retry, the tape's
    /// changes, an update of the rates).
    public init(
        start: @escaping () -> Void = {}, pollRequest: @escaping () -> PollRequest?,
        scene: @escaping () -> Scene<Control>?
    ) {
        self.init(start: start, pollRequest: pollRequest) { [] }
        self.scene = scene
    }
}

/// The event loop's extra sources and the one `poll` on them and the X connection.
struct EventSources<Control: Hashable & Sendable> {
    private let sources: [EventSource<Control>]
    private var started = false
    /// The newest scene a source reported in the last wait, for the loop to show (`takeScene`).
    private var scene: Scene<Control>?

    init(_ sources: [EventSource<Control>]) {
        self.sources = sources
    }

    /// Called with X's queue empty and the frame drawn: starts the sources the first time, else
    /// waits until the X connection or a source is ready. Nil when X has input (or there is no
    /// source to wait for: XNextEvent blocks then, as it always did); otherwise the events a source
    /// reported, perhaps none, after which the loop looks at X's queue again.
    /// `sync` waits until the X server has done what was sent: the sources start once the first
    /// frame is on screen (the window exposed, the frame presented), not merely sent.
    mutating func wait(xConnection: Int32, firstFrameShown: Bool, sync: () -> Void) -> [WindowEvent<Control>]? {
        guard !sources.isEmpty else { return nil }
        if !started {
            // Not before the window was exposed and that frame presented (the caller draws before
            // waiting): a frame drawn into a window not yet viewable is not yet seen.
            guard firstFrameShown else { return nil }
            started = true
            sync()
            for source in sources { source.start() }
            return []   // starting may have read X events into Xlib's queue: look there first
        }
        for source in sources { source.afterFrame() }
        var descriptors = [pollfd(fd: xConnection, events: Int16(POLLIN), revents: 0)]
        var polled: [(source: EventSource<Control>, timeout: Int32)] = []
        var timeout: Int32 = -1
        for source in sources {
            guard let request = source.pollRequest() else { continue }
            descriptors.append(pollfd(fd: request.descriptor, events: request.events, revents: 0))
            polled.append((source, request.timeout))
            if request.timeout >= 0 { timeout = timeout < 0 ? request.timeout : min(timeout, request.timeout) }
        }
        guard !polled.isEmpty else { return nil }
        let ready = poll(&descriptors, nfds_t(descriptors.count), timeout)
        guard ready >= 0 else { return [] }   // EINTR: wait again
        var events: [WindowEvent<Control>] = []
        var dispatched = false
        for (i, entry) in polled.enumerated() where descriptors[i + 1].revents != 0 || entry.timeout == 0 || ready == 0 {
            events += entry.source.dispatch()
            if let reported = entry.source.scene() { scene = reported }
            dispatched = true
        }
        return dispatched ? events : nil
    }

    /// The scene a source reported in the last wait, once: shown before its events are delivered.
    mutating func takeScene() -> Scene<Control>? {
        defer { scene = nil }
        return scene
    }
}
