import CalculatorController
import CalculatorModel
import Layout
import WindowInterface

/// A mode's pane: what the mode keeps of its own (its layout, its controller or its panels), how it
/// answers the events the session hands it, and what it shows. Each handler is given the state the
/// modes share (`SharedState`) and says what happened in its reply (the look, the tape, the effects);
/// nothing of it reaches back into the session or the window. A `ModePane` case holds each pane.
protocol Pane {
    /// The mode this pane is.
    var mode: Mode { get }
    /// This pane as the case of `ModePane` that holds it: how a pane changed through `any Pane` is kept.
    var modePane: ModePane { get }

    /// Lays the pane out for `shared.window`: afresh at a new scale, re-solved at a new size.
    mutating func layOut(_ shared: inout SharedState, rescaled: Bool)
    /// The pane is shown: what comes with it (a value carried in, a database read the first time).
    mutating func appear(_ shared: inout SharedState)
    /// The pane is left for another: what goes with it (its value carried out).
    mutating func disappear(_ shared: inout SharedState)

    /// A key before the history panel's keys and the tables: what the pane's own panels take (the unit
    /// picker's typing, an edit of a tape's row); true when taken.
    mutating func takeKey(_ stroke: KeyStroke, _ shared: inout SharedState) -> Bool
    /// A key the panels left: the pane's keys; the window command it names for the session otherwise.
    mutating func key(_ stroke: KeyStroke, _ shared: inout SharedState) -> KeyCommand?
    /// A click on one of the pane's controls (the history panel's are the session's).
    mutating func click(_ control: Control, _ shared: inout SharedState)
    /// The mouse in the pane's text area (the sheet's): the caret placed, a selection made.
    mutating func pointer(_ pointer: TextPointer, _ shared: inout SharedState)
    /// A swipe across the display: backspace, as on the iPhone.
    mutating func swipe(_ shared: inout SharedState)
    /// Text pasted, when it was asked for: the pane's value, or refused with its reason.
    mutating func paste(_ text: String, _ shared: inout SharedState)
    /// The text Ctrl+C copies (`plain`: Ctrl+Shift+C), if any.
    func copyText(plain: Bool, _ shared: SharedState) -> String?
    /// A calculation of the tape recalled: its value in this pane.
    mutating func recall(_ entry: HistoryEntry, _ shared: inout SharedState)
    /// The history panel opens over the keypad's area: what the pane showed there goes.
    mutating func yieldKeypadArea(_ shared: inout SharedState)
    /// The wheel or a drag over what the pane scrolls (before the history panel's rows); true when taken.
    mutating func scroll(_ steps: Int, _ shared: inout SharedState) -> Bool
    /// The wheel or a drag on the number: its digits scrolled sideways by `digits`, or `steps` wheel clicks.
    mutating func scrollDigits(steps: Int?, digits: Int?, _ shared: inout SharedState)
    /// A click on the display's number.
    mutating func displayClick(_ shared: inout SharedState)
    /// Nothing waits: a step of work the pane goes on with.
    mutating func idle(_ shared: inout SharedState)
    /// After each event, before the scene is made: the pane's own state brought up to what happened
    /// (a new value ends a scroll of its digits).
    mutating func settle(_ shared: inout SharedState)
    /// Whether the pane has work to go on with when no event waits (`.continueWork`).
    func continuesWork(_ shared: SharedState) -> Bool

    /// The area the history panel covers: the keypad's.
    var keypadArea: Rect { get }
    /// What the window draws.
    mutating func scene(_ shared: SharedState) -> Scene<Control>
    /// What a screen reader finds, as a value made now and turned into a tree after the frame.
    func snapshot(_ shared: SharedState) -> PaneSnapshot
    /// What the pane remembers across restarts.
    func remember(into settings: inout RememberedSettings)
}

extension Pane {
    mutating func appear(_ shared: inout SharedState) {}
    mutating func disappear(_ shared: inout SharedState) {}
    mutating func takeKey(_ stroke: KeyStroke, _ shared: inout SharedState) -> Bool { false }
    mutating func yieldKeypadArea(_ shared: inout SharedState) {}
    mutating func pointer(_ pointer: TextPointer, _ shared: inout SharedState) {}
    mutating func scroll(_ steps: Int, _ shared: inout SharedState) -> Bool { false }
    mutating func scrollDigits(steps: Int?, digits: Int?, _ shared: inout SharedState) {}
    mutating func displayClick(_ shared: inout SharedState) {}
    mutating func idle(_ shared: inout SharedState) {}
    mutating func settle(_ shared: inout SharedState) {}
    func continuesWork(_ shared: SharedState) -> Bool { false }
    func remember(into settings: inout RememberedSettings) {}

    /// A recall as the calculator takes it: the entry's exact value becomes the value shown.
    mutating func recall(_ entry: HistoryEntry, _ shared: inout SharedState) {
        shared.take(shared.controller.recall(entry))
    }
}
