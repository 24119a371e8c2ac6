import AccessibleTree
import CSDBus
import Glibc

/// The calculator on the AT-SPI accessibility bus: registers with the registry (`Embed`), answers
/// what screen readers ask about the tree it was given last, and reports the buttons they press.
///
/// It never calls into the window: the event loop polls `pollRequest`'s descriptor beside the X
/// connection, runs `dispatch` when it is ready and delivers the presses it returns as ordinary
/// clicks; the new tree comes back through `update`, which tells the bus what changed.
///
/// It never waits on the bus either: connecting, authenticating and Hello go on from `dispatch`
/// and are given `BusConnection.connectTimeout`; nothing is flushed (sd-bus writes what the socket
/// takes, the rest when the poll says it can); a bus that reads nothing is dropped once
/// `BusConnection.queueLimit` messages wait; leaving never writes.
///
/// `Press` is what the tree's buttons report when pressed (`AccessibleNode.press`); `dispatch` hands
/// the presses back as they were given.
public final class AccessibilityServer<Press: Hashable & Sendable>: BusCallbacks {
    typealias Index = AccessibleIndex<Press>

    /// The application object's name, which Orca announces ("calculator").
    let applicationName: String
    let version: String
    /// The window's top-left corner on the screen, for extents in screen coordinates; asked only
    /// when a client asks for them.
    let windowOrigin: () -> (x: Int, y: Int)

    /// The accessibility bus, once connected.
    var bus: OpaquePointer?
    /// The session bus while it is asked for the accessibility bus's address; the answer, once come.
    var session: OpaquePointer?
    var sessionAnswer: String?? = nil
    var index: Index
    /// The desktop the registry embedded us in: the application's parent.
    var desktop = ObjectReference(busName: "org.a11y.atspi.Registry", path: AccessiblePath.application)
    var uniqueName = ""
    /// The id AT-SPI's registry gives the application (`Application.Id`).
    var applicationID: Int32 = 0
    /// Buttons pressed through `Action.DoAction` since the last `dispatch`.
    var presses: [Press] = []
    /// Whether the bus said Hello back and the application was embedded.
    var isRegistered = false
    /// When the bus being connected (or the session bus being asked) is dropped if not ready, in
    /// `CLOCK_MONOTONIC` microseconds; nil when none is on its way.
    var connectDeadline: UInt64?
    /// Whether `dispatch` stopped at a press: messages read since may wait in sd-bus's buffers,
    /// which no poll sees, so the next wait does not block.
    var stoppedAtPress = false

    public init(applicationName: String, version: String, windowOrigin: @escaping () -> (x: Int, y: Int)) {
        self.applicationName = applicationName
        self.version = version
        self.windowOrigin = windowOrigin
        index = Index(Self.application(named: applicationName, frame: nil))
    }

    deinit { close() }

    /// Whether the server is on the bus or on its way there (and wants `update` to be called).
    public var isConnected: Bool { bus != nil || session != nil }

    /// Connects to the accessibility bus, if there is one (`BusAddress`), serves `tree` and asks the
    /// registry to embed the application. Does nothing, says nothing, when there is no bus. Never
    /// waits for an answer: the session bus's (the address) and the registry's come through `dispatch`.
    public func connect(rootWindowProperty: String?, tree: AccessibleNode<Press>) {
        guard !isConnected else { return }
        index = Index(Self.application(named: applicationName, frame: tree))
        if let address = BusAddress.known(rootWindowProperty: rootWindowProperty) {
            open(address)
        } else if let address = BusAddress.session {
            askSessionBus(address)
        }
    }

    /// Opens the accessibility bus at `address`; `dispatch` registers once it said Hello back.
    private func open(_ address: String) {
        guard let bus = BusConnection.open(address: address) else { return }
        self.bus = bus
        isRegistered = false
        connectDeadline = BusConnection.now() + BusConnection.connectTimeout
        sd_bus_add_filter(
            bus, nil,
            { message, userdata, _ in
                guard let message, let server = callbacks(userdata) else { return 0 }
                return server.receive(BusMessage(pointer: message)) ? 1 : 0
            }, userdata)
    }

    /// The bus is running (Hello answered): learns our unique name and asks to be embedded.
    private func register() {
        guard let bus else { return }
        var name: UnsafePointer<CChar>?
        guard sd_bus_get_unique_name(bus, &name) >= 0, let name else { close(); return }
        uniqueName = String(cString: name)
        isRegistered = true
        connectDeadline = nil
        embed()
    }

    /// `org.a11y.Bus.GetAddress` on the session bus at `address`, answered in `dispatch`.
    private func askSessionBus(_ address: String) {
        guard let session = BusConnection.open(address: address) else { return }
        var call: OpaquePointer?
        guard sd_bus_message_new_method_call(session, &call, "org.a11y.Bus", "/org/a11y/bus", "org.a11y.Bus", "GetAddress") >= 0,
            let call
        else {
            sd_bus_close_unref(session)
            return
        }
        defer { sd_bus_message_unref(call) }
        self.session = session
        connectDeadline = BusConnection.now() + BusConnection.connectTimeout
        sd_bus_call_async(
            session, nil, call,
            { reply, userdata, _ in
                guard let reply, let server = callbacks(userdata) else { return 0 }
                let address = sd_bus_message_is_method_error(reply, nil) == 0 ? BusMessage(pointer: reply).readString() : nil
                server.sessionAnswered(address.flatMap { $0.isEmpty ? nil : $0 })
                return 1
            }, userdata, BusAddress.sessionTimeoutMicroseconds)
    }

