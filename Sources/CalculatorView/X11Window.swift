import CX11
import Glibc

/// A top-level X11 window that draws a `Scene` and reports input to its delegate.
///
/// Single-threaded: create it, call `setScene`, then `run()`; every delegate call happens
/// inside `run()`. The window holds its delegate strongly until `run()` returns.
public final class X11Window {
    /// Largest clipboard text delivered to `didReceivePaste`, in bytes.
    public static let pasteLimit = ClipboardText.pasteLimit

    public var delegate: WindowDelegate?
    /// The current size of the window in pixels.
    public private(set) var size: (width: Int, height: Int)
    /// The display's X resources, read once at start.
    public let resources: XResources

    private var display: OpaquePointer?
    private let window: Window
    private let atoms: Atoms
    private var inputMethod: OpaquePointer? = nil
    private var inputContext: OpaquePointer? = nil
    private var renderer: Renderer?

    private var scene = Scene()
    private var dirty = true
    private var needsPresent = false
    private var running = false
    private var closeRequested = false
    private var reportedSize: (width: Int, height: Int)
    private var lastTime: Time = 0

    // Input state.
    private var pressedID: String? = nil
    private var pointerInsidePressed = false
    private var keyFlashes: [UInt32: String] = [:]
    private var heldKeys: Set<UInt32> = []

    // Clipboard state.
    private var clipboardText: String? = nil
    private var ownsClipboard = false
    private var ownsPrimary = false
    private var ownershipTime: Time = 0
    private var pasteTarget: Atom? = nil
    private var localPaste: String? = nil

    /// Opens the display and maps the window. `configure` may adjust the options from the
    /// display's X resources (sizes for its dpi, fonts) before the window is created.
    public init(options: WindowOptions, delegate: WindowDelegate?,
                configure: ((XResources, inout WindowOptions) -> Void)? = nil) throws(WindowError) {
        X11Window.installErrorHandlers()
        let resolvedName = options.displayName ?? getenv("DISPLAY").map { String(cString: $0) } ?? ""
        guard let display = XOpenDisplay(options.displayName) else {
            throw .cannotOpenDisplay(resolvedName)
        }
        self.display = display
        resources = XResources(parsing: XResourceManagerString(display).map { String(cString: $0) } ?? "")
        var options = options
        configure?(resources, &options)
        self.delegate = delegate
        let screen = XDefaultScreen(display)
        let root = XRootWindow(display, screen)
        atoms = Atoms(display: display)

        var geometry = WindowGeometry()
        if let text = options.geometry {
            if let parsed = WindowGeometry(parsing: text) {
                geometry = parsed
            } else {
                logError("calculator: ignoring invalid geometry '\(text)'")
            }
        }
        let placed = geometry.resolve(defaultSize: options.defaultSize, minimumSize: options.minimumSize,
                                      screen: (Int(XDisplayWidth(display, screen)), Int(XDisplayHeight(display, screen))))
        size = (placed.width, placed.height)
        reportedSize = size

        var attributes = XSetWindowAttributes()
        attributes.background_pixel = XBlackPixel(display, screen)
        attributes.bit_gravity = NorthWestGravity
        attributes.event_mask = X11Window.eventMask
        window = XCreateWindow(display, root, Int32(placed.x ?? 0), Int32(placed.y ?? 0),
                               UInt32(placed.width), UInt32(placed.height), 0,
                               XDefaultDepth(display, screen), UInt32(InputOutput), XDefaultVisual(display, screen),
                               UInt(CWBackPixel | CWBitGravity | CWEventMask), &attributes)

        setProperties(options: options, geometry: geometry, placed: placed)
        setUpInput()
        renderer = Renderer(display: display, screen: screen, window: window,
                            displayFont: options.displayFont, buttonFont: options.buttonFont)
        XMapWindow(display, window)
        XFlush(display)
    }

    deinit {
        teardown()
    }

    // MARK: public API

