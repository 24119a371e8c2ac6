import CalculatorController
import CalculatorModel
import WindowInterface
import Layout
import Testing
import TestSupport
@testable import CalculatorPresentation

/// The history panel in the session: opened, navigated, recalled, cleared, copied from.
struct HistoryPanelTests {
    static func key(_ text: String, keysym: UInt32? = nil, control: Bool = false, shift: Bool = false) -> WindowEvent<Control> {
        CalculatorSessionTests.key(text, keysym: keysym, control: control, shift: shift)
    }
    static let up = key("", keysym: Keysym.up.rawValue)
    static let down = key("", keysym: Keysym.down.rawValue)
    static let enter = key("", keysym: Keysym.return.rawValue)

    /// A session that computed `7+9=`, `2/3=` and `5*5=`.
    static func session() -> CalculatorSession {
        let session = CalculatorSession(size: Size(width: 320, height: 560))
        for text in ["7+9=", "2/3=", "5*5="] { for key in text { _ = session.handle(Self.key(String(key))) } }
        return session
    }

    static func rows(_ scene: Scene<Control>) -> [ButtonFace<Control>] {
        scene.buttons.filter { $0.control.historyRow != nil }
    }

    /// Moving the choice and scrolling say whether they changed the panel, so that the session answers
    /// a scene only when they did (issue 30, item 1).
    /// A row groups its expression's numbers as the expression line does (issue 47), in the locale's way, and a
    /// long one is cut after grouping: the digits left of the cut are never grouped as a shorter number.
    @Test(arguments: [
        (NumberLocale.standard, "1000 + 2345.5", "1,000 + 2,345.5 = 3,345.5"),
        (NumberLocale(decimalSeparator: ",", groupSeparator: ".", grouping: [3]), "1000 + 2345.5", "1.000 + 2.345,5 = 3.345,5"),
        (NumberLocale.standard, "12345678901234567890123456789012345 + 1", "…901,234,567,890,123,456,789,012,345 + 1 = "),
    ])
    func aRowGroupsItsNumbersAsTheExpressionLineDoes(locale: NumberLocale, expression: String, shown: String) {
        let entry = HistoryEntry(expression: expression, result: "3345.5")
        #expect(HistoryPanel.title(of: entry, digits: 16, locale: locale).hasPrefix(shown))
    }

    @Test func movingAndScrollingSayWhetherTheyChangedThePanel() {
        var panel = HistoryPanel()
        let noneToChoose = panel.move(1, count: 0)
        let newest = panel.move(1, count: 3)
        #expect(!noneToChoose && newest && panel.selection == 2)
        let oldest = panel.move(5, count: 3)
        let pastOldest = panel.move(1, count: 3)
        #expect(oldest && !pastOldest && panel.selection == 0)
        let scrolled = panel.scroll(2, count: 10, capacity: 4)
        #expect(scrolled && panel.scrolled == 2 && panel.selection == nil)
        let back = panel.scroll(-5, count: 10, capacity: 4)
        let pastNewest = panel.scroll(-1, count: 10, capacity: 4)   // the newest show already
        #expect(back && !pastNewest && panel.scrolled == 0)
    }

    @Test func ctrlHOpensThePanelInTheKeypadsPlaceAndTheResultStays() throws {
        let session = Self.session()
        let scene = try #require(session.handle(Self.key("h", control: true)).scene)
        #expect(Self.rows(scene).map(\.title) == ["5 × 5 = 25", "2 ÷ 3 = 2/3 ≈ 0.6666666666666667", "7 + 9 = 16"])
        #expect(!scene.buttons.contains { $0.control == .key(.digit(7)) })   // the keypad is gone...
        #expect(scene.number.text == "25")   // ...the result is not
        let newest = try #require(Self.rows(scene).first)
        let oldest = try #require(Self.rows(scene).last)
        #expect(newest.frame.y > oldest.frame.y)   // newest at the bottom
        #expect(session.handle(Self.key("h", control: true)).scene?.buttons.contains { $0.control == .key(.digit(7)) } == true)
    }

    @Test func upChoosesAndReturnRecallsAsAnOperand() throws {
        let session = Self.session()
        _ = session.handle(.click(.historyToggle))
        _ = session.handle(Self.up)
        _ = session.handle(Self.up)
        #expect(session.history.selection == 1)
        #expect(session.handle(Self.key("c", control: true)).copy == "0.6666666666666666666666666666666666666667")
        _ = session.handle(Self.enter)
        #expect(!session.history.isOpen)
        for key in "*3=" { _ = session.handle(Self.key(String(key))) }
        #expect(session.scene.expression.text == "0.6666666666666667 × 3 =")   // as the panel showed it
    }

