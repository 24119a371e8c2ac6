/// The bounds of a sheet (issue 49), so that no file, line or edit can freeze a window or eat memory: a
/// line longer than `lineBytes` is refused unread, a sheet of more than `lines` lines or `fileBytes` bytes
/// is not opened. Each line's calculation runs within one key's work of the evaluation meter (the
/// calculator's `SheetCalculating` conformance), and its nesting within the reader's limit.
public enum SheetLimits {
    /// The most bytes of one line: a paste's limit (`-e`'s too).
    public static let lineBytes = 4_096
    /// The most lines of a sheet.
    public static let lines = 10_000
    /// The most bytes of a sheet's file: a full sheet of long lines is not a document a person wrote.
    public static let fileBytes = 1 << 20
}
