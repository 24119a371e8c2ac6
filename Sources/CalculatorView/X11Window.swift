import CX11
import Glibc
import SystemIO
import WindowInterface

/// A top-level X11 window that draws a `Scene` and reports input as `WindowEvent` values.
///
/// Single-threaded: create it, call `setScene` for the first scene, then `run`, which hands
/// every event to its handler and applies the `WindowUpdate` it answers. Nothing calls into the
/// window while an event is handled.
///
/// `Control` names the buttons (`ButtonFace.control`): the window reports which was clicked and
/// lights the one a key flashes, by comparing them; it never names one.
public final class X11Window<Control: Hashable & Sendable> {
    /// What `run` hands the events to.
    public typealias Handler = (WindowEvent<Control>) -> WindowUpdate<Control>

    /// Largest clipboard text delivered as `.paste`, in bytes.
    public static var pasteLimit: Int { ClipboardText.pasteLimit }

    /// The current size of the window in pixels.
    public internal(set) var size: Size
    /// The display's X resources, read once at start.
    public let resources: XResources

    // The connection, the window and what draws in it; display is nil once torn down.
    var display: OpaquePointer?
    let window: Window
    let atoms: Atoms
    var keyboard: KeyboardInput
    var renderer: Renderer<Control>?

    // What is shown and what is due.
    var scene = Scene<Control>()
    var dirty = true
    var needsPresent = false
    /// The last update asked for `.idle` when no event waits (`WindowUpdate.continues`).
    var continuesWork = false
    /// Whether an Expose was handled: the window is viewable, so a frame drawn now is seen (the extra
    /// event sources wait for it, so that the first frame on screen never waits for them).
    var hasBeenExposed = false
    var running = false
    /// Whether another client destroyed the window: teardown then leaves it alone.
    var isDestroyed = false
    /// The size last reported as `.resize`.
    var reportedSize: Size
    /// Whether the window manager keeps the window above others, as `_NET_WM_STATE` last said (at
    /// first what the window asked for before mapping): a change of it is reported (`.keptAbove`).
    var keptAbove: Bool
    /// The server time of the last key or button event, for selection requests.
    var lastTime: Time = 0

    // Input and clipboard state.
    var pointer = PointerState<Control>()
    /// The button the pointer rests on, and the tooltip shown for it (`HoverState`, `TooltipWindow`).
    var hover = HoverState<Control>()
    var tooltip: TooltipWindow?
    var keyFlashes = KeyFlashes<Control>()
    var selections = SelectionState()
    /// The desktop's XSETTINGS manager and its `Xft/DPI`, followed while the window runs.
    var desktop: DesktopSettings
    /// The desktop dpi last reported (at start, the one the window was made for).
    var reportedDesktopDPI: Double?
    /// The double-click time and distance last reported: the defaults before any report.
    var reportedDoubleClick = DoubleClick.standard
    let root: Window

    static var eventMask: Int {
        ExposureMask | KeyPressMask | KeyReleaseMask | ButtonPressMask
            | ButtonReleaseMask | PointerMotionMask | LeaveWindowMask | StructureNotifyMask | FocusChangeMask | PropertyChangeMask
    }

    /// Maps a window on `display`, which it owns from now on, as `options` say (sizes for the
    /// display's dpi and fonts come from its resources, read before).
    public init(display connection: X11Display, options: WindowOptions) {
        let display = connection.pointer
        self.display = display
        resources = connection.resources
        let screen = XDefaultScreen(display)
        let root = XRootWindow(display, screen)
        self.root = root
        atoms = Atoms(display: display)
        desktop = DesktopSettings(display: display, screen: screen)
        reportedDesktopDPI = connection.desktopDPI

        var geometry = WindowGeometry()
        if let text = options.geometry {
            if let parsed = WindowGeometry(parsing: text) {
                geometry = parsed
            } else {
                standardError("calculator: ignoring invalid geometry '\(text)'")
            }
        }
        let placed = geometry.resolve(
            defaultSize: options.defaultSize, minimumSize: options.minimumSize,
            screen: Size(width: Int(XDisplayWidth(display, screen)), height: Int(XDisplayHeight(display, screen))))
        size = Size(width: placed.width, height: placed.height)
        reportedSize = size
        keptAbove = options.alwaysOnTop

        var attributes = XSetWindowAttributes()
        attributes.background_pixel = XBlackPixel(display, screen)
        attributes.bit_gravity = NorthWestGravity
        attributes.event_mask = X11Window.eventMask
        window = XCreateWindow(
            display, root, Int32(placed.x ?? 0), Int32(placed.y ?? 0),
            UInt32(placed.width), UInt32(placed.height), 0,
            XDefaultDepth(display, screen), UInt32(InputOutput), XDefaultVisual(display, screen),
            UInt(CWBackPixel | CWBitGravity | CWEventMask), &attributes)

        WindowHints.set(
            display: display, window: window, atoms: atoms, options: options,
            geometry: geometry, placed: placed)
        keyboard = KeyboardInput(display: display, window: window, eventMask: X11Window.eventMask)
        renderer = Renderer(
            display: display, screen: screen, window: window,
            displayFont: options.displayFont, buttonFont: options.buttonFont)
        // A new XSETTINGS manager is announced to the root window's StructureNotify listeners.
        XSelectInput(display, root, StructureNotifyMask)
        desktop.follow(display)
        XMapWindow(display, window)
        XFlush(display)
    }

    deinit {
        teardown()
    }