    @Test func downPastTheNewestChoosesNothingAndReturnIsEqualsThen() {
        let session = Self.session()
        _ = session.handle(Self.key("h", control: true))
        _ = session.handle(Self.up)
        _ = session.handle(Self.down)
        #expect(session.history.selection == nil)
        for key in "+1" { _ = session.handle(Self.key(String(key))) }
        _ = session.handle(Self.enter)
        #expect(session.scene.number.text == "26")
        #expect(session.history.isOpen)
    }

    @Test func clickingARowRecallsItAndEscapeCloses() {
        let session = Self.session()
        _ = session.handle(Self.key("h", control: true))
        _ = session.handle(.click(.historyRow(0)))
        #expect(session.scene.number.text == "16" && !session.history.isOpen)
        _ = session.handle(Self.key("h", control: true))
        _ = session.handle(Self.key("", keysym: Keysym.escape.rawValue))
        #expect(!session.history.isOpen && session.scene.number.text == "16")   // Escape closed it, not AC
    }

    @Test func ctrlShiftDeleteAndClearEmptyTheTape() {
        let session = Self.session()
        _ = session.handle(Self.key("", keysym: Keysym.delete.rawValue, control: true, shift: true))
        #expect(session.controller.history.entries.isEmpty)
        _ = session.handle(Self.key("h", control: true))
        #expect(session.scene.buttons.first { $0.control == .historyEmpty }?.title == "No calculations yet")
        for key in "1+1=" { _ = session.handle(Self.key(String(key))) }
        _ = session.handle(.click(.historyClear))
        #expect(session.controller.history.entries.isEmpty)
    }

