/// Why the window refused what a selection's owner gave for a paste, before reading it: the session
/// says "Not a calculation" for each as for any text it cannot read, and changes nothing.
public enum PasteRefusal: Error, Hashable, Sendable {
    /// More than the window's paste limit (`X11Window.pasteLimit` bytes).
    case tooLong
    /// Not valid UTF-8 (an overlong form, a surrogate, a cut sequence, a stray byte).
    case invalidUTF8
    /// A NUL byte, which no text a person copies holds.
    case containsNUL
    /// An answer that is not text: a property of another type or format than UTF8_STRING or STRING.
    case notText
}
