import CalculatorPresentation
import CalculatorStorage

extension StorageNotice {
    /// What the window says of the notice, in the user's language (`text` is the English, which the
    /// storage target, with no catalogue of its own, keeps).
    var words: String {
        switch self {
        case .tornLineDropped: localized("Tape repaired")
        case .directoryMadeAgain: localized("Tape recreated")
        case .unreadableLinesKept: localized("Tape partly unreadable")
        }
    }
}
