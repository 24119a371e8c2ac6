import AccessibleTree
import CSDBus

/// Which signals tell screen readers what changed between two trees: children-changed when buttons
/// come and go, an announcement when a notification appears, text-changed and the new name when a
/// text changes (Orca speaks the new display; of an edited text, the part changed, and the caret's moves),
/// state-changed for checked and a text's kind; and, once registered, the
/// active window and the focused object. Chosen as values here, without a bus, so they can be tested.
extension AccessibleIndex {
    /// The signals that take a screen reader from this tree to `new`, in the order they are sent.
    func events(to new: AccessibleIndex) -> [AccessibleEvent] {
        let old = self
        var events: [AccessibleEvent] = []
        // Children: removed first, at their old places; then added, at their new ones.
        for (path, entry) in old.entries.sorted(by: { ($0.value.indexInParent, $0.key) > ($1.value.indexInParent, $1.key) })
        where new[path] == nil {
            guard let parent = entry.parent, new[parent] != nil else { continue }
            events.append(
                AccessibleEvent(
                    path: parent, member: "ChildrenChanged", detail: "remove",
                    detail1: Int32(entry.indexInParent), value: .object(path: path)))
        }
        for (path, entry) in new.entries.sorted(by: { ($0.value.indexInParent, $0.key) < ($1.value.indexInParent, $1.key) })
        where old[path] == nil {
            guard let parent = entry.parent else { continue }
            events.append(
                AccessibleEvent(
                    path: parent, member: "ChildrenChanged", detail: "add",
                    detail1: Int32(entry.indexInParent), value: .object(path: path)))
            if entry.node.role == .notification {
                // Spoken without taking the focus (AT-SPI 2.46's announcement; 1 is polite).
                events.append(
                    AccessibleEvent(
                        path: path, member: "Announcement", detail: "", detail1: 1,
                        value: .text(entry.node.name)))
            }
        }
        for (path, entry) in new.entries.sorted(by: { $0.key < $1.key }) {
            guard let before = old[path]?.node else { continue }
            let node = entry.node
            if let text = node.text, let oldText = before.text, text != oldText {
                events += Self.textChanges(path: path, from: oldText, to: text, edited: node.caret != nil)
            }
            if let caret = node.caret, caret != before.caret || node.text != before.text {
                events.append(
                    AccessibleEvent(path: path, member: "TextCaretMoved", detail: "", detail1: Int32(caret), value: .integer(0)))
            }
            if node.name != before.name {
                events.append(
                    AccessibleEvent(
                        path: path, member: "PropertyChange", detail: "accessible-name",
                        value: .text(node.name)))
            }
            for (state, detail) in Self.statesSaid where node.states.contains(state) != before.states.contains(state) {
                events.append(
                    AccessibleEvent(
                        path: path, member: "StateChanged", detail: detail,
                        detail1: node.states.contains(state) ? 1 : 0, value: .integer(0)))
            }
        }
        return events
    }

    /// The states whose changes are sent, by AT-SPI's names: a pending operator's checked, and what an
    /// object at the same path becomes in another mode (the display a number, the sheet an editable text),
    /// which a screen reader would otherwise keep from before.
    static var statesSaid: [(AccessibleState, String)] {
        [
            (.checked, "checked"), (.editable, "editable"), (.multiLine, "multi-line"), (.readOnly, "read-only"),
            (.singleLine, "single-line"),
        ]
    }

    /// The text-changed signals from `old` to `new`: for a text the person edits, the part that changed
    /// (what is alike at both ends kept), so a screen reader speaks what was typed or deleted, not the
    /// whole sheet; for the display, all of it deleted and the new inserted (Orca speaks the new number).
    static func textChanges(path: String, from old: String, to new: String, edited: Bool) -> [AccessibleEvent] {
        let old = Array(old.unicodeScalars), new = Array(new.unicodeScalars)
        var prefix = 0, suffix = 0
        if edited {
            while prefix < min(old.count, new.count), old[prefix] == new[prefix] { prefix += 1 }
            while suffix < min(old.count, new.count) - prefix, old[old.count - 1 - suffix] == new[new.count - 1 - suffix] {
                suffix += 1
            }
        }
        func change(_ detail: String, _ scalars: [Unicode.Scalar]) -> AccessibleEvent? {
            let changed = scalars[prefix..<(scalars.count - suffix)]
            guard !changed.isEmpty else { return nil }
            var text = String.UnicodeScalarView()
            text.append(contentsOf: changed)
            return AccessibleEvent(
                path: path, member: "TextChanged", detail: detail, detail1: Int32(prefix), detail2: Int32(changed.count),
                value: .text(String(text)))
        }
        return [change("delete", old), change("insert", new)].compactMap { $0 }
    }

    /// The active window (window:activate) and the focused object (state-changed:focused), which is
    /// what a screen reader follows and speaks the changes of.
    var focusEvents: [AccessibleEvent] {
        let sorted = entries.sorted(by: { $0.key < $1.key })
        let active = sorted.filter { $0.value.node.states.contains(.active) }.map { path, entry in
            AccessibleEvent(
                path: path, interface: "org.a11y.atspi.Event.Window", member: "Activate", detail: "",
                value: .text(entry.node.name))
        }
        let focused = sorted.filter { $0.value.node.states.contains(.focused) }.map { path, _ in
            AccessibleEvent(path: path, member: "StateChanged", detail: "focused", detail1: 1, value: .integer(0))
        }
        return active + focused
    }
}

extension AccessibilityServer {
    /// Sends the signals between two trees.
    func announceChanges(from old: Index, to new: Index) {
        for event in old.events(to: new) { emit(event) }
    }

    /// Once registered: where the focus is.
    func announceFocus() {
        for event in index.focusEvents { emit(event) }
    }

    /// Sends one event signal, if connected.
    func emit(_ event: AccessibleEvent) {
        guard let bus else { return }
        var signal: OpaquePointer?
        guard sd_bus_message_new_signal(bus, &signal, event.path, event.interface, event.member) >= 0, let signal
        else { return }
        defer { sd_bus_message_unref(signal) }
        BusMessage(pointer: signal).append(event, sender: uniqueName)
        sd_bus_send(bus, signal, nil)
    }
}

extension BusMessage {
    /// An event's body: `(detail, detail1, detail2, any_data, properties)`, with our objects referred to
    /// by `sender`, our unique bus name.
    @discardableResult
    func append(_ event: AccessibleEvent, sender: String) -> BusMessage {
        append(event.detail).append(event.detail1).append(event.detail2)
        switch event.value {
        case .text(let text): container("v", "s") { $0.append(text) }
        case .integer(let value): container("v", "i") { $0.append(value) }
        case .object(let path): container("v", "(so)") { $0.append(ObjectReference(busName: sender, path: path)) }
        }
        return container("a", "{sv}") { _ in }
    }
}
