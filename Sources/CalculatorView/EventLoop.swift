import CX11
import Glibc
import WindowInterface

/// The event loop: one handler per X event type. Handlers that report take the `Handler` and
/// deliver through `deliver`, which applies the answer before the next event.
extension X11Window {
    /// Handles events until an update asks to quit; then frees every X resource and returns.
    /// `sources` are polled beside the X connection once the first frame is drawn (`EventSource`).
    public func run(_ handle: Handler, sources: [EventSource<Control>] = []) {
        guard let display else { return }
        running = true
        var event = XEvent()
        var others = EventSources(sources + [hoverSource])
        while running {
            if XPending(display) == 0 {
                idle(handle)
                guard running else { break }
                // Work in steps (digits being proven) goes on while no event waits, a step at a time.
                if continuesWork, XEventsQueued(display, QueuedAlready) == 0 {
                    deliver(.idle, handle)
                    continue
                }
                // What idle delivered and drew may have read events into Xlib's queue (a resize's
                // ConfigureNotify, with a round trip): no poll of the connection sees those, so they go first.
                if XEventsQueued(display, QueuedAlready) == 0,
                    let events = others.wait(
                        xConnection: XConnectionNumber(display), firstFrameShown: hasBeenExposed,
                        sync: { XSync(display, False) })
                {
                    if let scene = others.takeScene() { setScene(scene) }
                    for reported in events { deliver(reported, handle) }
                    continue
                }
            }
            XNextEvent(display, &event)   // blocks while nothing happens
            // In the keypad modes a dead key types its accent at once (`^` is the power): the input method
            // never gets to compose with it. Where text is typed (a text area: the sheet) it composes (`´ e`: `é`).
            if event.type == KeyPress, scene.text.frame == nil, let stroke = keyboard.deadKeyStroke(for: &event.xkey) {
                handleStroke(stroke, event.xkey, handle)
                continue
            }
            if XFilterEvent(&event, 0) != 0 { continue }
            dispatch(&event, handle)
        }
        handClipboardToManager()
        teardown()
    }

    /// The queue is empty: report the desktop's new dpi, its double-click settings and a new size, deliver
    /// a local paste, then draw once.
    func idle(_ handle: Handler) {
        guard let display else { return }
        reportDesktopDPIIfChanged(handle)
        reportDoubleClickIfChanged(handle)
        reportSizeIfChanged(handle)
        if let pasted = selections.localPaste {
            selections.localPaste = nil
            deliver(.pasted(pasted), handle)
        }
        guard running, let renderer else { return }
        if dirty {
            renderer.render(scene, highlighted: highlighted, width: size.width, height: size.height)
            dirty = false
            needsPresent = true
        }
        if needsPresent {
            renderer.present(width: size.width, height: size.height)
            needsPresent = false
        }
        XFlush(display)
    }

    /// Reports a new size, so the driver lays out again. Done when the queue is empty, and
    /// before a button event is hit-tested: a click that follows a resize in the same burst of
    /// events must meet the new layout, not the old one (which could press another button).
    func reportSizeIfChanged(_ handle: Handler) {
        guard size != reportedSize else { return }
        reportedSize = size
        deliver(.resize(size), handle)
    }

    /// Reports the desktop's new dpi, with the room the work area leaves the window in its frame, so the
    /// driver scales the window to fit. Done when the queue is empty, so that a burst of changes (a manager
    /// restarted) is reported once, as the last says.
    func reportDesktopDPIIfChanged(_ handle: Handler) {
        guard let display, desktop.dpi != reportedDesktopDPI else { return }
        reportedDesktopDPI = desktop.dpi
        deliver(.desktopDPI(desktop.dpi, room: WorkArea.read(display, window: window).room), handle)
    }

    /// Reports the desktop's double-click time and distance when they differ from those last reported
    /// (the defaults at first: so at start, when a manager gives others).
    func reportDoubleClickIfChanged(_ handle: Handler) {
        guard desktop.doubleClick != reportedDoubleClick else { return }
        reportedDoubleClick = desktop.doubleClick
        deliver(.doubleClick(reportedDoubleClick), handle)
    }

