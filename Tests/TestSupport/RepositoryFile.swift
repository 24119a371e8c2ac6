#if canImport(Glibc)
    import Glibc
#endif

/// The directory of this repository, found from the path of the calling test's source file
/// (`…/Tests/SomeTests/x.swift`).
public func repositoryRoot(from source: String = #filePath) -> String {
    var root = Substring(source)
    for _ in 0..<3 { root = root[..<(root.lastIndex(of: "/") ?? root.startIndex)] }
    return String(root)
}

/// The text of a file of this repository (`Resources/light.Xresources`), found from this source
/// file's path, so tests read what ships rather than a copy; nil if it cannot be read.
public func repositoryFile(_ relativePath: String, from source: String = #filePath) -> String? {
    fileText(repositoryRoot(from: source) + "/" + relativePath)
}
