import CalculatorModel

/// What one call on the controller did, returned rather than inferred from counters: the state it
/// left, whether that differs from the state before, what it did to the tape, why it was refused, and
/// whether it changed what outlives a run (the memory, the angle unit).
/// Whether the keypad's look changed is the scene's to tell (`KeypadScene`), from `state`.
public struct ControllerOutcome: Equatable, Sendable {
    /// What the view shows now (the controller's `state`).
    public var state: DisplayState
    /// Whether `state` differs from the state before the call.
    public var stateChanged: Bool
    /// What the call did to the tape; nil when nothing.
    public var tapeChange: TapeChange?
    /// The limit the key would have passed, for which it was refused and changed nothing; nil when done.
    public var refusal: NestingLimit?
    /// Whether the memory or the angle unit changed, which a caller may keep across restarts.
    public var memoryOrAngleUnitChanged = false

    /// The calculations the call completed and put on the tape, oldest first (a key completes at most one).
    public var completed: [HistoryEntry] {
        if case .appended(let entry) = tapeChange { [entry] } else { [] }
    }
}
