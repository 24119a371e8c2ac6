import AccessibleTree
import Synchronization
import Testing
import TestSupport
import WindowInterface

@testable import CalculatorPresentation

/// The list of sheets through the session, on a folder in memory: Ctrl+O lists the sheets with the
/// open one saved first, Enter opens one, Ctrl+N makes `Untitled 2`, F2 renames (refusing a name that
/// exists, with its reason said), Delete asks once, and a sheet that cannot be read is not opened.
struct SheetPaneListTests {
    /// A folder of sheets in memory: names newest first, and their lines.
    final class Folder: Sendable {
        let sheets: Mutex<[(name: String, lines: [String], problem: String?)]>

        init(_ sheets: [(String, [String])]) { self.sheets = Mutex(sheets.map { ($0, $1, nil) }) }

        var names: [String] { sheets.withLock { $0.map(\.name) } }

        var files: SheetFiles {
            SheetFiles(
                list: { (self.names, false) }, exists: { self.names.contains($0) },
                open: { name in
                    self.sheets.withLock { sheets in
                        let sheet = sheets.first { $0.name == name }
                        return (name, sheet?.lines ?? [], sheet?.problem)
                    }
                },
                create: { name in
                    self.sheets.withLock { $0.insert((name, [], nil), at: 0) }
                    return nil
                },
                rename: { old, new in
                    self.sheets.withLock { sheets in
                        guard !sheets.contains(where: { $0.name == new }),
                            let index = sheets.firstIndex(where: { $0.name == old })
                        else { return "refused" }
                        sheets[index].name = new
                        return nil
                    }
                },
                delete: { name in
                    self.sheets.withLock { $0.removeAll { $0.name == name } }
                    return nil
                })
        }
    }

    static func session(_ folder: Folder, open: String = "Untitled") -> CalculatorSession {
        let session = CalculatorSession(
            size: Size(width: 320, height: 560), openSheet: { folder.files.open(open) }, sheetFiles: folder.files)
        _ = session.handle(SheetPaneTests.ctrl4)
        return session
    }

    static func control(_ letter: String) -> WindowEvent<Control> {
        .key(KeyStroke(keysym: Keysym(rawValue: letter.unicodeScalars.first!.value), text: "", control: true))
    }

    static func rows(_ session: CalculatorSession) -> [String] {
        session.scene.buttons.compactMap { if case .sheetListRow = $0.control { $0.title } else { nil } }
    }

    static func notice(_ session: CalculatorSession) -> String? {
        session.accessibleSnapshot.tree.children.first { $0.role == .notification }?.name
    }

    @Test func ctrlOSavesTheOpenSheetAndListsTheSheetsTheOpenOneMarkedAndChosen() {
        let folder = Folder([("Untitled", []), ("Budget", ["rent = 1200"])])
        let session = Self.session(folder)
        SheetPaneTests.type("1 + 1", session)
        let answer = session.handle(Self.control("o"))
        #expect(answer.effects.contains(.saveSheet(["1 + 1"], now: true)))
        #expect(Self.rows(session) == ["• Untitled", "Budget"])
        let items = session.accessibleSnapshot.tree.children.first { $0.role == .list }?.children ?? []
        #expect(items.map(\.name) == ["Untitled", "Budget"])
        #expect(items.first?.states.contains(.selected) == true)
        #expect(items.first?.description == "open")
    }

    @Test func enterOpensTheChosenSheetAndTheStoreIsToldWhichIsOpen() {
        let folder = Folder([("Untitled", []), ("Budget", ["rent = 1200", "rent * 12"])])
        let session = Self.session(folder)
        _ = session.handle(Self.control("o"))
        _ = session.handle(SheetPaneTests.keysym(.down))
        let answer = session.handle(SheetPaneTests.keysym(.return))
        #expect(answer.effects.contains(.openSheet("Budget")))
        #expect(SheetPaneTests.rows(session.scene).prefix(2) == [["rent = 1200", "1200"], ["rent * 12", "14400"]])
    }

    @Test func ctrlNMakesTheFirstFreeUntitledNameAndOpensIt() {
        let folder = Folder([("Untitled", ["1"]), ("Budget", [])])
        let session = Self.session(folder)
        let answer = session.handle(Self.control("n"))
        #expect(answer.effects.contains(.openSheet("Untitled 2")))
        #expect(folder.names == ["Untitled 2", "Untitled", "Budget"])
    }

