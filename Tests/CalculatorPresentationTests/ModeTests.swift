import CalculatorController
import CalculatorModel
import Testing
import TestSupport
import WindowInterface
@testable import CalculatorPresentation

/// The calculator mode's table: titles, spoken names and keyboard chords of its keys.
struct ModeTests {
    /// The spoken names come from the catalogues of `Resources/po` in the user's language.
    @Test(arguments: [
        ("de_DE.UTF-8", Key.digit(7), "sieben"),
        ("de_DE.UTF-8", Key.operation(.squareRoot), "Quadratwurzel"),
        ("de_DE.UTF-8", Key.operation(.asin), "Arkussinus"),
        ("de_DE.UTF-8", Key.clear, "alles löschen"),   // the clear key says what AC does
        ("de_DE.UTF-8", Key.undo, "rückgängig"),
        ("fr_FR.UTF-8", Key.digit(7), "sept"),
        ("fr_FR.UTF-8", Key.operation(.divide), "divisé par"),
        ("fr_FR.UTF-8", Key.point, "point"),
    ])
    func spokenNames(locale: String, key: Key, expected: String) throws {
        #expect(try #require(inLanguage(locale) { Mode.calculator.row(key).spoken }) == expected)
    }

    @Test func digitsAreSpokenInEnglish() {
        let spoken = (0...9).map { Mode.calculator.row(.digit($0)).spoken }
        #expect(spoken == ["zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine"])
        #expect(Mode.calculator.row(.digit(4)).title == "4")
    }

    /// A one-character operation symbol is typed text too; a longer one is not.
    @Test func aSingleCharacterSymbolIsTyped() {
        #expect(Mode.calculator.row(.operation(.multiply)).chords.contains(.typed("×")))
        #expect(!Mode.calculator.row(.operation(.sin)).chords.contains(.typed("sin")))
        #expect(Mode.calculator.row(.operation(.squareRoot)).title == "√x")
    }

    /// The clear key shows `AC` until there is an entry (the controller then publishes `clearEntry`).
    @Test func theClearKeyIsTitledAsAllClear() {
        #expect(Mode.calculator.row(.clear).title == "AC" && Mode.calculator.row(.clear).spoken == "all clear")
        #expect(Mode.calculator.row(.clearEntry).title == "C")
    }

    /// Control chords name the lower-case letter's keysym (Latin-1 code point), with Shift apart.
    @Test func controlChords() {
        let redo = Mode.calculator.row(.redo).chords
        #expect(redo == [KeyChord(trigger: .keysym(Keysym(rawValue: 0x7A)), control: true, shift: true)])
    }

    /// Every key of the mode has a title and a spoken name, and the buttons are the mode's keys.
    @Test func everyKeyHasATitleAndASpokenName() {
        for mode in Mode.allCases {
            for key in mode.keys {
                #expect(!mode.row(key).title.isEmpty && !mode.row(key).spoken.isEmpty, "\(key)")
            }
            let buttons = mode.buttons.standard + mode.buttons.scientific
            // The converter's unit and swap buttons are no keys; every other button is one of the mode's keys.
            #expect(buttons.allSatisfy { $0.key.map(mode.keys.contains) ?? (mode == .converter) })
        }
    }
}
