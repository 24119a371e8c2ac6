/// The mouse in a scene's text area (`Scene.text`) away from its buttons: the first button pressed at a
/// point, with the X server's time of the press (so the producer counts double and triple clicks) and
/// whether Shift was held (the selection extended); the pointer dragged with it held; the middle button
/// released at a point (X's paste of PRIMARY, which goes there).
public enum TextPointer: Hashable, Sendable {
    case press(Point, time: UInt32, extending: Bool)
    case drag(Point)
    case middle(Point)
}
