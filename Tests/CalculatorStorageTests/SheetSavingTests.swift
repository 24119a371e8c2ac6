import Testing

@testable import CalculatorStorage

/// The sheet is saved a second after the last edit, each edit putting it off, and at once on quit.
struct SheetSavingTests {
    @Test func theLinesAreDueAPauseAfterTheLastEdit() {
        var saving = SheetSaving(file: nil, name: "Budget")
        #expect(saving.timeout(at: 0) == nil)
        saving.edited(["1"], at: 10)
        #expect(saving.timeout(at: 10) == 1000)
        saving.edited(["12"], at: 10.5)
        #expect(saving.take(at: 11.2) == nil)
        #expect(saving.timeout(at: 11.2) == 300)
        #expect(saving.take(at: 11.5) == ["12"])
        #expect(saving.timeout(at: 11.5) == nil)
        #expect(saving.take(at: 20) == nil)
    }

    @Test func onQuitWhatWaitsIsTakenAtOnce() {
        var saving = SheetSaving(file: nil, name: "Budget")
        saving.edited(["a = 1"], at: 5)
        #expect(saving.take(at: nil) == ["a = 1"])
        #expect(saving.take(at: nil) == nil)
    }

    /// The sheet the window opens: the one remembered while it is there; with none remembered (a state
    /// file from before the name followed the language), the English `Untitled` when it is there; else a
    /// new one named in the user's language.
    @Test(
        arguments: [
            ("Budget", ["Old", "Budget"], "Budget"),
            ("Budget", ["Old", "Untitled"], "Unbenannt"),
            ("Unbenannt", ["Unbenannt", "Untitled"], "Unbenannt"),
            (nil, ["Old", "Untitled"], "Untitled"),
            (nil, ["Old"], "Unbenannt"),
            (nil, [], "Unbenannt"),
        ] as [(String?, [String], String)])
    func theSheetOpenedIsOneThereWhateverTheLanguage(remembered: String?, there: [String], opened: String) {
        #expect(SheetSaving.openedName(remembered: remembered, untitled: "Unbenannt", exists: there.contains) == opened)
    }
}