    func dispatch(_ event: inout XEvent, _ handle: Handler) {
        switch event.type {
        case Expose: handleExpose(event.xexpose)
        case ConfigureNotify: handleConfigure(event.xconfigure)
        case KeyPress: handleKeyPress(&event.xkey, handle)
        case KeyRelease: handleKeyRelease(event.xkey)
        case ButtonPress: handleButtonPress(event.xbutton, handle)
        case MotionNotify: handleMotion(event.xmotion, handle)
        case LeaveNotify where event.xcrossing.window == window: hoverLeft()
        case ButtonRelease: handleButtonRelease(event.xbutton, handle)
        case FocusIn: handleFocusIn()
        case FocusOut: handleFocusOut()
        case ClientMessage: handleClientMessage(event.xclient, handle)
        case MappingNotify: handleMapping(&event.xmapping)
        case SelectionRequest: handleSelectionRequest(event.xselectionrequest)
        case SelectionClear: handleSelectionClear(event.xselectionclear)
        case SelectionNotify: handleSelectionNotify(event.xselection, handle)
        case PropertyNotify where event.xproperty.atom == atoms.netWMState: handleWindowState(event.xproperty, handle)
        case PropertyNotify:
            if let display, event.xproperty.window == desktop.owner, desktop.owner != 0,
                event.xproperty.atom == desktop.property
            {
                desktop.reread(display)
            } else {
                handlePropertyNotify(event.xproperty, handle)
            }
        case DestroyNotify: handleDestroy(event.xdestroywindow, handle)
        default: break
        }
    }

    /// The last of a burst of exposures: copy the whole back buffer again.
    func handleExpose(_ event: XExposeEvent) {
        if event.count == 0 {
            needsPresent = true
            hasBeenExposed = true
            renderer?.invalidate()
        }
    }

    /// A new size is noted and drawn; it is reported later (`reportSizeIfChanged`).
    func handleConfigure(_ event: XConfigureEvent) {
        guard event.window == window else { return }   // the root window and the settings manager's
        let w = Int(event.width), h = Int(event.height)
        if w != size.width || h != size.height {
            size = Size(width: w, height: h)
            dirty = true
        }
    }

    /// Reports the key and lights the button the handler names while the key is held.
    func handleKeyPress(_ event: inout XKeyEvent, _ handle: Handler) {
        lastTime = event.time
        hoverDismissed()
        guard let stroke = keyboard.stroke(for: &event) else { return }
        handleStroke(stroke, event, handle)
    }

    /// Reports a stroke and lights the button the handler names while its key is held.
    func handleStroke(_ stroke: KeyStroke, _ event: XKeyEvent, _ handle: Handler) {
        lastTime = event.time
        let update = deliver(.key(stroke), handle)
        if keyFlashes.press(event.keycode, flash: update.flash) { dirty = true }
    }

    /// Ends the key's flash, unless the release is half of an auto-repeat.
    func handleKeyRelease(_ event: XKeyEvent) {
        guard let display else { return }
        lastTime = event.time
        if KeyboardInput.isAutoRepeat(event, display: display) { return }
        if keyFlashes.release(event.keycode) { dirty = true }
    }

    func handleButtonPress(_ event: XButtonEvent, _ handle: Handler) {
        reportSizeIfChanged(handle)
        lastTime = event.time
        hoverDismissed()
        let point = Point(x: Double(event.x), y: Double(event.y))
        // The wheel: buttons 4 (up) and 5 (down) over the area that scrolls; over the display, the
        // wheel (and the sideways wheel, buttons 6 and 7) scrolls the result's digits.
        let up = event.button == UInt32(Button4), down = event.button == UInt32(Button5)
        let left = event.button == 6, right = event.button == 7
        if up || down || left || right {
            if up || down, let area = scene.panel.area, PointerState<Control>.contains(area, point) {
                deliver(.scroll(steps: up ? 1 : -1), handle)
            } else if PointerState<Control>.contains(scene.layout.displayFrame, point) {
                deliver(.scrollDigits(steps: up || left ? -1 : 1), handle)
            }
            return
        }
        guard event.button == UInt32(Button1) else { return }
        if pointer.pressText(at: point, in: scene) {
            let shift = event.state & UInt32(ShiftMask) != 0
            deliver(.text(.press(point, time: UInt32(truncatingIfNeeded: event.time), extending: shift)), handle)
            return
        }
        if pointer.press(at: point, in: scene) { dirty = true }
    }