    /// Replaces the scene; it is drawn once the pending events have been handled.
    public func setScene(_ scene: Scene) {
        guard scene != self.scene else { return }
        self.scene = scene
        dirty = true
        if let id = pressedID, !scene.buttons.contains(where: { $0.id == id }) {
            pressedID = nil
        }
    }

    /// The scene last given to `setScene`.
    public var currentScene: Scene { scene }

    /// For benchmarks: draws the current scene into the back buffer, copies it to the window and
    /// waits (XSync) until the X server has done both. Lays out nothing; ignores `dirty`.
    public func renderAndPresentSynchronously() {
        guard let display, let renderer else { return }
        renderer.render(scene, highlighted: highlightedIDs, width: size.width, height: size.height)
        renderer.present(width: size.width, height: size.height)
        dirty = false
        XSync(display, False)
    }

    /// Handles events until `close()`; then frees every X resource and returns.
    public func run() {
        guard let display else { return }
        running = !closeRequested
        var event = XEvent()
        while running {
            if XPending(display) == 0 {
                idle()
                guard running else { break }
            }
            XNextEvent(display, &event)   // blocks while nothing happens
            if XFilterEvent(&event, 0) != 0 { continue }
            handle(&event)
        }
        teardown()
    }

    /// Makes `run()` return after the event being handled.
    public func close() {
        closeRequested = true
        running = false
    }

    /// Takes CLIPBOARD and PRIMARY and serves `text` to other clients.
    public func copyToClipboard(_ text: String) {
        guard let display else { return }
        clipboardText = text
        ownershipTime = lastTime
        XSetSelectionOwner(display, atoms.clipboard, window, lastTime)
        XSetSelectionOwner(display, atoms.primary, window, lastTime)
        ownsClipboard = XGetSelectionOwner(display, atoms.clipboard) == window
        ownsPrimary = XGetSelectionOwner(display, atoms.primary) == window
        if !ownsClipboard && !ownsPrimary { clipboardText = nil }
        XFlush(display)
    }

    /// Asks for the CLIPBOARD as UTF8_STRING (then STRING). The text arrives later through
    /// `window(_:didReceivePaste:)`, or never; this never waits.
    public func requestPaste() {
        guard let display else { return }
        if ownsClipboard, let text = clipboardText {
            localPaste = ClipboardText.decodePaste(Array(text.utf8), isLatin1: false)
            return
        }
        pasteTarget = atoms.utf8String
        XDeleteProperty(display, window, atoms.pasteProperty)
        XConvertSelection(display, atoms.clipboard, atoms.utf8String, atoms.pasteProperty, window, lastTime)
        XFlush(display)
    }

    // MARK: event loop

    private static let eventMask: Int = ExposureMask | KeyPressMask | KeyReleaseMask | ButtonPressMask
        | ButtonReleaseMask | Button1MotionMask | StructureNotifyMask | FocusChangeMask

    /// The queue is empty: report a new size, deliver a local paste, then draw once.
    private func idle() {
        guard let display else { return }
        reportSizeIfChanged()
        if let text = localPaste {
            localPaste = nil
            delegate?.window(self, didReceivePaste: text)
        }
        guard running, let renderer else { return }
        if dirty {
            renderer.render(scene, highlighted: highlightedIDs, width: size.width, height: size.height)
            dirty = false
            needsPresent = true
        }
        if needsPresent {
            renderer.present(width: size.width, height: size.height)
            needsPresent = false
        }
        XFlush(display)
    }

    /// Tells the delegate of a new size, so it lays out again. Done when the queue is empty, and
    /// before a button event is hit-tested: a click that follows a resize in the same burst of
    /// events must meet the new layout, not the old one (which could press another button).
    private func reportSizeIfChanged() {
        guard size != reportedSize else { return }
        reportedSize = size
        delegate?.windowDidResize(self, width: size.width, height: size.height)
    }

    private var highlightedIDs: Set<String> {
        var ids = Set(keyFlashes.values)
        if let id = pressedID, pointerInsidePressed { ids.insert(id) }
        return ids
    }

