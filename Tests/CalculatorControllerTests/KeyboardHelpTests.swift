import WindowInterface
import CX11
import Testing
import TestSupport
@testable import CalculatorController

/// The key list of `--help` and the README, derived from the key table.
struct KeyboardHelpTests {
    /// The README shows exactly the list `--help` prints, in order.
    @Test func theReadmeListsEveryKeyAsHelpDoes() throws {
        let readme = try #require(repositoryFile("README.md"))
        let block = KeyboardHelp.lines.map { "  " + $0 }.joined(separator: "\n")
        #expect(readme.contains("```text\n" + block + "\n```"))
    }

    /// Every chord of the key table appears in the list, and every keysym's name is the one Xlib knows.
    @Test func everyChordIsListedByItsXName() {
        let text = KeyboardHelp.lines.joined(separator: "\n")
        for binding in KeyboardMap.bindings {
            if case .key(.digit) = binding.command { continue }
            #expect(text.contains(KeyboardHelp.describe(binding.chord)), "\(binding.chord)")
            if case .keysym(let symbol) = binding.chord.trigger {
                #expect(Keysym(rawValue: UInt32(XStringToKeysym(symbol.name))) == symbol, "\(symbol.name)")
            }
        }
    }

    @Test(arguments: [
        (KeyChord.typed("r"), "r"), (.keysym(.return), "Return"), (.control("p"), "Ctrl+P"),
        (.control("s", shift: true), "Ctrl+Shift+S"), (KeyChord(trigger: .keysym(.insert), control: false, shift: true), "Shift+Insert"),
        (KeyChord(trigger: .keysym(.insert), control: true, shift: false), "Ctrl+Insert"), (.keysym(.keypad(7)), "KP_7"),
    ])
    func chordsAreWrittenAsPeopleWriteThem(chord: KeyChord, text: String) {
        #expect(KeyboardHelp.describe(chord) == text)
    }

    @Test func linesFitAnEightyColumnTerminal() {
        for line in KeyboardHelp.lines { #expect(line.count + 2 <= 80, "\(line)") }
    }
}
