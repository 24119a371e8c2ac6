#if canImport(Glibc)
    import Glibc
#endif

/// Runs `command` with `/bin/sh` in the repository's root: its exit status and what it wrote on
/// standard output (standard error is the test's own); nil when it could not be started.
public func shellCommand(_ command: String, from source: String = #filePath) -> (status: Int32, output: String)? {
    guard let pipe = popen("cd '\(repositoryRoot(from: source))' && \(command)", "r") else { return nil }
    var output: [UInt8] = []
    var buffer = [UInt8](repeating: 0, count: 65536)
    while true {
        let count = fread(&buffer, 1, buffer.count, pipe)
        if count <= 0 { break }
        output += buffer[..<count]
    }
    let status = pclose(pipe)
    return ((status >> 8) & 0xff, String(decoding: output, as: UTF8.self))
}