    private func handle(_ event: inout XEvent) {
        switch event.type {
        case Expose:
            if event.xexpose.count == 0 { needsPresent = true }
        case ConfigureNotify:
            let w = Int(event.xconfigure.width), h = Int(event.xconfigure.height)
            if w != size.width || h != size.height {
                size = (w, h)
                dirty = true
            }
        case KeyPress:
            lastTime = event.xkey.time
            keyPress(&event)
        case KeyRelease:
            lastTime = event.xkey.time
            keyRelease(&event)
        case ButtonPress:
            reportSizeIfChanged()
            lastTime = event.xbutton.time
            guard event.xbutton.button == UInt32(Button1) else { return }
            let point = Point(x: Double(event.xbutton.x), y: Double(event.xbutton.y))
            pressedID = scene.button(at: point)?.id
            pointerInsidePressed = pressedID != nil
            if pressedID != nil { dirty = true }
        case MotionNotify:
            reportSizeIfChanged()
            guard let id = pressedID else { return }
            let point = Point(x: Double(event.xmotion.x), y: Double(event.xmotion.y))
            let inside = scene.buttons.first { $0.id == id }?.contains(point) ?? false
            if inside != pointerInsidePressed {
                pointerInsidePressed = inside
                dirty = true
            }
        case ButtonRelease:
            reportSizeIfChanged()
            lastTime = event.xbutton.time
            guard event.xbutton.button == UInt32(Button1), let id = pressedID else { return }
            let point = Point(x: Double(event.xbutton.x), y: Double(event.xbutton.y))
            let inside = scene.buttons.first { $0.id == id }?.contains(point) ?? false
            pressedID = nil
            pointerInsidePressed = false
            dirty = true
            if inside { delegate?.window(self, didActivateButton: id) }
        case FocusIn:
            if let inputContext { XSetICFocus(inputContext) }
        case FocusOut:
            if let inputContext { XUnsetICFocus(inputContext) }
            heldKeys.removeAll()
            if !keyFlashes.isEmpty {
                keyFlashes.removeAll()
                dirty = true
            }
        case ClientMessage:
            if event.xclient.message_type == atoms.wmProtocols,
               Atom(truncatingIfNeeded: event.xclient.data.l.0) == atoms.wmDeleteWindow {
                delegate?.windowShouldClose(self)
            }
        case MappingNotify:
            XRefreshKeyboardMapping(&event.xmapping)
        case SelectionRequest:
            answerSelectionRequest(event.xselectionrequest)
        case SelectionClear:
            let selection = event.xselectionclear.selection
            if selection == atoms.clipboard { ownsClipboard = false }
            if selection == atoms.primary { ownsPrimary = false }
            if !ownsClipboard && !ownsPrimary { clipboardText = nil }
        case SelectionNotify:
            receiveSelection(event.xselection)
        default:
            break
        }
    }

    // MARK: keyboard

    private func setUpInput() {
        guard let display else { return }
        var supported: Int32 = 0
        XkbSetDetectableAutoRepeat(display, True, &supported)

        for modifiers in ["", "@im=local", "@im="] {
            XSetLocaleModifiers(modifiers)
            if let im = XOpenIM(display, nil, nil, nil) {
                inputMethod = im
                break
            }
        }
        if let im = inputMethod {
            inputContext = cx11_create_ic(im, window)
            if let ic = inputContext {
                let extra = cx11_ic_filter_events(ic)
                if extra & ~X11Window.eventMask != 0 {
                    XSelectInput(display, window, X11Window.eventMask | extra)
                }
            }
        }
    }

