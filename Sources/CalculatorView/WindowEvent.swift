/// What the window reports: one value per user action.
public enum WindowEvent: Equatable, Sendable {
    /// A key press (not modifiers, not releases).
    case key(KeyStroke)
    /// A button released inside the button it was pressed in.
    case click(buttonID: String)
    /// The middle mouse button (Button2) released over the window: X's paste of PRIMARY.
    case middleClick
    /// A horizontal swipe across the display area (pressed on it, released well to the left or right).
    case swipe
    /// The wheel (one step a click) or a vertical drag (one step a `scrollStep`) over the scene's
    /// `scrollArea`: positive towards the top (wheel up, drag down), as lists scroll.
    case scroll(steps: Int)
    /// The window has a new size; reported before the next click is hit-tested.
    case resize(width: Int, height: Int)
    /// Clipboard text after a paste request: valid UTF-8, at most `X11Window.pasteLimit` bytes.
    case paste(String)
    /// The window manager asked to close the window (WM_DELETE_WINDOW), or another client destroyed it.
    case close
}

/// What the driver answers to an event: the new state to show and what the window should do.
public struct WindowUpdate: Equatable, Sendable {
    /// The scene to show; nil leaves it unchanged.
    public var scene: Scene?
    /// For `.key`: the id of the button lit while that key is held.
    public var flash: String?
    /// Text to own as CLIPBOARD and serve to other clients. PRIMARY is left alone: it is the
    /// user's last selection elsewhere, which a middle click pastes.
    public var copy: String?
    /// Ask for this selection's text; it comes back later as `.paste`, or never.
    public var requestPaste: Selection? = nil
    /// Close the window and make `run` return.
    public var quit = false
    /// Keep the window above others (true) or stop (false), through the window manager; nil: no change.
    public var alwaysOnTop: Bool? = nil

    public init(scene: Scene? = nil, flash: String? = nil, copy: String? = nil,
                requestPaste: Selection? = nil, quit: Bool = false, alwaysOnTop: Bool? = nil) {
        self.scene = scene
        self.flash = flash
        self.copy = copy
        self.requestPaste = requestPaste
        self.quit = quit
        self.alwaysOnTop = alwaysOnTop
    }
}

/// The X selections the window pastes from: CLIPBOARD (copy and paste keys) and PRIMARY (the last
/// text selected anywhere, pasted by a middle click).
public enum Selection: Hashable, Sendable {
    case clipboard
    case primary
}

/// A key press as the controller sees it.
public struct KeyStroke: Hashable, Sendable {
    /// The X keysym number (`XK_Return` is 0xff0d, `XK_a` is 0x61); 0 when the key has none.
    public var keysym: UInt32
    /// The text the key types in the current layout (UTF-8 from the input method), may be "".
    /// With Control held this is usually a control character; use `keysym` then.
    public var text: String
    public var control: Bool
    public var shift: Bool

    public init(keysym: UInt32, text: String, control: Bool = false, shift: Bool = false) {
        self.keysym = keysym
        self.text = text
        self.control = control
        self.shift = shift
    }
}
