/// How wide the window draws text: a character's advance at a pixel size, in pixels. The view answers
/// with the fonts it draws with, so that a producer placing text itself (the sheet's lines, its caret,
/// where a click lands) puts each character where it will be drawn.
public protocol TextMeasuring: Sendable {
    /// The advance of `character` drawn at `pixelSize`.
    func advance(of character: Character, pixelSize: Double) -> Double
}

extension TextMeasuring {
    /// The advances of `characters` from their start: `count + 1` offsets, the first 0, the last the width.
    public func offsets(of characters: some Collection<Character>, pixelSize: Double) -> [Double] {
        var offsets = [0.0]
        offsets.reserveCapacity(characters.count + 1)
        for character in characters { offsets.append(offsets[offsets.count - 1] + advance(of: character, pixelSize: pixelSize)) }
        return offsets
    }

    /// The width of `text` drawn at `pixelSize`.
    public func width(of text: some StringProtocol, pixelSize: Double) -> Double {
        text.reduce(0) { $0 + advance(of: $1, pixelSize: pixelSize) }
    }
}
