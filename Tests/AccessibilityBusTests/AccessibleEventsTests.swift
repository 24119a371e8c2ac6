import AccessibleTree
import Testing
@testable import AccessibilityBus

/// Which signals a change between two trees sends, in which order: what Orca speaks.
struct AccessibleEventsTests {
    let path = AccessiblePath.prefix

    @Test func anUnchangedTreeSendsNothing() {
        #expect(AccessibleIndex(sampleTree()).events(to: AccessibleIndex(sampleTree())) == [])
    }

    /// The display's text is deleted and inserted whole, counted in characters (scalars), and its name changes.
    @Test func aNewDisplaySendsTextChangedAndItsName() {
        let events = AccessibleIndex(sampleTree(display: "12")).events(to: AccessibleIndex(sampleTree(display: "−1,5")))
        #expect(
            events == [
                AccessibleEvent(path: path + "display", member: "TextChanged", detail: "delete", detail2: 2, value: .text("12")),
                AccessibleEvent(
                    path: path + "display", member: "TextChanged", detail: "insert", detail2: 4, value: .text("−1,5")),
                AccessibleEvent(
                    path: path + "display", member: "PropertyChange", detail: "accessible-name", value: .text("−1,5")),
            ])
    }

    /// An empty text is neither deleted nor inserted.
    @Test func anEmptyTextIsNotSent() {
        let events = AccessibleIndex(sampleTree(display: "")).events(to: AccessibleIndex(sampleTree(display: "7")))
        #expect(events.map(\.detail) == ["insert", "accessible-name"])
    }

    @Test func aRenamedButtonSendsItsName() {
        let events = AccessibleIndex(sampleTree()).events(to: AccessibleIndex(sampleTree(sevenName: "sieben")))
        #expect(
            events == [
                AccessibleEvent(
                    path: path + "button_7", member: "PropertyChange", detail: "accessible-name",
                    value: .text("sieben"))
            ])
    }

    @Test(arguments: [(false, true, Int32(1)), (true, false, Int32(0))])
    func aPendingOperatorSendsChecked(before: Bool, after: Bool, detail1: Int32) {
        let events = AccessibleIndex(sampleTree(checked: before)).events(to: AccessibleIndex(sampleTree(checked: after)))
        #expect(
            events == [
                AccessibleEvent(
                    path: path + "button_plus", member: "StateChanged", detail: "checked",
                    detail1: detail1, value: .integer(0))
            ])
    }

    /// Buttons of another shape: the old ones are removed at their old places (last first), then the new
    /// ones added at theirs (first first), each on its parent.
    @Test func buttonsThatComeAndGoSendChildrenChanged() {
        let old = AccessibleIndex(sampleTree(keys: ["button_7", "button_plus", "button_sin"]))
        let new = AccessibleIndex(sampleTree(keys: ["button_7", "button_cos", "button_tan"]))
        let events = old.events(to: new)
        #expect(
            events == [
                AccessibleEvent(
                    path: path + "keypad", member: "ChildrenChanged", detail: "remove", detail1: 2,
                    value: .object(path: path + "button_sin")),
                AccessibleEvent(
                    path: path + "keypad", member: "ChildrenChanged", detail: "remove", detail1: 1,
                    value: .object(path: path + "button_plus")),
                AccessibleEvent(
                    path: path + "keypad", member: "ChildrenChanged", detail: "add", detail1: 1,
                    value: .object(path: path + "button_cos")),
                AccessibleEvent(
                    path: path + "keypad", member: "ChildrenChanged", detail: "add", detail1: 2,
                    value: .object(path: path + "button_tan")),
            ])
    }

    /// A removed subtree is one removal: its children went with it.
    @Test func aRemovedSubtreeIsRemovedOnce() {
        let box = AccessibleExtents(x: 0, y: 0, width: 1, height: 1)
        let panel = AccessibleNode<Int>(
            id: "panel", role: .label, name: "History", extents: box,
            children: [AccessibleNode(id: "row", role: .label, name: "1+1", extents: box)])
        let events = AccessibleIndex(sampleTree(extra: [panel])).events(to: AccessibleIndex(sampleTree()))
        #expect(
            events == [
                AccessibleEvent(
                    path: path + "frame", member: "ChildrenChanged", detail: "remove", detail1: 2,
                    value: .object(path: path + "panel"))
            ])
    }

    /// A notification that appears is added and announced (politely) with its words.
    @Test func aNotificationIsAnnounced() {
        let box = AccessibleExtents(x: 0, y: 0, width: 1, height: 1)
        let notice = AccessibleNode<Int>(id: "notice", role: .notification, name: "Not a calculation", extents: box)
        let events = AccessibleIndex(sampleTree()).events(to: AccessibleIndex(sampleTree(extra: [notice])))
        #expect(
            events == [
                AccessibleEvent(
                    path: path + "frame", member: "ChildrenChanged", detail: "add", detail1: 2,
                    value: .object(path: path + "notice")),
                AccessibleEvent(
                    path: path + "notice", member: "Announcement", detail: "", detail1: 1,
                    value: .text("Not a calculation")),
            ])
    }

    /// Once registered: the active frame is activated on the window interface, the focused display focused.
    @Test func focusEventsNameTheActiveWindowAndTheFocus() {
        #expect(
            AccessibleIndex(sampleTree()).focusEvents == [
                AccessibleEvent(
                    path: path + "frame", interface: "org.a11y.atspi.Event.Window", member: "Activate",
                    detail: "", value: .text("Calculator")),
                AccessibleEvent(
                    path: path + "display", member: "StateChanged", detail: "focused", detail1: 1,
                    value: .integer(0)),
            ])
    }
}

