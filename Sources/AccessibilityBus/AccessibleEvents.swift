import AccessibleTree
import CSDBus

/// The signals that tell screen readers what changed between two trees (AT-SPI's
/// `org.a11y.atspi.Event.Object`): text-changed and the new name when a text changes (Orca speaks
/// the new display), state-changed for checked, children-changed when buttons come and go, and an
/// announcement when a notification appears.
extension AccessibilityServer {
    func announceChanges(from old: Index, to new: Index) {
        // Children: removed first, at their old places; then added, at their new ones.
        for (path, entry) in old.entries.sorted(by: { $0.value.indexInParent > $1.value.indexInParent })
        where new[path] == nil {
            guard let parent = entry.parent, new[parent] != nil else { continue }
            let child = reference(path)
            emit(parent, "ChildrenChanged", "remove", Int32(entry.indexInParent), 0, "(so)") { $0.append(child) }
        }
        for (path, entry) in new.entries.sorted(by: { $0.value.indexInParent < $1.value.indexInParent })
        where old[path] == nil {
            guard let parent = entry.parent else { continue }
            let child = reference(path)
            emit(parent, "ChildrenChanged", "add", Int32(entry.indexInParent), 0, "(so)") { $0.append(child) }
            if entry.node.role == .notification {
                // Spoken without taking the focus (AT-SPI 2.46's announcement; 1 is polite).
                emit(path, "Announcement", "", 1, 0, "s") { $0.append(entry.node.name) }
            }
        }
        for (path, entry) in new.entries.sorted(by: { $0.key < $1.key }) {
            guard let before = old[path]?.node else { continue }
            let node = entry.node
            if let text = node.text, let oldText = before.text, text != oldText {
                let oldCount = Int32(oldText.unicodeScalars.count), count = Int32(text.unicodeScalars.count)
                if oldCount > 0 { emit(path, "TextChanged", "delete", 0, oldCount, "s") { $0.append(oldText) } }
                if count > 0 { emit(path, "TextChanged", "insert", 0, count, "s") { $0.append(text) } }
            }
            if node.name != before.name {
                emit(path, "PropertyChange", "accessible-name", 0, 0, "s") { $0.append(node.name) }
            }
            if node.states.contains(.checked) != before.states.contains(.checked) {
                let on: Int32 = node.states.contains(.checked) ? 1 : 0
                emit(path, "StateChanged", "checked", on, 0, "i") { $0.append(Int32(0)) }
            }
        }
    }

    /// Once registered: the active window (window:activate) and the focused object
    /// (state-changed:focused), which is what a screen reader follows and speaks the changes of.
    func announceFocus() {
        for (path, entry) in index.entries.sorted(by: { $0.key < $1.key }) {
            let node = entry.node
            if node.states.contains(.active) {
                emit(path, "Activate", "", 0, 0, "s", interface: "org.a11y.atspi.Event.Window") { $0.append(node.name) }
            }
        }
        for (path, entry) in index.entries.sorted(by: { $0.key < $1.key }) where entry.node.states.contains(.focused) {
            emit(path, "StateChanged", "focused", 1, 0, "i") { $0.append(Int32(0)) }
        }
    }

    /// One event signal: `(detail, detail1, detail2, any_data, properties)`, as libatspi reads it.
    func emit(_ path: String, _ member: String, _ detail: String, _ detail1: Int32, _ detail2: Int32,
              _ signature: String, interface: String = ATSPI.objectEvents, _ value: (BusMessage) -> Void) {
        guard let bus else { return }
        var signal: OpaquePointer?
        guard sd_bus_message_new_signal(bus, &signal, path, interface, member) >= 0, let signal else { return }
        defer { sd_bus_message_unref(signal) }
        BusMessage(pointer: signal).append(detail).append(detail1).append(detail2)
            .container("v", signature, value)
            .container("a", "{sv}") { _ in }
        sd_bus_send(bus, signal, nil)
    }
}
