import CalculatorModel
import Layout
import Testing
import WindowInterface

@testable import CalculatorPresentation

/// The mouse in the sheet: a point maps to the nearest character boundary of the line under it (here
/// each character 9 px wide, `FixedAdvance`; `SheetLayoutTests` has a font whose characters are not
/// alike), a press places the caret there, a double click selects a word and a triple click a line
/// (presses within 400 ms and 5 px, or what the desktop says), a drag selects, Shift+click extends, and a
/// middle click pastes PRIMARY at its point. What is selected is read back as Ctrl+C copies it.
struct SheetMouseTests {
    typealias Pane = SheetPaneTests
    static let layout = SheetLayout(area: Rect(x: 0, y: 100, width: 200, height: 230), scale: 1)

    /// A point in `layout` on text row `row` of the area, `cells` cells from the text's left edge.
    static func point(row: Int, cells: Double, layout: SheetLayout = layout) -> Point {
        Point(x: layout.left + cells * layout.space, y: layout.rowFrame(row).y + layout.rowHeight / 2)
    }

    static func editor(_ lines: [String]) -> SheetEditor { SheetEditor(lines: lines, calculator: SheetEditorTests.calculator) }

    // 200 px hold 20 cells of 9 px after the 8 px margin; rows are 23 px high from y = 100.
    @Test(
        "a point is on the line under it, at the nearest boundary (or on the character under it)",
        arguments: [
            (0, 3.4, SheetPosition(line: 0, column: 3), SheetPosition(line: 0, column: 3)),
            (0, 3.6, SheetPosition(line: 0, column: 4), SheetPosition(line: 0, column: 3)),
            (0, -2, SheetPosition(line: 0, column: 0), SheetPosition(line: 0, column: 0)),
            (1, 15, SheetPosition(line: 1, column: 9), SheetPosition(line: 1, column: 9)),   // right of a short line: its end
            (2, 2.2, SheetPosition(line: 2, column: 2), SheetPosition(line: 2, column: 2)),
            // the wrapped line's second row (from `123456789`)
            (3, 2.2, SheetPosition(line: 2, column: 19), SheetPosition(line: 2, column: 19)),
            (4, 1, SheetPosition(line: 2, column: 30), SheetPosition(line: 2, column: 30)),   // its result's row: the line's end
            (8, 1, SheetPosition(line: 3, column: 1), SheetPosition(line: 3, column: 1)),   // below the last line: on the last
        ])
    func aPointMapsToAPosition(row: Int, cells: Double, boundary: SheetPosition, cell: SheetPosition) {
        let editor = Self.editor(["rent = 1200", "rent * 12", "rent * 1000000 + 123456789 + 6", "ok"])
        let point = Self.point(row: row, cells: cells)
        let at = { SheetScene.position(at: point, editor, layout: Self.layout, top: 0, locale: .standard, rounding: $0) }
        #expect(at(.toNearestOrAwayFromZero) == boundary)
        #expect(at(.down) == cell)
    }