/// An edited text (the sheet, which has a caret): what changed is sent, not the whole text, and the caret's
/// moves are sent, so a screen reader speaks the typed character and the line or character moved to.
struct EditedTextEventsTests {
    let path = AccessiblePath.prefix + "sheet"

    static func tree(_ text: String, caret: Int) -> AccessibleIndex<Int> {
        let box = AccessibleExtents(x: 0, y: 0, width: 10, height: 10)
        let sheet = AccessibleNode<Int>(
            id: "sheet", role: .text, name: "Sheet", states: AccessibleState.onScreen.union([.focused, .editable]), extents: box,
            text: text, caret: caret)
        return AccessibleIndex(
            AccessibleNode(id: "root", role: .application, name: "calculator", extents: box, children: [sheet]))
    }

    @Test func typingSendsWhatWasTypedAndTheCaret() {
        let events = Self.tree("rent\nab", caret: 6).events(to: Self.tree("rent\naxb", caret: 7))
        #expect(
            events == [
                AccessibleEvent(path: path, member: "TextChanged", detail: "insert", detail1: 6, detail2: 1, value: .text("x")),
                AccessibleEvent(path: path, member: "TextCaretMoved", detail: "", detail1: 7, value: .integer(0)),
            ])
    }

    @Test func aDeletionAndAReplacementSendTheirPartsOnly() {
        let deleted = Self.tree("rent = 1200", caret: 11).events(to: Self.tree("rent = 120", caret: 10))
        #expect(
            deleted.first
                == AccessibleEvent(
                    path: path, member: "TextChanged", detail: "delete", detail1: 10, detail2: 1, value: .text("0")))
        let replaced = Self.tree("a 12 b", caret: 4).events(to: Self.tree("a 345 b", caret: 5))
        #expect(replaced.prefix(2).map(\.value) == [AccessibleEvent.Value.text("12"), .text("345")])
        #expect(replaced.prefix(2).map(\.detail1) == [2, 2])
    }

    @Test func aMoveSendsTheCaretAlone() {
        #expect(
            Self.tree("rent\nab", caret: 6).events(to: Self.tree("rent\nab", caret: 2)) == [
                AccessibleEvent(path: path, member: "TextCaretMoved", detail: "", detail1: 2, value: .integer(0))
            ])
        #expect(Self.tree("rent\nab", caret: 6).events(to: Self.tree("rent\nab", caret: 6)) == [])
    }

    /// The display at the same path becomes the sheet: its new kind is said, else a screen reader keeps it read-only.
    @Test func aTextThatBecomesEditableSaysSo() {
        let box = AccessibleExtents(x: 0, y: 0, width: 10, height: 10)
        let display = AccessibleNode<Int>(
            id: "sheet", role: .text, name: "0", states: AccessibleState.onScreen.union([.readOnly, .singleLine]), extents: box,
            text: "0")
        let old = AccessibleIndex(
            AccessibleNode<Int>(id: "root", role: .application, name: "calculator", extents: box, children: [display]))
        let states = old.events(to: Self.tree("0", caret: 1)).filter { $0.member == "StateChanged" }
        #expect(states.map { "\($0.detail) \($0.detail1)" } == ["editable 1", "read-only 0", "single-line 0"])
    }
}
