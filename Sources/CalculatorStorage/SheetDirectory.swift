/// Where sheets are kept (issue 49), after the XDG base-directory specification: the user's documents,
/// so data, not state: `$XDG_DATA_HOME/calculator/sheets`, or `~/.local/share/calculator/sheets` when
/// that is unset, empty or relative. Each sheet is a `.calc` file of plain UTF-8 text.
public enum SheetDirectory {
    /// The extension of a sheet's file.
    public static let fileExtension = ".calc"

    /// The directory the environment names; nil without `$XDG_DATA_HOME` and `$HOME`.
    public static func fromEnvironment() -> StateDirectory? {
        if let data = StateDirectory.environment("XDG_DATA_HOME"), data.hasPrefix("/") {
            return StateDirectory(path: data + "/calculator/sheets")
        }
        guard let home = StateDirectory.environment("HOME"), home.hasPrefix("/") else { return nil }
        return StateDirectory(path: home + "/.local/share/calculator/sheets")
    }

    /// The file of the sheet named `name` in `directory` (`Budget` is `Budget.calc`); nil for a name
    /// that is no file's name (empty, `.`, `..`, or with `/` or NUL).
    public static func file(named name: String, in directory: StateDirectory) -> SheetFile? {
        guard !name.isEmpty, name != ".", name != "..", !name.contains("/"), !name.contains("\0") else { return nil }
        return SheetFile(path: directory.file(name + fileExtension))
    }

    /// Whether `name` is a sheet's name the list shows and the state keeps: a file's name, not hidden.
    public static func isName(_ name: String) -> Bool {
        !name.hasPrefix(".") && file(named: name, in: StateDirectory(path: "/")) != nil
    }
}
