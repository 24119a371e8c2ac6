import Testing

@testable import AccessibilityBus

/// What a screen reader gets when it asks an edited text (the sheet) for the character, word or line at
/// an offset, and before or after it: AT-SPI's boundaries, counted in Unicode scalars.
struct TextBoundariesTests {
    // Offsets: "rent = 1200\n" 0..<12, "rent * 12\n" 12..<22, "\n" 22..<23, "sum" 23..<26.
    static let sheet = TextBoundaries("rent = 1200\nrent * 12\n\nsum")

    @Test(
        "the unit at an offset",
        arguments: [
            (TextBoundaries.Unit.character, 13, "e"),
            (.character, 26, ""),   // the end: nothing after it
            (.lineStart, 0, "rent = 1200\n"),
            (.lineStart, 17, "rent * 12\n"),
            (.lineStart, 22, "\n"),   // an empty line: its line break
            (.lineStart, 24, "sum"),
            (.lineEnd, 17, "\nrent * 12"),   // from the line break before to the line's end
            (.lineEnd, 3, "rent = 1200"),
            (.wordStart, 1, "rent = "),   // a word and what follows it to the next word
            (.wordStart, 7, "1200\n"),
            (.wordStart, 5, "rent = "),   // between words: the word before
            (.wordEnd, 13, "\nrent"),   // from the end of the word before
        ])
    func theUnitAtAnOffset(unit: TextBoundaries.Unit, offset: Int, text: String) {
        #expect(Self.sheet.text(Self.sheet.range(of: unit, at: offset)) == text)
    }

    @Test func theLinesBeforeAndAfter() {
        let sheet = Self.sheet
        #expect(sheet.text(sheet.range(of: .lineStart, before: 17)) == "rent = 1200\n")
        #expect(sheet.text(sheet.range(of: .lineStart, after: 17)) == "\n")
        #expect(sheet.range(of: .lineStart, before: 3) == 0..<0)
        #expect(sheet.range(of: .lineStart, after: 24) == 26..<26)
    }

    @Test func offsetsCountScalarsAndAreClamped() {
        let text = TextBoundaries("e\u{301}t\u{e9}\nx")   // é decomposed (2 scalars), then é composed (1)
        #expect(text.text(text.range(of: .character, at: 2)) == "t")
        #expect(text.range(of: .lineStart, at: 1) == 0..<5)
        #expect(text.range(of: .lineStart, at: 99) == 5..<6)
        #expect(text.range(of: .lineStart, at: -4) == 0..<5)
    }

    @Test(
        "the AT-SPI numbers name the units",
        arguments: [(Int32(0), TextBoundaries.Unit.character), (1, .wordStart), (2, .wordEnd), (5, .lineStart), (6, .lineEnd)])
    func boundaryTypes(boundary: Int32, unit: TextBoundaries.Unit) {
        #expect(TextBoundaries.Unit(boundary: boundary) == unit)
    }
}
