import CX11
import Glibc
import WindowInterface

/// What the window holds of the CLIPBOARD and PRIMARY selections (ICCCM): the text it serves in each
/// it owns and since when, and the paste under way. CLIPBOARD is a copy (Ctrl+C); PRIMARY is the
/// window's latest selection (the sheet's), which a middle click elsewhere pastes.
struct SelectionState {
    /// A selection the window owns: the text it serves, and the time it took it (older requests are refused).
    struct Owned {
        var text: String
        var time: Time
    }
    /// The selections the window owns; one lost is removed.
    var owned: [Selection: Owned] = [:]
    /// The paste under way, whose answer becomes a `.paste` event; a newer request replaces it.
    var paste: PasteRequest?
    /// Incremental (INCR) transfers in progress, by the property they arrive in. Each is read to its
    /// end, even when superseded or too long, so that its owner is never left waiting (ICCCM 2.7.2).
    var transfers: [Atom: IncrementalTransfer] = [:]
    /// A paste from our own selection, delivered when the queue is empty.
    var localPaste: Result<String, PasteRefusal>?

    /// Whether the window owns `selection` (and so would be asked for its own text).
    func owns(_ selection: Selection) -> Bool { owned[selection] != nil }
}

/// A paste request: the selection, the target asked for (UTF8_STRING, then STRING) and the property
/// of the window the answer goes to.
struct PasteRequest {
    var selection: Atom
    var target: Atom
    var property: Atom
}

/// The chunks of an INCR transfer received so far; past the paste limit they are only counted.
struct IncrementalTransfer {
    var bytes: [UInt8] = []
    var isLatin1 = false
    var overflowed = false

    /// Adds one chunk, keeping nothing once the whole would be longer than `limit`.
    mutating func append(_ chunk: [UInt8], isLatin1: Bool, limit: Int) {
        self.isLatin1 = isLatin1
        guard !overflowed else { return }
        bytes += chunk
        if bytes.count > limit { overflowed = true; bytes = [] }
    }

    /// The text of a finished transfer, or why it is refused.
    func text(limit: Int) -> Result<String, PasteRefusal> {
        overflowed ? .failure(.tooLong) : ClipboardText.readPaste(bytes, isLatin1: isLatin1, limit: limit)
    }
}

extension WindowEvent {
    /// The event for what a paste request got: the text, or its refusal.
    static func pasted(_ result: Result<String, PasteRefusal>) -> WindowEvent {
        switch result {
        case .success(let text): .paste(text)
        case .failure(let refusal): .refusedPaste(refusal)
        }
    }
}

extension X11Window {
    /// Takes `selection` and serves `text` to other clients; a selection already owned only changes its
    /// text (a drag's every step), without asking the server again.
    func own(_ selection: Selection, _ text: String) {
        guard let display else { return }
        if selection == .primary, selections.owned[.primary] != nil {
            selections.owned[.primary]?.text = text
            return
        }
        let atom = self.atom(selection)
        XSetSelectionOwner(display, atom, window, lastTime)
        selections.owned[selection] = XGetSelectionOwner(display, atom) == window ? .init(text: text, time: lastTime) : nil
        XFlush(display)
    }

    /// The atom that names `selection`.
    func atom(_ selection: Selection) -> Atom { selection == .clipboard ? atoms.clipboard : atoms.primary }

    /// The selection `atom` names, nil for another.
    func selection(_ atom: Atom) -> Selection? {
        atom == atoms.clipboard ? .clipboard : atom == atoms.primary ? .primary : nil
    }

    /// Asks for `selection` as UTF8_STRING (then STRING); never waits. When the window owns it,
    /// the text is kept for the next idle moment instead.
    func requestPaste(_ selection: Selection) {
        guard let display else { return }
        if let text = selections.owned[selection]?.text {
            selections.localPaste = ClipboardText.readPaste(Array(text.utf8), isLatin1: false)
            return
        }
        let atom = self.atom(selection)
        // A property no unfinished INCR transfer writes to, so that its chunks cannot be taken for
        // this answer; when every one is busy, the oldest is given up.
        let property = atoms.pasteProperties.first { selections.transfers[$0] == nil } ?? atoms.pasteProperties[0]
        selections.transfers[property] = nil
        selections.paste = PasteRequest(selection: atom, target: atoms.utf8String, property: property)
        XDeleteProperty(display, window, property)
        XConvertSelection(display, atom, atoms.utf8String, property, window, lastTime)
        XFlush(display)
    }

    /// Another client asks for our text: TARGETS, TIMESTAMP, UTF8_STRING, STRING, or MULTIPLE of
    /// these (as a clipboard manager saving the clipboard may ask); anything else, a selection not
    /// owned, or a request older than the ownership is refused.
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

