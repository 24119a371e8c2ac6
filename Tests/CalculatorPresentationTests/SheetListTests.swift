import Testing
import TestSupport

@testable import CalculatorPresentation

/// The list of sheets as a value: the open sheet chosen first, moving within the names, the names a
/// rename refuses (each with its reason), and the names a new sheet takes.
struct SheetListTests {
    @Test func theOpenSheetIsChosenFirstAndTheChoiceStaysInTheList() {
        var list = SheetList(names: ["Trip", "Budget", "Old"], open: "Budget")
        #expect(list.chosen == "Budget")
        list.move(5, capacity: 2)
        #expect(list.chosen == "Old")
        #expect(list.scrolled == 1)
        list.move(-5, capacity: 2)
        #expect(list.chosen == "Trip")
        #expect(list.scrolled == 0)
    }

    @Test func aRenameOfTheOpenSheetRenamesWhatIsMarkedOpen() {
        var list = SheetList(names: ["Trip", "Budget"], open: "Trip")
        list.renamed(to: "Holiday")
        #expect(list.names == ["Holiday", "Budget"])
        #expect(list.open == "Holiday")
    }

    @Test func removingTheChosenSheetChoosesTheNextOrTheLast() {
        var list = SheetList(names: ["A", "B", "C"], open: "C")
        list.removeChosen(capacity: 5)
        #expect(list.names == ["A", "B"])
        #expect(list.chosen == "B")
        list.removeChosen(capacity: 5)
        list.removeChosen(capacity: 5)
        #expect(list.chosen == nil)
    }

    @Test(
        arguments: [
            ("", "A sheet's name cannot be empty"),
            ("   ", "A sheet's name cannot be empty"),
            ("a/b", "A sheet's name cannot contain '/'"),
            (".hidden", "A sheet's name cannot start with '.'"),
            (String(repeating: "x", count: 101), "A sheet's name can have at most 100 characters"),
            (String(repeating: "é", count: 100) + "", nil),
            ("tab\there", "A sheet's name cannot contain control characters"),
            ("Budget 2026", nil),
        ] as [(String, String?)])
    func aRenameRefusesANameThatCannotBeAFilesName(name: String, reason: String?) {
        #expect(SheetList.refusal(of: name, exists: false) == reason)
    }

    @Test func aRenameRefusesANameThatExists() {
        #expect(SheetList.refusal(of: "Budget", exists: true) == "A sheet named 'Budget' exists already")
    }

    @Test(
        arguments: [
            ([], "Untitled"),
            (["Untitled"], "Untitled 2"),
            (["Untitled", "Untitled 2", "Untitled 4"], "Untitled 3"),
        ] as [([String], String)])
    func aNewSheetTakesTheFirstFreeUntitledName(taken: [String], expected: String) {
        #expect(SheetList.newName(untitled: "Untitled", isTaken: taken.contains) == expected)
    }

    /// The name is the user's language's, numbered the same way.
    @Test func aNewNameIsNumberedInTheUsersLanguage() throws {
        let name = try #require(inLanguage("de_DE.UTF-8") { UntitledSheet.name })
        #expect(name == "Unbenannt")
        #expect(SheetList.newName(untitled: name, isTaken: ["Unbenannt", "Untitled"].contains) == "Unbenannt 2")
    }

    /// The bar's buttons share its width: 8 px each, the rest by their titles' lengths (four characters
    /// at least), to the pixel; a bar too narrow for the 8 px shares it evenly.
    @Test(
        arguments: [
            (["New", "Rename", "Delete"], [48, 68, 68]),
            (["Neu", "Umbenennen", "Löschen"], [38, 84, 62]),
            (["Новый", "Переименовать", "Удалить"], [40, 91, 53]),
        ] as [([String], [Double])])
    func theBarIsSharedByTheTitlesLengths(titles: [String], widths: [Double]) {
        #expect(SheetListScene.barWidths(titles, total: 184, each: 8) == widths)
        #expect(SheetListScene.barWidths(titles, total: 12, each: 8) == [4, 4, 4])
        #expect(SheetListScene.barWidths(titles, total: 0, each: 8) == [0, 0, 0])
    }

    @Test func aNewNameIsBounded() {
        #expect(SheetList.newName(untitled: "Untitled", isTaken: { _ in true }) == nil)
    }
}
