/// Buttons whose titles are drawn at one size: the largest at which every title of the group fits,
/// so a panel's rows look even. The view only groups titles by equality.
public enum TitleGroup: Hashable, Sendable {
    /// The scientific panel's keys.
    case scientific
    /// The standard keypad's text titles (digits, `AC`, `%`).
    case standardText
    /// The standard keypad's arithmetic symbols (`+ − × ÷ =`, `±`).
    case standardSymbols
    /// The history panel's line saying the tape is empty.
    case historyNote
    /// The buttons of a list's bar (the sheets' New, Rename and Delete), so the bar looks even.
    case listBar
}
