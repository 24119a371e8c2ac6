import WindowInterface

/// The calculator's X resources as plain values: the executable reads them from the display (the
/// view's `XResources`) and hands them over, so presentation needs no X to be configured or tested.
public struct ResourceValues: Hashable, Sendable {
    /// The text of each resource of `names` that is set, by name (`history`: `false`).
    public var values: [String: String]
    /// Each colour resource of `colorNames` that is set, by name: its colour, or the text that is not one.
    public var colors: [String: ResourceColor]
    /// The font resource when an entry for the calculator sets it (`calculator.font`, `Calculator*font`);
    /// nil when unset or set only for every program (`*font`, usually a terminal's monospaced font).
    public var font: String?
    /// `Xft.dpi`, when set and sensible.
    public var dpi: Double?

    public init(
        values: [String: String] = [:], colors: [String: ResourceColor] = [:], font: String? = nil,
        dpi: Double? = nil
    ) {
        self.values = values
        self.colors = colors
        self.font = font
        self.dpi = dpi
    }

    /// The resources read as text (see `CalculatorSession.Settings`).
    public static let names = [
        "history", "alwaysOnTop", "evaluation", "decimalSeparator", "groupSeparator", "grouping",
        "exactForm", "mixedNumbers", "feetAndInches", "mode",
    ]
    /// The colour resources (see `Theme`).
    public static var colorNames: [String] { Theme.colorResources.map(\.name) }

    /// The colour resource `name`, `.unset` when it is not set.
    func color(_ name: String) -> ResourceColor { colors[name] ?? .unset }
}
