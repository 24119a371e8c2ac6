import AccessibleTree
import CalculatorController
import CalculatorModel
import WindowInterface

/// What the accessible tree is made of at one moment, as a plain value: the session hands it out
/// with an answer, and the tree is built from it once the frame is on screen, so the pixels never
/// wait for it.
public struct AccessibleSnapshot: Equatable, Sendable {
    var state: DisplayState
    var frames: KeypadFrames
    var windowSize: Size
    var history: HistoryPanel
    var tape: HistoryTape
    var notice: String?
    /// How many notices were given so far: each is a node of its own, so a screen reader hears each.
    var noticeCount = 0
    /// Whether undo and redo have anything to do (they are not sensitive otherwise).
    var undo = UndoAvailability()
    /// The exact form of the value shown and where it goes (S⇔D), which the display and its line read.
    var exact = ExactFormShown.none

    /// What a screen reader finds in the window (`KeypadAccessibility`).
    public var tree: AccessibleNode<Control> {
        KeypadAccessibility.tree(
            state, in: frames, windowSize: windowSize, history: history, tape: tape, notice: notice,
            noticeCount: noticeCount, undo: undo, exact: exact)
    }
}
