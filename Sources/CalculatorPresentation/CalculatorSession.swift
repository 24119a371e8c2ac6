import AccessibleTree
import CalculatorController
import CalculatorModel
import UnitDatabase
import WindowInterface

/// One calculator window between the view and the modes: each window event goes to the pane of the
/// mode shown (`ModePane`) or to what the modes share (`SharedState`: the history panel, the notices,
/// the tape, the memory, the window), and the answer is the new scene and the effects for the
/// executable to route (the tape and the remembered state to the store, the accessible tree to the bus,
/// copy, paste and quit to the window). Nothing calls back into the window, and nothing is pulled from
/// the session between events.
public final class CalculatorSession {
    /// The window's default and smallest sizes at 96 dpi; the smallest keeps every label readable.
    public static let defaultSize = Size(width: 320, height: 560)
    public static let minimumSize = Size(width: 200, height: 330)

    /// What a session answers to one window event.
    public struct Answer: Equatable, Sendable {
        /// The scene to show; nil leaves it unchanged.
        public var scene: Scene<Control>?
        /// What to do outside the session, in order.
        public var effects: [SessionEffect] = []
        /// For `.hover`: the tooltip to show beside the pointer (`KeyTooltip`'s words); nil shows none.
        public var tooltip: Tooltip?

        public init(scene: Scene<Control>? = nil, effects: [SessionEffect] = [], tooltip: Tooltip? = nil) {
            self.scene = scene
            self.effects = effects
            self.tooltip = tooltip
        }
    }

    /// What the modes share.
    var shared: SharedState
    /// The pane of the mode shown.
    var pane: ModePane
    /// The panes of the modes shown before, as they were left (a base, a word size, a pair of units),
    /// laid out with the window all along, so that switching back finds them as they were.
    var setAside: [Mode: ModePane] = [:]
    /// What the panes are given from outside.
    private let dependencies: ModePane.Dependencies
    /// The notice for a paste that is neither a number nor a calculation.
    public static let refusedPasteNotice = Notice.notACalculation.text
    /// The installed package's unit database and its index (read once, the first time the converter shows).
    public static let systemCatalogue = ConverterPane.systemCatalogue

    /// A session for a window of `size` pixels at `scale` (dpi / 96), whose controller already holds
    /// the remembered memory and angle unit and the tape read from disk, showing `mode`;
    /// `fallbackScale` (default: `scale`) applies when the desktop stops giving a dpi; `measure` is how wide
    /// the window draws text (a monospaced font's cells without a window).
    public init(
        size: Size, scale: Double = 1, fallbackScale: Double? = nil, theme: Theme = Theme(),
        controller: CalculatorController = CalculatorController(), isAlwaysOnTop: Bool = false,
        exactForm: ExactFormPreference = ExactFormPreference(), mode: Mode = .calculator,
        converterUnits: (from: String, to: String)? = nil,
        loadCatalogue: @escaping @Sendable () -> Result<UnitCatalogue, UnitError> = CalculatorSession.systemCatalogue,
        openSheet: @escaping @Sendable () -> SheetOpening = { (UntitledSheet.name, [], nil) }, sheetFiles: SheetFiles = .none,
        measure: any TextMeasuring = FixedAdvance()
    ) {
        var shared = SharedState(
            controller: controller, window: WindowMetrics(size: size, scale: scale, fallbackScale: fallbackScale ?? scale),
            theme: theme, exactPreference: exactForm, isAlwaysOnTop: isAlwaysOnTop)
        dependencies = ModePane.Dependencies(
            loadCatalogue: loadCatalogue, converterUnits: converterUnits, openSheet: openSheet, sheetFiles: sheetFiles,
            measure: measure)
        pane = ModePane.make(mode, &shared, dependencies: dependencies)
        for restored in ModePane.restored(besides: mode, &shared, dependencies: dependencies) {
            setAside[restored.pane.mode] = restored
        }
        pane.modify { $0.appear(&shared) }
        self.shared = shared
    }

    /// What the window shows now: the first scene, before any event.
    public var scene: Scene<Control> { shared.keysScene ?? pane.modify { $0.scene(shared) } }

    /// What a screen reader finds in the window now: the first tree, before any event.
    public var accessibleSnapshot: AccessibleSnapshot {
        AccessibleSnapshot(pane: pane.pane.snapshot(shared), shared)
    }

    /// The scene and the notices' count of the last announcement, which the next one's change marks
    /// are taken from; nil before the first (then every part is marked).
    private var announced: (scene: Scene<Control>, noticeCount: Int)?

    /// The announcement of `scene`, now shown: its snapshot marks the parts that differ from the last
    /// announced scene's, and the expression's when a notice was given again in the same words.
    private func announcement(of scene: Scene<Control>) -> SessionEffect {
        var snapshot = accessibleSnapshot
        if let announced {
            snapshot.changes = scene.changes(from: announced.scene)
            if shared.noticeCount != announced.noticeCount { snapshot.changes.insert(.expression) }
        }
        announced = (scene, shared.noticeCount)
        return .announce(snapshot)
    }

