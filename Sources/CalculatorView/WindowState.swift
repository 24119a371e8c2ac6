import CX11
import Glibc
import WindowInterface

/// What the window manager says of the window: `_NET_WM_STATE` (EWMH), which it alone writes once the
/// window is mapped. The window follows it rather than what it last asked for, so that "always on
/// top" chosen or undone in the window manager's menu (or by wmctrl) is what the session shows and
/// remembers.
extension X11Window {
    /// `_NET_WM_STATE` changed: reports whether `_NET_WM_STATE_ABOVE` is in it, when that changed.
    func handleWindowState(_ event: XPropertyEvent, _ handle: Handler) {
        guard event.window == window else { return }
        let above = event.state == PropertyNewValue && windowStates().contains(atoms.netWMStateAbove)
        guard above != keptAbove else { return }
        keptAbove = above
        deliver(.keptAbove(above), handle)
    }

    /// The atoms of the window's `_NET_WM_STATE` (at most 64: EWMH defines 13 states).
    private func windowStates() -> [Atom] {
        guard let display,
            let states = WindowProperty.read(display, window: window, property: atoms.netWMState, length: 64, type: atoms.atom),
            states.type == atoms.atom, states.format == 32
        else { return [] }
        return states.longs.map { Atom(UInt(bitPattern: $0)) }
    }
}
