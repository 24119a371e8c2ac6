import CalculatorModel
import UnitDatabase
import WindowInterface

/// What reaches the session: the window's events, and what the work outside it reports back (the
/// store's notices, the tape changed on disk, an update of the rates), as an effect's outcome comes back
/// to a reducer as an action. The session answers each alike, with a scene and effects.
public enum SessionInput: Equatable, Sendable {
    /// A key, click, paste, resize or the like, from the window.
    case window(WindowEvent<Control>)
    /// What the store has to tell the user (the tape repaired), in the user's language: said once.
    case notice(String)
    /// The tape as it is on disk now, after another window changed it (`HistoryWatch`).
    case historyChanged([HistoryEntry])
    /// What an update of the exchange rates came to.
    case ratesUpdated(RatesUpdateOutcome)
}
