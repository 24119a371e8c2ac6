import AccessibleTree
import Testing
@testable import AccessibilityBus

/// A small tree: the application `root` over a frame with a display and a keypad of two buttons.
func sampleTree(
    display: String = "0", sevenName: String = "seven", checked: Bool = false,
    keys: [String] = ["button_7", "button_plus"], extra: [AccessibleNode<Int>] = []
) -> AccessibleNode<Int> {
    let box = AccessibleExtents(x: 0, y: 0, width: 10, height: 10)
    let buttons = keys.enumerated().map { i, id in
        AccessibleNode<Int>(
            id: id, role: .pushButton, name: id == "button_7" ? sevenName : id,
            states: AccessibleState.onScreen.union(checked && id == "button_plus" ? [.checked] : []),
            extents: box, press: i)
    }
    let frame = AccessibleNode<Int>(
        id: "frame", role: .frame, name: "Calculator", states: AccessibleState.onScreen.union([.active]), extents: box,
        children: [
            AccessibleNode(
                id: "display", role: .text, name: display,
                states: AccessibleState.onScreen.union([.focused]), extents: box, text: display),
            AccessibleNode(id: "keypad", role: .label, name: "", extents: box, children: buttons),
        ] + extra)
    return AccessibleNode(id: "root", role: .application, name: "calculator", states: [], extents: box, children: [frame])
}

struct AccessibleIndexTests {
    @Test func everyObjectHasItsParentAndPlace() throws {
        let index = AccessibleIndex(sampleTree())
        #expect(index.entries.count == 6)
        let application = try #require(index[AccessiblePath.application])
        #expect(application.parent == nil)
        #expect(application.indexInParent == -1)
        let frame = try #require(index[AccessiblePath.prefix + "frame"])
        #expect(frame.parent == AccessiblePath.application)
        #expect(frame.indexInParent == 0)
        let plus = try #require(index[AccessiblePath.prefix + "button_plus"])
        #expect(plus.parent == AccessiblePath.prefix + "keypad")
        #expect(plus.indexInParent == 1)
        #expect(plus.node.press == 1)
        #expect(index[AccessiblePath.prefix + "nothing"] == nil)
    }

    /// A path element holds letters, digits and `_` only; every other byte is `_` and two hex digits, so
    /// two different ids never meet on one path.
    @Test(arguments: [
        ("button_7", "button_7"),
        ("history.clear", "history_2eclear"),
        ("a-b c", "a_2db_20c"),
        ("é", "_c3_a9"),
        ("\t", "_09"),
    ])
    func anIdBecomesAPathElement(id: String, element: String) {
        let node = AccessibleNode<Int>(
            id: id, role: .label, name: "", extents: AccessibleExtents(x: 0, y: 0, width: 0, height: 0))
        #expect(AccessiblePath.of(node) == AccessiblePath.prefix + element)
    }
}
