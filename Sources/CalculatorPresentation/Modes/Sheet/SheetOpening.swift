/// What opening the sheet's file found (the executable reads it, the first time the sheet mode shows):
/// its lines (none for a sheet not yet saved), or why it cannot be read, which is said once and the file
/// then never written over.
public enum SheetOpening: Equatable, Sendable {
    case lines([String])
    case unreadable(String)

    /// The name of the sheet the mode opens (`Untitled.calc` in the sheets' directory).
    public static let sheetName = "Untitled"
}
