/// What the window reports: one value per user action. `Control` names the buttons (`ButtonFace.control`).
public enum WindowEvent<Control: Hashable & Sendable>: Equatable, Sendable {
    /// A key press (not modifiers, not releases).
    case key(KeyStroke)
    /// A button released inside the button it was pressed in (or pressed through the accessibility bus).
    case click(Control)
    /// The middle mouse button (Button2) released over the window: X's paste of PRIMARY.
    case middleClick
    /// The mouse in the scene's text area: a press, a drag, a middle click there (then no `.middleClick`).
    case text(TextPointer)
    /// A horizontal swipe across the display area (pressed on it, released well to the left or right).
    case swipe
    /// A press on the display area (not on a button) released where it began: a click on the number,
    /// which swaps its exact form and decimal (S⇔D).
    case displayClick
    /// The wheel (one step a click) or a vertical drag (one step a `ScrollPanel.step`) over the scene's
    /// `panel.area`: positive towards the top (wheel up, drag down), as lists scroll.
    case scroll(steps: Int)
    /// The wheel over the display (plain or with Shift, or the sideways wheel's buttons 6 and 7): the
    /// result's digits scroll sideways, `steps` clicks, positive towards further digits (wheel down, right).
    case scrollDigits(steps: Int)
    /// A sideways drag on the number (`ScrollPanel.numberDragStep`): `digits` positive when dragged left,
    /// towards further digits, as the number follows the pointer.
    case dragDigits(digits: Int)
    /// Nothing is waiting: the last update asked to go on (`WindowUpdate.continues`), a step of work
    /// such as proving scrolled digits.
    case idle
    /// The window has a new size; reported before the next click is hit-tested.
    case resize(Size)
    /// Clipboard text after a paste request: valid UTF-8, at most the view's limit (`X11Window.pasteLimit` bytes).
    case paste(String)
    /// What the selection's owner gave after a paste request could not be read as text (`PasteRefusal`).
    case refusedPaste(PasteRefusal)
    /// The window manager asked to close the window (WM_DELETE_WINDOW), or another client destroyed it.
    case close
    /// The desktop's resolution changed: XSETTINGS' `Xft/DPI` in dots per inch, or nil when no XSETTINGS
    /// manager gives one any more (the resources' `Xft.dpi` then applies), and the largest size the window
    /// can take with its frame in the work area (nil: not known). Reported when it changes, not at start.
    case desktopDPI(Double?, room: Size? = nil)
    /// The desktop's double-click time and distance (XSETTINGS), when they differ from those last
    /// reported, `DoubleClick.standard` at first: so at start when a manager gives others.
    case doubleClick(DoubleClick)
    /// The window manager now keeps the window above others (true) or has stopped (false): its
    /// `_NET_WM_STATE_ABOVE`, added or removed whoever asked (Ctrl+K, the window menu, wmctrl).
    case keptAbove(Bool)
    /// The pointer has rested on this button for a moment (`X11Window.hoverDelay`) with no button held:
    /// what to say of it comes back as `WindowUpdate.tooltip`.
    case hover(Control)
}
