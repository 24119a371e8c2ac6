import AccessibleTree
import CalculatorController
import CalculatorModel
import WindowInterface

/// One calculator window between the view and the controller: each window event becomes controller
/// calls, and the answer is the new scene and the effects for the executable to route (the tape and
/// the remembered state to the store, the accessible tree to the bus, copy, paste and quit to the
/// window). Nothing calls back into the window, and nothing is pulled from the session between events.
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

        public init(scene: Scene<Control>? = nil, effects: [SessionEffect] = []) {
            self.scene = scene
            self.effects = effects
        }
    }

    let controller: CalculatorController
    private var layout: KeypadLayout
    private let theme: Theme
    private let palette: ButtonPalette
    /// Whether a paste was asked for and no key or click came since: a late answer is dropped then,
    /// so a slow clipboard owner never replaces what the user typed meanwhile.
    private var isAwaitingPaste = false
    /// The history panel: open or not, and the calculation chosen in it.
    private(set) var history = HistoryPanel()
    /// Whether the window is kept above others (Ctrl+K, `calculator.alwaysOnTop`, remembered).
    private(set) var isAlwaysOnTop: Bool
    /// Said in the expression line's place until the next key, click or paste: why a paste or a key
    /// did nothing, or what the store has to tell.
    private(set) var notice: Notice?
    /// How many notices were given: a notice given again while it shows is said again.
    private var noticeCount = 0
    /// The notice for a paste that is neither a number nor a calculation.
    public static let refusedPasteNotice = Notice.notACalculation.text
    /// The window's size, for the accessible frame's extents.
    private var windowSize = Size(width: 0, height: 0)
    /// What was remembered last, so that only a change is saved.
    private var remembered: RememberedSettings
    /// The tape's clear or its undo, made by the event being handled: for the store, before any calculation.
    private var tapeEffect: SessionEffect?

    /// A session for a window of `size` pixels at `scale` (dpi / 96), whose controller already holds
    /// the remembered memory and angle unit and the tape read from disk.
    public init(size: Size, scale: Double = 1, theme: Theme = Theme(),
                controller: CalculatorController = CalculatorController(), isAlwaysOnTop: Bool = false) {
        self.controller = controller
        self.theme = theme
        self.isAlwaysOnTop = isAlwaysOnTop
        palette = ButtonPalette(theme)
        layout = KeypadLayout(scale: scale)
        remembered = RememberedSettings(alwaysOnTop: isAlwaysOnTop, angleUnit: controller.angleUnit, memory: controller.memory)
        resize(size)
    }

    /// The buttons of the last scene, and what they were made of: a key that changes only the number
    /// (a digit) answers a scene with the same buttons, the same array, which the view then need not
    /// compare button by button. Emptied by a resize.
    private var buttonCache: (inputs: KeypadScene.ButtonInputs, faces: [ButtonFace<Control>])?

    /// What the window shows now: the first scene, before any event.
    public var scene: Scene<Control> {
        let state = controller.state
        let inputs = KeypadScene.ButtonInputs(state, history: history, tape: controller.history)
        let faces: [ButtonFace<Control>]
        if let cache = buttonCache, cache.inputs == inputs {
            faces = cache.faces
        } else {
            faces = KeypadScene.buttons(state, in: layout.frames, theme: theme, palette: palette, history: history,
                                        tape: controller.history)
            buttonCache = (inputs, faces)
        }
        return KeypadScene.scene(state, buttons: faces, in: layout.frames, theme: theme, palette: palette, history: history,
                                 isAlwaysOnTop: isAlwaysOnTop, notice: notice?.text)
    }

    /// The scene made afresh, every button included: what `scene` must equal (for the tests).
    var sceneWithoutCache: Scene<Control> {
        KeypadScene.scene(controller.state, in: layout.frames, theme: theme, palette: palette, history: history, tape: controller.history,
                          isAlwaysOnTop: isAlwaysOnTop, notice: notice?.text)
    }

    /// What a screen reader finds in the window now: the first tree, before any event.
    public var accessibleSnapshot: AccessibleSnapshot {
        AccessibleSnapshot(state: controller.state, frames: layout.frames, windowSize: windowSize, history: history,
                           tape: controller.history, notice: notice?.text, noticeCount: noticeCount)
    }

    /// Answers one window event with the new scene (when it changed) and what is to be done.
    public func handle(_ event: WindowEvent<Control>) -> Answer {
        let tape = controller.history
        let before = (controller.state, history, tape.entries.count, isAlwaysOnTop, notice, noticeCount)
        var answer = Answer()
        switch event {
        case .resize(let size):
            resize(size)
            answer.scene = scene
            answer.effects.append(.announce(accessibleSnapshot))
            return answer
        case .key, .click, .swipe, .paste, .refusedPaste:
            notice = nil
        case .middleClick, .close, .scroll:
            break
        }
        switch event {
        case .resize:
            break
        case .scroll(let steps):
            guard history.isOpen else { break }
            history.scroll(steps, count: controller.history.entries.count,
                           capacity: HistoryPanel.capacity(in: KeypadScene.keypadArea(layout.frames), scale: layout.frames.scale))
        case .click(let control):
            isAwaitingPaste = false
            click(control)
        case .swipe:
            // A swipe across the display deletes the last digit, as on the iPhone.
            isAwaitingPaste = false
            press(.backspace)
        case .middleClick:
            isAwaitingPaste = true
            answer.effects.append(.requestPaste(.primary))
        case .key(let stroke):
            let keysym = stroke.keysym
            if history.isOpen, !stroke.control, handleHistoryKey(keysym) { break }
            let command = KeyboardMap.command(keysym: keysym, text: stroke.text, control: stroke.control, shift: stroke.shift)
            switch command {
            case .key(let key):
                isAwaitingPaste = false
                press(key)
                if let control = Keypad.flash(for: key) { answer.effects.append(.flash(control)) }
            case .copy, .copyPlain:
                // The chosen calculation's result, whole, while the history shows one; else the display.
                // Ctrl+C as the locale writes it, ungrouped; Ctrl+Shift+C in C form.
                let locale = command == .copy ? controller.numberLocale : .standard
                if history.isOpen, let index = history.selection, controller.history.entries.indices.contains(index) {
                    answer.effects.append(.copy(locale.format(controller.history.entries[index].result, grouping: false)))
                } else {
                    answer.effects.append(.copy(locale.format(controller.state.copyableDisplay, grouping: false)))
                }
            case .paste:
                isAwaitingPaste = true
                answer.effects.append(.requestPaste(.clipboard))
            case .quit: answer.effects.append(.quit)
            case .toggleHistory: toggleHistory()
            case .clearHistory: clearHistory()
            case .toggleAlwaysOnTop:
                isAlwaysOnTop.toggle()
                answer.effects.append(.keepAbove(isAlwaysOnTop))
            case nil: break
            }
        case .paste(let text):
            guard isAwaitingPaste else { break }
            isAwaitingPaste = false
            controller.commitHistoryClear()
            if controller.paste(text) == nil { refuse(controller.refusal.map(Notice.limit) ?? .notACalculation) }
        case .refusedPaste:
            // Too long, not UTF-8, a NUL, not text: refused as unreadable text is, the display unchanged.
            guard isAwaitingPaste else { break }
            isAwaitingPaste = false
            refuse(.notACalculation)
        case .close:
            answer.effects.append(.quit)
        }
        // A clear of the tape is final once the window goes (the file was emptied when it was made).
        if answer.effects.contains(.quit) { controller.commitHistoryClear() }
        answer.effects.insert(contentsOf: storageEffects(since: tape), at: 0)
        if (controller.state, history, controller.history.entries.count, isAlwaysOnTop, notice, noticeCount) != before {
            answer.scene = scene
            answer.effects.append(.announce(accessibleSnapshot))
        }
        return answer
    }

    /// What the store is to write after an event: the tape's clear or its undo, the calculations
    /// completed (in that order), and the remembered settings when they changed.
    private func storageEffects(since tape: HistoryTape) -> [SessionEffect] {
        var effects: [SessionEffect] = []
        let now = controller.history
        if let tapeEffect { effects.append(tapeEffect) }
        tapeEffect = nil
        if now.appendedCount != tape.appendedCount {
            let appended = Array(now.appended(since: tape.appendedCount))
            if !appended.isEmpty { effects.append(.appendToHistory(appended)) }
        }
        let settings = RememberedSettings(alwaysOnTop: isAlwaysOnTop, angleUnit: controller.angleUnit, memory: controller.memory)
        if settings != remembered {
            remembered = settings
            effects.append(.remember(settings))
        }
        return effects
    }

    /// Says why a paste or a key did nothing, in the expression line's place and to a screen reader,
    /// each time (the display stays as it was).
    private func refuse(_ reason: Notice) {
        notice = reason
        noticeCount += 1
    }

    /// Presses `key`. Undo right after a clear of the tape brings the tape back instead (on disk too);
    /// any other key makes that clear final. The tape is otherwise never undone.
    private func press(_ key: Key) {
        if key == .undo, controller.undoHistoryClear() {
            tapeEffect = .restoreHistory
            return
        }
        controller.commitHistoryClear()
        controller.press(key)
        // A key past a nesting limit changed nothing: the notice says why.
        if let limit = controller.refusal { refuse(.limit(limit)) }
    }

    /// A click on a key, the history button, a row of the panel (recalls its result) or `Clear`; the
    /// panel's heading, its empty line and its scroll bar do nothing.
    private func click(_ control: Control) {
        switch control {
        case .key(let key): press(key)
        case .historyToggle: toggleHistory()
        case .historyClear: clearHistory()
        case .historyRow(let index): recall(index)
        case .historyHeading, .historyEmpty, .historyScrollBar: break
        }
    }

    /// Up and Down choose a calculation, Return recalls it, Escape closes the panel; true when
    /// the key was one of these (other keys work as ever while the panel is open).
    private func handleHistoryKey(_ keysym: Keysym) -> Bool {
        let count = controller.history.entries.count
        switch keysym {
        case .up, .keypadUp: history.move(1, count: count)
        case .down, .keypadDown: history.move(-1, count: count)
        case .return, .keypadEnter:
            guard let index = history.selection else { return false }
            recall(index)
        case .escape: history = HistoryPanel()
        default: return false
        }
        return true
    }

    private func toggleHistory() {
        let wasOpen = history.isOpen
        history = HistoryPanel()
        history.isOpen = !wasOpen
    }

    /// Clears the tape, on disk at once (`SessionEffect.clearHistory`); undo right after brings it back.
    private func clearHistory() {
        controller.clearHistory()
        history.selection = nil
        tapeEffect = .clearHistory
    }

    /// Shows `text` in the expression line's place until the next key, click or paste, as a refused
    /// paste's notice is: what the store did that the user is to know (`StorageNotice`), said once.
    public func showNotice(_ text: String) -> Answer {
        refuse(.message(text))
        return Answer(scene: scene, effects: [.announce(accessibleSnapshot)])
    }

    /// Makes a calculation's result the entry and closes the panel, as the iPhone does.
    private func recall(_ index: Int) {
        guard controller.history.entries.indices.contains(index) else { return }
        controller.recall(controller.history.entries[index])
        history = HistoryPanel()
    }

    /// Re-solves the layout, and shows the digits of the size class (`SizeClass.significantDigits`).
    private func resize(_ size: Size) {
        windowSize = size
        buttonCache = nil
        let before = layout.sizeClass
        layout.resize(width: Double(size.width), height: Double(size.height))
        // The compact window has no 2nd button to show it is on or to turn it off.
        if before == .wide, layout.sizeClass == .compact { controller.turnSecondOff() }
        controller.showDigits(layout.sizeClass.significantDigits)
    }
}

