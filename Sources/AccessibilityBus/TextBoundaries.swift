/// The piece of an editable text a screen reader asks for around an offset (AT-SPI's `GetTextAtOffset`
/// boundary types and `GetStringAtOffset` granularities): a character, a word, a line with its line
/// break. Offsets count Unicode scalars, as AT-SPI does. Pure, so it is tested without a bus.
struct TextBoundaries {
    /// The unit asked for.
    enum Unit: Equatable {
        case character
        /// From a word's start to the next word's start (`WORD_START`) or from a word's end to the next
        /// word's end (`WORD_END`).
        case wordStart, wordEnd
        /// A line with its line break (`LINE_START`, and sentences and paragraphs: a sheet's line is one),
        /// or from the previous line's break to this line's end (`LINE_END`).
        case lineStart, lineEnd

        /// The unit of `GetTextAtOffset`'s boundary type (`AtspiTextBoundaryType`).
        init(boundary: Int32) {
            switch boundary {
            case 0: self = .character
            case 1: self = .wordStart
            case 2: self = .wordEnd
            case 4, 6: self = .lineEnd
            default: self = .lineStart
            }
        }

        /// The unit of `GetStringAtOffset`'s granularity (`AtspiTextGranularity`).
        init(granularity: Int32) {
            switch granularity {
            case 0: self = .character
            case 1: self = .wordStart
            default: self = .lineStart
            }
        }
    }

    let scalars: [Unicode.Scalar]

    init(_ text: String) { scalars = Array(text.unicodeScalars) }

    /// The unit holding `offset` (clamped to the text): its start and end.
    func range(of unit: Unit, at offset: Int) -> Range<Int> {
        let count = scalars.count, offset = min(max(offset, 0), count)
        switch unit {
        case .character: return offset..<min(offset + 1, count)
        case .wordStart: return last(upTo: offset, where: isWordStart)..<next(after: offset, where: isWordStart)
        case .wordEnd: return last(upTo: offset, where: isWordEnd)..<next(after: offset, where: isWordEnd)
        case .lineStart: return last(upTo: offset, where: isLineStart)..<next(after: offset, where: isLineStart)
        case .lineEnd:
            let end = scalars[offset...].firstIndex(of: "\n") ?? count
            let start = scalars[..<last(upTo: offset, where: isLineStart)].lastIndex(of: "\n") ?? 0
            return start..<end
        }
    }

    /// The unit before the one holding `offset`, and the one after it: empty at the text's ends.
    func range(of unit: Unit, before offset: Int) -> Range<Int> {
        let start = range(of: unit, at: offset).lowerBound
        return start > 0 ? range(of: unit, at: start - 1) : 0..<0
    }

    func range(of unit: Unit, after offset: Int) -> Range<Int> {
        let end = range(of: unit, at: offset).upperBound
        return end < scalars.count ? range(of: unit, at: end) : scalars.count..<scalars.count
    }

    /// The text of `range`.
    func text(_ range: Range<Int>) -> String {
        var text = String.UnicodeScalarView()
        text.append(contentsOf: scalars[range])
        return String(text)
    }

    private func isWord(_ index: Int) -> Bool {
        scalars.indices.contains(index)
            && (scalars[index].properties.isAlphabetic || scalars[index].properties.numericType != nil || scalars[index] == "_")
    }
    private func isWordStart(_ index: Int) -> Bool { isWord(index) && !isWord(index - 1) }
    private func isWordEnd(_ index: Int) -> Bool { isWord(index - 1) && !isWord(index) }
    private func isLineStart(_ index: Int) -> Bool { index == 0 || scalars[index - 1] == "\n" }

    /// The last boundary at or before `offset`, else the text's start.
    private func last(upTo offset: Int, where isBoundary: (Int) -> Bool) -> Int {
        (0...offset).last(where: isBoundary) ?? 0
    }

    /// The first boundary after `offset`, else the text's end.
    private func next(after offset: Int, where isBoundary: (Int) -> Bool) -> Int {
        offset < scalars.count ? ((offset + 1)...scalars.count).first(where: isBoundary) ?? scalars.count : scalars.count
    }
}
