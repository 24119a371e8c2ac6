import AccessibilityBus
import CalculatorModel
import CalculatorPresentation
import CalculatorStorage
import Glibc
import Testing
import TestSupport
import WindowInterface
@testable import calculator

/// The router carries each effect where it belongs: the tape and the state to the store (read back
/// from the files), the window's to its update, the store's notices back to the session (through
/// `SessionDriver`, as the window's loop does); with no bus connected, the tree is dropped.
struct EffectRouterTests {
    @Test func effectsGoToTheStoreAndTheWindow() throws {
        let directory = StateDirectory(path: makeTemporaryDirectory(prefix: "calculator-router") + "/calculator")
        let session = CalculatorSession(size: Size(width: 320, height: 560))
        let router = Self.router(directory)
        var answer = CalculatorSession.Answer(scene: session.scene)
        answer.effects = [
            .appendToHistory([HistoryEntry(expression: "7 + 9", result: "16")]),
            .remember(RememberedSettings(alwaysOnTop: true, angleUnit: .radians, memory: Real(2) / Real(3))),
            .announce(session.accessibleSnapshot),
            .copy("16"), .requestPaste(.primary), .flash(.key(.equals)), .keepAbove(true), .quit,
        ]
        let performed = router.route(answer)
        #expect(performed.followUps.isEmpty)
        #expect(
            performed.update
                == WindowUpdate(
                    scene: session.scene, flash: .key(.equals), copy: "16", requestPaste: .primary,
                    quit: true, alwaysOnTop: true))
        router.afterFrame()   // no bus: nothing to send, nothing fails
        let reopened = CalculatorStore(directory: directory, keepsHistory: true)
        #expect(reopened.readHistory().entries.map(\.line) == ["7 + 9 = 16"])
        let state = reopened.readState().state
        #expect(state.alwaysOnTop && state.angleUnit == .radians)
        // The memory is kept to the 40 digits a number holds: 2/3 rounded half away from zero.
        #expect(state.memory.map(NumberFormat.exact) == "0." + String(repeating: "6", count: 39) + "7")
    }

    /// A change of the desktop's scale: the window is asked for the session's new size and smallest size.
    @Test func aNewScaleResizesTheWindow() {
        let directory = StateDirectory(path: makeTemporaryDirectory(prefix: "calculator-router") + "/calculator")
        let session = CalculatorSession(size: Size(width: 320, height: 560))
        let update = Self.router(directory).route(session.handle(.desktopDPI(192))).update
        #expect(update.resize == WindowResize(size: Size(width: 640, height: 1120), minimumSize: Size(width: 400, height: 660)))
        #expect(update.scene == session.scene && !update.quit)
    }

    /// A key as the window reports it (`keysym` for those that type no text).
    static func key(_ text: String, keysym: UInt32? = nil, control: Bool = false, shift: Bool = false) -> WindowEvent<Control> {
        .key(
            KeyStroke(
                keysym: Keysym(rawValue: keysym ?? text.unicodeScalars.first.map(\.value) ?? 0), text: control ? "" : text,
                control: control, shift: shift))
    }

    /// A router for a store in `directory`, with no bus.
    static func router(_ directory: StateDirectory) -> EffectRouter {
        EffectRouter(
            store: CalculatorStore(directory: directory, keepsHistory: true),
            accessibility: AccessibilityServer<Control>(applicationName: "test", version: "0", windowOrigin: { (0, 0) }))
    }

    /// `inputs` through `session` and `router` as the window's loop carries them: the window's update.
    static func drive(_ inputs: [SessionInput], _ session: CalculatorSession, _ router: EffectRouter) -> WindowUpdate<Control>? {
        SessionDriver.drive(inputs, session: session, perform: router.route)
    }

    /// A key through `session` and `router`.
    static func press(
        _ text: String, keysym: UInt32? = nil, control: Bool = false, shift: Bool = false, _ session: CalculatorSession,
        _ router: EffectRouter
    ) -> WindowUpdate<Control>? {
        drive([.window(key(text, keysym: keysym, control: control, shift: shift))], session, router)
    }

    /// The tape changed on disk (another window appended, then cleared): the router reads it again and
    /// answers the session's scene, which lists it; nothing when it is as the window shows it.
    @Test func aTapeChangedOnDiskIsReadAgainAndShown() {
        let directory = StateDirectory(path: makeTemporaryDirectory(prefix: "calculator-router") + "/calculator")
        let session = CalculatorSession(size: Size(width: 320, height: 560))
        let router = Self.router(directory)
        _ = session.handle(Self.key("h", control: true))   // the panel open
        let other = CalculatorStore(directory: directory, keepsHistory: true)
        #expect(other.append([HistoryEntry(expression: "7 + 9", result: "16")]).isEmpty)
        let appended = Self.drive(router.reloadHistory(), session, router)?.scene
        #expect(appended?.buttons.contains { $0.control == .historyRow(0) && $0.title.contains("16") } == true)
        #expect(Self.drive(router.reloadHistory(), session, router)?.scene == nil)   // as shown: nothing to draw
        #expect(other.clearHistory().isEmpty)
        #expect(
            Self.drive(router.reloadHistory(), session, router)?.scene?.buttons.contains { $0.control == .historyEmpty } == true)
    }

    /// The file's text without each line's fields after a tab (how the line was made, `LineRecipe`):
    /// the calculations as `calculator --history` prints them.
    static func calculations(_ text: String?) -> String? {
        text.map {
            $0.split(separator: "\n", omittingEmptySubsequences: false).map { $0.prefix { $0 != "\t" } }.joined(separator: "\n")
        }
    }

    /// Ctrl+Shift+Delete empties the file when the answer is routed, not at a later key; Ctrl+Z right
    /// after writes the tape back when its answer is routed.
    @Test func aClearAndItsUndoReachTheFileAtOnce() {
        let directory = StateDirectory(path: makeTemporaryDirectory(prefix: "calculator-router") + "/calculator")
        let session = CalculatorSession(size: Size(width: 320, height: 560))
        let router = Self.router(directory)
        let tape = directory.path + "/history"
        for text in ["7", "+", "9", "="] { _ = Self.press(text, session, router) }
        #expect(Self.calculations(fileText(tape)) == "7 + 9 = 16\n")
        _ = Self.press("", keysym: 0xFFFF, control: true, shift: true, session, router)
        #expect(fileText(tape) == "")
        _ = Self.press("z", control: true, session, router)
        #expect(Self.calculations(fileText(tape)) == "7 + 9 = 16\n")
    }

    /// What the store has to tell the user comes back as the scene of the routed answer: here a torn
    /// line dropped from the tape, said in the expression line until the next key.
    @Test func aStoreNoticeIsShownOnce() {
        let directory = StateDirectory(path: makeTemporaryDirectory(prefix: "calculator-router") + "/calculator")
        #expect(mkdir(directory.path, 0o700) == 0)
        let tape = directory.path + "/history"
        #expect(writeFileText("7 + 9 = 16\n123 × 456 = 5", to: tape))
        let session = CalculatorSession(size: Size(width: 320, height: 560))
        let router = Self.router(directory)
        for text in ["1", "+", "1"] { _ = Self.press(text, session, router) }
        let performed = router.route(session.handle(Self.key("=")))
        #expect(performed.followUps == [.notice(StorageNotice.tornLineDropped.words)])
        let update = Self.drive(performed.followUps, session, router)
        #expect(update?.scene?.expression.text == StorageNotice.tornLineDropped.text)
        #expect(update?.scene?.number.text == "2")
        #expect(Self.calculations(fileText(tape)) == "7 + 9 = 16\n1 + 1 = 2\n")
        let next = Self.press("=", session, router)
        #expect(next?.scene?.expression.text != StorageNotice.tornLineDropped.text)
    }
}
