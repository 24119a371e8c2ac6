import AccessibleTree

/// The tree by object path, as the bus asks for it: each object with its parent and its place
/// among its siblings. Rebuilt whenever a new tree comes.
struct AccessibleIndex {
    /// Every object's path starts so; the application is `root` below it, as AT-SPI requires.
    static let pathPrefix = "/org/a11y/atspi/accessible/"
    static let applicationPath = pathPrefix + "root"

    struct Entry {
        var node: AccessibleNode
        /// The parent's path; nil for the application, whose parent is the desktop.
        var parent: String?
        var indexInParent: Int
    }

    private(set) var entries: [String: Entry] = [:]
    let application: AccessibleNode

    /// The index of `application` (id `root`) and everything below it.
    init(_ application: AccessibleNode) {
        self.application = application
        add(application, parent: nil, index: -1)
    }

    subscript(path: String) -> Entry? { entries[path] }

    static func path(of node: AccessibleNode) -> String { pathPrefix + node.id }

    private mutating func add(_ node: AccessibleNode, parent: String?, index: Int) {
        let path = Self.path(of: node)
        entries[path] = Entry(node: node, parent: parent, indexInParent: index)
        for (i, child) in node.children.enumerated() { add(child, parent: path, index: i) }
    }
}
