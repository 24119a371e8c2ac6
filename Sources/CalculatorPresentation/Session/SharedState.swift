import CalculatorController
import CalculatorModel
import WindowInterface

/// What every mode shares, which the session keeps and hands to the pane shown with each event, as
/// swift-composable-architecture scopes a parent's state to the feature of a destination's case: the
/// calculator's controller (the tape and the memory, and the calculator's typing, which the converter
/// shares), the history panel, the notice, the window, and what the event being handled made happen
/// (`reply`). A pane reads it and changes it only through the handlers here, which say in the reply
/// what changed.
struct SharedState {
    /// The tape, the memory and the angle unit, and the calculator's value.
    let controller: CalculatorController
    /// The window's size and the scale (dpi / 96) its panes are laid out at.
    var window: WindowMetrics
    /// How near two presses make a double click: the desktop's (`.doubleClick` events), else the defaults.
    var doubleClick = DoubleClick.standard
    /// The colours and fonts the scene is drawn with, and the buttons' colours by kind, made once from them.
    let theme: Theme
    let palette: ButtonPalette
    /// How exact forms show (`calculator.exactForm`, `calculator.mixedNumbers`, `--exact-form`).
    let exactPreference: ExactFormPreference
    /// The history panel: open or not, the calculation chosen in it, an edit of a row.
    var history = HistoryPanel()
    /// The keys window (F1), while it shows over the mode.
    var keys: KeysSheet?
    /// The edit of the tape just made in the history panel, which undo right after takes back.
    var tapeEditStep: TapeEditStep?
    /// Counts the changes of the tape's rows: a pane that keeps the open panel's faces makes them again when it moves.
    var tapeRevision = 0
    /// Said in the expression line's place until the next key, click or paste: why a paste or a key
    /// did nothing, or what the store has to tell.
    var notice: Notice?
    /// How many notices were given: a notice given again while it shows is said again.
    private(set) var noticeCount = 0
    /// Whether the window is kept above others (Ctrl+K, `calculator.alwaysOnTop`, remembered).
    private(set) var isAlwaysOnTop: Bool
    /// Whether a paste was asked for and no key or click came since: a late answer is dropped then,
    /// so a slow clipboard owner never replaces what the user typed meanwhile.
    var isAwaitingPaste = false
    /// What the event being handled made happen so far.
    var reply = Reply()

    init(
        controller: CalculatorController, window: WindowMetrics, theme: Theme, exactPreference: ExactFormPreference,
        isAlwaysOnTop: Bool
    ) {
        self.controller = controller
        self.window = window
        self.theme = theme
        palette = ButtonPalette(theme)
        self.exactPreference = exactPreference
        self.isAlwaysOnTop = isAlwaysOnTop
    }

    /// What handling one event made happen, gathered as its handlers go: what the tape did (for the
    /// store), the other effects in order, whether what the window shows changed, whether what is
    /// remembered across restarts changed, and whether the value shown is a new one.
    struct Reply {
        var tapeChange: TapeChange?
        var effects: [SessionEffect] = []
        var looksChanged = false
        var rememberedChanged = false
        /// The value shown before the event (`DisplayState.plainDisplay`): S⇔D holds until it changes.
        var valueBefore = ""
        /// A key, paste or recall made a new value, even one equal to the last: a scroll of the digits ends.
        var isNewValue = false
    }

    /// Takes what a controller call did into the reply: its tape change, whether the look or the
    /// remembered settings changed, whether the value is new, and why it was refused.
    mutating func take(_ outcome: ControllerOutcome) {
        if let change = outcome.tapeChange {
            reply.tapeChange = change
            if change.changesEntries { tapeChanged() }
        }
        if outcome.stateChanged { reply.looksChanged = true }
        // A new value (a changed state, or a calculation completed again to the same) shows rounded.
        if outcome.stateChanged || !outcome.completed.isEmpty { reply.isNewValue = true }
        if outcome.memoryOrAngleUnitChanged { reply.rememberedChanged = true }
        // A key past a nesting limit changed nothing: the notice says why.
        if let limit = outcome.refusal { refuse(.limit(limit)) }
    }

    /// The tape's rows changed: the open panel shows them anew.
    mutating func tapeChanged() {
        tapeRevision += 1
        reply.looksChanged = true
    }

