/// The on-screen button held down with the first mouse button, and whether the pointer is still
/// inside it: a click is a release inside the button it was pressed in.
struct PointerState: Equatable {
    /// The button pressed, until the release.
    private(set) var pressedID: String?
    /// Whether the pointer is inside the pressed button (it is lit only then).
    private(set) var isInside = false

    /// The button lit by the pointer, if any.
    var highlightedID: String? { isInside ? pressedID : nil }

    /// Press at `point`. Returns whether the highlight changed.
    mutating func press(at point: Point, in scene: Scene) -> Bool {
        pressedID = scene.button(at: point)?.id
        isInside = pressedID != nil
        return pressedID != nil
    }

    /// The pointer moved to `point` with the button held. Returns whether the highlight changed.
    mutating func move(to point: Point, in scene: Scene) -> Bool {
        guard let id = pressedID else { return false }
        let inside = scene.buttons.first { $0.id == id }?.contains(point) ?? false
        guard inside != isInside else { return false }
        isInside = inside
        return true
    }

    /// Release at `point`: the id of the button clicked, nil when the pointer left it.
    /// `wasPressed` is false when no button was held (nothing to redraw).
    mutating func release(at point: Point, in scene: Scene) -> (clicked: String?, wasPressed: Bool) {
        guard let id = pressedID else { return (nil, false) }
        let inside = scene.buttons.first { $0.id == id }?.contains(point) ?? false
        pressedID = nil
        isInside = false
        return (inside ? id : nil, true)
    }

    /// A new scene: a pressed button that is no longer in it is forgotten.
    mutating func sceneChanged(to scene: Scene) {
        if let id = pressedID, !scene.buttons.contains(where: { $0.id == id }) {
            pressedID = nil
            isInside = false
        }
    }
}