    /// What undo and redo could do before the event being handled: when that changes (a key that
    /// changed nothing shown made a clear of the tape final), the round buttons' look changed.
    private var undoBefore = UndoAvailability()

    /// Answers one window event with the new scene (when it changed) and what is to be done.
    public func handle(_ event: WindowEvent<Control>) -> Answer {
        shared.reply = SharedState.Reply(valueBefore: shared.controller.state.plainDisplay)
        undoBefore = shared.undoAvailability
        if let answer = teach(event) { return answer }
        switch event {
        case .resize(let size): return resized(size)
        case .desktopDPI(let dpi, let room): return rescaled(dpi: dpi, room: room)
        case .key(let stroke):
            shared.dismissNotice()
            key(stroke)
        case .click(let control):
            shared.dismissNotice()
            click(control)
        case .swipe:
            shared.dismissNotice()
            shared.isAwaitingPaste = false
            pane.modify { $0.swipe(&shared) }
        case .displayClick:
            shared.dismissNotice()
            pane.modify { $0.displayClick(&shared) }
        case .middleClick: shared.requestPaste(.primary)
        case .text(let pointer):
            shared.dismissNotice()
            pane.modify { $0.pointer(pointer, &shared) }
            if case .middle = pointer { shared.requestPaste(.primary) }
        case .paste(let text):
            shared.dismissNotice()
            guard shared.isAwaitingPaste else { break }
            shared.isAwaitingPaste = false
            pane.modify { $0.paste(text, &shared) }
        case .refusedPaste:
            // Too long, not UTF-8, a NUL, not text: refused as unreadable text is, the display unchanged.
            shared.dismissNotice()
            guard shared.isAwaitingPaste else { break }
            shared.isAwaitingPaste = false
            shared.refuse(.notACalculation)
        case .scroll(let steps):
            if !pane.modify({ $0.scroll(steps, &shared) }) { shared.scrollHistory(steps, in: pane.pane.keypadArea) }
        case .scrollDigits(let steps): pane.modify { $0.scrollDigits(steps: steps, digits: nil, &shared) }
        case .dragDigits(let digits): pane.modify { $0.scrollDigits(steps: nil, digits: digits, &shared) }
        case .idle:
            pane.modify { $0.idle(&shared) }
            return answer(restoringRows: false)
        case .close: shared.quit()
        case .keptAbove(let above): shared.followWindowManager(keepsAbove: above)
        case .doubleClick(let doubleClick): shared.doubleClick = doubleClick
        case .hover: break   // `teach(_:)` answered it
        }
        return answer()
    }

    /// The answer the reply makes: the tape's change first (for the store), the remembered settings when
    /// they changed, the event's own effects, and the scene with its accessible snapshot when the look changed.
    /// With `restoringRows`, an open panel whose look changed makes its rows in view exact first (one pass,
    /// `restoreShownExactValues`); an `.idle` step of the pane's work makes none.
    func answer(restoringRows: Bool = true) -> Answer {
        pane.modify { $0.settle(&shared) }
        var answer = Answer()
        switch shared.reply.tapeChange {
        case .appended(let entry): answer.effects.append(.appendToHistory([entry]))
        case .cleared: answer.effects.append(.clearHistory)
        case .restored: answer.effects.append(.restoreHistory)
        case nil: break
        }
        if shared.reply.rememberedChanged { answer.effects.append(.remember(remembered)) }
        answer.effects += shared.reply.effects
        if restoringRows, shared.reply.looksChanged, shared.history.isOpen {
            shared.restoreShownExactValues(in: pane.pane.keypadArea)
        }
        if pane.pane.continuesWork(shared) { answer.effects.append(.continueWork) }
        if shared.reply.looksChanged || shared.undoAvailability != undoBefore {
            let scene = scene
            answer.scene = scene
            answer.effects.append(announcement(of: scene))
        }
        return answer
    }

    /// What is remembered across restarts: the shared state's and every pane's.
    private var remembered: RememberedSettings {
        let controller = shared.controller
        var settings = RememberedSettings(
            alwaysOnTop: shared.isAlwaysOnTop, angleUnit: controller.angleUnit, memory: controller.memory, mode: pane.pane.mode)
        for pane in [pane] + setAside.values { pane.pane.remember(into: &settings) }
        return settings
    }

