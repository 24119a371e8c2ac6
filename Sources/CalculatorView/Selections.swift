import CX11
import Glibc

/// What the window holds of the CLIPBOARD and PRIMARY selections (ICCCM): the text it serves,
/// which selections it owns and since when, and the paste under way. The window only ever takes
/// CLIPBOARD (a copy); PRIMARY is the user's selection elsewhere, pasted by a middle click.
struct SelectionState {
    /// The text served while the window owns a selection.
    var text: String?
    var ownsClipboard = false
    var ownsPrimary = false
    /// The time the window took ownership: older requests are refused.
    var ownershipTime: Time = 0
    /// The selection asked for in the paste under way, and the target asked for: UTF8_STRING,
    /// then STRING; nil when none.
    var pasteSelection: Atom = 0
    var pasteTarget: Atom?
    /// A paste from our own selection, delivered when the queue is empty.
    var localPaste: String?

    /// A selection was lost; the text goes when neither is owned.
    mutating func lose(clipboard: Bool, primary: Bool) {
        if clipboard { ownsClipboard = false }
        if primary { ownsPrimary = false }
        if !ownsClipboard && !ownsPrimary { text = nil }
    }

    /// Whether the window owns `selection` (and so would be asked for its own text).
    func owns(_ selection: Selection) -> Bool {
        switch selection {
        case .clipboard: ownsClipboard
        case .primary: ownsPrimary
        }
    }
}

extension X11Window {
    /// Takes CLIPBOARD (never PRIMARY) and serves `text` to other clients.
    func ownClipboard(_ text: String) {
        guard let display else { return }
        selections.text = text
        selections.ownershipTime = lastTime
        XSetSelectionOwner(display, atoms.clipboard, window, lastTime)
        selections.ownsClipboard = XGetSelectionOwner(display, atoms.clipboard) == window
        if !selections.ownsClipboard && !selections.ownsPrimary { selections.text = nil }
        XFlush(display)
    }

    /// Asks for `selection` as UTF8_STRING (then STRING); never waits. When the window owns it,
    /// the text is kept for the next idle moment instead.
    func requestPaste(_ selection: Selection) {
        guard let display else { return }
        if selections.owns(selection), let text = selections.text {
            selections.localPaste = ClipboardText.decodePaste(Array(text.utf8), isLatin1: false)
            return
        }
        let atom = selection == .clipboard ? atoms.clipboard : atoms.primary
        selections.pasteSelection = atom
        selections.pasteTarget = atoms.utf8String
        XDeleteProperty(display, window, atoms.pasteProperty)
        XConvertSelection(display, atom, atoms.utf8String, atoms.pasteProperty, window, lastTime)
        XFlush(display)
    }

    /// Another client asks for our text: TARGETS, TIMESTAMP, UTF8_STRING or STRING; anything
    /// else, a selection not owned, or a request older than the ownership is refused.
    func handleSelectionRequest(_ request: XSelectionRequestEvent) {
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

        let owned = (request.selection == atoms.clipboard && selections.ownsClipboard)
            || (request.selection == atoms.primary && selections.ownsPrimary)
        let ownershipTime = selections.ownershipTime
        // Obsolete clients may leave the property None: use the target then (ICCCM).
        let property = request.property != 0 ? request.property : request.target
        if owned, let text = selections.text,
           request.time == 0 || ownershipTime == 0 || request.time >= ownershipTime {
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
                changeProperty8(display, request.requestor, property, type: request.target, data)
                reply.xselection.property = property
            default:
                break   // refused: property None
            }
        }
        XSendEvent(display, request.requestor, False, 0, &reply)
        XFlush(display)
    }

    func handleSelectionClear(_ event: XSelectionClearEvent) {
        selections.lose(clipboard: event.selection == atoms.clipboard, primary: event.selection == atoms.primary)
    }

    /// The answer to our paste request: the text, or a refusal (then STRING is tried once).
    func handleSelectionNotify(_ event: XSelectionEvent, _ handle: Handler) {
        guard let display, event.requestor == window, event.selection == selections.pasteSelection,
              let target = selections.pasteTarget else { return }
        if event.property == 0 {
            if target == atoms.utf8String {
                selections.pasteTarget = atoms.string
                XConvertSelection(display, event.selection, atoms.string, atoms.pasteProperty, window, lastTime)
                XFlush(display)
            } else {
                selections.pasteTarget = nil
            }
            return
        }
        selections.pasteTarget = nil
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
            deliver(.paste(text), handle)
        }
    }
}
