#if canImport(Glibc)
    import Glibc
#endif

/// Finds the files of `Resources/`, installed or beside the build, without Foundation: where the program
/// was started from decides, as its arguments do what it runs.
public enum ResourceFiles {
    /// The first existing path of `name`: `$CALCULATOR_RESOURCES`, `PREFIX/share/calculator`
    /// beside an installed binary, or the repository's `Resources/` beside `.build/`.
    public static func path(of name: String) -> String? {
        var folders: [String] = []
        if let custom = getenv("CALCULATOR_RESOURCES") { folders.append(String(cString: custom)) }
        if let executable = executablePath() {
            let bin = parent(executable)
            folders.append(parent(bin) + "/share/calculator")
            folders.append(parent(parent(parent(bin))) + "/Resources")
        }
        return folders.map { $0 + "/" + name }.first { access($0, R_OK) == 0 }
    }

    /// Where the translations are (`LANG/LC_MESSAGES/calculator.mo`): `$CALCULATOR_LOCALEDIR`,
    /// `PREFIX/share/locale` beside an installed binary, or `.build/locale` beside a binary of the build
    /// tree (`Scripts/translations --build` writes it); the installed place when none exists.
    public static var localeDirectory: String {
        if let custom = getenv("CALCULATOR_LOCALEDIR") { return String(cString: custom) }
        guard let executable = executablePath() else { return "/usr/share/locale" }
        let bin = parent(executable)
        // A build tree's binary is `.build/TRIPLE/release/calculator` (`.build/release` links there).
        let installed = parent(bin) + "/share/locale", built = parent(parent(bin)) + "/locale"
        return access(installed, X_OK) != 0 && access(built, X_OK) == 0 ? built : installed
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