    /// Puts a calculation a mode completed on its own (a programmer line, a conversion) on the tape the
    /// modes share, appended to the file by the store as the calculator's lines are; a second line of one
    /// event is a second effect, after the first.
    mutating func appendToTape(_ entry: HistoryEntry) {
        let change = controller.appendToHistory(entry)
        if reply.tapeChange == nil { reply.tapeChange = change } else { reply.effects.append(.appendToHistory([entry])) }
        tapeChanged()
    }

    /// Says why a paste or a key did nothing, in the expression line's place and to a screen reader,
    /// each time (the display stays as it was).
    mutating func refuse(_ reason: Notice) {
        notice = reason
        noticeCount += 1
        reply.looksChanged = true
    }

    /// A notice said again in the same place, such as where the scrolled digits sit: a new node to announce.
    mutating func countNotice() { noticeCount += 1 }

    /// A key, a click, a swipe or a paste ends the notice shown, and the marks of the rows an edit changed.
    mutating func dismissNotice() {
        clearTapeMarks()
        guard notice != nil else { return }
        notice = nil
        reply.looksChanged = true
    }

    /// Says why a pasted calculation was not taken: a nesting limit, an operation the calculator lacks, or not one.
    mutating func refusePastedCalculation() {
        refuse(
            controller.refusal.map(Notice.limit) ?? controller.unsupportedOperation.map(Notice.unsupported)
                ?? .notACalculation)
    }

    /// Asks for `selection`'s text; a key or click before it comes drops it.
    mutating func requestPaste(_ selection: Selection) {
        isAwaitingPaste = true
        reply.effects.append(.requestPaste(selection))
    }

    /// Own `text` as the CLIPBOARD.
    mutating func copy(_ text: String) { reply.effects.append(.copy(text)) }

    /// Light `control`'s button while the key that pressed it is held.
    mutating func flash(_ control: Control?) {
        if let control { reply.effects.append(.flash(control)) }
    }

    /// Ctrl+K: the window above others or not, remembered.
    mutating func toggleAlwaysOnTop() {
        isAlwaysOnTop.toggle()
        reply.effects.append(.keepAbove(isAlwaysOnTop))
        reply.looksChanged = true
        reply.rememberedChanged = true
    }

    /// The window manager keeps the window above others, or stopped, whoever asked: shown and
    /// remembered as it says, with nothing asked of it (the next Ctrl+K turns it the other way).
    mutating func followWindowManager(keepsAbove: Bool) {
        guard keepsAbove != isAlwaysOnTop else { return }
        isAlwaysOnTop = keepsAbove
        reply.looksChanged = true
        reply.rememberedChanged = true
    }

    /// Ctrl+Q or the window closed: a clear of the tape is final once the window goes (the file was
    /// emptied when it was made).
    mutating func quit() {
        controller.commitHistoryClear()
        reply.effects.append(.quit)
    }
}

/// The window as the panes are laid out for it: its size, and the scale (dpi / 96) the layout is solved
/// at, the desktop's `Xft/DPI` (XSETTINGS) when it gives one, else `fallbackScale` (the resources' `Xft.dpi`,
/// else 96 dpi).
struct WindowMetrics: Equatable, Sendable {
    private(set) var size: Size
    var scale: Double
    let fallbackScale: Double
    /// The size the person chose (or the window opened at), in pixels at 96 dpi: what a new scale multiplies,
    /// so that 96 → 192 → 96 dpi comes back to it whatever the work area cut off in between.
    private(set) var chosenWidth: Double, chosenHeight: Double
    /// The size last asked for with a new scale: the window taking it is no choice of the person's.
    var requestedSize: Size?

    init(size: Size, scale: Double, fallbackScale: Double) {
        self.size = size
        self.scale = scale
        self.fallbackScale = fallbackScale
        (chosenWidth, chosenHeight) = (Double(size.width) / scale, Double(size.height) / scale)
    }

    /// The window took `size`: the person's choice, unless it is the size asked for with the last new scale.
    mutating func resize(to size: Size) {
        self.size = size
        if size != requestedSize { (chosenWidth, chosenHeight) = (Double(size.width) / scale, Double(size.height) / scale) }
    }

    /// The chosen size at `scale`, at least `minimum` and at most `room` (which wins).
    func chosenSize(at scale: Double, minimum: Size, room: Size?) -> Size {
        var size = Size(
            width: max(Int((chosenWidth * scale).rounded()), minimum.width),
            height: max(Int((chosenHeight * scale).rounded()), minimum.height))
        if let room { size = Size(width: min(size.width, room.width), height: min(size.height, room.height)) }
        return size
    }
}