    /// A new sheet is named in the user's language: in German, `Unbenannt` when the English `Untitled`
    /// (kept from before) is there, then `Unbenannt 2`; the last sheet deleted leaves a new `Unbenannt`.
    @Test func aNewSheetIsNamedInTheUsersLanguage() throws {
        let folder = Folder([("Untitled", ["1"])])
        let names = try #require(
            inLanguage("de_DE.UTF-8") { () -> [String] in
                let session = Self.session(folder)
                _ = session.handle(Self.control("n"))
                _ = session.handle(Self.control("n"))
                let made = folder.names
                _ = session.handle(Self.control("o"))
                var opened: [String] = []
                for _ in 0..<3 {
                    _ = session.handle(SheetPaneTests.keysym(.delete))
                    for case .openSheet(let name) in session.handle(SheetPaneTests.keysym(.delete)).effects {
                        opened.append(name)
                    }
                }
                return made + opened.suffix(1)
            })
        #expect(names == ["Unbenannt 2", "Unbenannt", "Untitled", "Unbenannt"])
        #expect(folder.names.isEmpty)
    }

    /// The bar's buttons at the smallest window: side by side within the text area, the longest title's
    /// the widest, each title whole (never cut: no size below which it loses its start) at the keys'
    /// legible size or more where it fits, the three at one size; in English, German and French.
    @Test(arguments: ["C", "de_DE.UTF-8", "fr_FR.UTF-8"])
    func theBarsTitlesAreWholeAtTheSmallestWindow(locale: String) throws {
        let bar = try #require(
            inLanguage(locale) { () -> [ButtonFace<Control>] in
                let folder = Folder([("Untitled", ["1"]), ("Budget", [])])
                let session = CalculatorSession(
                    size: CalculatorSession.minimumSize, openSheet: { folder.files.open("Untitled") },
                    sheetFiles: folder.files)
                _ = session.handle(SheetPaneTests.ctrl4)
                _ = session.handle(Self.control("o"))
                return session.scene.buttons.filter {
                    [.sheetListNew, .sheetListRename, .sheetListDelete].contains($0.control)
                }
            })
        try #require(bar.count == 3)
        #expect(bar.allSatisfy { $0.minimumTitleSize == nil && $0.legibleTitleSize != nil && $0.titleGroup == .listBar })
        #expect(zip(bar, bar.dropFirst()).allSatisfy { $0.frame.maxX < $1.frame.x })
        #expect(bar[0].frame.x >= 0 && bar[2].frame.maxX <= Double(CalculatorSession.minimumSize.width))
        let longest = bar.max { $0.title.count < $1.title.count }
        #expect(bar.max { $0.frame.width < $1.frame.width }?.frame.width == longest?.frame.width)
    }

    @Test func f2RenamesInPlaceAndANameThatExistsIsRefusedAndSaid() {
        let folder = Folder([("Untitled", ["1"]), ("Budget", ["2"])])
        let session = Self.session(folder)
        _ = session.handle(Self.control("o"))
        _ = session.handle(SheetPaneTests.keysym(.f2))
        for _ in 0..<8 { _ = session.handle(SheetPaneTests.keysym(.backSpace)) }
        SheetPaneTests.type("Budget", session)
        _ = session.handle(SheetPaneTests.keysym(.return))
        #expect(Self.notice(session) == "A sheet named 'Budget' exists already")
        #expect(folder.names == ["Untitled", "Budget"])
        for _ in 0..<6 { _ = session.handle(SheetPaneTests.keysym(.backSpace)) }
        SheetPaneTests.type("Trip", session)
        let answer = session.handle(SheetPaneTests.keysym(.return))
        #expect(folder.names == ["Trip", "Budget"])
        #expect(answer.effects.contains(.openSheet("Trip")))
        #expect(Self.rows(session) == ["• Trip", "Budget"])
    }

    @Test func deleteAsksOnceAndAnyOtherKeyKeepsTheSheet() {
        let folder = Folder([("Untitled", []), ("Budget", ["2"]), ("Old", ["3"])])
        let session = Self.session(folder)
        _ = session.handle(Self.control("o"))
        _ = session.handle(SheetPaneTests.keysym(.down))
        _ = session.handle(SheetPaneTests.keysym(.delete))
        #expect(folder.names.count == 3)
        #expect(Self.notice(session) == "Delete 'Budget'? Press Delete again")
        _ = session.handle(SheetPaneTests.keysym(.down))
        _ = session.handle(SheetPaneTests.keysym(.delete))
        #expect(folder.names.count == 3)
        _ = session.handle(SheetPaneTests.keysym(.delete))
        #expect(folder.names == ["Untitled", "Budget"])
    }

    @Test func deletingTheOpenSheetOpensTheNext() {
        let folder = Folder([("Untitled", ["1"]), ("Budget", ["2"])])
        let session = Self.session(folder)
        _ = session.handle(Self.control("o"))
        _ = session.handle(SheetPaneTests.keysym(.delete))
        let answer = session.handle(SheetPaneTests.keysym(.delete))
        #expect(folder.names == ["Budget"])
        #expect(answer.effects.contains(.openSheet("Budget")))
    }

    @Test func aSheetThatCannotBeReadIsNotOpenedAndWhyIsSaid() {
        let folder = Folder([("Untitled", ["1"])])
        folder.sheets.withLock { $0.append(("Huge", [], "Huge.calc: larger than 1048576 bytes, not opened")) }
        let session = Self.session(folder)
        _ = session.handle(Self.control("o"))
        _ = session.handle(SheetPaneTests.keysym(.end))
        let answer = session.handle(SheetPaneTests.keysym(.return))
        #expect(!answer.effects.contains(.openSheet("Huge")))
        #expect(Self.notice(session)?.contains("larger than") == true)
        #expect(Self.rows(session) == ["• Untitled", "Huge"])
    }
}
