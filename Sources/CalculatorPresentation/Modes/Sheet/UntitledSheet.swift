/// The name a new sheet is given, in the user's language (`Untitled`, `Unbenannt`): the first sheet's,
/// and, numbered, the next ones' (`Unbenannt 2`, `SheetList.newName`). A sheet keeps its name when the
/// language changes (it is a file's); storage is handed the name, and opens a sheet of another
/// language's name when that is the one there (`SheetSaving.openedName`).
public enum UntitledSheet {
    /// The name in the user's language.
    public static var name: String { localized("Untitled") }
}
