import CX11
import Glibc

/// The keyboard side of the window: the input method and context, and turning a KeyPress into
/// a keysym and the UTF-8 text it types.
struct KeyboardInput {
    private var inputMethod: OpaquePointer?
    private var inputContext: OpaquePointer?

    /// Opens an input method (the user's, else local, else none) and a context on `window`;
    /// asks for the extra events the context needs. Turns on detectable auto-repeat.
    init(display: OpaquePointer, window: Window, eventMask: Int) {
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
                if extra & ~eventMask != 0 {
                    XSelectInput(display, window, eventMask | extra)
                }
            }
        }
    }

    /// Frees the context and the input method.
    mutating func close() {
        if let inputContext { XDestroyIC(inputContext) }
        inputContext = nil
        if let inputMethod { XCloseIM(inputMethod) }
        inputMethod = nil
    }

    func focusIn() {
        if let inputContext { XSetICFocus(inputContext) }
    }

    func focusOut() {
        if let inputContext { XUnsetICFocus(inputContext) }
    }

    /// The stroke of a KeyPress; nil for modifier keys.
    func stroke(for event: inout XKeyEvent) -> KeyStroke? {
        var buffer = [CChar](repeating: 0, count: 64)
        var keysym: KeySym = 0
        var count: Int32 = 0
        var text = ""
        if let ic = inputContext {
            var status: Int32 = 0
            count = Xutf8LookupString(ic, &event, &buffer, Int32(buffer.count - 1), &keysym, &status)
            if status == XBufferOverflow { count = 0 }
            if status == XLookupChars || status == XLookupNone { keysym = XLookupKeysym(&event, 0) }
            if count > 0 {
                let bytes = buffer[0..<Int(count)].map { UInt8(bitPattern: $0) }
                if ClipboardText.isValidUTF8(bytes) { text = String(decoding: bytes, as: UTF8.self) }
            }
        } else {
            count = XLookupString(&event, &buffer, Int32(buffer.count - 1), &keysym, nil)
            if count > 0 {
                let bytes = buffer[0..<Int(count)].map { UInt8(bitPattern: $0) }
                text = ClipboardText.decodePaste(bytes, isLatin1: true) ?? ""
            }
        }
        if Self.isModifier(keysym) { return nil }
        return KeyStroke(keysym: UInt32(truncatingIfNeeded: keysym), text: text,
                         control: event.state & UInt32(ControlMask) != 0,
                         shift: event.state & UInt32(ShiftMask) != 0)
    }

    /// Without detectable auto-repeat, a repeat is a release followed at once by a press of the
    /// same key with the same time: such a release does not end the key's flash.
    static func isAutoRepeat(_ release: XKeyEvent, display: OpaquePointer) -> Bool {
        guard XEventsQueued(display, QueuedAfterReading) > 0 else { return false }
        var next = XEvent()
        XPeekEvent(display, &next)
        return next.type == KeyPress && next.xkey.keycode == release.keycode && next.xkey.time == release.time
    }

    /// Xutil's IsModifierKey: Shift, Control, Lock, Meta, Alt, Super, Hyper, ISO level
    /// shifts, Mode_switch and Num_Lock are not reported as key strokes.
    static func isModifier(_ keysym: KeySym) -> Bool {
        (keysym >= KeySym(XK_Shift_L) && keysym <= KeySym(XK_Hyper_R))
            || (keysym >= KeySym(XK_ISO_Lock) && keysym <= KeySym(XK_ISO_Level5_Lock))
            || keysym == KeySym(XK_Mode_switch) || keysym == KeySym(XK_Num_Lock)
    }
}

/// The on-screen buttons lit by held keys, by keycode: lit on press, dark on release.
struct KeyFlashes: Equatable {
    private var byKeycode: [UInt32: String] = [:]

    /// The ids lit.
    var ids: Set<String> { Set(byKeycode.values) }

    /// Lights `id` (or nothing) for `keycode`. Returns whether anything changed.
    mutating func press(_ keycode: UInt32, flash id: String?) -> Bool {
        guard byKeycode[keycode] != id else { return false }
        byKeycode[keycode] = id
        return true
    }

    /// The key is up. Returns whether anything changed.
    mutating func release(_ keycode: UInt32) -> Bool {
        byKeycode.removeValue(forKey: keycode) != nil
    }

    /// Focus is lost, so releases may never come. Returns whether anything changed.
    mutating func removeAll() -> Bool {
        guard !byKeycode.isEmpty else { return false }
        byKeycode.removeAll()
        return true
    }
}
