/// Something the store did that the user is to be told of once, in the window (the session's notice),
/// not only on standard error: the tape on disk differs from what they would expect.
public enum StorageNotice: Equatable, Sendable {
    /// A torn last line (a write cut short by a full disk or a crash, by this or another calculator)
    /// was found at the end of the tape and dropped before the next calculation was appended.
    case tornLineDropped
    /// The state directory was removed while the window ran, and was made again to keep this run's
    /// calculations from then on (what it held before is gone).
    case directoryMadeAgain
    /// Lines of the tape on disk are not calculations (damage: garbage, a NUL, bytes that are not
    /// UTF-8): they are skipped, kept in the file, and what follows is appended after them.
    case unreadableLinesKept

    /// What the window says in the expression line: short enough to fit whole in the default window
    /// (320 pixels wide); standard error has the longer line.
    public var text: String {
        switch self {
        case .tornLineDropped: "Tape repaired"
        case .directoryMadeAgain: "Tape recreated"
        case .unreadableLinesKept: "Tape partly unreadable"
        }
    }
}
