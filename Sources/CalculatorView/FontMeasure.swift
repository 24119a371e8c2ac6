import WindowInterface

/// Text measured as the renderer draws it: a character's advance in the text area's font at a pixel
/// size (Xft's extents, `TextLayout`, which sums advances as Xft places glyphs), kept per character and
/// size, at most `capacity` of them (then forgotten at once, so pasted text of any script stays bounded).
/// `@unchecked Sendable`: it is asked only on the window's thread, where the session runs.
final class FontMeasure: TextMeasuring, @unchecked Sendable {
    private weak var fonts: FontCache?
    private let pattern: String
    private var advances: [Key: Double] = [:]
    static let capacity = 4096

    private struct Key: Hashable {
        var character: Character
        var pixelSize: Int
    }

    init(fonts: FontCache, pattern: String) {
        self.fonts = fonts
        self.pattern = pattern
    }

    func advance(of character: Character, pixelSize: Double) -> Double {
        let key = Key(character: character, pixelSize: max(1, Int(pixelSize.rounded())))
        if let advance = advances[key] { return advance }
        guard let face = fonts?.face(pattern, pixelSize: key.pixelSize) else {
            return FixedAdvance().advance(of: character, pixelSize: pixelSize)
        }
        let advance = TextLayout(text: String(character), face: face).advance
        if advances.count >= Self.capacity { advances.removeAll(keepingCapacity: true) }
        advances[key] = advance
        return advance
    }
}
