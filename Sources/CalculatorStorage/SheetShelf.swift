import Glibc

/// The sheets in the sheets' directory (issue 49), for the window's list: their names, newest first,
/// and what a person does to them (make one, rename one, delete one). Bounded: at most `scanLimit`
/// entries of the directory are looked at and `listLimit` names kept, so a folder of many files lists
/// at once; a rename never replaces another sheet (a hard link, which fails when the name is taken).
public struct SheetShelf: Sendable {
    public let directory: StateDirectory

    /// The most entries of the directory looked at, and the most names listed.
    public static let scanLimit = 20_000
    public static let listLimit = 1_000

    public init(directory: StateDirectory) { self.directory = directory }

    /// The sheet `name` read: its name, its lines (none when it is not saved yet), and why it cannot be read.
    public func read(_ name: String) -> (name: String, lines: [String], problem: String?) {
        SheetSaving.open(SheetDirectory.file(named: name, in: directory)?.path, name: name)
    }

    /// The sheets' names (a file's name less `.calc`), most recently changed first (then by name), and
    /// whether some were left out (more than `listLimit`, or a directory past `scanLimit` entries).
    public func list() -> (names: [String], isTruncated: Bool) {
        guard let stream = opendir(directory.path) else { return ([], false) }
        defer { closedir(stream) }
        var found: [(name: String, changed: Double)] = []
        var scanned = 0, isTruncated = false
        while let entry = readdir(stream) {
            scanned += 1
            if scanned > Self.scanLimit {
                isTruncated = true
                break
            }
            let fileName = withUnsafeBytes(of: entry.pointee.d_name) { raw in
                String(decoding: raw.prefix(while: { $0 != 0 }), as: UTF8.self)
            }
            guard fileName.hasSuffix(SheetDirectory.fileExtension), !fileName.hasPrefix(".") else { continue }
            var info = stat()
            guard lstat(directory.file(fileName), &info) == 0, info.st_mode & S_IFMT == S_IFREG else { continue }
            let changed = Double(info.st_mtim.tv_sec) + Double(info.st_mtim.tv_nsec) / 1e9
            found.append((String(fileName.dropLast(SheetDirectory.fileExtension.count)), changed))
        }
        found.sort { $0.changed != $1.changed ? $0.changed > $1.changed : $0.name < $1.name }
        if found.count > Self.listLimit {
            isTruncated = true
            found.removeLast(found.count - Self.listLimit)
        }
        return (found.map(\.name), isTruncated)
    }

    /// Whether a sheet named `name` is there (a file of any kind: its name is taken).
    public func exists(_ name: String) -> Bool {
        guard let file = SheetDirectory.file(named: name, in: directory) else { return false }
        var info = stat()
        return lstat(file.path, &info) == 0
    }

    /// Makes the empty sheet `name`; why not (the name taken, the disk), else nil.
    public func create(_ name: String) -> String? {
        if let problem = directory.create() { return problem }
        guard let file = SheetDirectory.file(named: name, in: directory) else { return "\(name): not a file's name" }
        let fd = open(file.path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC | O_NOFOLLOW, 0o600)
        guard fd >= 0 else { return describeErrno(file.path) }
        close(fd)
        syncDirectory(of: file.path)
        return nil
    }

    /// Renames the sheet `old` to `new`, never over another file: why not, else nil.
    public func rename(_ old: String, to new: String) -> String? {
        guard let from = SheetDirectory.file(named: old, in: directory),
            let to = SheetDirectory.file(named: new, in: directory)
        else { return "\(new): not a file's name" }
        guard link(from.path, to.path) == 0 else { return describeErrno(to.path) }
        guard unlink(from.path) == 0 else { return describeErrno(from.path) }
        syncDirectory(of: to.path)
        return nil
    }

    /// Deletes the sheet `name`: why not, else nil.
    public func delete(_ name: String) -> String? {
        guard let file = SheetDirectory.file(named: name, in: directory) else { return "\(name): not a file's name" }
        guard unlink(file.path) == 0 else { return describeErrno(file.path) }
        syncDirectory(of: file.path)
        return nil
    }
}
