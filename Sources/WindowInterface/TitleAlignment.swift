/// Where a button's title sits.
public enum TitleAlignment: Hashable, Sendable {
    /// Centred on the button (the ink box of the glyphs is centred).
    case center
    /// Centred on the circle at the leading end of the button, like the iPhone's wide
    /// `0` key, whose digit lines up with the column above. Same as `.center` unless
    /// the button is wider than tall.
    case leadingCircle
    /// From the button's leading edge, as a line of a list reads (the keys window's): it may take the
    /// button's whole width.
    case leading
}
