import CX11
import Glibc
import WindowInterface

/// On quit, the clipboard outlives the window: when the window owns CLIPBOARD and a clipboard manager
/// owns CLIPBOARD_MANAGER, the clipboard is handed to it by the freedesktop convention (as GTK does):
/// CLIPBOARD_MANAGER converted to SAVE_TARGETS with a property listing the targets to save; the
/// manager's requests for them are served; its SelectionNotify ends the wait. The wait is bounded.
extension X11Window {
    /// At most this long between the request and the manager's answer: quit is never held longer.
    static var handoverLimit: Duration { .seconds(1) }

    /// Hands the clipboard to the manager, if there is one and the window owns it; returns whether the
    /// manager answered it saved the clipboard (false when there was nothing to do, it refused, or it
    /// did not answer in time).
    @discardableResult
    func handClipboardToManager() -> Bool {
        guard let display, !isDestroyed, selections.owns(.clipboard),
            XGetSelectionOwner(display, atoms.clipboardManager) != 0
        else { return false }
        let targets = [atoms.utf8String, atoms.string].map { Int(bitPattern: $0) }
        changeProperty32(display, window, atoms.saveTargetsProperty, type: atoms.atom, targets)
        XConvertSelection(display, atoms.clipboardManager, atoms.saveTargets, atoms.saveTargetsProperty, window, lastTime)
        XFlush(display)

        let clock = ContinuousClock()
        let deadline = clock.now + Self.handoverLimit
        var event = XEvent()
        while true {
            while XPending(display) > 0 {
                XNextEvent(display, &event)
                switch event.type {
                case SelectionRequest:
                    handleSelectionRequest(event.xselectionrequest)
                case SelectionClear:
                    handleSelectionClear(event.xselectionclear)   // the manager took CLIPBOARD over
                case SelectionNotify
                where event.xselection.selection == atoms.clipboardManager
                    && event.xselection.target == atoms.saveTargets:
                    return event.xselection.property != 0
                default:
                    break   // the window is going: nothing else matters now
                }
            }
            let left = deadline - clock.now
            guard left > .zero else { return false }
            let (seconds, attoseconds) = left.components
            let milliseconds = Int32(clamping: seconds * 1_000 + attoseconds / 1_000_000_000_000_000 + 1)
            var descriptor = pollfd(fd: XConnectionNumber(display), events: Int16(POLLIN), revents: 0)
            _ = poll(&descriptor, 1, milliseconds)
        }
    }
}
