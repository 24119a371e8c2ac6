import CX11
import Glibc
import WindowInterface

/// The keyboard side of the window: the input method and context, and turning a KeyPress into
/// a keysym and the UTF-8 text it types.
struct KeyboardInput {
    private var inputMethod: OpaquePointer?
    private var inputContext: OpaquePointer?

    /// Whether the input method is the user's locale's (`composeInUserLocale`).
    private(set) var composesInUserLocale = false

    /// Opens an input method (the user's, else local, else none) and a context on `window`;
    /// asks for the extra events the context needs. Turns on detectable auto-repeat.
    init(display: OpaquePointer, window: Window, eventMask: Int) {
        var supported: Int32 = 0
        XkbSetDetectableAutoRepeat(display, True, &supported)
        open(display: display, window: window, eventMask: eventMask)
    }

    /// The input method and context of the C locale until now made again in the user's character type,
    /// once, when text is first typed (the sheet): its Compose table composes `Multi_key o o` as `°` and
    /// `Multi_key = e` as `€` (the C locale's has no `€`). Not at start: reading a UTF-8 locale's table of
    /// 6,000 sequences cost the first frame about 10 ms of CPU and 0.8 MB. Only the character type is
    /// taken: numbers and messages keep their own categories, and the text looked up is UTF-8 in any locale.
    mutating func composeInUserLocale(display: OpaquePointer, window: Window, eventMask: Int) {
        guard !composesInUserLocale else { return }
        composesInUserLocale = true
        if setlocale(LC_CTYPE, "") == nil || XSupportsLocale() == 0 {
            setlocale(LC_CTYPE, "C")
            return
        }
        close()
        open(display: display, window: window, eventMask: eventMask)
        var focused: Window = 0
        var revert: Int32 = 0
        XGetInputFocus(display, &focused, &revert)
        if focused == window { focusIn() }
    }

    private mutating func open(display: OpaquePointer, window: Window, eventMask: Int) {
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

    /// The stroke of a KeyPress; nil for modifier keys. Caps Lock is ignored (`lookupState`).
    func stroke(for event: inout XKeyEvent) -> KeyStroke? {
        event.state = Self.lookupState(event.state)
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
                text = String(validating: bytes, as: UTF8.self) ?? ""
            }
        } else {
            count = XLookupString(&event, &buffer, Int32(buffer.count - 1), &keysym, nil)
            if count > 0 {
                let bytes = buffer[0..<Int(count)].map { UInt8(bitPattern: $0) }
                text = ClipboardText.decodePaste(bytes, isLatin1: true) ?? ""
            }
        }
        if Self.isModifier(keysym) { return nil }
        return KeyStroke(
            keysym: Keysym(rawValue: UInt32(truncatingIfNeeded: keysym)), text: text,
            control: event.state & UInt32(ControlMask) != 0,
            shift: event.state & UInt32(ShiftMask) != 0)
    }

    /// A KeyPress of a dead key (`dead_circumflex` on a German keyboard's `^` key), as a stroke that
    /// types the key's spacing character at once; nil for any other key. Checked before the input
    /// method sees the event, so it never starts composing (and its state is reset, in case it had).
    func deadKeyStroke(for event: inout XKeyEvent) -> KeyStroke? {
        event.state = Self.lookupState(event.state)
        var buffer = [CChar](repeating: 0, count: 16)
        var keysym: KeySym = 0
        XLookupString(&event, &buffer, Int32(buffer.count - 1), &keysym, nil)
        guard Self.isDeadKey(keysym) else { return nil }
        if let ic = inputContext, let pending = Xutf8ResetIC(ic) { XFree(pending) }
        return KeyStroke(
            keysym: Keysym(rawValue: UInt32(truncatingIfNeeded: keysym)), text: Self.spacingCharacter(ofDeadKey: keysym) ?? "",
            control: event.state & UInt32(ControlMask) != 0,
            shift: event.state & UInt32(ShiftMask) != 0)
    }

    /// The modifier state keys are looked up with: Caps Lock off, so that it never changes a
    /// shortcut (`r` stays `r`); Shift still selects the upper case.
    static func lookupState(_ state: UInt32) -> UInt32 {
        state & ~UInt32(LockMask)
    }

    /// X's dead keysyms, `dead_grave` (0xfe50) to 0xfe8f.
    static func isDeadKey(_ keysym: KeySym) -> Bool {
        keysym >= 0xfe50 && keysym <= 0xfe8f
    }

    /// The character a dead key types on its own (as when followed by space): `^` for
    /// `dead_circumflex`, `~`, `` ` ``, `´`, `¨` and the other spacing accents; nil when it has none.
    static func spacingCharacter(ofDeadKey keysym: KeySym) -> String? {
        switch keysym {
        case 0xfe50: "`"   // dead_grave
        case 0xfe51: "\u{B4}"   // dead_acute: ´
        case 0xfe52: "^"   // dead_circumflex
        case 0xfe53: "~"   // dead_tilde
        case 0xfe54: "\u{AF}"   // dead_macron: ¯
        case 0xfe55: "\u{2D8}"   // dead_breve: ˘
        case 0xfe56: "\u{2D9}"   // dead_abovedot: ˙
        case 0xfe57: "\u{A8}"   // dead_diaeresis: ¨
        case 0xfe58: "\u{2DA}"   // dead_abovering: ˚
        case 0xfe59: "\u{2DD}"   // dead_doubleacute: ˝
        case 0xfe5a: "\u{2C7}"   // dead_caron: ˇ
        case 0xfe5b: "\u{B8}"   // dead_cedilla: ¸
        case 0xfe5c: "\u{2DB}"   // dead_ogonek: ˛
        default: nil
        }
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
struct KeyFlashes<Control: Hashable & Sendable>: Equatable {
    private var byKeycode: [UInt32: Control] = [:]

    /// The buttons lit.
    var lit: Set<Control> { Set(byKeycode.values) }

    /// Lights `control` (or nothing) for `keycode`. Returns whether anything changed.
    mutating func press(_ keycode: UInt32, flash control: Control?) -> Bool {
        guard byKeycode[keycode] != control else { return false }
        byKeycode[keycode] = control
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
