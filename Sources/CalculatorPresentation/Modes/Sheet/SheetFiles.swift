/// What the sheet's list does on disk, given from outside (storage's `SheetShelf` in the window, a
/// fake in the tests): list the sheets' names newest first, read one, and make, rename and delete one.
/// Each change says why it failed (the system's words), nil when done.
public struct SheetFiles: Sendable {
    public var list: @Sendable () -> (names: [String], isTruncated: Bool)
    public var exists: @Sendable (String) -> Bool
    public var open: @Sendable (String) -> SheetOpening
    public var create: @Sendable (String) -> String?
    public var rename: @Sendable (_ from: String, _ to: String) -> String?
    public var delete: @Sendable (String) -> String?

    public init(
        list: @escaping @Sendable () -> (names: [String], isTruncated: Bool), exists: @escaping @Sendable (String) -> Bool,
        open: @escaping @Sendable (String) -> SheetOpening, create: @escaping @Sendable (String) -> String?,
        rename: @escaping @Sendable (String, String) -> String?, delete: @escaping @Sendable (String) -> String?
    ) {
        self.list = list
        self.exists = exists
        self.open = open
        self.create = create
        self.rename = rename
        self.delete = delete
    }

    /// The files of `folder` (storage's `SheetShelf`, which the executable makes a `SheetFolder`).
    public init(_ folder: some SheetFolder) {
        self.init(
            list: folder.list, exists: folder.exists, open: folder.read, create: folder.create, rename: folder.rename,
            delete: folder.delete)
    }

    /// No folder for sheets (no data directory): the list is empty and nothing can be made.
    public static let none = SheetFiles(
        list: { ([], false) }, exists: { _ in false }, open: { ($0, [], nil) }, create: { _ in Self.noFolder },
        rename: { _, _ in Self.noFolder },
        delete: { _ in Self.noFolder })

    private static let noFolder = "no folder for sheets ($XDG_DATA_HOME and $HOME are unset)"
}

/// A folder of sheets as the list sees it: the methods `SheetFiles` calls, each as its closure does.
public protocol SheetFolder: Sendable {
    func list() -> (names: [String], isTruncated: Bool)
    func exists(_ name: String) -> Bool
    func read(_ name: String) -> SheetOpening
    func create(_ name: String) -> String?
    func rename(_ old: String, to new: String) -> String?
    func delete(_ name: String) -> String?
}
