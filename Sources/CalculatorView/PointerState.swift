import Layout
import WindowInterface

/// The on-screen button held down with the first mouse button, and whether the pointer is still
/// inside it: a click is a release inside the button it was pressed in. A press on the display
/// area that ends well to the left or right of where it began is a swipe (the iPhone's gesture).
struct PointerState<Control: Hashable & Sendable>: Equatable {
    /// What a release of the first button amounts to.
    struct Release: Equatable {
        /// The button clicked, nil when the pointer left it or no button was pressed.
        var clicked: Control?
        /// Whether a button was held (its highlight must be redrawn).
        var wasPressed: Bool
        /// Whether it ended a horizontal swipe across the display area.
        var isSwipe = false
        /// Whether it ended a click on the display area: released within a few pixels of the press.
        var isDisplayClick = false
    }

    /// The button pressed, until the release.
    private(set) var pressed: Control?
    /// Whether the pointer is inside the pressed button (it is lit only then).
    private(set) var isInside = false
    /// Where a press on the display area (not on a button) began, and the display's width then.
    private(set) var swipeStart: Point?
    private var swipeWidth = 0.0
    /// Where a press on a scrolling area was, moved on by each step scrolled, and the step's size.
    private(set) var dragAnchor: Point?
    private var dragStep = 1.0
    /// Whether the press became a drag that scrolls (then it clicks nothing).
    private(set) var isDragging = false
    /// Where a press on a number that scrolls by dragging was, moved on by each digit scrolled, and
    /// the pixels a digit takes (`ScrollPanel.numberDragStep`).
    private(set) var digitAnchor: Point?
    private var digitStep = 1.0
    /// Whether the press on the number became a sideways drag of its digits (then it is no click or swipe).
    private(set) var isDraggingDigits = false

    /// Whether the first button went down in the scene's text area, on none of its buttons: its drag
    /// selects text (`TextPointer`) rather than scrolling, until the release.
    private(set) var isInText = false

    /// The button lit by the pointer, if any.
    var highlighted: Control? { isInside ? pressed : nil }

    /// Press at `point`. Returns whether the highlight changed.
    mutating func press(at point: Point, in scene: Scene<Control>) -> Bool {
        pressed = scene.button(at: point)?.control
        isInside = pressed != nil
        let display = scene.layout.displayFrame
        let onDisplay =
            pressed == nil && point.x >= display.x && point.x < display.x + display.width
            && point.y >= display.y && point.y < display.y + display.height
        swipeStart = onDisplay ? point : nil
        digitAnchor = onDisplay && scene.panel.numberDragStep != nil ? point : nil
        digitStep = max(1, scene.panel.numberDragStep ?? 1)
        isDraggingDigits = false
        swipeWidth = display.width
        dragAnchor = scene.panel.area.map { Self.contains($0, point) } == true ? point : nil
        dragStep = max(1, scene.panel.step)
        isDragging = false
        return pressed != nil
    }

    /// Press at `point` when it is the text area's (inside `scene.text.frame`, on no button); true then,
    /// and the press is the text's until the release. False leaves the state alone, for `press(at:in:)`.
    mutating func pressText(at point: Point, in scene: Scene<Control>) -> Bool {
        guard let frame = scene.text.frame, Self.contains(frame, point), scene.button(at: point) == nil else { return false }
        self = PointerState()
        isInText = true
        return true
    }

    /// The pointer moved to `point` with the button held: over a scrolling area, once it went 8 px
    /// (or a quarter step) up or down, the press is a drag, which clicks nothing and scrolls a step
    /// for each `ScrollPanel.step` travelled. Returns the steps scrolled (positive: dragged down) and
    /// whether the highlight changed.
    mutating func drag(to point: Point) -> (steps: Int, highlightChanged: Bool) {
        guard let anchor = dragAnchor else { return (0, false) }
        let dy = point.y - anchor.y
        var changed = false
        if !isDragging {
            guard abs(dy) >= min(8, dragStep / 4) else { return (0, false) }
            isDragging = true
            changed = isInside
            pressed = nil
            isInside = false
        }
        let steps = Int(dy / dragStep)
        if steps != 0 { dragAnchor = Point(x: anchor.x, y: anchor.y + Double(steps) * dragStep) }
        return (steps, changed)
    }

    /// The pointer moved to `point` with the button held after a press on a number that scrolls: once
    /// it went `clickSlop` sideways (more than up or down), the press is a drag of the digits, which is
    /// no click and no swipe, and scrolls a digit for each `numberDragStep` travelled. Returns the digits
    /// scrolled: positive when dragged left, towards further digits.
    mutating func dragDigits(to point: Point) -> Int {
        guard let anchor = digitAnchor else { return 0 }
        let dx = point.x - anchor.x
        if !isDraggingDigits {
            guard abs(dx) >= Self.clickSlop, abs(dx) > abs(point.y - anchor.y) else { return 0 }
            isDraggingDigits = true
        }
        let digits = Int(-dx / digitStep)
        if digits != 0 { digitAnchor = Point(x: anchor.x - Double(digits) * digitStep, y: anchor.y) }
        return digits
    }

    static func contains(_ rect: Rect, _ point: Point) -> Bool {
        point.x >= rect.x && point.x < rect.maxX && point.y >= rect.y && point.y < rect.maxY
    }

    /// The pointer moved to `point` with the button held. Returns whether the highlight changed.
    mutating func move(to point: Point, in scene: Scene<Control>) -> Bool {
        guard let pressed else { return false }
        let inside = scene.buttons.first { $0.control == pressed }?.contains(point) ?? false
        guard inside != isInside else { return false }
        isInside = inside
        return true
    }

    /// Release at `point`: a click of the button pressed if the pointer is still inside it, or a
    /// swipe if the press began on the display and the pointer travelled far enough sideways.
    mutating func release(at point: Point, in scene: Scene<Control>) -> Release {
        defer {
            swipeStart = nil; dragAnchor = nil; isDragging = false; digitAnchor = nil; isDraggingDigits = false; isInText = false
        }
        if isDraggingDigits { return Release(clicked: nil, wasPressed: false) }
        if let start = swipeStart {
            return Release(
                clicked: nil, wasPressed: false,
                isSwipe: Self.isSwipe(from: start, to: point, displayWidth: swipeWidth),
                isDisplayClick: abs(point.x - start.x) < Self.clickSlop && abs(point.y - start.y) < Self.clickSlop)
        }
        guard let control = pressed else { return Release(clicked: nil, wasPressed: false) }
        let inside = scene.buttons.first { $0.control == control }?.contains(point) ?? false
        pressed = nil
        isInside = false
        return Release(clicked: inside ? control : nil, wasPressed: true)
    }

    /// How far a press on the display may move before its release is no longer a click, in pixels.
    static var clickSlop: Double { 8 }

    /// Whether a press and release are a horizontal swipe: at least 24 px or a tenth of the display's
    /// width sideways (whichever is more), and at most half as far up or down as sideways.
    static func isSwipe(from start: Point, to end: Point, displayWidth: Double) -> Bool {
        let dx = abs(end.x - start.x), dy = abs(end.y - start.y)
        return dx >= max(24, displayWidth / 10) && dy * 2 <= dx
    }

    /// A new scene: a pressed button that is no longer in it is forgotten.
    mutating func sceneChanged(to scene: Scene<Control>) {
        if let pressed, !scene.buttons.contains(where: { $0.control == pressed }) {
            self.pressed = nil
            isInside = false
        }
    }

}
