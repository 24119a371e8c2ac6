import CalculatorModel

/// What one programmer key did: the state it left, whether that differs from the state before, and
/// why it did nothing when it was ignored.
public struct ProgrammerOutcome: Equatable, Sendable {
    /// Why a key changed nothing.
    public enum Ignored: Equatable, Sendable {
        /// A digit the base does not have (`A` in DEC, `2` in BIN).
        case digitNotInBase
        /// A digit that would take the typed number past the word (past 127 in a signed byte's DEC).
        case entryFull
        /// A bit the word does not have (bit 8 of a byte).
        case noSuchBit
        /// A key other than a digit, a clear or a setting after `Error`.
        case error
        /// `(` or an operator that would leave more parentheses open, or more operators waiting, than
        /// the limit allows (the calculator's `NestingLimit`).
        case limit(NestingLimit)
        /// `)` with no group open, backspace with nothing typed, a setting already so, undo or redo with
        /// nothing to do.
        case nothingToDo
    }

    /// What the view shows now.
    public var state: ProgrammerDisplayState
    /// Whether `state` differs from the state before the key.
    public var stateChanged: Bool
    /// Why the key changed nothing; nil when it was done.
    public var ignored: Ignored?
    /// The calculation an `=` completed, for the tape the modes share (`CalculatorController.appendToHistory`)
    /// and the file; nil when none.
    public var tapeChange: TapeChange? = nil
    /// Whether the memory changed, which a caller keeps across restarts as the calculator's.
    public var memoryChanged = false
    /// What became of a value carried into the word by `mr` or a recall from the tape (a fraction
    /// dropped, wrapped), for the window's note; nil when nothing was carried.
    public var carry: IntegerWord.Carry? = nil
}
