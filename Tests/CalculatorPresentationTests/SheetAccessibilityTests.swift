import AccessibleTree
import Testing
import WindowInterface

@testable import CalculatorPresentation

/// The sheet as a screen reader finds it: one editable text of several lines, focused, whose caret is
/// where the editor's is, counted in Unicode scalars (a decomposed é is two), as AT-SPI counts.
struct SheetAccessibilityTests {
    typealias Pane = SheetPaneTests

    static func sheet(_ session: CalculatorSession) throws -> AccessibleNode<Control> {
        try #require(session.accessibleSnapshot.tree.node(withID: "display"))
    }

    @Test func theSheetIsAnEditableTextWithTheEditorsCaret() throws {
        let session = Pane.session(["e\u{301}1", "ab"])
        let sheet = try Self.sheet(session)
        #expect(sheet.text == "e\u{301}1\nab")
        #expect(sheet.states.isSuperset(of: [.editable, .multiLine, .focused]))
        #expect(sheet.caret == 6)   // the sheet's end: 3 scalars, the line break, 2
        _ = session.handle(Pane.keysym(.up))
        #expect(try Self.sheet(session).caret == 3)   // the first line's end (its 2 characters are 3 scalars)
        _ = session.handle(Pane.keysym(.left))
        #expect(try Self.sheet(session).caret == 2)
    }
}
