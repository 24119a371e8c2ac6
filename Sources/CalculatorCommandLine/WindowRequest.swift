import CalculatorModel
import CalculatorPresentation

/// The window as the command line asks for it: the display, the geometry and what the options set
/// over the X resources.
public struct WindowRequest: Equatable, Sendable {
    /// The X display to open; nil uses `$DISPLAY`.
    public var display: String?
    /// The X geometry, checked to parse (`WindowGeometry`).
    public var geometry: String?
    /// False with `--no-history`: no tape on disk, whatever the resources say.
    public var keepsHistory: Bool
    /// `--evaluation`, over the resource `calculator.evaluation`.
    public var evaluation: Evaluation?
    /// The number format's options, over the resources and the locale.
    public var numberFormat: NumberFormatOptions
    /// `--exact-form`, over the resource `calculator.exactForm`: which form of a value the window shows.
    public var exactForm: ExactFormDisplay?

    /// A request for the window; by default the plain start's, with nothing set.
    public init(
        display: String? = nil, geometry: String? = nil, keepsHistory: Bool = true, evaluation: Evaluation? = nil,
        numberFormat: NumberFormatOptions = NumberFormatOptions(), exactForm: ExactFormDisplay? = nil
    ) {
        self.exactForm = exactForm
        self.display = display
        self.geometry = geometry
        self.keepsHistory = keepsHistory
        self.evaluation = evaluation
        self.numberFormat = numberFormat
    }
}
