import WindowInterface
import CX11
import Testing
import TestSupport
import CalculatorController
@testable import CalculatorPresentation

/// The key list of `--help` and docs/USAGE.md, derived from the mode's table.
struct KeyboardHelpTests {
    /// docs/USAGE.md ("The keyboard") shows exactly the list `--help` prints, in order.
    @Test func theUsageListsEveryKeyAsHelpDoes() throws {
        let usage = try #require(repositoryFile("docs/USAGE.md"))
        let block = KeyboardHelp.lines.map { "  " + $0 }.joined(separator: "\n")
        #expect(usage.contains("```text\n" + block + "\n```"))
    }

    /// Every chord of the key table appears in the list, and every keysym's name is the one Xlib knows.
    @Test func everyChordIsListedByItsXName() {
        let text = KeyboardHelp.lines.joined(separator: "\n")
        for binding in KeyboardMap.bindings {
            if case .key(.digit) = binding.command { continue }
            #expect(text.contains(KeyboardHelp.describe(binding.chord)), "\(binding.chord)")
            if case .keysym(let symbol) = binding.chord.trigger {
                // Punctuation is written as typed (`Ctrl+?`), which is its Latin-1 keysym; names are Xlib's.
                if symbol.name.count == 1, let scalar = symbol.name.unicodeScalars.first, scalar.properties.isPatternSyntax {
                    #expect(Keysym(latin1: scalar) == symbol, "\(symbol.name)")
                } else {
                    #expect(Keysym(rawValue: UInt32(XStringToKeysym(symbol.name))) == symbol, "\(symbol.name)")
                }
            }
        }
    }

    @Test(arguments: [
        (KeyChord.typed("r"), "r"), (.keysym(.return), "Return"), (.control("p"), "Ctrl+P"),
        (.control("s", shift: true), "Ctrl+Shift+S"),
        (KeyChord(trigger: .keysym(.insert), control: false, shift: true), "Shift+Insert"),
        (KeyChord(trigger: .keysym(.insert), control: true, shift: false), "Ctrl+Insert"), (.keysym(.keypad(7)), "KP_7"),
    ])
    func chordsAreWrittenAsPeopleWriteThem(chord: KeyChord, text: String) {
        #expect(KeyboardHelp.describe(chord) == text)
    }

    /// The list is in the user's language.
    @Test func helpLinesInGerman() throws {
        let lines = try #require(inLanguage("de_DE.UTF-8") { KeyboardHelp.lines })
        #expect(lines.contains { $0.hasPrefix("0-9, KP_0-KP_9") && $0.hasSuffix("  Ziffern") })
        #expect(lines.contains { $0.hasPrefix("Ctrl+H") && $0.hasSuffix("  den Verlauf öffnen oder schließen") })
    }

    @Test func linesFitAnEightyColumnTerminal() {
        for line in KeyboardHelp.lines { #expect(line.count + 2 <= 80, "\(line)") }
    }
}
