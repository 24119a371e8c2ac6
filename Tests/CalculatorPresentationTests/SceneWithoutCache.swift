import WindowInterface
@testable import CalculatorPresentation

extension CalculatorSession {
    /// The scene made afresh, every button included, from the session's state through presentation's
    /// internal API: what `scene` (which reuses its cached buttons) must equal. Test-only, so it lives here.
    var sceneWithoutCache: Scene<Control> {
        withDigitScroll(
            KeypadScene.scene(
                controller.state, in: layout.frames, theme: theme, palette: palette, history: history,
                tape: controller.history, isAlwaysOnTop: isAlwaysOnTop, notice: notice?.text,
                undo: controller.undoAvailability, exact: exactShown, exactForms: exactPreference.tapeForms))
    }
}