    private func keyPress(_ event: inout XEvent) {
        var buffer = [CChar](repeating: 0, count: 64)
        var keysym: KeySym = 0
        var count: Int32 = 0
        var text = ""
        if let ic = inputContext {
            var status: Int32 = 0
            count = Xutf8LookupString(ic, &event.xkey, &buffer, Int32(buffer.count - 1), &keysym, &status)
            if status == XBufferOverflow { count = 0 }
            if status == XLookupChars || status == XLookupNone { keysym = XLookupKeysym(&event.xkey, 0) }
            if count > 0 {
                let bytes = buffer[0..<Int(count)].map { UInt8(bitPattern: $0) }
                if ClipboardText.isValidUTF8(bytes) { text = String(decoding: bytes, as: UTF8.self) }
            }
        } else {
            count = XLookupString(&event.xkey, &buffer, Int32(buffer.count - 1), &keysym, nil)
            if count > 0 {
                let bytes = buffer[0..<Int(count)].map { UInt8(bitPattern: $0) }
                text = ClipboardText.decodePaste(bytes, isLatin1: true) ?? ""
            }
        }
        if X11Window.isModifier(keysym) { return }
        let name = XKeysymToString(keysym).map { String(cString: $0) } ?? ""
        let state = event.xkey.state
        let keycode = event.xkey.keycode
        let isRepeat = !heldKeys.insert(keycode).inserted
        let stroke = KeyStroke(keysymName: name, text: text,
                               control: state & UInt32(ControlMask) != 0,
                               shift: state & UInt32(ShiftMask) != 0,
                               isRepeat: isRepeat)
        let flash = delegate?.window(self, didPress: stroke)
        if keyFlashes[keycode] != flash {
            keyFlashes[keycode] = flash
            dirty = true
        }
    }

    private func keyRelease(_ event: inout XEvent) {
        guard let display else { return }
        let keycode = event.xkey.keycode
        // Without detectable auto-repeat, a repeat is a release followed at once by a press
        // with the same time: keep the button lit.
        if XEventsQueued(display, QueuedAfterReading) > 0 {
            var next = XEvent()
            XPeekEvent(display, &next)
            if next.type == KeyPress, next.xkey.keycode == keycode, next.xkey.time == event.xkey.time { return }
        }
        heldKeys.remove(keycode)
        if keyFlashes.removeValue(forKey: keycode) != nil { dirty = true }
    }

    /// Xutil's IsModifierKey: Shift, Control, Lock, Meta, Alt, Super, Hyper, ISO level
    /// shifts, Mode_switch and Num_Lock are not reported as key strokes.
    static func isModifier(_ keysym: KeySym) -> Bool {
        (keysym >= KeySym(XK_Shift_L) && keysym <= KeySym(XK_Hyper_R))
            || (keysym >= KeySym(XK_ISO_Lock) && keysym <= KeySym(XK_ISO_Level5_Lock))
            || keysym == KeySym(XK_Mode_switch) || keysym == KeySym(XK_Num_Lock)
    }

    // MARK: clipboard

    private func answerSelectionRequest(_ request: XSelectionRequestEvent) {
        guard let display else { return }
        var reply = XEvent()
        reply.xselection.type = SelectionNotify
        reply.xselection.send_event = True
        reply.xselection.display = display
        reply.xselection.requestor = request.requestor
        reply.xselection.selection = request.selection
        reply.xselection.target = request.target
        reply.xselection.time = request.time
        reply.xselection.property = 0

        let owned = (request.selection == atoms.clipboard && ownsClipboard)
            || (request.selection == atoms.primary && ownsPrimary)
        // Obsolete clients may leave the property None: use the target then (ICCCM).
        let property = request.property != 0 ? request.property : request.target
        if owned, let text = clipboardText, request.time == 0 || ownershipTime == 0 || request.time >= ownershipTime {
            switch request.target {
            case atoms.targets:
                let list = [atoms.targets, atoms.timestamp, atoms.utf8String, atoms.string].map { Int(bitPattern: $0) }
                changeProperty32(display, request.requestor, property, type: atoms.atom, list)
                reply.xselection.property = property
            case atoms.timestamp:
                changeProperty32(display, request.requestor, property, type: atoms.integer, [Int(bitPattern: ownershipTime)])
                reply.xselection.property = property
            case atoms.utf8String, atoms.string:
                let data = request.target == atoms.string ? ClipboardText.latin1(text) : Array(text.utf8)
                _ = data.withUnsafeBufferPointer {
                    XChangeProperty(display, request.requestor, property, request.target, 8, PropModeReplace,
                                    $0.baseAddress, Int32($0.count))
                }
                reply.xselection.property = property
            default:
                break   // refused: property None
            }
        }
        XSendEvent(display, request.requestor, False, 0, &reply)
        XFlush(display)
    }