    /// A key on the keyboard: the pane's panels first (the unit picker, an edit of a row), the history
    /// panel's keys while it is open, then the pane's keys, then the window's commands.
    private func key(_ stroke: KeyStroke) {
        if pane.modify({ $0.takeKey(stroke, &shared) }) { return }
        if shared.history.isOpen, !stroke.control {
            switch shared.historyKey(stroke, in: pane.pane.keypadArea) {
            case .taken: return
            case .recall(let index): return recall(index)
            case .notTaken: break
            }
        }
        guard let command = pane.modify({ $0.key(stroke, &shared) }) else { return }
        switch command {
        case .copy, .copyPlain:
            if let text = pane.pane.copyText(plain: command == .copyPlain, shared) { shared.copy(text) }
        case .paste: shared.requestPaste(.clipboard)
        case .quit: shared.quit()
        case .toggleHistory: toggleHistory()
        case .clearHistory: shared.clearHistory()
        case .copyHistory: shared.copyHistory()
        case .toggleAlwaysOnTop: shared.toggleAlwaysOnTop()
        case .switchMode(let mode): switchMode(to: mode)
        case .showKeys: showKeys()
        case .key, .scrollDigits, .scrollDigitsToEdge, .scrollDigitsPage, .copyAllDigits, .swapExactForm: break
        }
    }

    /// A click on the history button, a row of the panel (recalls its result), its `Clear` or `Copy`, the
    /// mode button, or one of the pane's controls; the panel's heading, empty line and scroll bar do nothing.
    private func click(_ control: Control) {
        shared.isAwaitingPaste = false
        switch control {
        case .historyToggle: toggleHistory()
        case .historyClear: shared.clearHistory()
        case .historyCopy: shared.copyHistory()
        case .historyRow(let index): recall(index)
        case .historyHeading, .historyEmpty, .historyScrollBar: break
        case .modeSwitch: switchMode(to: pane.pane.mode.next)
        default: pane.modify { $0.click(control, &shared) }
        }
    }

    /// Switches to `mode`: the pane shown is set aside, carrying its value out, and `mode`'s pane (as it
    /// was left, or new) shows, carrying the value in. The whole scene is new, and so is the accessible tree.
    func switchMode(to mode: Mode) {
        guard mode != pane.pane.mode else { return }
        pane.modify { $0.disappear(&shared) }
        setAside[pane.pane.mode] = pane
        pane = setAside.removeValue(forKey: mode) ?? ModePane.make(mode, &shared, dependencies: dependencies)
        pane.modify { $0.appear(&shared) }
        shared.history = HistoryPanel()
        announced = nil
        shared.reply.looksChanged = true
        shared.reply.rememberedChanged = true
    }

    /// Shows `text` in the expression line's place until the next key, click or paste, as a refused
    /// paste's notice is: what the store did that the user is to know (`StorageNotice`), said once.
    func showNotice(_ text: String) -> Answer {
        shared.refuse(.message(text))
        let scene = scene
        return Answer(scene: scene, effects: [announcement(of: scene)])
    }

    /// The tape as it is on disk now, after another window appended or cleared (`HistoryWatch`): shown
    /// when it differs, a chosen row that is gone no longer chosen; nothing for the store to write.
    func reloadHistory(_ entries: [HistoryEntry]) -> Answer {
        shared.reply = SharedState.Reply(valueBefore: shared.controller.state.plainDisplay)
        shared.reloadHistory(entries)
        return answer()
    }

    /// Lays out every pane for the window's size now (afresh when `rescaled`), the one shown last.
    private func layOut(rescaled: Bool) {
        for mode in Mode.allCases { setAside[mode]?.modify { $0.layOut(&shared, rescaled: rescaled) } }
        pane.modify { $0.layOut(&shared, rescaled: rescaled) }
    }

    /// The new size: the layout solved again and the whole scene answered.
    private func resized(_ size: Size) -> Answer {
        shared.window.resize(to: size)
        layOut(rescaled: false)
        if shared.history.isOpen { shared.restoreShownExactValues(in: pane.pane.keypadArea) }
        let scene = scene
        return Answer(scene: scene, effects: [announcement(of: scene)])
    }

    /// The desktop's dpi changed: the layout is solved again at the new scale for the window's size now,
    /// and the window is asked to take the size the person chose at the new scale (as GTK and Qt windows
    /// grow and shrink), never below the smallest size at the new scale nor beyond the `room` the work area
    /// leaves; its resize then lays out again. The chosen size is kept at 96 dpi, so that a size the room cut
    /// does not shrink the window on the way back. Nothing when the scale stays (`dpi` nil falls back to
    /// `fallbackScale`).
    private func rescaled(dpi: Double?, room: Size?) -> Answer {
        let window = shared.window
        let newScale = dpi.map { $0 / 96 } ?? window.fallbackScale
        guard newScale != window.scale else { return Answer() }
        shared.window.scale = newScale
        let minimum = Self.minimumSize.scaled(by: newScale)
        let target = window.chosenSize(at: newScale, minimum: minimum, room: room)
        shared.window.requestedSize = target
        layOut(rescaled: true)
        let scene = scene
        return Answer(
            scene: scene,
            effects: [.resizeWindow(WindowResize(size: target, minimumSize: minimum)), announcement(of: scene)])
    }
}