    /// How wide the window draws a text area's characters, which the session places them by.
    public var textMeasure: any TextMeasuring { renderer.map { $0.measure } ?? FixedAdvance() }

    /// Replaces the scene (the driver answers one only when something changed); it is drawn once the
    /// pending events have been handled, redrawing what differs (`Damage`).
    public func setScene(_ scene: Scene<Control>) {
        self.scene = scene
        if scene.text.frame != nil, !keyboard.composesInUserLocale, let display {
            keyboard.composeInUserLocale(display: display, window: window, eventMask: X11Window.eventMask)
        }
        dirty = true
        pointer.sceneChanged(to: scene)
    }

    /// For benchmarks: draws the current scene into the back buffer, all of it as after a resize,
    /// copies it to the window and waits (XSync) until the X server has done both. Lays out nothing;
    /// ignores `dirty`.
    public func renderAndPresentSynchronously() {
        guard let display, let renderer else { return }
        renderer.render(scene, highlighted: highlighted, width: size.width, height: size.height, full: true)
        renderer.present(width: size.width, height: size.height)
        dirty = false
        XSync(display, False)
    }

    /// The buttons lit: those of held keys, and the pressed one while the pointer is inside it.
    var highlighted: Set<Control> {
        var lit = keyFlashes.lit
        if let control = pointer.highlighted { lit.insert(control) }
        return lit
    }

    /// Hands `event` to the handler and applies its answer; returns it (for `.key`'s flash).
    @discardableResult
    func deliver(_ event: WindowEvent<Control>, _ handle: Handler) -> WindowUpdate<Control> {
        let update = handle(event)
        if let scene = update.scene { setScene(scene) }
        if let text = update.copy { own(.clipboard, text) }
        if let text = update.select { own(.primary, text) }
        if let selection = update.requestPaste { requestPaste(selection) }
        if update.quit { running = false }
        if let above = update.alwaysOnTop { setAlwaysOnTop(above) }
        if let resize = update.resize { requestSize(resize) }
        if let shown = update.tooltip { showTooltip(shown) }
        continuesWork = update.continues
        return update
    }

    /// Asks the window manager for a new size and smallest size, cut to the work area with the window's
    /// frame (`WorkArea`); a window placed from its top-left corner (NorthWest gravity, the default) whose
    /// frame would then run past the work area is moved in. A smallest size that falls is set before the
    /// resize and one that rises after it (the window manager takes them in order), so that the window is
    /// never made the new smallest size on the way, which would count as a size chosen. The ConfigureNotify
    /// that follows lays out again.
    func requestSize(_ resize: WindowResize) {
        guard let display, let hints = XAllocSizeHints() else { return }
        defer { XFree(hints) }
        let area = WorkArea.read(display, window: window)
        let origin = screenOrigin
        let wanted = Size(
            width: min(resize.size.width, WindowGeometry.maximumCoordinate),
            height: min(resize.size.height, WindowGeometry.maximumCoordinate))
        let (size, frameOrigin) = area.fit(wanted, frameOrigin: (origin.x - area.left, origin.y - area.top))
        let width = max(size.width, 1), height = max(size.height, 1)
        var supplied = 0
        XGetWMNormalHints(display, window, hints, &supplied)
        let gravity = hints.pointee.flags & PWinGravity != 0 ? hints.pointee.win_gravity : NorthWestGravity
        let minimum = (Int32(max(1, min(resize.minimumSize.width, width))), Int32(max(1, min(resize.minimumSize.height, height))))
        let rises =
            hints.pointee.flags & PMinSize == 0 || minimum.0 > hints.pointee.min_width || minimum.1 > hints.pointee.min_height
        hints.pointee.flags |= PMinSize
        (hints.pointee.min_width, hints.pointee.min_height) = minimum
        if !rises { XSetWMNormalHints(display, window, hints) }
        if let frameOrigin, gravity == NorthWestGravity {
            // With NorthWest gravity a window manager places the frame's top-left corner where a client asks.
            XMoveResizeWindow(display, window, Int32(frameOrigin.x), Int32(frameOrigin.y), UInt32(width), UInt32(height))
        } else {
            XResizeWindow(display, window, UInt32(width), UInt32(height))
        }
        if rises { XSetWMNormalHints(display, window, hints) }
        XFlush(display)
    }

    /// Asks the window manager to keep the mapped window above others, or to stop (EWMH: a
    /// `_NET_WM_STATE` client message to the root window, from an application).
    func setAlwaysOnTop(_ above: Bool) {
        guard let display else { return }
        var event = XEvent()
        event.xclient.type = ClientMessage
        event.xclient.window = window
        event.xclient.message_type = atoms.netWMState
        event.xclient.format = 32
        event.xclient.data.l.0 = above ? 1 : 0   // _NET_WM_STATE_ADD or _NET_WM_STATE_REMOVE
        event.xclient.data.l.1 = Int(bitPattern: atoms.netWMStateAbove)
        event.xclient.data.l.3 = 1   // source: an application
        XSendEvent(display, XDefaultRootWindow(display), False, SubstructureRedirectMask | SubstructureNotifyMask, &event)
        XFlush(display)
    }

    /// Frees every X resource; the window is unusable afterwards.
    func teardown() {
        guard let display else { return }
        tooltip?.hide()
        renderer?.free()
        renderer = nil
        keyboard.close()
        resources.displayClosed()
        if !isDestroyed { XDestroyWindow(display, window) }
        XCloseDisplay(display)
        ErrorHandlers.reportCounts()
        self.display = nil
        running = false
    }
}
