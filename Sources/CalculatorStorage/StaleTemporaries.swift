import Glibc

/// The temporary copies `replaceFile` writes (`history.tmp.XXXXXX`, `state.tmp.XXXXXX`) that a process
/// killed between writing and renaming left behind: removed at start, and nothing else. A file counts
/// only when all of these hold: its name is exactly that pattern (`mkstemp`'s six letters and digits),
/// it is a regular file with one link, the user owns it, and it was last written more than `safeAge`
/// ago. The `.tmp.` keeps the user's own files (`history.backup`, `state.saved1`) out of the pattern.
enum StaleTemporaries {
    /// What `replaceFile` puts between the file's name and `mkstemp`'s six characters.
    static let infix = ".tmp."
    /// The files `replaceFile` replaces, whose temporaries these are.
    static let stems = ["history", "state"]
    /// A write in progress takes milliseconds; a copy untouched for an hour is nobody's, even on a
    /// machine whose clock was set back a little, or with a calculator stopped (SIGSTOP) mid-write for a while.
    static let safeAge = 3600

    /// Whether `name` is one of `replaceFile`'s temporary names: `history.tmp.` or `state.tmp.` and the six
    /// letters and digits `mkstemp` chooses.
    static func isTemporary(_ name: String) -> Bool {
        for stem in stems where name.hasPrefix(stem + infix) {
            let suffix = name.utf8.dropFirst(stem.utf8.count + infix.utf8.count)
            return suffix.count == 6
                && suffix.allSatisfy { (0x30...0x39).contains($0) || (0x41...0x5A).contains($0) || (0x61...0x7A).contains($0) }
        }
        return false
    }

    /// Removes the files in `directory` that are stale temporaries (the type's rules), last written
    /// before `cutoff` (seconds since the epoch); the names removed.
    static func remove(in directory: StateDirectory, writtenBefore cutoff: Int) -> [String] {
        guard let stream = opendir(directory.path) else { return [] }
        defer { closedir(stream) }
        let owner = geteuid()
        var removed: [String] = []
        while let entry = readdir(stream) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
            guard isTemporary(name) else { continue }
            let path = directory.file(name)
            var info = stat()
            guard lstat(path, &info) == 0, info.st_mode & S_IFMT == S_IFREG, info.st_nlink == 1, info.st_uid == owner,
                info.st_mtim.tv_sec < cutoff
            else { continue }
            if unlink(path) == 0 { removed.append(name) }
        }
        return removed
    }

    /// Now, in seconds since the epoch, less `safeAge`: the cutoff for a process starting now.
    static func cutoffAtStart() -> Int {
        var now = timespec()
        clock_gettime(CLOCK_REALTIME, &now)
        return now.tv_sec - safeAge
    }
}
