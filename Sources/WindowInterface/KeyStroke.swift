/// A key press as the controller sees it.
public struct KeyStroke: Hashable, Sendable {
    /// The key's X keysym (`XK_Return` is 0xff0d, `XK_a` is 0x61); 0 when the key has none.
    public var keysym: Keysym
    /// The text the key types in the current layout (UTF-8 from the input method), may be "".
    /// With Control held this is usually a control character; use `keysym` then.
    public var text: String
    public var control: Bool
    public var shift: Bool

    public init(keysym: Keysym, text: String, control: Bool = false, shift: Bool = false) {
        self.keysym = keysym
        self.text = text
        self.control = control
        self.shift = shift
    }
}