    func handleMotion(_ event: XMotionEvent, _ handle: Handler) {
        reportSizeIfChanged(handle)
        let point = Point(x: Double(event.x), y: Double(event.y))
        if pointer.isInText, event.state & UInt32(Button1Mask) != 0 { deliver(.text(.drag(point)), handle) }
        let drag = pointer.drag(to: point)
        if drag.highlightChanged { dirty = true }
        if drag.steps != 0 { deliver(.scroll(steps: drag.steps), handle) }
        let digits = pointer.dragDigits(to: point)
        if digits != 0 { deliver(.dragDigits(digits: digits), handle) }
        if pointer.move(to: point, in: scene) { dirty = true }
        let held = event.state & UInt32(Button1Mask | Button2Mask | Button3Mask) != 0
        hoverMoved(to: point, screenPoint: Point(x: Double(event.x_root), y: Double(event.y_root)), buttonsHeld: held)
    }

    /// A release inside the button it was pressed in is a click; a press on the display released
    /// well to one side is a swipe; the middle button released over the window is a middle click (in
    /// the text area, one at its point).
    func handleButtonRelease(_ event: XButtonEvent, _ handle: Handler) {
        reportSizeIfChanged(handle)
        lastTime = event.time
        if event.button == UInt32(Button2) {
            let point = Point(x: Double(event.x), y: Double(event.y))
            if let frame = scene.text.frame, PointerState<Control>.contains(frame, point), scene.button(at: point) == nil {
                deliver(.text(.middle(point)), handle)
            } else if event.x >= 0, event.y >= 0, Int(event.x) < size.width, Int(event.y) < size.height {
                deliver(.middleClick, handle)
            }
            return
        }
        guard event.button == UInt32(Button1) else { return }
        let release = pointer.release(at: Point(x: Double(event.x), y: Double(event.y)), in: scene)
        if release.wasPressed { dirty = true }
        if let control = release.clicked { deliver(.click(control), handle) }
        if release.isSwipe { deliver(.swipe, handle) }
        if release.isDisplayClick { deliver(.displayClick, handle) }
    }

    func handleFocusIn() {
        keyboard.focusIn()
    }

    /// Key releases may never arrive once focus is gone: every flash ends.
    func handleFocusOut() {
        keyboard.focusOut()
        if keyFlashes.removeAll() { dirty = true }
    }

    /// WM_DELETE_WINDOW from the window manager, or a new XSETTINGS manager announced on the root window.
    func handleClientMessage(_ event: XClientMessageEvent, _ handle: Handler) {
        if let display, desktop.announcesManager(event, root: root) {
            desktop.follow(display)
            return
        }
        if event.message_type == atoms.wmProtocols,
            Atom(truncatingIfNeeded: event.data.l.0) == atoms.wmDeleteWindow
        {
            deliver(.close, handle)
        }
    }

    /// Another client destroyed the window (`xdotool windowclose`): it is reported as a close, and the
    /// loop ends whatever the answer, since there is nothing left to draw in.
    func handleDestroy(_ event: XDestroyWindowEvent, _ handle: Handler) {
        if let display, desktop.owner != 0, event.window == desktop.owner {
            desktop.follow(display)   // the settings manager went: another may own the selection already
            return
        }
        guard event.window == window else { return }
        isDestroyed = true
        deliver(.close, handle)
        running = false
    }

    func handleMapping(_ event: inout XMappingEvent) {
        XRefreshKeyboardMapping(&event)
    }
}
