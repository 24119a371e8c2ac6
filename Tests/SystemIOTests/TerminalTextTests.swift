import Testing
@testable import SystemIO

/// F8: nothing printed can carry a terminal's control sequences.
@Suite struct TerminalTextTests {
    @Test func controlCharactersAreEscaped() {
        #expect(TerminalText.escaped("\u{1B}]0;x\u{07}") == "\\e]0;x\\a")
        #expect(TerminalText.escaped("a\u{9B}31m\u{7F}\u{0}b\tc\r\n") == "a\\u{9b}31m\\u{7f}\\u{0}b\\tc\\r\\n")
    }

    @Test func lineBreaksMayStay() {
        #expect(TerminalText.escaped("Error: '\u{1B}[2J'\nUsage: x", keepingLineBreaks: true) == "Error: '\\e[2J'\nUsage: x")
    }

    @Test func plainTextIsUnchanged() {
        for text in ["7 + 9 = 16", "√(16) = 4", "−3 × 2 ÷ 1", "", "über ½"] {
            #expect(TerminalText.escaped(text) == text)
        }
    }

    /// Issue 35, item 10: bidirectional controls and other invisible format characters (category Cf),
    /// and the line and paragraph separators, are escaped as C0 and C1 are: a tape line cannot
    /// reorder or hide what the terminal shows.
    @Test(arguments: [
        ("2 \u{202E}+ 3 = 5", "2 \\u{202e}+ 3 = 5"),   // RIGHT-TO-LEFT OVERRIDE
        ("1\u{200F}2 = 12", "1\\u{200f}2 = 12"),   // RIGHT-TO-LEFT MARK
        ("\u{2066}7\u{2069} = 7", "\\u{2066}7\\u{2069} = 7"),   // isolates
        ("1\u{200B}2\u{FEFF}\u{AD} = 12", "1\\u{200b}2\\u{feff}\\u{ad} = 12"),   // zero-width space, BOM, soft hyphen
        ("1\u{2028}2\u{2029}", "1\\u{2028}2\\u{2029}"),   // line and paragraph separators
        ("\u{E0041}\u{61C}", "\\u{e0041}\\u{61c}"),   // a tag character, ARABIC LETTER MARK
    ])
    func formatControlsAreEscaped(text: String, escaped: String) {
        #expect(TerminalText.escaped(text) == escaped)
    }

    /// Visible characters near them stay: marks, spaces, letters of other scripts.
    @Test func visibleNeighboursStay() {
        for text in ["e\u{301}", "1\u{202F}234,5", "1\u{A0}234", "\u{5D0}\u{5D1}", "\u{AC}\u{AE}", "π ≈ 3.14"] {
            #expect(TerminalText.escaped(text) == text)
        }
    }
}