    private func receiveSelection(_ event: XSelectionEvent) {
        guard let display, event.requestor == window, event.selection == atoms.clipboard,
              let target = pasteTarget else { return }
        if event.property == 0 {
            if target == atoms.utf8String {
                pasteTarget = atoms.string
                XConvertSelection(display, atoms.clipboard, atoms.string, atoms.pasteProperty, window, lastTime)
                XFlush(display)
            } else {
                pasteTarget = nil
            }
            return
        }
        pasteTarget = nil
        var type: Atom = 0
        var format: Int32 = 0
        var items: UInt = 0
        var after: UInt = 0
        var data: UnsafeMutablePointer<UInt8>? = nil
        let status = XGetWindowProperty(display, window, event.property, 0, (X11Window.pasteLimit + 3) / 4, False,
                                        Atom(AnyPropertyType), &type, &format, &items, &after, &data)
        defer {
            if let data { XFree(data) }
            XDeleteProperty(display, window, event.property)
        }
        guard status == Success, let data, format == 8, type != atoms.incr,
              type == atoms.utf8String || type == atoms.string else { return }
        let bytes = Array(UnsafeBufferPointer(start: data, count: Int(items)))
        if let text = ClipboardText.decodePaste(bytes, isLatin1: type == atoms.string, bytesAfter: Int(after)) {
            delegate?.window(self, didReceivePaste: text)
        }
    }

    // MARK: setup and teardown

    private func setProperties(options: WindowOptions, geometry: WindowGeometry,
                               placed: (x: Int?, y: Int?, width: Int, height: Int)) {
        guard let display else { return }
        XStoreName(display, window, options.title)
        setProperty(atoms.netWMName, type: atoms.utf8String, bytes: Array(options.title.utf8))

        let instance = strdup(options.className.instance), klass = strdup(options.className.class)
        var classHint = XClassHint(res_name: instance, res_class: klass)
        XSetClassHint(display, window, &classHint)
        free(instance)
        free(klass)

        if let hints = XAllocSizeHints() {
            hints.pointee.flags = PMinSize
            hints.pointee.min_width = Int32(max(1, options.minimumSize.width))
            hints.pointee.min_height = Int32(max(1, options.minimumSize.height))
            if geometry.width != nil { hints.pointee.flags |= USSize }
            if geometry.x != nil {
                hints.pointee.flags |= USPosition
                hints.pointee.x = Int32(placed.x ?? 0)
                hints.pointee.y = Int32(placed.y ?? 0)
            }
            hints.pointee.width = Int32(placed.width)
            hints.pointee.height = Int32(placed.height)
            XSetWMNormalHints(display, window, hints)
            XFree(hints)
        }
        if let hints = XAllocWMHints() {
            hints.pointee.flags = InputHint | StateHint
            hints.pointee.input = True
            hints.pointee.initial_state = NormalState
            XSetWMHints(display, window, hints)
            XFree(hints)
        }
        var protocols = [atoms.wmDeleteWindow]
        XSetWMProtocols(display, window, &protocols, 1)

        changeProperty32(display, window, atoms.netWMPID, type: atoms.cardinal, [Int(getpid())])
        var host = [CChar](repeating: 0, count: 256)
        if gethostname(&host, host.count - 1) == 0 {
            setProperty(atoms.wmClientMachine, type: atoms.string, bytes: host.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) })
        }

        if let path = options.iconPath {
            do {
                let icon = try PAMIcon.load(path: path).map { Int($0) }
                changeProperty32(display, window, atoms.netWMIcon, type: atoms.cardinal, icon)
            } catch {
                logError("calculator: cannot load icon \(path): \(error)")
            }
        }
    }

    private func setProperty(_ property: Atom, type: Atom, bytes: [UInt8]) {
        guard let display else { return }
        _ = bytes.withUnsafeBufferPointer {
            XChangeProperty(display, window, property, type, 8, PropModeReplace, $0.baseAddress, Int32($0.count))
        }
    }

    private func teardown() {
        guard let display else { return }
        renderer?.free()
        renderer = nil
        if let inputContext { XDestroyIC(inputContext) }
        inputContext = nil
        if let inputMethod { XCloseIM(inputMethod) }
        inputMethod = nil
        XDestroyWindow(display, window)
        XCloseDisplay(display)
        self.display = nil
        delegate = nil
        running = false
    }

    private static func installErrorHandlers() {
        XSetErrorHandler { display, event in
            guard let display, let event else { return 0 }
            var text = [CChar](repeating: 0, count: 160)
            XGetErrorText(display, Int32(event.pointee.error_code), &text, Int32(text.count))
            let message = String(decoding: text.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
            logError("calculator: X error: \(message) (request \(event.pointee.request_code).\(event.pointee.minor_code), resource 0x\(String(event.pointee.resourceid, radix: 16)))")
            return 0
        }
        XSetIOErrorHandler { _ in
            logError("calculator: lost connection to X server")
            _exit(1)
        }
    }
}