extension CalculatorSession {
    /// What the display's X resources ask for: theme, scale (dpi / 96), whether a tape is kept on disk
    /// (`calculator.history`), whether the window starts above others (`calculator.alwaysOnTop`; nil
    /// when unset, so the remembered choice decides), the evaluation rule (`calculator.evaluation`)
    /// and how numbers are written.
    public struct Settings {
        public var theme = Theme()
        public var scale = 1.0
        public var keepsHistory = true
        public var alwaysOnTop: Bool?
        /// How operators are ordered (`calculator.evaluation`).
        public var evaluation = Evaluation.precedence
        /// What the resources set over the locale's way of writing numbers: `calculator.decimalSeparator`
        /// (`.` or `,`), `calculator.groupSeparator` (a character, `space` for a narrow no-break space, or
        /// `none`) and `calculator.grouping` (`3`, `3;2` or `none`); nil where unset.
        public var decimalSeparator: String?
        public var groupSeparator: String?
        public var grouping: String?
        public init() {}

        /// The settings the resources ask for; bad values are named in `problems`.
        public init(resources: ResourceValues, problems: inout [String]) {
            theme = Theme(resources: resources, problems: &problems)
            scale = (resources.dpi ?? 96) / 96
            keepsHistory = Self.boolean("history", resources, &problems) ?? true
            alwaysOnTop = Self.boolean("alwaysOnTop", resources, &problems)
            if let text = resources.values["decimalSeparator"] {
                if text == "." || text == "," { decimalSeparator = text } else {
                    problems.append("ignoring calculator.decimalSeparator '\(text)': not . or ,")
                }
            }
            if let text = resources.values["groupSeparator"] {
                groupSeparator = text == "space" ? "\u{202F}" : text
            }
            if let text = resources.values["grouping"] {
                if text == "none" || text.split(separator: ";").allSatisfy({ Int($0).map { (1...9).contains($0) } ?? false }) {
                    grouping = text
                } else {
                    problems.append("ignoring calculator.grouping '\(text)': not 3, 3;2 or none")
                }
            }
            if let text = resources.values["evaluation"] {
                if let evaluation = Evaluation(rawValue: text.lowercased()) {
                    self.evaluation = evaluation
                } else {
                    problems.append("ignoring calculator.evaluation '\(text)': not precedence or immediate")
                }
            }
        }

        /// The window's default and smallest sizes at `scale`.
        public var defaultWindowSize: Size { CalculatorSession.defaultSize.scaled(by: scale) }
        public var minimumWindowSize: Size { CalculatorSession.minimumSize.scaled(by: scale) }

        /// A boolean resource as Xrm writes them (`true`, `on`, `yes`, `1` and their opposites, any
        /// case); nil when unset or not a boolean (then named in `problems`).
        static func boolean(_ name: String, _ resources: ResourceValues, _ problems: inout [String]) -> Bool? {
            guard let text = resources.values[name] else { return nil }
            switch text.lowercased() {
            case "true", "on", "yes", "1": return true
            case "false", "off", "no", "0": return false
            default:
                problems.append("ignoring calculator.\(name) '\(text)': not true or false")
                return nil
            }
        }
    }
}
