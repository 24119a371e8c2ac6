import AccessibilityBus
import CalculatorModel
import CalculatorPresentation
import CalculatorStorage
import CalculatorView
import WindowInterface

/// Routes what the session answers: the tape and the remembered settings to the store, the accessible
/// tree to the bus once the frame is on screen, and the rest to the window as its update. Problems
/// writing are one line each on standard error.
final class EffectRouter {
    private let store: CalculatorStore
    private let accessibility: AccessibilityServer<Control>
    /// The newest inputs of the accessible tree, built and sent after the frame.
    private var pendingSnapshot: AccessibleSnapshot?

    init(store: CalculatorStore, accessibility: AccessibilityServer<Control>) {
        self.store = store
        self.accessibility = accessibility
    }

    /// Carries out the effects for the store and the bus, and returns the window's part.
    func route(_ answer: CalculatorSession.Answer) -> WindowUpdate<Control> {
        var update = WindowUpdate<Control>(scene: answer.scene)
        for effect in answer.effects {
            switch effect {
            case .appendToHistory(let entries): report(store.append(entries))
            case .clearHistory: report(store.clearHistory())
            case .remember(let settings): report(store.remember(Self.rememberedState(settings)))
            case .announce(let snapshot): pendingSnapshot = snapshot
            case .copy(let text): update.copy = text
            case .requestPaste(let selection): update.requestPaste = selection
            case .flash(let id): update.flash = id
            case .keepAbove(let isAbove): update.alwaysOnTop = isAbove
            case .quit: update.quit = true
            }
        }
        return update
    }

    /// Sends the newest accessible tree, when the bus is connected: after the frame, which need not wait for it.
    func afterFrame() {
        guard let snapshot = pendingSnapshot else { return }
        pendingSnapshot = nil
        if accessibility.isConnected { accessibility.update(snapshot.tree) }
    }

    /// Writes what the store could not write before (`CalculatorStore.retryDelay`).
    func retry() { report(store.retry()) }

    /// The state file's values: the memory to the 40 digits a number holds (none when it cannot be
    /// told from 0, which has no digits to write).
    static func rememberedState(_ settings: RememberedSettings) -> RememberedState {
        RememberedState(alwaysOnTop: settings.alwaysOnTop, angleUnit: settings.angleUnit,
                        memory: settings.memory?.rounded(toSignificantDigits: Number.precision))
    }

    private func report(_ problems: [String]) {
        for problem in problems { standardError("calculator: " + problem) }
    }
}