    @Test func aPointAboveTheAreaIsOnTheLineBeforeTheFirstShownAndBelowAFullAreaOnTheLineAfter() {
        let editor = Self.editor((1...40).map(String.init))
        let above = Point(x: Self.layout.left, y: Self.layout.area.y - 3)
        #expect(SheetScene.position(at: above, editor, layout: Self.layout, top: 5, locale: .standard, rounding: .down).line == 4)
        #expect(SheetScene.position(at: above, editor, layout: Self.layout, top: 0, locale: .standard, rounding: .down).line == 0)
        let below = Point(x: Self.layout.left, y: Self.layout.area.maxY + 3)
        let shown = Self.layout.rows
        #expect(
            SheetScene.position(at: below, editor, layout: Self.layout, top: 5, locale: .standard, rounding: .down).line == 5
                + shown)
    }

    @Test(
        "presses within 400 ms and 5 px make a run of up to three clicks",
        arguments: [
            ([(0.0, 0.0, UInt32(1000)), (2, 3, 1300), (1, 1, 1600)], [1, 2, 3]),
            ([(0.0, 0.0, UInt32(1000)), (0, 0, 1401)], [1, 1]),   // too slow
            ([(0.0, 0.0, UInt32(1000)), (6, 0, 1100)], [1, 1]),   // too far
            ([(0.0, 0.0, UInt32(1000)), (0, 0, 1100), (0, 0, 1200), (0, 0, 1300)], [1, 2, 3, 1]),   // a fourth begins again
            ([(0.0, 0.0, UInt32.max - 100), (0, 0, 200)], [1, 2]),   // the server's clock wraps
        ] as [([(Double, Double, UInt32)], [Int])])
    func clicksAreCounted(presses: [(Double, Double, UInt32)], counts: [Int]) {
        var mouse = SheetMouse()
        #expect(
            presses.map { mouse.count(at: Point(x: 50 + $0.0, y: 50 + $0.1), time: $0.2, scale: 1, within: .standard) }
                == counts)
    }

    /// The desktop's double-click time and distance (XSETTINGS) take the defaults' place: a press 500 ms
    /// after another is a double click within 600 ms, not within the default 400; 8 px apart, within 10 px.
    @Test(
        arguments: [
            (DoubleClick.standard, (0.0, UInt32(500)), [1, 1]),
            (DoubleClick(interval: 600, distance: 5), (0, 500), [1, 2]),
            (DoubleClick(interval: 600, distance: 5), (0, 601), [1, 1]),
            (DoubleClick.standard, (8, 100), [1, 1]),
            (DoubleClick(interval: 400, distance: 10), (8, 100), [1, 2]),
            (DoubleClick(interval: 400, distance: 10), (11, 100), [1, 1]),
        ] as [(DoubleClick, (Double, UInt32), [Int])])
    func theDesktopsTimeAndDistanceCount(within: DoubleClick, second: (x: Double, time: UInt32), counts: [Int]) {
        var mouse = SheetMouse()
        let first = mouse.count(at: Point(x: 50, y: 50), time: 1000, scale: 1, within: within)
        let next = mouse.count(at: Point(x: 50 + second.x, y: 50), time: 1000 + second.time, scale: 1, within: within)
        #expect([first, next] == counts)
    }

    @Test(
        "a double click selects the word under the pointer, its run of spaces, or the sign alone",
        arguments: [(1.5, "rent"), (5.5, " "), (6.5, "="), (9.2, "1200.5"), (14.5, "+"), (15.5, "net_2")])
    func aDoubleClickSelectsAWord(cells: Double, word: String) {
        var editor = Self.editor(["rent  = 1200.5+net_2"])
        var mouse = SheetMouse()
        let point = Self.point(row: 0, cells: cells)
        for time: UInt32 in [10, 20] {
            let position = {
                SheetScene.position(at: point, editor, layout: Self.layout, top: 0, locale: .standard, rounding: $0)
            }
            mouse.press(
                boundary: position(.toNearestOrAwayFromZero), cell: position(.down), point: point, time: time, extending: false,
                scale: 1, within: .standard, &editor)
        }
        #expect(editor.selectedText == (word == " " ? "  " : word))
    }

    // MARK: through the session

    /// The window at its default size with `lines`, and a point on line `line` (one row each) `cells` in.
    static func session(_ lines: [String]) -> (CalculatorSession, (Int, Double) -> Point) {
        let session = Pane.session(lines)
        let runs = session.scene.text.runs
        let first = runs.min { $0.row.y < $1.row.y }!
        return (
            session,
            { line, cells in
                Point(
                    x: first.x + cells * FixedAdvance().advance(of: " ", pixelSize: first.pixelSize),
                    y: first.row.y + (Double(line) + 0.5) * first.row.height)
            }
        )
    }

    static func copied(_ session: CalculatorSession) -> String? {
        let answer = session.handle(.key(KeyStroke(keysym: Keysym(rawValue: 0x63), text: "", control: true)))
        return answer.effects.compactMap { if case .copy(let text) = $0 { text } else { nil } }.first
    }

    @Test func aClickPlacesTheCaretWhereTypingGoes() {
        let (session, at) = Self.session(["rent = 1200", "rent * 12"])
        _ = session.handle(.text(.press(at(0, 8.4), time: 100, extending: false)))
        Pane.type("3", session)
        #expect(Pane.rows(session.scene).prefix(2) == [["rent = 13200", "13200"], ["rent * 12", "158400"]])
    }

    @Test func doubleAndTripleClicksSelectAWordAndALine() {
        let (session, at) = Self.session(["rent = 1200", "rent * 12"])
        _ = session.handle(.text(.press(at(1, 1.5), time: 100, extending: false)))
        _ = session.handle(.text(.press(at(1, 1.5), time: 300, extending: false)))
        #expect(Self.copied(session) == "rent")
        _ = session.handle(.text(.press(at(1, 1.5), time: 500, extending: false)))
        #expect(Self.copied(session) == "rent * 12")   // the last line: no line break after it
        _ = session.handle(.text(.press(at(0, 1.5), time: 2000, extending: false)))
        _ = session.handle(.text(.press(at(0, 1.5), time: 2100, extending: false)))
        _ = session.handle(.text(.press(at(0, 1.5), time: 2200, extending: false)))
        #expect(Self.copied(session) == "rent = 1200\n")
    }

    /// The desktop's double-click time reaches the sheet's mouse through the session (the view's
    /// `.doubleClick` event): two presses 700 ms apart select a word within 1000 ms, and not by default.
    @Test func theDesktopsDoubleClickTimeSelectsAWord() {
        let (session, at) = Self.session(["rent = 1200", "rent * 12"])
        _ = session.handle(.text(.press(at(1, 1.5), time: 100, extending: false)))
        _ = session.handle(.text(.press(at(1, 1.5), time: 800, extending: false)))
        #expect(Self.copied(session) == "14400")   // nothing selected: Ctrl+C copies the line's result
        _ = session.handle(.doubleClick(DoubleClick(interval: 1000, distance: 5)))
        _ = session.handle(.text(.press(at(1, 1.5), time: 3000, extending: false)))
        _ = session.handle(.text(.press(at(1, 1.5), time: 3700, extending: false)))
        #expect(Self.copied(session) == "rent")
    }

    @Test func aDragSelectsAndShiftClickExtends() {
        let (session, at) = Self.session(["rent = 1200", "rent * 12"])
        _ = session.handle(.text(.press(at(0, 7), time: 100, extending: false)))
        _ = session.handle(.text(.drag(at(1, 4))))
        #expect(Self.copied(session) == "1200\nrent")
        _ = session.handle(.text(.press(at(1, 9), time: 1000, extending: true)))
        #expect(Self.copied(session) == "1200\nrent * 12")
        // A drag after a double click goes by words.
        _ = session.handle(.text(.press(at(0, 1), time: 3000, extending: false)))
        _ = session.handle(.text(.press(at(0, 1), time: 3100, extending: false)))
        _ = session.handle(.text(.drag(at(1, 1))))
        #expect(Self.copied(session) == "rent = 1200\nrent")
    }

    @Test func aMiddleClickPastesPrimaryAtItsPoint() {
        let (session, at) = Self.session(["rent = 1200", "rent * 12"])
        #expect(session.handle(.text(.middle(at(1, 9)))).requestPaste == .primary)
        _ = session.handle(.paste("0"))
        #expect(Pane.rows(session.scene).prefix(2) == [["rent = 1200", "1200"], ["rent * 120", "144000"]])
    }
}
