/// A small picture drawn instead of a title, from shapes, so that no font needs the glyph (a list
/// icon in a fallback font costs a second font file at start).
public enum ButtonIcon: Hashable, Sendable {
    /// Three horizontal bars, as a list (☰).
    case list
}
