#if canImport(Glibc)
import Glibc
#endif

/// Finds the files of `Resources/`, installed or beside the build, without Foundation.
enum ResourceFiles {
    /// The first existing path of `name`: `$CALCULATOR_RESOURCES`, `PREFIX/share/calculator`
    /// beside an installed binary, or the repository's `Resources/` beside `.build/`.
    static func path(of name: String) -> String? {
        var folders: [String] = []
        if let custom = getenv("CALCULATOR_RESOURCES") { folders.append(String(cString: custom)) }
        if let executable = executablePath() {
            let bin = parent(executable)
            folders.append(parent(bin) + "/share/calculator")
            folders.append(parent(parent(parent(bin))) + "/Resources")
        }
        return folders.map { $0 + "/" + name }.first { access($0, R_OK) == 0 }
    }

    private static func executablePath() -> String? {
        var buffer = [CChar](repeating: 0, count: 4096)
        let count = readlink("/proc/self/exe", &buffer, buffer.count - 1)
        guard count > 0 else { return nil }
        return String(decoding: buffer[..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    private static func parent(_ path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "." }
        return path[..<slash].isEmpty ? "/" : String(path[..<slash])
    }
}
