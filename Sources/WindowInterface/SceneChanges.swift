/// The parts of a scene that differ from the previous frame's (`Scene.changes(from:)`): what the
/// view's damage and caches read instead of comparing fields.
public struct SceneChanges: OptionSet, Hashable, Sendable {
    public let rawValue: UInt8
    public init(rawValue: UInt8) { self.rawValue = rawValue }

    public static let layout = SceneChanges(rawValue: 1 << 0)
    public static let number = SceneChanges(rawValue: 1 << 1)
    public static let expression = SceneChanges(rawValue: 1 << 2)
    public static let status = SceneChanges(rawValue: 1 << 3)
    public static let buttons = SceneChanges(rawValue: 1 << 4)
    public static let panel = SceneChanges(rawValue: 1 << 5)
    /// The line under the number (`Scene.exactForm`).
    public static let exactForm = SceneChanges(rawValue: 1 << 6)
    /// The text area (`Scene.text`).
    public static let text = SceneChanges(rawValue: 1 << 7)
    /// Every part: a first frame.
    public static let all: SceneChanges = [.layout, .number, .expression, .status, .buttons, .panel, .exactForm, .text]
    /// The parts drawn in the display's text boxes.
    public static let displayText: SceneChanges = [.number, .expression, .status, .exactForm]
}
