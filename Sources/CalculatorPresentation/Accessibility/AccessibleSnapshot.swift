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
    /// The scene's parts that changed since the snapshot before (`Scene.changes(from:)`, with the
    /// expression's when a new notice shows the same words): `.all` for a first snapshot.
    public internal(set) var changes: SceneChanges = .all
    /// The exact form of the value shown and where it goes (S⇔D), which the display and its line read.
    var exact = ExactFormShown.none
    /// How the history panel's rows write exact forms (nil: they don't), as the scene's rows.
    var exactForms: ExactForm.Options?
    /// The programmer mode's inputs while it shows; the tree is then the programmer mode's, made whole.
    var programmer: ProgrammerAccessibility.Snapshot?
    /// What the converter shows, in the converter mode (nil in the other modes).
    var converter: ConverterShown?

    /// What a screen reader finds in the window (`KeypadAccessibility`).
    public var tree: AccessibleNode<Control> {
        if let programmer { return ProgrammerAccessibility.parts(programmer, windowSize: windowSize).tree }
        return KeypadAccessibility.parts(
            state, in: frames, windowSize: windowSize, history: history, tape: tape, notice: notice,
            noticeCount: noticeCount, undo: undo, exact: exact, exactForms: exactForms, converter: converter
        ).tree
    }

    /// The tree's parts after `previous` (the parts of the snapshot before, nil for none): only the
    /// parts marked in `changes` are made again, the others' nodes kept; everything on a new layout.
    public func parts(updating previous: AccessibleParts?) -> AccessibleParts {
        if let programmer { return ProgrammerAccessibility.parts(programmer, windowSize: windowSize) }
        guard var parts = previous, !changes.contains(.layout) else {
            return KeypadAccessibility.parts(
                state, in: frames, windowSize: windowSize, history: history, tape: tape, notice: notice,
                noticeCount: noticeCount, undo: undo, exact: exact, exactForms: exactForms, converter: converter)
        }
        parts.windowSize = windowSize
        if let converter {
            // The converter's nodes are few: made again whole whenever anything it shows changed.
            return KeypadAccessibility.parts(
                state, in: frames, windowSize: windowSize, history: history, tape: tape, notice: notice,
                noticeCount: noticeCount, undo: undo, exact: exact, exactForms: exactForms, converter: converter)
        }
        // (An error's reason, the display's description, may change while `Error` stays, and may show below it.)
        let reasonLines: SceneChanges = state.isError ? [.expression, .exactForm] : []
        if changes.contains(.number) || !changes.isDisjoint(with: reasonLines) {
            parts.display = KeypadAccessibility.displayNode(state, in: frames, exact: exact)
        }
        if !changes.isDisjoint(with: [.number, .exactForm]) {
            parts.exactForm = KeypadAccessibility.exactFormNode(state, in: frames, exact: exact)
        }
        if changes.contains(.expression) {
            parts.expression = KeypadAccessibility.expressionNode(state, in: frames)
        }
        if !changes.isDisjoint(with: [.expression, .exactForm]) {
            parts.notice = KeypadAccessibility.noticeNode(notice, count: noticeCount, in: frames, error: state.errorReason)
        }
        if changes.contains(.status) { parts.status = KeypadAccessibility.statusNode(state, in: frames) }
        if changes.contains(.buttons) {
            parts.buttons = KeypadAccessibility.buttonNodes(
                state, in: frames, history: history, tape: tape, undo: undo, exactForms: exactForms)
        }
        return parts
    }

    /// This snapshot sent in place of `older`, which was never sent: its changes are marked too.
    public func replacing(_ older: AccessibleSnapshot?) -> AccessibleSnapshot {
        var snapshot = self
        if let older { snapshot.changes.formUnion(older.changes) }
        return snapshot
    }
}
