import Testing
@testable import CalculatorView

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
}
