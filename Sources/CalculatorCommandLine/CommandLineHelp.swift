import CalculatorPresentation

/// What the command line tells of the program beside running it: its version, and the manual page
/// and app-defaults file written from `--help`'s options, the key table and the resources.
public enum CommandLineHelp {
    /// The program's version, of `--version`, the manual page and the accessibility bus.
    public static var version: String { CalculatorCommand.version }

    /// The manual page and app-defaults file, naming `appDefaultsFile` as where the site defaults of the
    /// X resources are read (the view's `XResources.appDefaultsFile`).
    public static func manualPage(appDefaultsFile: String) -> ManualPage {
        CalculatorCommand.manualPage(appDefaultsFile: appDefaultsFile)
    }
}
