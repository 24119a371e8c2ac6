/// The X selections the window pastes from: CLIPBOARD (copy and paste keys) and PRIMARY (the last
/// text selected anywhere, pasted by a middle click).
public enum Selection: Hashable, Sendable {
    case clipboard
    case primary
}
