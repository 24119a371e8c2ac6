import CalculatorController
import CalculatorModel
import Testing
import WindowInterface
@testable import CalculatorPresentation

/// Editing an earlier line in the history panel (issue 34 item 2): the edit's state, Enter, Escape,
/// Tab, the marks and the count said, undo and redo, and a row that cannot be edited.
struct CalculatorSessionTapeEditTests {
    static func key(_ text: String, keysym: Keysym? = nil, control: Bool = false, shift: Bool = false) -> WindowEvent<Control> {
        CalculatorSessionTests.key(text, keysym: keysym?.rawValue, control: control, shift: shift)
    }
    static let up = key("", keysym: .up)
    static let enter = key("", keysym: .return)
    static let escape = key("", keysym: .escape)
    static let tab = key("", keysym: .tab)
    static let undo = key("z", control: true)
    static let redo = key("z", control: true, shift: true)

    static func type(_ text: String, into session: CalculatorSession) {
        for character in text { _ = session.handle(key(String(character))) }
    }

    /// The example: `12.5 + 7.5 =`, `× 2 =`, `100 − 1 =`, the first result recalled and `+ 1 =`.
    static func example() -> CalculatorSession {
        let session = CalculatorSession(size: Size(width: 320, height: 560))
        type("12.5+7.5=", into: session)
        type("*2=", into: session)
        type("100-1=", into: session)
        _ = session.handle(.click(.historyToggle))
        for _ in 0..<3 { _ = session.handle(up) }
        _ = session.handle(enter)   // recalls 20
        type("+1=", into: session)
        _ = session.handle(.click(.historyToggle))
        return session
    }

    static func rowTitles(_ session: CalculatorSession) -> [String] {
        session.scene.buttons.compactMap { face in face.control.historyRow.map { _ in face.title } }.reversed()
    }

    /// Chooses row `row` (from 0, oldest first) with Up from the newest.
    static func choose(_ row: Int, in session: CalculatorSession) {
        let count = session.controller.history.entries.count
        for _ in 0..<(count - row) { _ = session.handle(up) }
    }

    @Test func typingOnAChosenRowEditsItsFirstNumberInPlaceAndEnterRecomputesTheLinesThatUsedIt() throws {
        let session = Self.example()
        #expect(Self.rowTitles(session) == ["12.5 + 7.5 = 20", "(12.5 + 7.5) × 2 = 40", "100 − 1 = 99", "20 + 1 = 21"])
        Self.choose(0, in: session)
        Self.type("22.5", into: session)
        #expect(session.history.edit?.shown == "22.5")
        #expect(Self.rowTitles(session).first == "[22.5] + 7.5 = …")
        #expect(session.controller.history.entries[0].result == "20")   // nothing applied yet
        let answer = session.handle(Self.enter)
        #expect(Self.rowTitles(session) == ["22.5 + 7.5 = 30", "30 × 2 = 60", "100 − 1 = 99", "30 + 1 = 31"])
        #expect(session.history.edit == nil)
        #expect(session.history.marked == [0, 1, 3])
        #expect(session.scene.expression.text == "3 lines changed")
        let rewrite = answer.effects.compactMap { effect -> [HistoryEntry]? in
            if case .rewriteHistory(_, let edited) = effect { return edited }
            return nil
        }
        #expect(rewrite.first?.map(\.result) == ["30", "60", "99", "31"])
        // The marks go with the next key, as the notice does.
        _ = session.handle(Self.up)
        #expect(session.history.marked.isEmpty)
    }

    @Test func undoRightAfterAnEditTakesItAllBackAndRedoReappliesIt() throws {
        let session = Self.example()
        Self.choose(0, in: session)
        Self.type("22.5", into: session)
        _ = session.handle(Self.enter)
        #expect(session.undoAvailability.canUndo)
        let undone = session.handle(Self.undo)
        #expect(session.controller.history.entries.map(\.result) == ["20", "40", "99", "21"])
        #expect(
            undone.effects.contains {
                if case .rewriteHistory(_, let e) = $0 { e.map(\.result) == ["20", "40", "99", "21"] } else { false }
            })
        #expect(session.scene.number.text == "21")   // the calculator's own steps are untouched
        #expect(session.undoAvailability.canRedo)
        _ = session.handle(Self.redo)
        #expect(session.controller.history.entries.map(\.result) == ["30", "60", "99", "31"])
        // Another key makes the edit final: undo is the calculator's again.
        _ = session.handle(.click(.historyToggle))
        Self.type("5", into: session)
        _ = session.handle(Self.undo)
        #expect(session.scene.number.text == "21")
        #expect(session.controller.history.entries.map(\.result) == ["30", "60", "99", "31"])
    }

    @Test func escapeDropsTheEditAndTabMovesToTheNextNumber() throws {
        let session = Self.example()
        Self.choose(0, in: session)
        Self.type("3", into: session)
        _ = session.handle(Self.tab)
        #expect(session.history.edit?.number == 2)
        #expect(Self.rowTitles(session).first == "12.5 + [7.5] = …")
        Self.type("17.5", into: session)
        _ = session.handle(Self.escape)
        #expect(session.history.edit == nil && session.history.isOpen)
        #expect(session.controller.history.entries.map(\.result) == ["20", "40", "99", "21"])
        Self.type("9", into: session)
        _ = session.handle(Self.tab)
        Self.type("7.5", into: session)   // the second number, as it was: nothing to do
        _ = session.handle(Self.enter)
        #expect(session.controller.history.entries.map(\.result) == ["20", "40", "99", "21"])
    }

    @Test func aLineThatComesToAnErrorShowsErrorAndSoDoItsDependents() throws {
        let session = CalculatorSession(size: Size(width: 320, height: 560))
        Self.type("8/2=", into: session)
        Self.type("*3=", into: session)
        _ = session.handle(.click(.historyToggle))
        Self.choose(0, in: session)
        Self.type("8", into: session)
        _ = session.handle(Self.tab)
        Self.type("0", into: session)
        _ = session.handle(Self.enter)
        #expect(session.controller.history.entries.map(\.result) == ["Error", "Error"])
        #expect(session.scene.expression.text == "2 lines changed")
    }

    @Test func aRowWithoutItsKeysSaysItCannotBeEditedAndNothingChanges() throws {
        let controller = CalculatorController()
        controller.restoreHistory([HistoryEntry(expression: "7 + 9", result: "16")])
        let session = CalculatorSession(size: Size(width: 320, height: 560), controller: controller)
        _ = session.handle(.click(.historyToggle))
        _ = session.handle(Self.up)
        let answer = session.handle(Self.key("4"))
        #expect(session.history.edit == nil)
        #expect(session.scene.expression.text == "This line cannot be edited")
        #expect(answer.effects.contains { if case .announce = $0 { true } else { false } })
        #expect(session.controller.history.entries.map(\.result) == ["16"])
        #expect(session.scene.number.text == "0")   // the digit went neither to the row nor to the calculator
    }

    @Test func withNoRowChosenDigitsStillGoToTheCalculator() {
        let session = Self.example()
        Self.type("7", into: session)
        #expect(session.history.edit == nil)
        #expect(session.scene.number.text == "7")
    }
}