    /// What the event loop waits for: the bus connection's descriptor, for input (and output while
    /// some is queued), and how long at most in milliseconds (-1: no time limit; 0: messages are
    /// already read and wait). Nil when not connected.
    public var pollRequest: (descriptor: Int32, events: Int16, timeout: Int32)? {
        guard let bus = bus ?? session else { return nil }
        let descriptor = sd_bus_get_fd(bus), events = sd_bus_get_events(bus)
        guard descriptor >= 0, events >= 0 else { return nil }
        var until: UInt64 = 0
        var timeout: Int32 = -1
        if sd_bus_get_timeout(bus, &until) <= 0 { until = UInt64.max }
        if let connectDeadline { until = min(until, connectDeadline) }
        if until != UInt64.max {
            let now = BusConnection.now()
            timeout = until <= now ? 0 : Int32(clamping: (until - now + 999) / 1000)
        }
        if stoppedAtPress { timeout = 0 }
        return (descriptor, Int16(events), timeout)
    }

    /// Handles what came in, and returns the buttons pressed. Stops at a press, so the
    /// click is handled (and the new tree served) before the next question is answered.
    public func dispatch() -> [Press] {
        if let session {
            // Waiting for the address: once it comes (or an error, or the time is up), the session bus is left.
            while sessionAnswer == nil {
                let result = sd_bus_process(session, nil)
                if result < 0 { sessionAnswer = .some(nil) }   // the session bus went away
                if result <= 0 { break }
            }
            if sessionAnswer == nil, let connectDeadline, BusConnection.now() >= connectDeadline {
                sessionAnswer = .some(nil)   // a session bus that never answers is left
            }
            if let answer = sessionAnswer {
                sd_bus_close_unref(session)
                self.session = nil
                sessionAnswer = nil
                connectDeadline = nil
                if let address = answer { open(address) }
            }
            return []
        }
        stoppedAtPress = false
        while let bus, presses.isEmpty {
            let result = sd_bus_process(bus, nil)
            if result < 0 { close(); break }
            if !isRegistered, sd_bus_is_ready(bus) > 0 { register() }
            if result == 0 { break }
        }
        if !isRegistered, bus != nil, let connectDeadline, BusConnection.now() >= connectDeadline {
            close()   // a bus that never said Hello back is dropped
        }
        stoppedAtPress = !presses.isEmpty
        defer { presses = [] }
        return presses
    }

    /// Serves `tree` from now on and tells the bus what changed: the display's text and name, a
    /// pending operator's checked state, the buttons of another size class.
    public func update(_ tree: AccessibleNode<Press>) {
        guard isConnected else { return }
        let old = index
        index = Index(Self.application(named: applicationName, frame: tree))
        guard let bus, isRegistered else { return }
        announceChanges(from: old, to: index)
        if BusConnection.isStuck(bus) { close() }
    }

    /// Leaves the bus at once: what the socket has not taken yet is dropped, never waited for.
    public func close() {
        if let session { sd_bus_close_unref(session) }
        if let bus { sd_bus_close_unref(bus) }
        session = nil
        bus = nil
        isRegistered = false
        connectDeadline = nil
    }

    /// The application object, id `root`, above the frame.
    static func application(named name: String, frame: AccessibleNode<Press>?) -> AccessibleNode<Press> {
        AccessibleNode(
            id: "root", role: .application, name: name, states: [],
            extents: AccessibleExtents(x: 0, y: 0, width: 0, height: 0),
            children: frame.map { [$0] } ?? [])
    }

    /// `Socket.Embed` on the registry, answered later with the desktop, our parent.
    private func embed() {
        guard let bus else { return }
        var call: OpaquePointer?
        guard
            sd_bus_message_new_method_call(
                bus, &call, "org.a11y.atspi.Registry", AccessiblePath.application,
                "org.a11y.atspi.Socket", "Embed") >= 0, let call
        else { return }
        defer { sd_bus_message_unref(call) }
        BusMessage(pointer: call).append(ObjectReference(busName: uniqueName, path: AccessiblePath.application))
        sd_bus_call_async(
            bus, nil, call,
            { reply, userdata, _ in
                guard let reply, let server = callbacks(userdata), sd_bus_message_is_method_error(reply, nil) == 0 else {
                    return 0
                }
                server.embedded(in: BusMessage(pointer: reply).readReference())
                return 1
            }, userdata, 0)
    }

    /// A reference to our object at `path`.
    func reference(_ path: String) -> ObjectReference { ObjectReference(busName: uniqueName, path: path) }

    /// The user data of sd-bus's callbacks: the server, unretained (it outlives its connections).
    private var userdata: UnsafeMutableRawPointer { Unmanaged<AnyObject>.passUnretained(self).toOpaque() }

    func sessionAnswered(_ address: String?) { sessionAnswer = .some(address) }

    /// The registry embedded the application: `desktop` is our parent.
    func embedded(in desktop: ObjectReference?) {
        if let desktop { self.desktop = desktop }
        announceFocus()
    }
}

/// What sd-bus's callbacks call on the server through their user data: a C function cannot be made
/// of a closure that names the generic server, so they see it as this.
protocol BusCallbacks: AnyObject {
    func receive(_ message: BusMessage) -> Bool
    func sessionAnswered(_ address: String?)
    func embedded(in desktop: ObjectReference?)
}

/// The server behind a callback's user data (`AccessibilityServer.userdata`).
private func callbacks(_ userdata: UnsafeMutableRawPointer?) -> (any BusCallbacks)? {
    userdata.map { Unmanaged<AnyObject>.fromOpaque($0).takeUnretainedValue() as! any BusCallbacks }
}
