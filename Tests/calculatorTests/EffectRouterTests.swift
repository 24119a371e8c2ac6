import AccessibilityBus
import CalculatorModel
import CalculatorPresentation
import CalculatorStorage
import Testing
import TestSupport
import WindowInterface
@testable import calculator

/// The router carries each effect where it belongs: the tape and the state to the store (read back
/// from the files), the window's to its update; with no bus connected, the tree is dropped.
struct EffectRouterTests {
    @Test func effectsGoToTheStoreAndTheWindow() throws {
        let directory = StateDirectory(path: makeTemporaryDirectory(prefix: "calculator-router") + "/calculator")
        let router = EffectRouter(store: CalculatorStore(directory: directory, keepsHistory: true),
                                  accessibility: AccessibilityServer<Control>(applicationName: "test", version: "0",
                                                                              windowOrigin: { (0, 0) }))
        let session = CalculatorSession(size: Size(width: 320, height: 560))
        var answer = CalculatorSession.Answer(scene: session.scene)
        answer.effects = [
            .appendToHistory([HistoryEntry(expression: "7 + 9", result: "16")]),
            .remember(RememberedSettings(alwaysOnTop: true, angleUnit: .radians, memory: Real(2) / Real(3))),
            .announce(session.accessibleSnapshot),
            .copy("16"), .requestPaste(.primary), .flash(.key(.equals)), .keepAbove(true), .quit,
        ]
        let update = router.route(answer)
        #expect(update == WindowUpdate(scene: session.scene, flash: .key(.equals), copy: "16", requestPaste: .primary,
                                       quit: true, alwaysOnTop: true))
        router.afterFrame()   // no bus: nothing to send, nothing fails
        let reopened = CalculatorStore(directory: directory, keepsHistory: true)
        #expect(reopened.readHistory().entries.map(\.line) == ["7 + 9 = 16"])
        let state = reopened.readState().state
        #expect(state.alwaysOnTop && state.angleUnit == .radians)
        // The memory is kept to the 40 digits a number holds: 2/3 rounded half away from zero.
        #expect(state.memory.map(NumberFormat.exact) == "0." + String(repeating: "6", count: 39) + "7")
    }
}
