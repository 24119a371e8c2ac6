import Sheet

/// Which of the sheet's bounds (`SheetLimits`) an edit would break: it is refused whole, with this said.
enum SheetOverflow: Equatable, Sendable {
    case lines, bytes

    /// The reason the window shows and speaks.
    var words: String {
        switch self {
        case .lines: localized("A sheet holds at most %s lines: nothing was typed", String(SheetLimits.lines))
        case .bytes: localized("A sheet holds at most %s MiB: nothing was typed", String(SheetLimits.fileBytes >> 20))
        }
    }
}
