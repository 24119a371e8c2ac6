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
    guard let file = fopen(repositoryRoot(from: source) + "/" + relativePath, "r") else { return nil }
    defer { fclose(file) }
    var bytes: [UInt8] = []
    var buffer = [UInt8](repeating: 0, count: 65536)
    while true {
        let count = fread(&buffer, 1, buffer.count, file)
        if count <= 0 { break }
        bytes += buffer[..<count]
    }
    return String(decoding: bytes, as: UTF8.self)
}
