import AccessibleTree

/// The tree by object path, as the bus asks for it: each object with its parent and its place
/// among its siblings. Rebuilt whenever a new tree comes.
struct AccessibleIndex<Press: Hashable & Sendable> {
    struct Entry {
        var node: AccessibleNode<Press>
        /// The parent's path; nil for the application, whose parent is the desktop.
        var parent: String?
        var indexInParent: Int
    }

    private(set) var entries: [String: Entry] = [:]
    let application: AccessibleNode<Press>

    /// The index of `application` (id `root`) and everything below it.
    init(_ application: AccessibleNode<Press>) {
        self.application = application
        add(application, parent: nil, index: -1)
    }

    subscript(path: String) -> Entry? { entries[path] }

    private mutating func add(_ node: AccessibleNode<Press>, parent: String?, index: Int) {
        let path = AccessiblePath.of(node)
        entries[path] = Entry(node: node, parent: parent, indexInParent: index)
        for (i, child) in node.children.enumerated() { add(child, parent: path, index: i) }
    }
}

/// Object paths on the bus.
enum AccessiblePath {
    /// Every object's path starts so; the application is `root` below it, as AT-SPI requires.
    static let prefix = "/org/a11y/atspi/accessible/"
    static let application = prefix + "root"

    /// A node's object path: its id, with each byte a D-Bus path element cannot hold (anything but
    /// letters, digits and `_`) written as `_` and two hex digits (`history.clear` → `history_2eclear`).
    static func of<Press>(_ node: AccessibleNode<Press>) -> String {
        var element = ""
        for byte in node.id.utf8 {
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
                UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "_"):
                element.unicodeScalars.append(Unicode.Scalar(byte))
            default:
                element += "_" + (byte < 16 ? "0" : "") + String(byte, radix: 16)
            }
        }
        return prefix + element
    }
}
