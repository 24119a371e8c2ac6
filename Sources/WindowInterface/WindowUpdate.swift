/// What the driver answers to an event: the new state to show and what the window should do.
public struct WindowUpdate<Control: Hashable & Sendable>: Equatable, Sendable {
    /// The scene to show; nil leaves it unchanged.
    public var scene: Scene<Control>?
    /// For `.key`: the button lit while that key is held.
    public var flash: Control?
    /// Text to own as CLIPBOARD and serve to other clients (Ctrl+C, a click on a result).
    public var copy: String?
    /// Text to own as PRIMARY: the window's new selection, which a middle click elsewhere pastes.
    public var select: String? = nil
    /// Ask for this selection's text; it comes back later as `.paste`, or never.
    public var requestPaste: Selection? = nil
    /// Close the window and make `run` return.
    public var quit = false
    /// Keep the window above others (true) or stop (false), through the window manager; nil: no change.
    public var alwaysOnTop: Bool? = nil
    /// Ask the window manager for this size, with this smallest size (after a change of the desktop's
    /// scale, so that the window keeps its proportion of the screen); nil: no change.
    public var resize: WindowResize? = nil
    /// Work remains that goes on in steps (digits being proven): the loop reports `.idle` when no
    /// event waits, rather than sleeping, until an update answers without it.
    public var continues = false
    /// For `.hover`: the tooltip to show beside the pointer; nil shows none.
    public var tooltip: Tooltip? = nil

    public init(
        scene: Scene<Control>? = nil, flash: Control? = nil, copy: String? = nil,
        requestPaste: Selection? = nil, quit: Bool = false, alwaysOnTop: Bool? = nil,
        resize: WindowResize? = nil, tooltip: Tooltip? = nil
    ) {
        self.scene = scene
        self.flash = flash
        self.copy = copy
        self.requestPaste = requestPaste
        self.quit = quit
        self.alwaysOnTop = alwaysOnTop
        self.resize = resize
        self.tooltip = tooltip
    }
}
