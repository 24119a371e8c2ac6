import WindowInterface

/// The button the pointer rests on, for its tooltip: the pointer moved onto a button and stayed
/// `delay` milliseconds with no button held makes the tooltip due (`WindowEvent.hover`). Leaving the
/// button, the window, a click or a key takes a tooltip away; after a click or a key none comes back
/// until the pointer moves onto another button. Times are a monotonic clock's milliseconds, given.
struct HoverState<Control: Hashable & Sendable>: Equatable {
    /// How long the pointer rests before the tooltip shows, as in GTK (500 ms) and Qt (700 ms).
    static var delay: Int64 { 600 }

    /// The button under the pointer, and when the pointer came onto it.
    private(set) var control: Control?
    private var since: Int64 = 0
    /// Where the pointer is on the screen, for the tooltip's place.
    private(set) var screenPoint = Point(x: 0, y: 0)
    /// Whether the tooltip was asked for (or dismissed) since the pointer came onto the button.
    private(set) var isDone = false

    /// The pointer moved to `point` (on the screen) over `control` at `now`. Returns whether a tooltip
    /// shown must go (the pointer left its button).
    mutating func move(over control: Control?, at screenPoint: Point, now: Int64) -> Bool {
        self.screenPoint = screenPoint
        guard control != self.control else { return false }
        let wasDone = isDone
        self.control = control
        since = now
        isDone = false
        return wasDone
    }

    /// The pointer left the window.
    mutating func leave() {
        control = nil
        isDone = false
    }

    /// A click or a key: no tooltip until the pointer moves onto another button.
    mutating func dismiss() {
        isDone = true
    }

    /// Milliseconds until the tooltip is due (0: due now), or nil when none is to come.
    func wait(now: Int64) -> Int64? {
        guard control != nil, !isDone else { return nil }
        return max(0, since + Self.delay - now)
    }

    /// The button whose tooltip is due at `now`, marked asked for; nil when none is due yet.
    mutating func due(now: Int64) -> Control? {
        guard let control, wait(now: now) == 0 else { return nil }
        isDone = true
        return control
    }
}
