import WindowInterface

/// The calculator's colours and font: the iPhone palette, or what the X resources say, made legible:
/// every text keeps WCAG AA contrast (4.5:1) on what it is drawn on, and every button an edge
/// against the background, in every state.
public struct Theme: Sendable {
    /// A fill and the colour of the text on it.
    public struct Pair: Hashable, Sendable {
        public var fill: Color
        public var text: Color
        public init(fill: Color, text: Color) { self.fill = fill; self.text = text }
    }

    /// A button's colours in one state: its fill, its fill while pressed, its text.
    public struct ButtonColors: Hashable, Sendable {
        public var fill: Color
        public var pressed: Color
        public var text: Color
    }

    /// WCAG 2 AA for text; and the least contrast of a fill with the background for its edge to show.
    public static let minimumTextContrast = 4.5
    public static let minimumEdgeContrast = 1.25

    public var background = Color.black
    public var digit = Pair(fill: Color(hex: "#333333")!, text: .white)
    public var function = Pair(fill: Color(hex: "#a5a5a5")!, text: .black)
    public var operation = Pair(fill: Color(hex: "#bf4d00")!, text: .white)   // an orange white reads on at 4.9:1
    public var scientific = Pair(fill: Color(hex: "#212121")!, text: .white)
    /// The pending operator's colours; nil draws the operator inverted, as on the iPhone.
    public var pending: Pair? = nil
    public var display = Color.white
    public var expression = Color(hex: "#8e8e93")!
    /// A fontconfig family list for every text, or nil for the view's default.
    public var font: String? = nil

    /// Where each colour resource (`Resource.colorResources`) goes.
    nonisolated(unsafe) static let colorResources: [Resource: (inout Theme, Color) -> Void] = [
        .background: { $0.background = $1 },
        .digitColor: { $0.digit.fill = $1 }, .digitTextColor: { $0.digit.text = $1 },
        .functionColor: { $0.function.fill = $1 }, .functionTextColor: { $0.function.text = $1 },
        .operatorColor: { $0.operation.fill = $1 }, .operatorTextColor: { $0.operation.text = $1 },
        .pendingColor: { $0.pending = Pair(fill: $1, text: $0.pendingPair.text) },
        .pendingTextColor: { $0.pending = Pair(fill: $0.pendingPair.fill, text: $1) },
        .scientificColor: { $0.scientific.fill = $1 }, .scientificTextColor: { $0.scientific.text = $1 },
        .displayColor: { $0.display = $1 }, .expressionColor: { $0.expression = $1 },
    ]

    public init() {}

    /// The light palette (`Resources/light.Xresources` spells the same colours): the keys, number and
    /// expression a light background gets unless the resources set them.
    public static let light: Theme = {
        var theme = Theme()
        theme.background = Color(hex: "#d8d8dd")!
        theme.digit = Pair(fill: .white, text: Color(hex: "#1c1c1e")!)
        theme.function = Pair(fill: Color(hex: "#aeaeb2")!, text: Color(hex: "#1c1c1e")!)
        theme.operation = Pair(fill: Color(hex: "#bf4d00")!, text: .white)
        theme.pending = Pair(fill: Color(hex: "#1c1c1e")!, text: Color(hex: "#ff9f0a")!)
        theme.scientific = Pair(fill: Color(hex: "#f2f2f7")!, text: Color(hex: "#1c1c1e")!)
        theme.display = Color(hex: "#1c1c1e")!
        theme.expression = Color(hex: "#55555a")!
        return theme
    }()

    /// The default theme with the colours and font the resources set; bad values are named in `problems`.
    /// A colour may come from any entry that matches (`*background` too); the font only from one for
    /// the calculator (`calculator.font`, `Calculator*font`), never from `*font` (`ResourceValues.font`).
    public init(resources: ResourceValues, problems: inout [String]) {
        // A light background (another program's `*background: #fdf6e3`) starts from the light palette,
        // so the keys and texts it does not set suit it, as the dark ones suit black.
        if case .color(let background) = resources.color(.background),
            background.contrast(with: .black) > background.contrast(with: .white)
        {
            self = .light
        }
        for resource in Resource.colorResources {
            switch resources.color(resource) {
            case .unset: break
            case .color(let color): Self.colorResources[resource]?(&self, color)
            case .invalid(let text): problems.append("ignoring calculator.\(resource.name) '\(text)': not \(resource.expected)")
            }
        }
        font = resources.font.flatMap { $0.isEmpty ? nil : $0 }
    }

