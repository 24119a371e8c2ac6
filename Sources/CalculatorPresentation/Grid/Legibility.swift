/// The legibility floor every mode's text keeps at 96 dpi, scaled with the dpi (issue 47): a key's
/// title at least 13 px of font (a digit's ink about 9 px) on keys of a default window's size and
/// more, 10 px (ink about 7 px) on the least window's keys; the display's lines of text (the
/// programmer's base lines and bit numbers, the status and expression lines) at least 11 px.
/// A title that does not fit at its floor is abbreviated (`ButtonFace.shorterTitles`), not shrunk.
enum Legibility {
    /// A key title's floor on keys of `keyTitleFullSide` and more (the default window's keys).
    static let keyTitle = 13.0
    /// A key title's floor on the least window's keys.
    static let smallKeyTitle = 10.0
    /// The key side (at 96 dpi) from which a title's floor is `keyTitle`: the programmer's 6 keys
    /// across a 320-pixel window are 42.9 px.
    static let keyTitleFullSide = 42.0
    /// The floor of the display's lines of text.
    static let line = 11.0

    /// A title's floor on a key of `keySide` at `scale` (dpi / 96): `keyTitle` on a key of
    /// `keyTitleFullSide` or more, down in proportion to `smallKeyTitle`, never less.
    static func keyTitleFloor(keySide: Double, scale: Double) -> Double {
        let side = keySide / max(scale, 0.01)
        return min(keyTitle, max(smallKeyTitle, keyTitle * side / keyTitleFullSide)) * scale
    }
}