        // Obsolete clients may leave the property None: use the target then (ICCCM).
        let property = request.property != 0 ? request.property : request.target
        if let owned = selection(request.selection).flatMap({ selections.owned[$0] }),
            request.time == 0 || owned.time == 0 || request.time >= owned.time
        {
            if request.target == atoms.multiple {
                // MULTIPLE needs a property: its ATOM_PAIR list says what to convert where (ICCCM 2.6.2).
                if request.property != 0, convertMultiple(owned, requestor: request.requestor, property: property) {
                    reply.xselection.property = property
                }
            } else if convert(owned, target: request.target, requestor: request.requestor, property: property) {
                reply.xselection.property = property
            }
        }
        XSendEvent(display, request.requestor, False, 0, &reply)
        XFlush(display)
    }

    /// Writes `text` as `target` into `property` of `requestor`; false for a target not served.
    private func convert(_ owned: SelectionState.Owned, target: Atom, requestor: Window, property: Atom) -> Bool {
        guard let display else { return false }
        switch target {
        case atoms.targets:
            let list = [atoms.targets, atoms.timestamp, atoms.multiple, atoms.utf8String, atoms.string]
            changeProperty32(display, requestor, property, type: atoms.atom, list.map { Int(bitPattern: $0) })
        case atoms.timestamp:
            changeProperty32(display, requestor, property, type: atoms.integer, [Int(bitPattern: owned.time)])
        case atoms.utf8String, atoms.string:
            let data = target == atoms.string ? ClipboardText.latin1(owned.text) : Array(owned.text.utf8)
            changeProperty8(display, requestor, property, type: target, data)
        default:
            return false
        }
        return true
    }

    /// MULTIPLE: each (target, property) pair of the requestor's `property` is converted; a pair that
    /// fails has its target replaced by None, and the list is written back. False when the list is unreadable.
    private func convertMultiple(_ owned: SelectionState.Owned, requestor: Window, property: Atom) -> Bool {
        guard let display, let list = WindowProperty.read(display, window: requestor, property: property, length: 1_024),
            list.format == 32
        else { return false }
        var pairs = list.longs
        for index in stride(from: 0, to: pairs.count - 1, by: 2) {
            let target = Atom(bitPattern: pairs[index]), into = Atom(bitPattern: pairs[index + 1])
            if target == atoms.multiple || into == 0
                || !convert(owned, target: target, requestor: requestor, property: into)
            {
                pairs[index] = 0
            }
        }
        changeProperty32(display, requestor, property, type: list.type == 0 ? atoms.atomPair : list.type, pairs)
        return true
    }

    func handleSelectionClear(_ event: XSelectionClearEvent) {
        if let lost = selection(event.selection) { selections.owned[lost] = nil }
    }

    /// The answer to our paste request: the text, the start of an INCR transfer, or a refusal (then
    /// STRING is tried once).
    func handleSelectionNotify(_ event: XSelectionEvent, _ handle: Handler) {
        guard let display, event.requestor == window, var paste = selections.paste,
            event.selection == paste.selection, event.target == paste.target,
            event.property == 0 || event.property == paste.property
        else { return }
        if event.property == 0 {
            if paste.target == atoms.utf8String {
                paste.target = atoms.string
                selections.paste = paste
                XConvertSelection(display, event.selection, atoms.string, paste.property, window, lastTime)
                XFlush(display)
            } else {
                selections.paste = nil
            }
            return
        }
        guard let property = readProperty(paste.property) else {
            selections.paste = nil
            deliver(.refusedPaste(.notText), handle)
            return
        }
        if property.type == atoms.incr {
            // Deleting the property asks the owner for the first chunk; the chunks come as PropertyNotify.
            selections.transfers[paste.property] = IncrementalTransfer()
            return
        }
        selections.paste = nil
        guard property.type == atoms.utf8String || property.type == atoms.string else {
            deliver(.refusedPaste(.notText), handle)
            return
        }
        deliver(
            .pasted(
                ClipboardText.readPaste(
                    property.bytes, isLatin1: property.type == atoms.string,
                    bytesAfter: property.bytesAfter)), handle)
    }

    /// A chunk of an INCR transfer, or its end (an empty chunk): the text is delivered when the
    /// transfer answers the paste still under way.
    func handlePropertyNotify(_ event: XPropertyEvent, _ handle: Handler) {
        guard event.window == window, event.state == PropertyNewValue,
            var transfer = selections.transfers[event.atom],
            let chunk = readProperty(event.atom, limit: Int(Int32.max) / 4)
        else { return }
        if !chunk.bytes.isEmpty {
            transfer.append(chunk.bytes, isLatin1: chunk.type == atoms.string, limit: X11Window.pasteLimit)
            selections.transfers[event.atom] = transfer
            return
        }
        selections.transfers[event.atom] = nil
        guard selections.paste?.property == event.atom else { return }   // superseded: drained only
        selections.paste = nil
        deliver(.pasted(transfer.text(limit: X11Window.pasteLimit)), handle)
    }

    /// Reads (up to `limit` bytes of) a property of the window as format-8 data, then deletes it.
    private func readProperty(_ property: Atom, limit: Int = ClipboardText.pasteLimit + 3)
        -> (type: Atom, bytes: [UInt8], bytesAfter: Int)?
    {
        guard let display else { return nil }
        let read = WindowProperty.read(display, window: window, property: property, length: (limit + 3) / 4)
        XDeleteProperty(display, window, property)
        XFlush(display)
        guard let read else { return nil }
        // INCR's own value is one 32-bit size; only its type matters here.
        guard read.format == 8 else { return read.type == atoms.incr ? (read.type, [], 0) : nil }
        return (read.type, read.bytes, read.bytesAfter)
    }
}