    /// The pending operator's colours as set, or the operator's inverted.
    var pendingPair: Pair { pending ?? Pair(fill: operation.text, text: operation.fill) }

    /// A button's colours: a pending operator in its pending colours, whether it is one of the
    /// standard keypad's (`+`) or the scientific panel's (`xʸ`, `ʸ√x`, `EE`), so a waiting operator
    /// looks the same whichever key it came from; a latched key (`2nd`) shifted towards its text
    /// colour; every fill keeps an edge and every text its contrast.
    public func colors(for style: KeypadButton.Style, isPending: Bool, isLatched: Bool = false) -> ButtonColors {
        let pair =
            switch style {
            case .digit: digit
            case .function: function
            case .operation: isPending ? pendingPair : operation
            case .scientific: isPending ? pendingPair : scientific
            }
        var fill = edged(pair.fill)
        if isLatched { fill = shifted(fill, text: readable(pair.text, on: fill), by: 0.35) }
        let text = readable(pair.text, on: fill)
        return ButtonColors(fill: fill, pressed: shifted(fill, text: text, by: 0.25), text: text)
    }

    /// The programmer's bit cursor (issue 47): of the number's colour, white and black, the fill that
    /// contrasts most with both a set bit's fill and a clear bit's (WCAG's 3:1 for a control's state
    /// where any of them reaches it), titled in a readable colour.
    public var bitCursorColors: ButtonColors {
        let set = colors(for: .operation, isPending: false).fill, clear = colors(for: .digit, isPending: false).fill
        func worst(_ color: Color) -> Double { min(color.contrast(with: set), color.contrast(with: clear)) }
        let fill = [displayText, .white, .black].max { worst($0) < worst($1) } ?? displayText
        let text = readable(background, on: fill)
        return ButtonColors(fill: fill, pressed: shifted(fill, text: text, by: 0.25), text: text)
    }

    /// The number's colour on the background.
    public var displayText: Color { readable(display, on: background) }
    /// The expression line's and status's colour on the background.
    public var expressionText: Color { readable(expression, on: background) }

    /// `text`, or the nearest colour towards black or white (whichever contrasts more with `fill`)
    /// that reaches 4.5:1 on it; one of the two always does.
    func readable(_ text: Color, on fill: Color) -> Color {
        let extreme: Color = fill.contrast(with: .black) > fill.contrast(with: .white) ? .black : .white
        return firstMix(of: text, towards: extreme) { $0.contrast(with: fill) >= Self.minimumTextContrast } ?? extreme
    }

    /// `fill`, or the nearest colour away from the background that shows an edge against it.
    func edged(_ fill: Color) -> Color {
        let extreme: Color = background.contrast(with: .black) > background.contrast(with: .white) ? .black : .white
        return firstMix(of: fill, towards: extreme) { $0.contrast(with: background) >= Self.minimumEdgeContrast } ?? extreme
    }

    /// `fill` visibly changed (pressed, latched): moved towards its text colour by up to `fraction`,
    /// or away from it, as far as the text stays readable and the edge visible.
    func shifted(_ fill: Color, text: Color, by fraction: Double) -> Color {
        let opposite: Color = text.luminance > 0.5 ? .black : .white
        for target in [text, opposite] {
            for step in stride(from: fraction, to: 0.049, by: -0.05) {
                let candidate = fill.mixed(with: target, fraction: step)
                if candidate.contrast(with: text) >= Self.minimumTextContrast,
                    candidate.contrast(with: background) >= Self.minimumEdgeContrast
                {
                    return candidate
                }
            }
        }
        return fill
    }

    /// The first of `color` mixed 0%, 5%, … 100% towards `target` that `accepts`, or nil.
    private func firstMix(of color: Color, towards target: Color, _ accepts: (Color) -> Bool) -> Color? {
        (0...20).lazy.map { color.mixed(with: target, fraction: Double($0) / 20) }.first(where: accepts)
    }
}
