import CX11
import Glibc
import WindowInterface

/// The tooltips: the pointer's rest on a button is timed by the event loop's one `poll` (a source
/// whose timeout is the tooltip's, no thread and no polling), reported as `.hover`, and the answer's
/// tooltip drawn in its own small window (`TooltipWindow`) until the pointer leaves the button or
/// the window, or a click or a key comes.
extension X11Window {
    /// The source that reports `.hover` once the pointer has rested `HoverState.delay` on a button.
    var hoverSource: EventSource<Control> {
        EventSource(
            start: {},
            pollRequest: { [unowned self] in
                hover.wait(now: Self.now()).map { (descriptor: -1, events: 0, timeout: Int32(clamping: $0)) }
            },
            dispatch: { [unowned self] in
                hover.due(now: Self.now()).map { [.hover($0)] } ?? []
            })
    }

    /// The pointer moved to `point` (window) / `screenPoint` with `buttons` held: the button under it
    /// is timed afresh when it changes, and a tooltip shown goes.
    func hoverMoved(to point: Point, screenPoint: Point, buttonsHeld: Bool) {
        let control = buttonsHeld ? nil : scene.button(at: point)?.control
        if hover.move(over: control, at: screenPoint, now: Self.now()) { hideTooltip() }
    }

    /// The pointer left the window.
    func hoverLeft() {
        hover.leave()
        hideTooltip()
    }

    /// A click or a key: the tooltip goes and does not come back on this button.
    func hoverDismissed() {
        hover.dismiss()
        hideTooltip()
    }

    /// Shows `shown` near the pointer, if the pointer still rests on a button.
    func showTooltip(_ shown: Tooltip) {
        guard let display, let renderer, hover.control != nil else { return }
        if tooltip == nil { tooltip = TooltipWindow(display: display, screen: XDefaultScreen(display)) }
        tooltip?.show(shown, near: hover.screenPoint, renderer: renderer)
    }

    func hideTooltip() {
        tooltip?.hide()
    }

    /// A monotonic clock's milliseconds.
    static func now() -> Int64 {
        var time = timespec()
        clock_gettime(CLOCK_MONOTONIC, &time)
        return Int64(time.tv_sec) * 1000 + Int64(time.tv_nsec) / 1_000_000
    }
}
