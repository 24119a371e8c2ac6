import WindowInterface

/// Bounds on the text one Xft call sends to the X server, so that no request is longer than the
/// server accepts: a tape line of 40 characters with 4,000 combining marks each, or a group separator
/// of 50,000 U+0301, would otherwise make a Render CompositeGlyphs request over the limit, and xcb
/// ends the connection (BadLength). A text over the bounds is drawn shortened, its start given up to
/// "…" (as the expression line and the history rows lose theirs), never sent whole.
struct TextClamp: Hashable, Sendable {
    /// The longest run of scalars that extend the one before (combining marks, variation selectors,
    /// joiners) that is kept: Unicode's stream-safe text format (UAX #15) allows 30 non-starters.
    static let extendingRun = 30
    /// The most glyphs one text may have whatever the server takes: no line the window shows needs as
    /// many (the widest window holds a few hundred characters at the smallest legible size).
    static let maximumGlyphs = 4_096
    /// Bytes of a CompositeGlyphs request before its glyphs.
    static let requestHeader = 28
    /// Bytes a glyph may cost at worst: a 32-bit glyph index and, when Xft places it apart from the
    /// one before, a glyph element's 8-byte header of its own.
    static let bytesPerGlyph = 12

    /// The most glyphs (Unicode scalars: Xft draws one glyph a scalar) one text may have.
    let glyphs: Int

    /// The bounds for a server that takes requests of `maximumRequestUnits` 4-byte units
    /// (`XMaxRequestSize`: libXrender sends text without BIG-REQUESTS, so its extended size does not apply).
    init(maximumRequestUnits: Int) {
        let bytes = max(maximumRequestUnits, 0) * 4
        glyphs = max(1, min(Self.maximumGlyphs, (bytes - Self.requestHeader) / Self.bytesPerGlyph))
    }

    /// `text` within the bounds: unchanged when it is, else with every run of extending scalars cut
    /// to `extendingRun` and, when still too long, only its end kept after "…".
    func clamped(_ text: String) -> String {
        shortened(text) ?? text
    }

    /// `text` clamped, or nil when it is within the bounds as it is.
    private func shortened(_ text: String) -> String? {
        // Fast path for what a frame draws nearly always: a short title or number.
        if text.utf8.count <= min(glyphs, Self.extendingRun) { return nil }
        if isWithinBounds(text) { return nil }
        var kept: [Unicode.Scalar] = []
        kept.reserveCapacity(min(text.utf8.count, glyphs + Self.extendingRun))
        var run = 0
        var isCut = false
        for scalar in text.unicodeScalars {
            if Self.extends(scalar) {
                run += 1
                if run > Self.extendingRun { isCut = true; continue }
            } else {
                run = 0
            }
            kept.append(scalar)
        }
        guard isCut || kept.count > glyphs else { return nil }
        if kept.count > glyphs - 1 {
            // Room for the ellipsis: keep the end, from a scalar that starts a character.
            var start = kept.count - (glyphs - 1)
            while start < kept.count, Self.extends(kept[start]) { start += 1 }
            kept.removeSubrange(..<start)
        }
        var result = "…"
        result.unicodeScalars.append(contentsOf: kept)
        return result
    }

    /// Whether `text` has no run of extending scalars over `extendingRun` and at most `glyphs` scalars:
    /// one pass that allocates nothing, for the texts of every frame.
    private func isWithinBounds(_ text: String) -> Bool {
        var count = 0, run = 0
        for scalar in text.unicodeScalars {
            count += 1
            run = Self.extends(scalar) ? run + 1 : 0
            if count > glyphs || run > Self.extendingRun { return false }
        }
        return true
    }

    /// Whether `scalar` extends the character before it rather than starting one (Unicode's
    /// Grapheme_Extend: combining marks, variation selectors, ZWJ and ZWNJ); none is below U+0300.
    static func extends(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value >= 0x300 && scalar.properties.isGraphemeExtend
    }

    /// `scene` with each of its texts clamped; the same button array when no title needs it, so that
    /// the renderer's comparisons with the last frame stay as cheap.
    func clamped<Control>(_ scene: Scene<Control>) -> Scene<Control> {
        var scene = scene
        if scene.buttons.contains(where: { shortened($0.title) != nil }) {
            scene.buttons = scene.buttons.map { button in
                var button = button
                button.title = clamped(button.title)
                return button
            }
        }
        scene.number.text = clamped(scene.number.text)
        scene.number.shorterTexts = scene.number.shorterTexts.map(clamped)
        scene.expression.text = clamped(scene.expression.text)
        scene.status.text = clamped(scene.status.text)
        scene.exactForm.text = clamped(scene.exactForm.text)
        return scene
    }
}
