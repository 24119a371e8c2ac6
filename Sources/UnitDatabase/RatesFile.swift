import Glibc

/// Where the user's exchange rates live (issue 48): `$XDG_DATA_HOME/calculator/currency.units`, or
/// `~/.local/share/calculator/currency.units` when that is unset, empty or relative, as the XDG
/// base-directory specification says. `calculator --update-rates` writes it; the database reads it in
/// place of the package's `currency.units` whenever it is there and can be read.
public enum RatesFile {
    /// The file's name, the include it replaces.
    public static let name = UnitDatabase.currencyInclude

    /// The directory the file is in; nil without `$XDG_DATA_HOME` and `$HOME`.
    public static var directory: String? {
        if let data = environment("XDG_DATA_HOME"), data.hasPrefix("/") { return data + "/calculator" }
        guard let home = environment("HOME"), home.hasPrefix("/") else { return nil }
        return home + "/.local/share/calculator"
    }

    /// The file's path; nil without a directory.
    public static var path: String? { directory.map { $0 + "/" + name } }

    /// The path when the file is there (a regular file), else nil: the package's rates are used then.
    public static var userPath: String? {
        guard let path else { return nil }
        var info = stat()
        return stat(path, &info) == 0 && info.st_mode & S_IFMT == S_IFREG ? path : nil
    }

    private static func environment(_ name: String) -> String? {
        guard let value = getenv(name) else { return nil }
        let text = String(cString: value)
        return text.isEmpty ? nil : text
    }
}
