import CalculatorModel
import WindowInterface

/// Something a window event makes happen outside the session: the executable routes each to the
/// store, the accessibility bus or the window, in order. The session itself never touches them.
public enum SessionEffect: Equatable, Sendable {
    /// Calculations completed, oldest first: for the tape on disk.
    case appendToHistory([HistoryEntry])
    /// The tape was cleared (Ctrl+Shift+Delete, or the panel's Clear): empty the file at once, so no
    /// way of ending leaves what the user cleared, yet keep what it held while the clear can be undone.
    case clearHistory
    /// The clear just before was undone: write the tape back to the file at once.
    case restoreHistory
    /// An edit in the history panel (or its undo) changed earlier lines: rewrite the file's lines that
    /// were `original` as `edited`, whole, by a temporary file renamed over it.
    case rewriteHistory(original: [HistoryEntry], edited: [HistoryEntry])
    /// What is remembered across restarts changed.
    case remember(RememberedSettings)
    /// What a screen reader finds changed: send it once the frame is on screen.
    case announce(AccessibleSnapshot)
    /// Own this text as the CLIPBOARD.
    case copy(String)
    /// Own this text as PRIMARY: the sheet's new selection, which a middle click elsewhere pastes.
    case select(String)
    /// Ask for this selection's text; it comes back as `.paste`, or never.
    case requestPaste(Selection)
    /// Light this button while the key that pressed it is held.
    case flash(Control)
    /// Keep the window above others (true) or stop (false).
    case keepAbove(Bool)
    /// Work goes on in steps (a scroll's digits being proven): report `.idle` when no event waits.
    case continueWork
    /// Close the window and end.
    case quit
    /// Ask the window manager for a new size and smallest size: the desktop's scale changed.
    case resizeWindow(WindowResize)
    /// Start fetching the exchange rates beside the event loop (true: the converter's "Update rates"; the
    /// outcome comes back to `CalculatorSession.ratesUpdated`), or stop the update under way (false: Escape).
    case updateRates(Bool)
    /// The sheet's lines changed: save them once no edit came for a pause (`SheetSaving`), or now (true:
    /// the sheet is left, or the window closes).
    case saveSheet([String], now: Bool)
    /// The sheet of this name is open now (opened, made, renamed, or the next after a delete): save its
    /// edits to its file, and open it at the next start. The edits of the one before were saved first.
    case openSheet(String)
}

/// What the calculator remembers across restarts besides the tape, as the session knows it.
public struct RememberedSettings: Equatable, Sendable {
    public var alwaysOnTop: Bool
    public var angleUnit: AngleUnit
    /// The memory's exact value; nil when cleared.
    public var memory: Real?
    /// The mode shown, which the next start opens in.
    public var mode: Mode
    /// The converter's last pair of units (`mile`, `km`); nil while the converter was never used.
    public var converterUnits: [String]?

    public init(
        alwaysOnTop: Bool, angleUnit: AngleUnit, memory: Real?, mode: Mode = .calculator, converterUnits: [String]? = nil
    ) {
        self.alwaysOnTop = alwaysOnTop
        self.angleUnit = angleUnit
        self.memory = memory
        self.mode = mode
        self.converterUnits = converterUnits
    }

    /// The converter's pair as the state file keeps it; nil without one.
    public var converterPair: (from: String, to: String)? {
        converterUnits.flatMap { $0.count == 2 ? ($0[0], $0[1]) : nil }
    }
}
