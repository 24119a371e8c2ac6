import CalculatorController
import CalculatorModel
import UnitDatabase
import WindowInterface
@testable import CalculatorPresentation

extension CalculatorSession {
    /// The scene made afresh, every button included, from the session's state through presentation's
    /// internal API: what `scene` (which reuses its cached buttons) must equal. Test-only, so it lives here.
    var sceneWithoutCache: Scene<Control> {
        let calculator = calculatorPane!
        return calculator.withDigitScroll(
            KeypadScene.scene(
                controller.state, in: calculator.layout.frames, theme: shared.theme, palette: shared.palette,
                history: history, tape: controller.history, isAlwaysOnTop: shared.isAlwaysOnTop, notice: notice?.text,
                undo: controller.undoAvailability, exact: calculator.exactShown(shared),
                exactForms: shared.exactPreference.tapeForms),
            shared)
    }

    // What the tests look at, through the session's parts.
    var controller: CalculatorController { shared.controller }
    var history: HistoryPanel { shared.history }
    var notice: Notice? { shared.notice }
    var mode: Mode { pane.pane.mode }
    var undoAvailability: UndoAvailability { shared.undoAvailability }

    /// Every pane made, the one shown first.
    private var panes: [ModePane] { [pane] + setAside.values }
    /// The calculator's pane, shown or set aside; nil until it was made.
    var calculatorPane: CalculatorPane? {
        panes.lazy.compactMap { if case .calculator(let pane) = $0 { pane } else { nil } }.first
    }
    /// The programmer mode's pane, shown or set aside; nil until it was made.
    var programmer: ProgrammerPane? {
        panes.lazy.compactMap { if case .programmer(let pane) = $0 { pane } else { nil } }.first
    }
    /// The converter's pane, shown or set aside; nil until it was made.
    var converterPane: ConverterPane? {
        panes.lazy.compactMap { if case .converter(let pane) = $0 { pane } else { nil } }.first
    }
    /// The converter's units and picker.
    var converter: ConverterPanel? { converterPane?.panel }
    /// The unit database as the converter read it; nil before it first showed.
    var catalogue: Result<UnitCatalogue, UnitError>? { converterPane?.catalogue }
    /// What the converter shows now; nil before it first showed.
    var converterShown: ConverterShown? { converterPane?.shown(shared) }
    /// The calculator's keypad.
    var layout: KeypadLayout { calculatorPane!.layout }
}

extension CalculatorSession {
    /// The scroll of the digits shown in the calculator, if any.
    var digitScroll: DigitScroll? { calculatorPane?.digitScroll(shared) }
    /// Whether a paste was asked for and nothing came since.
    var isAwaitingPaste: Bool {
        get { shared.isAwaitingPaste }
        set { shared.isAwaitingPaste = newValue }
    }
}

extension AccessibleSnapshot {
    /// The calculator's inputs, when the calculator shows.
    var calculator: KeypadAccessibility.Snapshot? {
        if case .calculator(let snapshot) = pane { snapshot } else { nil }
    }
}