    /// The panel's words come from the catalogue of the user's language (issue 36, item 4).
    @Test func thePanelsWordsAreInTheUsersLanguage() throws {
        let titles = try #require(
            inLanguage("de_DE.UTF-8") { () -> [String?] in
                let session = Self.session()
                _ = session.handle(Self.key("h", control: true))
                let opened = [Control.historyHeading, .historyClear].map { control in
                    session.scene.buttons.first { $0.control == control }?.title
                }
                _ = session.handle(.click(.historyClear))
                return opened + [session.scene.buttons.first { $0.control == .historyEmpty }?.title]
            })
        #expect(titles == ["Verlauf", "Leeren", "Noch keine Rechnungen"])
    }

    /// Undo right after a clear brings the tape back, and the clear is final (undo can no longer bring
    /// back what it took off) only at the next other key (issue 23, item 5).
    @Test func undoRightAfterAClearBringsTheTapeBack() throws {
        let session = Self.session()
        let undo = Self.key("z", control: true)
        _ = session.handle(Self.key("", keysym: Keysym.delete.rawValue, control: true, shift: true))
        #expect(session.controller.history.entries.isEmpty)
        #expect(session.controller.history.clearedEntries != nil)
        #expect(session.handle(undo).scene != nil)
        #expect(session.controller.history.entries.map(\.result) == ["16", "0.6666666666666666666666666666666666666667", "25"])
        #expect(session.scene.number.text == "25")   // the undo took back the clear, not the `=` before it
        // The Clear pill, then another key: the clear is final, and undo takes back that key only.
        _ = session.handle(.click(.historyClear))
        _ = session.handle(Self.key("4"))
        #expect(session.controller.history.clearedEntries == nil)
        _ = session.handle(undo)
        #expect(session.controller.history.entries.isEmpty)
        #expect(session.scene.number.text == "25")
    }

    /// Quitting makes a clear final, so the file is rewritten before the process ends.
    @Test func quittingMakesAClearFinal() {
        for quit in [WindowEvent.close, Self.key("q", control: true)] {
            let session = Self.session()
            _ = session.handle(.click(.historyClear))
            #expect(session.controller.history.clearedEntries != nil)
            #expect(session.handle(quit).quit)
            #expect(session.controller.history.clearedEntries == nil)
        }
    }

    /// Each row fits on its own, so one long row leaves the others their size, and shrinks to the
    /// number's legible 12 px (× the scale) at the least before it loses its start (issue 23, item 1:
    /// one long row shrank every row from 17 to 7–8 px, and still ran past its pill).
    @Test func eachRowFitsOnItsOwn() throws {
        let controller = CalculatorController()
        for key in try KeySequence.keys("1234567890123456 * 9876543210987654 = 1 + 1 =") { controller.press(key) }
        let faces = HistoryPanel.faces(
            tape: controller.history, selection: nil, in: Rect(x: 0, y: 0, width: 592, height: 800),
            scale: 2, digits: 16, theme: Theme())
        let rows = faces.filter { $0.control.historyRow != nil }
        #expect(rows.count == 2)
        for row in rows {
            #expect(row.titleGroup == nil)
            #expect(row.minimumTitleSize == 24)
        }
    }

    /// With more calculations than fit, the wheel and a drag scroll the rows (steps towards the
    /// oldest, as far as the oldest and back to the newest), and a scroll bar shows that there are
    /// more and where the rows shown are (issue 23, item 2: only 6 of 40 rows fit at 320 × 560).
    @Test func theWheelScrollsAndABarShowsThereIsMore() throws {
        let session = CalculatorSession(size: Size(width: 320, height: 560))
        for n in 1...40 { for key in "\(n)+0=" { _ = session.handle(Self.key(String(key))) } }
        _ = session.handle(Self.key("h", control: true))
        func shown() -> [Int] { session.scene.buttons.compactMap(\.control.historyRow) }
        func bar() throws -> Rect { try #require(session.scene.buttons.first { $0.control == .historyScrollBar }).frame }
        let fit = shown().count
        #expect(fit >= 4 && fit < 40)
        #expect(shown().max() == 39)
        let barAtNewest = try bar()
        #expect(session.scene.panel.area != nil)
        #expect(session.handle(.scroll(steps: 3)).scene != nil)
        #expect(shown().max() == 36 && shown().count == fit)
        let barScrolled = try bar()
        #expect(barScrolled.y < barAtNewest.y)   // the bar moved up with the rows
        _ = session.handle(.scroll(steps: 1000))
        #expect(shown().min() == 0)   // as far as the oldest
        _ = session.handle(.scroll(steps: -1000))
        let barBack = try bar()
        #expect(shown().max() == 39 && barBack == barAtNewest)
        // A short tape has no bar; a closed panel does not scroll.
        _ = session.handle(Self.key("h", control: true))
        #expect(session.handle(.scroll(steps: 1)).scene == nil)
        let short = Self.session()
        _ = short.handle(Self.key("h", control: true))
        #expect(!short.scene.buttons.contains { $0.control == .historyScrollBar })
    }

    @Test func ctrlKTogglesAlwaysOnTopAndTheStatusShowsIt() {
        let session = CalculatorSession(size: Size(width: 320, height: 560))
        let on = session.handle(Self.key("k", control: true))
        #expect(on.alwaysOnTop == true && on.scene?.status.text == "Top")
        #expect(session.handle(Self.key("k", control: true)).alwaysOnTop == false)
    }

    @Test func aLongTapeScrollsSoTheChosenRowShows() {
        var tape = HistoryTape()
        let controller = CalculatorController()
        for n in 1...50 { for key in try! KeySequence.keys("\(n) + 0 =") { controller.press(key) } }
        tape = controller.history
        let area = Rect(x: 0, y: 0, width: 300, height: 300)
        let all = HistoryPanel.faces(tape: tape, selection: nil, in: area, scale: 1, digits: 16, theme: Theme())
        let shown = all.compactMap(\.control.historyRow)
        #expect(shown.first == 49 && shown.count == 4)   // (300 + 8) / 52 rows, less the heading
        let chosen = HistoryPanel.faces(tape: tape, selection: 3, in: area, scale: 1, digits: 16, theme: Theme())
        #expect(chosen.compactMap(\.control.historyRow).contains(3))
        #expect(all.allSatisfy { $0.frame.y >= area.y && $0.frame.maxY <= area.maxY })
    }

    /// Issue 36, item 5: the heading, `Copy` and `Clear` never overlap, however narrow the window (at
    /// 200 × 330 `Clear` covered all of "History" but "His"), and each keeps some width; issue 47:
    /// `Copy` shows at every size, the heading giving way in the least window.
    @Test(arguments: [(200.0, 330.0), (320, 560), (400, 700), (1000, 500), (1920, 1200)], [1.0, 2.0])
    func theHeadingCopyAndClearNeverOverlap(size: (Double, Double), scale: Double) throws {
        let session = CalculatorSession(size: Size(width: Int(size.0 * scale), height: Int(size.1 * scale)), scale: scale)
        for key in "1+1=" { _ = session.handle(Self.key(String(key))) }
        _ = session.handle(.click(.historyToggle))
        let heading = session.scene.buttons.first { $0.control == .historyHeading }?.frame
        let copy = try #require(session.scene.buttons.first { $0.control == .historyCopy }).frame
        let clear = try #require(session.scene.buttons.first { $0.control == .historyClear }).frame
        #expect((heading == nil) == (size.0 == 200), "\(size) × \(scale)")
        #expect((heading?.maxX ?? copy.x) <= copy.x && copy.maxX <= clear.x, "\(size) × \(scale)")
        #expect((heading?.width ?? 60 * scale) >= 60 * scale && copy.width >= 60 * scale && clear.width >= 60 * scale)
    }

    /// Issue 36, item 5: Page Up and Page Down move the choice a page of rows (those that fit, less
    /// one), Home to the oldest and End to the newest, keypad twins too; past the newest, none is chosen.
    @Test func pageUpPageDownHomeAndEndMoveThroughTheTape() throws {
        let session = CalculatorSession(size: Size(width: 320, height: 560))
        for n in 1...40 { for key in "\(n)+0=" { _ = session.handle(Self.key(String(key))) } }
        _ = session.handle(Self.key("h", control: true))
        let fit = session.scene.buttons.compactMap(\.control.historyRow).count
        func press(_ keysym: Keysym) -> Int? {
            _ = session.handle(Self.key("", keysym: keysym.rawValue))
            return session.history.selection
        }
        #expect(press(.pageUp) == 40 - (fit - 1))
        #expect(press(.keypadPageUp) == 40 - 2 * (fit - 1))
        #expect(press(.home) == 0)
        #expect(session.scene.buttons.compactMap(\.control.historyRow).contains(0))   // scrolled to show it
        #expect(press(.pageUp) == 0)
        #expect(press(.pageDown) == fit - 1)
        #expect(press(.end) == 39)
        #expect(press(.keypadHome) == 0)
        #expect(press(.keypadEnd) == 39)
        #expect(press(.keypadPageDown) == nil)
        #expect(session.handle(Self.key("", keysym: Keysym.end.rawValue)).scene != nil && session.history.selection == 39)
        // Closed, the panel takes none of them.
        _ = session.handle(Self.key("h", control: true))
        #expect(session.handle(Self.key("", keysym: Keysym.home.rawValue)).scene == nil)
    }

    /// Issue 36, item 5: the scroll bar's thumb is at least 24 px (at 96 dpi) however long the tape
    /// (1,000 rows gave a 5 px sliver), inside its track, at the bottom for the newest rows and at the
    /// top for the oldest.
    @Test(arguments: [1.0, 2.0])
    func theThumbIsAtLeastATargetsSide(scale: Double) throws {
        let tape = HistoryTape(entries: (0..<1000).map { HistoryEntry(expression: "\($0) + 0", result: "\($0)") })
        let area = Rect(x: 0, y: 0, width: 296 * scale, height: 372 * scale)
        func thumb(_ scrolled: Int) throws -> Rect {
            let faces = HistoryPanel.faces(
                tape: tape, selection: nil, scrolled: scrolled, in: area, scale: scale, digits: 16, theme: Theme())
            return try #require(faces.first { $0.control == .historyScrollBar }).frame
        }
        let newest = try thumb(0), oldest = try thumb(1000)
        #expect(newest.height >= 24 * scale && oldest.height == newest.height)
        #expect(abs(newest.maxY - area.maxY) < 0.01)
        #expect(oldest.y >= area.y + HistoryPanel.rowPitch(in: area, scale: scale) - 0.01 && oldest.y < newest.y)
    }

    /// The tape keeps the exact form beside the decimal (issue 31): a row whose value has one shows it
    /// before the decimal, in the panel and to a screen reader; rows without one, and every row when
    /// the exact line is `off`, show the decimal alone.
    @Test(arguments: [ExactFormDisplay.show, .main, .off])
    func rowsShowTheExactFormBesideTheDecimal(display: ExactFormDisplay) throws {
        let session = CalculatorSession(
            size: Size(width: 320, height: 560), exactForm: ExactFormPreference(display: display))
        for text in ["7+9=", "2/3=", "5*5="] { for key in text { _ = session.handle(Self.key(String(key))) } }
        let scene = try #require(session.handle(Self.key("h", control: true)).scene)
        let titles = Self.rows(scene).map(\.title)
        let withForm = "2 ÷ 3 = 2/3 ≈ 0.6666666666666667"
        #expect(titles.contains(display == .off ? "2 ÷ 3 = 0.6666666666666667" : withForm))
        #expect(titles.contains("7 + 9 = 16") && titles.contains("5 × 5 = 25"))
        let names = session.accessibleSnapshot.tree.children.map(\.name)
        #expect(names.contains(withForm) == (display != .off))
    }

    /// After a restart the tape comes from the file with 40 digits a line; the rows in view are made
    /// again from their keys, so they show their exact forms, and a recall enters the exact value:
    /// 7 ÷ 3 recalled, times 3, less 7, is 0, where the 40 digits written would leave −1e−39.
    @Test func rowsReadFromTheFileShowTheirExactFormsAndRecallExactly() throws {
        let earlier = CalculatorSession(size: Size(width: 320, height: 560))
        for text in ["7/3=", "8r/4="] { for key in text { _ = earlier.handle(Self.key(String(key))) } }
        let file = earlier.controller.history.entries.map { HistoryEntry(line: Substring($0.storedLine))! }
        let controller = CalculatorController()
        controller.restoreHistory(file)
        let session = CalculatorSession(size: Size(width: 320, height: 560), controller: controller)
        let scene = try #require(session.handle(Self.key("h", control: true)).scene)
        let titles = Self.rows(scene).map(\.title)
        #expect(titles.contains("7 ÷ 3 = 7/3 ≈ 2.333333333333333"))
        #expect(titles.contains("√(8) ÷ 4 = √2/2 ≈ 0.7071067811865475"))
        let third = try #require(Self.rows(scene).first { $0.title.hasPrefix("7 ÷ 3") })
        _ = session.handle(.click(third.control))
        #expect(session.scene.exactForm.text == "7/3")
        for key in "*3-7=" { _ = session.handle(Self.key(String(key))) }
        #expect(session.scene.number.text == "0")
    }

    /// Issue 44 R5: rows are made exact as keys move through the panel, never in the background, so that a
    /// key and all it sets going stay within a key's work however long the chain behind the rows. A chain
    /// of 300 huge fractions (`× 1.2345678901234567890123456789 =`) is not finished by Ctrl+H, whose answer
    /// asks for no `.idle`; an `.idle` makes nothing; each key after goes further, until every line is exact.
    @Test func rowsAreMadeExactAtKeysNotInTheBackground() throws {
        let earlier = CalculatorController()
        let factor = "1.2345678901234567890123456789"
        for line in ["\(factor) * 1 ="] + Array(repeating: "* \(factor) =", count: 299) {
            for key in try KeySequence.keys(line) { earlier.press(key) }
        }
        let file = try earlier.history.entries.map { try #require(HistoryEntry(line: Substring($0.storedLine))) }
        let controller = CalculatorController()
        controller.restoreHistory(file)
        let session = CalculatorSession(size: Size(width: 320, height: 560), controller: controller)
        func exact() -> Int { session.controller.history.entries.count { $0.exactValue != nil } }
        let opened = session.handle(Self.key("h", control: true))
        #expect(!opened.effects.contains(.continueWork))
        let afterOpening = exact()
        #expect(afterOpening > 0 && afterOpening < file.count)
        let idle = session.handle(.idle)
        #expect(idle.scene == nil && !idle.effects.contains(.continueWork) && exact() == afterOpening)
        var keys = 0
        while session.controller.history.entries.last?.exactValue == nil, keys < 200 {
            let before = exact()
            // Up chooses the newest row, Down chooses none: the rows in view stay the newest.
            _ = session.handle(keys.isMultiple(of: 2) ? Self.up : Self.down)
            #expect(exact() > before)
            keys += 1
        }
        #expect(session.controller.history.entries.allSatisfy { $0.exactValue != nil })
    }

    /// Issue 34: `Copy` beside `Clear`, and Ctrl+Shift+H, copy the whole tape as `calculator --history`
    /// prints it, and the expression line says so; an empty tape copies nothing and says it is empty.
    @Test func copyCopiesTheWholeTapeAsText() throws {
        let session = Self.session()
        let opened = session.handle(Self.key("h", control: true)).scene
        let copy = try #require(opened?.buttons.first { $0.control == .historyCopy })
        let clear = try #require(opened?.buttons.first { $0.control == .historyClear })
        #expect(copy.title == "Copy" && copy.frame.maxX < clear.frame.x && copy.frame.width == clear.frame.width)
        let tape = "7 + 9 = 16\n2 ÷ 3 = 0.6666666666666666666666666666666666666667\n5 × 5 = 25\n"
        let clicked = session.handle(.click(.historyCopy))
        #expect(clicked.copy == tape)
        #expect(clicked.scene?.expression.text == "History copied")
        #expect(session.handle(Self.key("h", control: true, shift: true)).copy == tape)
        _ = session.handle(Self.key("", keysym: Keysym.delete.rawValue, control: true, shift: true))
        let empty = session.handle(Self.key("h", control: true, shift: true))
        #expect(empty.copy == nil && empty.scene?.expression.text == "No calculations yet")
    }
}
