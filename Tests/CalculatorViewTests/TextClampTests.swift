import Testing
@testable import CalculatorView
import WindowInterface

/// Issue 35, item 7: no text reaches X longer than a request the server accepts; a hostile text is
/// drawn shortened after "…", its end kept.
@Suite struct TextClampTests {
    /// Most servers' `XMaxRequestSize` (4-byte units) without BIG-REQUESTS, and the least X allows.
    static let usual = TextClamp(maximumRequestUnits: 65_535)
    static let smallest = TextClamp(maximumRequestUnits: 4_096)

    /// A request of the clamped glyphs at their worst costs no more than the server takes.
    @Test(arguments: [4_096, 16_384, 65_535, 4_194_303])
    func theGlyphsFitARequest(units: Int) {
        let clamp = TextClamp(maximumRequestUnits: units)
        #expect(clamp.glyphs >= 1 && clamp.glyphs <= TextClamp.maximumGlyphs)
        #expect(TextClamp.requestHeader + clamp.glyphs * TextClamp.bytesPerGlyph <= units * 4)
    }

    @Test func aTinyOrMissingLimitStillDrawsTheEllipsis() {
        #expect(TextClamp(maximumRequestUnits: 0).glyphs == 1)
        #expect(TextClamp(maximumRequestUnits: 0).clamped("12345") == "…")
    }

    @Test(arguments: ["", "7", "1,234,567.5", "1 234,5", "√(16) = 4", "e\u{301}", "👩‍👩‍👧‍👦 + 1", "x\u{301}\u{302}\u{303}"])
    func ordinaryTextIsUnchanged(text: String) {
        #expect(Self.usual.clamped(text) == text)
        #expect(Self.smallest.clamped(text) == text)
    }

    /// The tape line of the issue: 40 characters, each with 4,000 combining marks, then its result.
    @Test func aTapeLineOfCombiningMarksIsShortened() {
        let hostile = String(repeating: "a" + String(repeating: "\u{301}", count: 4_000), count: 40) + " = 5"
        let clamped = Self.usual.clamped(hostile)
        #expect(clamped.unicodeScalars.count <= Self.usual.glyphs)
        #expect(clamped.hasPrefix("…"))
        #expect(clamped.hasSuffix(" = 5"))
        // Each character keeps its first 30 marks, no more (counted in scalars: a string compares by characters).
        let runs = String(clamped.unicodeScalars.dropFirst()).unicodeScalars.split(separator: "a")
        #expect(runs.count == 40)
        #expect(runs.dropLast().allSatisfy { $0.count == TextClamp.extendingRun })
    }

    /// A group separator of 50,000 U+0301 in a number.
    @Test func aSeparatorOfCombiningMarksIsShortened() {
        let separator = String(repeating: "\u{301}", count: 50_000)
        let number = ["1", "234", "567"].joined(separator: separator)
        let clamped = Self.usual.clamped(number)
        #expect(clamped.unicodeScalars.count == 1 + 1 + 30 + 3 + 30 + 3)
        #expect(clamped.unicodeScalars.starts(with: "…1".unicodeScalars))
        #expect(clamped.unicodeScalars.reversed().starts(with: "765".unicodeScalars))
    }

    /// Plain text too long for the request keeps its end, and is cut where a character starts.
    @Test func aLongTextKeepsItsEnd() {
        let clamp = Self.smallest
        let long = String(repeating: "1234567890", count: clamp.glyphs) + "= 42"
        let clamped = clamp.clamped(long)
        #expect(clamped.unicodeScalars.count == clamp.glyphs)
        #expect(clamped.hasPrefix("…") && clamped.hasSuffix("= 42"))
        let marked = String(repeating: "e\u{301}", count: clamp.glyphs)
        let cut = Array(clamp.clamped(marked).unicodeScalars)
        #expect(cut.count <= clamp.glyphs && cut[1] == "e")
    }

    /// Exactly at the bounds nothing changes; one scalar over, the text is shortened.
    @Test func theBoundsAreInclusive() {
        let clamp = Self.smallest
        let full = String(repeating: "9", count: clamp.glyphs)
        #expect(clamp.clamped(full) == full)
        #expect(clamp.clamped(full + "9") != full + "9")
        let run = "a" + String(repeating: "\u{301}", count: TextClamp.extendingRun)
        #expect(clamp.clamped(run) == run)
        #expect(clamp.clamped(run + "\u{301}") == "…" + run)
    }

    /// The scene's texts are clamped, and an untouched scene keeps its button array.
    @Test func aSceneIsClampedWhole() {
        let hostile = String(repeating: "\u{301}", count: 50_000)
        var scene = Scene<Int>(
            number: NumberLine(text: "1" + hostile),
            buttons: [ButtonFace(control: 1, title: "7", frame: .zero, fill: .black, textColor: .white)])
        scene.expression.text = "2" + hostile
        scene.number.shorterTexts = ["3" + hostile]
        let clamped = Self.usual.clamped(scene)
        for text in [clamped.number.text, clamped.expression.text] + clamped.number.shorterTexts {
            #expect(text.unicodeScalars.count == 32)
        }
        #expect(clamped.buttons == scene.buttons)
        scene.buttons[0].title = "4" + hostile
        #expect(Self.usual.clamped(scene).buttons[0].title.unicodeScalars.count == 32)
    }
}
