import Glibc

/// The temporary copies `replaceFile` writes (`history.XXXXXX`, `state.XXXXXX`) that a process
/// killed between writing and renaming left behind: removed at start when older than the process.
enum StaleTemporaries {
    /// A write in progress takes milliseconds; a copy this much older than the start is nobody's.
    static let margin = 10

    /// Whether `name` is one of `replaceFile`'s temporary names: `history.` or `state.` and the six
    /// letters and digits `mkstemp` chooses (so `history.lock` is not).
    static func isTemporary(_ name: String) -> Bool {
        for stem in ["history.", "state."] where name.hasPrefix(stem) {
            let suffix = name.utf8.dropFirst(stem.utf8.count)
            return suffix.count == 6 && suffix.allSatisfy { (0x30...0x39).contains($0) || (0x41...0x5A).contains($0) || (0x61...0x7A).contains($0) }
        }
        return false
    }

    /// Removes the regular files in `directory` with a temporary name, last written before
    /// `cutoff` (seconds since the epoch); the names removed.
    static func remove(in directory: StateDirectory, writtenBefore cutoff: Int) -> [String] {
        guard let stream = opendir(directory.path) else { return [] }
        defer { closedir(stream) }
        var removed: [String] = []
        while let entry = readdir(stream) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
            guard isTemporary(name) else { continue }
            let path = directory.file(name)
            var info = stat()
            guard lstat(path, &info) == 0, info.st_mode & S_IFMT == S_IFREG, info.st_mtim.tv_sec < cutoff else { continue }
            if unlink(path) == 0 { removed.append(name) }
        }
        return removed
    }

    /// Now, in seconds since the epoch, less `margin`: the cutoff for a process starting now.
    static func cutoffAtStart() -> Int {
        var now = timespec()
        clock_gettime(CLOCK_REALTIME, &now)
        return now.tv_sec - margin
    }
}
