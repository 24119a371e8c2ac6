import Layout
import Testing
import WindowInterface

@testable import CalculatorPresentation

/// The driver carries an input through the session and what its effects produce back through it, bounded,
/// so nothing below the session calls it.
struct SessionDriverTests {
    /// A store's notice, produced by the first answer's effects, is answered in turn: its scene (the
    /// notice said in the expression line, the number kept) replaces the first's, the first's requests stay.
    @Test func aFollowUpsSceneReplacesTheFirst() {
        let session = CalculatorSession(size: Size(width: 320, height: 560))
        _ = session.handle(CalculatorSessionTests.key("1"))
        var calls = 0
        let update = SessionDriver.drive([.window(CalculatorSessionTests.key("2"))], session: session) { answer in
            calls += 1
            var window = WindowUpdate<Control>(scene: answer.scene)
            if calls == 1 { window.copy = "kept" }
            return SessionDriver.Performed(update: window, followUps: calls == 1 ? [.notice("Tape repaired")] : [])
        }
        #expect(calls == 2)
        #expect(update?.scene?.expression.text == "Tape repaired")
        #expect(update?.scene?.number.text == "12")
        #expect(update?.copy == "kept")
        #expect(
            SessionDriver.drive([], session: session) { _ in
                Issue.record("nothing to answer"); return .init(update: .init())
            } == nil)
    }

    /// Effects that always produce another input stop after `followUpLimit` of them.
    @Test func followUpsAreBounded() {
        let session = CalculatorSession(size: Size(width: 320, height: 560))
        var calls = 0
        _ = SessionDriver.drive([.window(CalculatorSessionTests.key("1"))], session: session) { answer in
            calls += 1
            return SessionDriver.Performed(
                update: WindowUpdate(scene: answer.scene), followUps: [.notice("again"), .notice("and again")])
        }
        #expect(calls == 1 + SessionDriver.followUpLimit)
    }

    /// Merging keeps every request of the window: a later update's where it has one, else the earlier's.
    /// The count of stored members fails when a member is added that `merging` does not name.
    @Test func mergingNamesEveryMemberOfTheUpdate() {
        #expect(Mirror(reflecting: WindowUpdate<Control>()).children.count == 10)
        let tip = Tooltip(text: "t", fill: .white, textColor: .black, border: .black, textSize: 10)
        var earlier = WindowUpdate<Control>(
            scene: Scene(), flash: .key(.equals), copy: "a", requestPaste: .primary, quit: true, alwaysOnTop: true,
            resize: WindowResize(size: Size(width: 1, height: 1), minimumSize: Size(width: 1, height: 1)), tooltip: tip)
        earlier.continues = true
        earlier.select = "s"
        #expect(earlier.merging(WindowUpdate()) == earlier)
        var shown = Scene<Control>()
        shown.number.text = "2"
        var later = WindowUpdate<Control>(
            scene: shown, flash: .key(.clear), copy: "b", requestPaste: .clipboard, alwaysOnTop: false,
            resize: WindowResize(size: Size(width: 2, height: 2), minimumSize: Size(width: 2, height: 2)),
            tooltip: Tooltip(text: "u", fill: .white, textColor: .black, border: .black, textSize: 10))
        later.select = "t"
        var expected = later
        expected.quit = true
        expected.continues = true
        #expect(earlier.merging(later) == expected)
        later.quit = true
        #expect(WindowUpdate<Control>().merging(later) == later)
    }
}
