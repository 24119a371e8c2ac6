import WindowInterface

/// The calculator's X resources as plain values: the executable fetches each row of `Resource` from the
/// display (the view's `XResources`, by the row's name) and hands them over, so presentation needs no X
/// to be configured or tested.
public struct ResourceValues: Hashable, Sendable {
    /// The text of each text resource that is set (`history`: `false`).
    public var values: [Resource: String]
    /// Each colour resource that is set: its colour, or the text that is not one.
    public var colors: [Resource: ResourceColor]
    /// The font resource when an entry for the calculator sets it (`calculator.font`, `Calculator*font`);
    /// nil when unset or set only for every program (`*font`, usually a terminal's monospaced font).
    public var font: String?
    /// `Xft.dpi`, when set and sensible.
    public var dpi: Double?

    public init(
        values: [Resource: String] = [:], colors: [Resource: ResourceColor] = [:], font: String? = nil,
        dpi: Double? = nil
    ) {
        self.values = values
        self.colors = colors
        self.font = font
        self.dpi = dpi
    }

    /// The values fetched by the table's names: `text` gives a text resource's value, `color` a colour
    /// resource's (`.unset` when unset), `font` the calculator's own font.
    public init(
        text: (String) -> String?, color: (String) -> ResourceColor, font: String?, dpi: Double?
    ) {
        self.init(font: font, dpi: dpi)
        for resource in Resource.textResources { values[resource] = text(resource.name) }
        for resource in Resource.colorResources {
            let value = color(resource.name)
            if value != .unset { colors[resource] = value }
        }
    }

    /// The colour resource `resource`, `.unset` when it is not set.
    func color(_ resource: Resource) -> ResourceColor { colors[resource] ?? .unset }

    /// The value of `resource` as its parser reads it (a choice lower-cased), nil when unset; a value the
    /// parser refuses is named in `problems` (`ignoring calculator.exactForm 'always': not show, main or off`).
    func parsed(_ resource: Resource, _ problems: inout [String]) -> String? {
        guard let text = values[resource] else { return nil }
        guard let value = resource.parse(text) else {
            problems.append("ignoring calculator.\(resource.name) '\(text)': not \(resource.expected)")
            return nil
        }
        return value
    }

    /// A boolean resource, nil when unset or refused.
    func boolean(_ resource: Resource, _ problems: inout [String]) -> Bool? {
        parsed(resource, &problems).map { $0 == "true" }
    }
}
