import AccessibilityBus
import CalculatorModel
import CalculatorPresentation
import CalculatorStorage
import ExchangeRates
import SystemIO
import WindowInterface

/// Routes what the session answers: the tape and the remembered settings to the store, the accessible
/// tree to the bus once the frame is on screen, and the rest to the window as its update. Problems
/// writing are one line each on standard error; what the store has to tell the user (`StorageNotice`)
/// goes back to the session as its input (`SessionDriver`): the router never calls the session.
final class EffectRouter {
    private let store: CalculatorStore
    private let accessibility: AccessibilityServer<Control>
    /// The accessible trees announced, built and sent after the frame.
    private var accessibleUpdates = AccessibleUpdates()
    let ratesUpdate = RatesUpdateProcess()   // the exchange rates' update, a process beside the event loop

    init(store: CalculatorStore, accessibility: AccessibilityServer<Control>) {
        self.store = store
        self.accessibility = accessibility
    }

    /// Carries out the effects for the store and the bus; the window's part, and the store's newest notice for the session.
    func route(_ answer: CalculatorSession.Answer) -> SessionDriver.Performed {
        var update = WindowUpdate<Control>(scene: answer.scene, tooltip: answer.tooltip)
        for effect in answer.effects {
            switch effect {
            case .appendToHistory(let entries): standardError(problems: store.append(entries))
            case .clearHistory: standardError(problems: store.clearHistory())
            case .restoreHistory: standardError(problems: store.restoreHistory())
            case .rewriteHistory(let original, let edited): standardError(problems: store.rewriteHistory(original, as: edited))
            case .remember(let settings): standardError(problems: store.remember(Self.rememberedState(settings)))
            case .announce(let snapshot): accessibleUpdates.announce(snapshot)
            case .copy(let text): update.copy = text
            case .select(let text): update.select = text
            case .requestPaste(let selection): update.requestPaste = selection
            case .flash(let id): update.flash = id
            case .keepAbove(let isAbove): update.alwaysOnTop = isAbove
            case .quit: update.quit = true
            case .continueWork: update.continues = true
            case .resizeWindow(let resize): update.resize = resize
            case .updateRates(let starts): starts ? ratesUpdate.start() : ratesUpdate.cancel()
            case .saveSheet(let lines, let now): standardError(problems: store.saveSheet(lines, now: now))
            case .openSheet(let name): standardError(problems: store.openSheet(named: name))
            }
        }
        return SessionDriver.Performed(update: update, followUps: notices())
    }

    /// What the store has to tell the user, its newest notice, for the session to say.
    private func notices() -> [SessionInput] {
        store.takeNotices().last.map { [.notice($0.words)] } ?? []
    }

    /// Sends the newest accessible tree, when the bus is connected: after the frame, which need not wait
    /// for it; only the parts its scene changed are made again (`AccessibleSnapshot.parts(updating:)`).
    func afterFrame() {
        if let tree = accessibleUpdates.takeTree(connected: accessibility.isConnected) { accessibility.update(tree) }
    }

    /// Writes what the store could not write before (`CalculatorStore.retryDelay`); what that has to tell the user.
    func retry() -> [SessionInput] {
        standardError(problems: store.retry())
        return notices()
    }

    /// Reads the tape again after it changed on disk (`HistoryWatch`), for the session to show; nothing when unchanged.
    func reloadHistory() -> [SessionInput] {
        store.reloadHistory().map { [.historyChanged($0)] } ?? []
    }

    /// The state file's values: the memory to 40 digits (none when it cannot be told from 0: no digits to write).
    static func rememberedState(_ settings: RememberedSettings) -> RememberedState {
        RememberedState(
            alwaysOnTop: settings.alwaysOnTop, angleUnit: settings.angleUnit, converterUnits: settings.converterPair,
            memory: settings.memory?.rounded(toSignificantDigits: Number.precision), mode: settings.mode.storedName)
    }
}