/// XChangeProperty with format 32, whose data Xlib takes as an array of C `long`.
private func changeProperty32(_ display: OpaquePointer, _ window: Window, _ property: Atom, type: Atom, _ values: [Int]) {
    values.withUnsafeBytes {
        _ = XChangeProperty(display, window, property, type, 32, PropModeReplace,
                            $0.baseAddress?.assumingMemoryBound(to: UInt8.self), Int32(values.count))
    }
}

/// Writes one line to standard error (unbuffered, safe from the X error handlers).
func logError(_ message: String) {
    var line = Array(message.utf8)
    line.append(0x0A)
    var offset = 0
    while offset < line.count {
        let n = line[offset...].withUnsafeBytes { write(2, $0.baseAddress, $0.count) }
        if n <= 0 { break }
        offset += n
    }
}

struct Atoms {
    let wmProtocols, wmDeleteWindow, wmClientMachine, netWMName, netWMIcon, netWMPID: Atom
    let utf8String, string, cardinal, atom, integer: Atom
    let clipboard, primary, targets, timestamp, incr, pasteProperty: Atom

    init(display: OpaquePointer) {
        let names = ["WM_PROTOCOLS", "WM_DELETE_WINDOW", "WM_CLIENT_MACHINE", "_NET_WM_NAME", "_NET_WM_ICON",
                     "_NET_WM_PID", "UTF8_STRING", "STRING", "CARDINAL", "ATOM", "INTEGER", "CLIPBOARD",
                     "PRIMARY", "TARGETS", "TIMESTAMP", "INCR", "CALCULATOR_PASTE"]
        var cNames: [UnsafeMutablePointer<CChar>?] = names.map { strdup($0) }
        var result = [Atom](repeating: 0, count: names.count)
        XInternAtoms(display, &cNames, Int32(names.count), False, &result)
        for name in cNames { free(name) }
        (wmProtocols, wmDeleteWindow, wmClientMachine, netWMName, netWMIcon, netWMPID) =
            (result[0], result[1], result[2], result[3], result[4], result[5])
        (utf8String, string, cardinal, atom, integer) = (result[6], result[7], result[8], result[9], result[10])
        (clipboard, primary, targets, timestamp, incr, pasteProperty) =
            (result[11], result[12], result[13], result[14], result[15], result[16])
    }
}
