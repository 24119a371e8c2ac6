import Layout
import Testing
import WindowInterface

@testable import CalculatorPresentation

/// The sheet in a font whose characters differ in width, as the window's does: rows wrap by width, and
/// the caret, a selection, a click and Up/Down's aim go by each character's advance, not by counts.
struct SheetLayoutTests {
    /// `i` 4 px, `W` 14 px, everything else 9 px (at 15 px).
    struct Proportional: TextMeasuring {
        func advance(of character: Character, pixelSize: Double) -> Double {
            (character == "i" ? 4 : character == "W" ? 14 : 9) * pixelSize / 15
        }
    }

    /// 200 px less 8 px each side: rows 184 px wide, 23 px high from y = 100.
    static let layout = SheetLayout(
        area: Rect(x: 0, y: 100, width: 200, height: 230), scale: 1, measure: Proportional())

    static func editor(_ lines: [String]) -> SheetEditor { SheetEditor(lines: lines, calculator: SheetEditorTests.calculator) }

    static func point(row: Int, x: Double) -> Point {
        Point(x: layout.left + x, y: layout.rowFrame(row).y + layout.rowHeight / 2)
    }

    @Test(
        "a line wraps between words where its characters fill the row's width (a word wider than it, where it fills it)",
        arguments: [
            ("iiii", [0..<4]),
            (String(repeating: "W", count: 14), [0..<13, 13..<14]),   // 13 × 14 = 182 ≤ 184
            (String(repeating: "i", count: 50), [0..<46, 46..<50]),   // 46 × 4 = 184
            ("", [0..<0]),
            ("iii " + String(repeating: "W", count: 13), [0..<4, 4..<17]),   // the word that would be cut goes down
            (String(repeating: "W", count: 13) + "  i", [0..<15, 15..<16]),   // spaces hang past the edge
        ])
    func rowsWrapByWidth(text: String, rows: [Range<Int>]) {
        #expect(Self.layout.place(0, characters: Array(text), result: "").textRows == rows)
    }

    @Test func aResultStandsBesideItsLineWhenItsWidthFitsWithTwoSpaces() {
        // 10 i (40) + 2 spaces (18) + "WWWWWWWWW" (126) = 184: beside; one W more is not.
        let beside = Self.layout.place(0, characters: Array(String(repeating: "i", count: 10)), result: "WWWWWWWWW")
        #expect(beside.resultRows.map(\.row) == [0])
        let under = Self.layout.place(0, characters: Array(String(repeating: "i", count: 11)), result: "WWWWWWWWW")
        #expect(under.resultRows.map(\.row) == [1])
        #expect(Self.layout.rightAligned("WWWWWWWWW") == 192 - 126)
    }

    @Test(
        "a click on iiiWWW finds the character under it and the boundary nearest (the third and fourth meet at 19)",
        arguments: [(5.0, 1, 1), (6.5, 2, 1), (13, 3, 3), (18.5, 3, 3), (19.5, 4, 3), (80, 6, 6)])
    func aClickGoesByAdvances(x: Double, boundary: Int, cell: Int) {
        let editor = Self.editor(["iiiWWW"])
        let at = {
            SheetScene.position(
                at: Self.point(row: 0, x: x), editor, layout: Self.layout, top: 0, locale: .standard, rounding: $0)
        }
        #expect(at(.toNearestOrAwayFromZero).column == boundary)
        #expect(at(.down).column == cell)
    }

    @Test func theCaretAndASelectionStandWhereTheCharactersAre() throws {
        var editor = Self.editor(["iiiWWW"])
        editor.place(at: SheetPosition(line: 0, column: 3))
        let caret = try #require(SheetScene.caretFrame(editor, layout: Self.layout, top: 0, locale: .standard))
        #expect(caret.midX == Self.layout.left + 12)
        editor.select(from: SheetPosition(line: 0, column: 2), to: SheetPosition(line: 0, column: 4))
        let marks = SheetScene.content(
            editor, layout: Self.layout, top: 0, locale: .standard, theme: Theme(), palette: ButtonPalette(Theme())
        ).text.marks
        let selected = Rect(x: Self.layout.left + 8, y: 100, width: 4 + 14, height: Self.layout.rowHeight)
        #expect(marks.map(\.frame).contains(selected))
    }

    @Test func upAndDownAimAtTheSamePlaceThroughAShorterLine() throws {
        typealias Pane = SheetPaneTests
        let session = CalculatorSession(
            size: Size(width: 320, height: 560), openSheet: { ("Untitled", ["WW", "iiiiiiiiiiii", "W", "iiiiiiiiiiii"], nil) },
            measure: Proportional())
        _ = session.handle(Pane.ctrl4)
        for event in [Pane.keysym(.home, control: true), Pane.keysym(.end), Pane.keysym(.down)] { _ = session.handle(event) }
        let first = try #require(Pane.type("x", session).last)
        // After `WW` (28 px): the 7th i of the next line, not the 2nd as counting characters would give.
        #expect(first.effects.contains(.saveSheet(["WW", "iiiiiiixiiiii", "W", "iiiiiiiiiiii"], now: false)))
        _ = session.handle(Pane.keysym(.backSpace))
        // From 28 px again: down to the end of `W` (14 px), and on down back to 28 px.
        for event in [Pane.keysym(.down), Pane.keysym(.down)] { _ = session.handle(event) }
        let second = try #require(Pane.type("x", session).last)
        #expect(second.effects.contains(.saveSheet(["WW", "iiiiiiiiiiii", "W", "iiiiiiixiiiii"], now: false)))
    }

    /// At 200 px a row holds 20 characters of 9 px (`FixedAdvance`): the second line is two rows,
    /// `aaaa bbbb cccc dddd ` and `eeee ffff`, and Up and Down go through each.
    @Test func upAndDownGoByTheRowsOfAWrappedLine() throws {
        typealias Pane = SheetPaneTests
        let long = "aaaa bbbb cccc dddd eeee ffff"
        let session = Pane.session(["x", long, String(repeating: "y", count: 20)], size: Size(width: 200, height: 330))
        // From the end of the `y`s (180 px): up to the end of `eeee ffff`, then up to row 1's end, before its
        // last space (the caret stays on the row it went to), then to the end of `x`.
        _ = session.handle(Pane.keysym(.up))
        _ = session.handle(Pane.keysym(.up))
        let first = try #require(Pane.type("Q", session).last)
        #expect(
            first.effects.contains(
                .saveSheet(["x", "aaaa bbbb cccc ddddQ eeee ffff", String(repeating: "y", count: 20)], now: false)))
        _ = session.handle(Pane.keysym(.backSpace))
        // From after `dddd` (171 px): down to the end of `eeee ffff` (81 px), and down again back at 171 px.
        _ = session.handle(Pane.keysym(.down))
        _ = session.handle(Pane.keysym(.down))
        let second = try #require(Pane.type("Z", session).last)
        #expect(second.effects.contains(.saveSheet(["x", long, "yyyyyyyyyyyyyyyyyyyZy"], now: false)))
    }
}
