import AccessibleTree
import CalculatorController
import Testing
import WindowInterface

@testable import CalculatorPresentation

/// The tooltips' words (issue 47 item 4): derived from the key tables, never empty, and the buttons'
/// accessible descriptions in every mode; a hover answers them as the tooltip.
struct KeyTooltipTests {
    @Test(arguments: [
        (Key.operation(.square), "x² — q"),
        (.operation(.sin), "sin — s"),
        (.operation(.asin), "sin⁻¹ — S"),
        (.digit(7), "7 — 7 KP_7"),
        (.undo, "Undo the last key — Ctrl+Z"),
        (.operation(.e), "e — e"),
    ])
    func aCalculatorKeysWords(key: Key, words: String) {
        #expect(KeyTooltip.text(of: key) == words)
    }

    @Test(arguments: [
        (ProgrammerKey.operation(.leftShift), "Shift left — <"),
        (.operation(.nand), "Bitwise not and"),
        (.memory(.add), "Memory add — Ctrl+P"),
        (.toggleBit(5), "Bit 5"),
        (.base(.hexadecimal), "Hexadecimal — F5"),
    ])
    func aProgrammerKeysWords(key: ProgrammerKey, words: String) {
        #expect(KeyTooltip.text(of: key) == words)
    }

    @Test func everyKeyOfEveryTableHasWords() {
        for key in Key.all { #expect(!KeyTooltip.text(of: key).isEmpty, "\(key)") }
        for key in ProgrammerKey.all { #expect(!KeyTooltip.text(of: key).isEmpty, "\(key)") }
        for row in KeyboardMap.windowCommands { #expect(!KeyTooltip.text(of: row.command).isEmpty, "\(row.command)") }
    }

    @Test func theWordsNameEveryChordOfTheKey() {
        for key in Key.all {
            let chords = Mode.calculator.row(key).chords.map(KeyboardHelp.describe)
            guard !chords.isEmpty else { continue }
            #expect(KeyTooltip.text(of: key).hasSuffix(" — " + chords.joined(separator: " ")), "\(key)")
        }
    }

    @Test(arguments: [
        (Mode.calculator, "Programmer — Ctrl+2"), (.programmer, "Units — Ctrl+3"), (.converter, "Sheet — Ctrl+4"),
        (.sheet, "Calculator — Ctrl+1"),
    ])
    func theModeButtonNamesTheModeItGoesTo(mode: Mode, words: String) throws {
        #expect(KeyTooltip.modeButton(in: mode) == words)
        let session = CalculatorSession(size: Size(width: 900, height: 500), mode: mode, loadCatalogue: fixtureCatalogue)
        let node = try #require(session.accessibleSnapshot.tree.node(pressing: .modeSwitch))
        #expect(node.description == words)
    }

    /// Every button a screen reader can press in each mode (the keys, the round buttons) has a
    /// description, which a hover answers as its tooltip, word for word.
    @Test(arguments: [Mode.calculator, .programmer, .converter])
    func everyButtonHasADescriptionAndAHoverShowsIt(mode: Mode) throws {
        let session = CalculatorSession(size: Size(width: 900, height: 500), mode: mode, loadCatalogue: fixtureCatalogue)
        let pressable = session.accessibleSnapshot.tree.children.filter { $0.press != nil }
        #expect(pressable.count > 10)
        for node in pressable {
            #expect(!node.description.isEmpty, "\(node.id)")
            let answer = session.handle(.hover(node.press!))
            #expect(answer.scene == nil && answer.effects.isEmpty)
            #expect(answer.tooltip?.text == node.description, "\(node.id)")
        }
    }

    @Test func aHoverOfSomethingThatIsNotAButtonShowsNothing() {
        let session = CalculatorSession(size: CalculatorSession.defaultSize)
        #expect(session.handle(.hover(.historyHeading)) == CalculatorSession.Answer())
    }
}
