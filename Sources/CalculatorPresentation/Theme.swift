import CalculatorView

/// The calculator's colours and font: the iPhone palette, or what the X resources say.
public struct Theme: Sendable {
    /// A fill and the colour of the text on it.
    public struct Pair: Hashable, Sendable { public var fill: Color; public var text: Color }

    public var background = Color.black
    public var digit = Pair(fill: Color(hex: "#333333")!, text: .white)
    public var function = Pair(fill: Color(hex: "#a5a5a5")!, text: .black)
    public var operation = Pair(fill: Color(hex: "#ff9f0a")!, text: .white)
    public var scientific = Pair(fill: Color(hex: "#212121")!, text: .white)
    public var display = Color.white
    public var expression = Color(hex: "#8e8e93")!
    /// A fontconfig family list for every text, or nil for the view's default.
    public var font: String? = nil

    /// The resource names of the colours, as documented in the README (immutable; key paths are not Sendable).
    nonisolated(unsafe) static let colorResources: [(name: String, path: WritableKeyPath<Theme, Color>)] = [
        ("background", \.background),
        ("digitColor", \.digit.fill), ("digitTextColor", \.digit.text),
        ("functionColor", \.function.fill), ("functionTextColor", \.function.text),
        ("operatorColor", \.operation.fill), ("operatorTextColor", \.operation.text),
        ("scientificColor", \.scientific.fill), ("scientificTextColor", \.scientific.text),
        ("displayColor", \.display), ("expressionColor", \.expression),
    ]

    public init() {}

    /// The default theme with the colours and font the resources set; bad values are named in `problems`.
    /// A colour may come from any entry that matches (`*background` too); the font only from one for
    /// the calculator (`calculator.font`, `Calculator*font`), never from `*font`.
    public init(resources: XResources, problems: inout [String]) {
        for (name, path) in Self.colorResources {
            switch resources.color(name) {
            case .unset: break
            case .color(let color): self[keyPath: path] = color
            case .invalid(let text): problems.append("ignoring calculator.\(name) '\(text)': not a colour like #ff9f0a")
            }
        }
        // Only a font set for the calculator: `*font` is usually a terminal's monospaced font.
        font = resources.isSpecific("font") ? resources.value("font").flatMap { $0.isEmpty ? nil : $0 } : nil
    }

    /// Fill and text of a button: a pending operator is drawn inverted, as on the iPhone;
    /// a latched key (`2nd`) is lightened.
    public func colors(for style: KeypadButton.Style, isPending: Bool, isLatched: Bool = false) -> Pair {
        let pair = switch style {
        case .digit: digit
        case .function: function
        case .operation: isPending ? Pair(fill: operation.text, text: operation.fill) : operation
        case .scientific: scientific
        }
        return isLatched ? Pair(fill: pair.fill.mixed(with: .white, fraction: 0.35), text: pair.text) : pair
    }
}
