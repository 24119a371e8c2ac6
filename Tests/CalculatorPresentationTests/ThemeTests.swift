import Testing
import TestSupport
import WindowInterface
@testable import CalculatorPresentation

/// The theme: the iPhone's palette, overridden by X resources, and the colours of button states.
/// (How the display's resources become these values: calculatorTests' ResourceSettingsTests.)
struct ThemeTests {
    @Test func resourcesSetColoursAndFont() {
        var problems: [String] = []
        let theme = Theme(
            resources: ResourceValues(
                colors: [
                    .background: .color(.white), .operatorColor: .color(Color(hex: "#0a84ff")!), .displayColor: .color(.black),
                ],
                font: "Noto Sans"), problems: &problems)
        #expect(problems.isEmpty)
        #expect(theme.background == Color(red: 255, green: 255, blue: 255))
        #expect(theme.operation.fill == Color(red: 0x0a, green: 0x84, blue: 0xff))
        #expect(theme.display == Color(red: 0, green: 0, blue: 0))
        #expect(theme.font == "Noto Sans")
        #expect(theme.digit == Theme.light.digit)   // unset, from the light palette a white background brings
    }

    @Test func aBadColourIsNamedAndIgnored() {
        var problems: [String] = []
        let theme = Theme(resources: ResourceValues(colors: [.digitColor: .invalid("purple")], font: ""), problems: &problems)
        #expect(problems == ["ignoring calculator.digitColor 'purple': not a colour like #ff9f0a"])
        #expect(theme.digit == Theme().digit)
        #expect(theme.font == nil)
    }

    /// Every colour row of the resource table has a place in the theme, and setting it changes the theme.
    @Test func everyColourResourceChangesTheTheme() {
        #expect(Set(Theme.colorResources.keys) == Set(Resource.colorResources))
        for resource in Resource.colorResources {
            var problems: [String] = []
            let theme = Theme(resources: ResourceValues(colors: [resource: .color(Color(hex: "#123456")!)]), problems: &problems)
            #expect(Self.allColors(theme) != Self.allColors(Theme()), "\(resource)")
        }
    }

    static func allColors(_ theme: Theme) -> [Color] {
        [
            theme.background, theme.digit.fill, theme.digit.text, theme.function.fill, theme.function.text,
            theme.operation.fill, theme.operation.text, theme.pendingPair.fill, theme.pendingPair.text,
            theme.scientific.fill, theme.scientific.text, theme.display, theme.expression,
        ]
    }

    @Test func pendingOperatorIsInvertedAndLatchedKeyShifted() {
        let theme = Theme()
        let pending = theme.colors(for: .operation, isPending: true)
        #expect(pending.fill == theme.operation.text && pending.text == theme.operation.fill)
        #expect(theme.colors(for: .digit, isPending: true) == theme.colors(for: .digit, isPending: false))
        let latched = theme.colors(for: .scientific, isPending: false, isLatched: true)
        #expect(latched.text == theme.scientific.text)
        #expect(latched.fill.contrast(with: theme.scientific.fill) >= Theme.minimumEdgeContrast)
    }

    // MARK: Contrast in every state of every theme

    /// The theme of colour resources set to `#rrggbb` values, by name.
    static func theme(_ colors: [String: String]) -> Theme {
        var problems: [String] = []
        let set = Dictionary(
            uniqueKeysWithValues: colors.map { (Resource(rawValue: $0.key)!, ResourceColor.color(Color(hex: $0.value)!)) })
        return Theme(resources: ResourceValues(colors: set), problems: &problems)
    }

    /// Text at least 4.5:1 on its fill (also pressed), every fill (also pressed) an edge of 1.25:1 against
    /// the background, the number and expression line 4.5:1 on the background.
    static func checkLegible(_ theme: Theme, _ name: String, pressingShows: Bool = false) {
        for style in [KeypadButton.Style.digit, .function, .operation, .scientific] {
            for (pending, latched) in [(false, false), (true, false), (false, true)] {
                let colors = theme.colors(for: style, isPending: pending, isLatched: latched)
                let state = "\(name) \(style) pending \(pending) latched \(latched)"
                #expect(colors.text.contrast(with: colors.fill) >= Theme.minimumTextContrast, "\(state)")
                #expect(colors.text.contrast(with: colors.pressed) >= Theme.minimumTextContrast, "\(state) pressed")
                #expect(colors.fill.contrast(with: theme.background) >= Theme.minimumEdgeContrast, "\(state) edge")
                #expect(colors.pressed.contrast(with: theme.background) >= Theme.minimumEdgeContrast, "\(state) pressed edge")
                if pressingShows { #expect(colors.pressed != colors.fill, "\(state): pressing shows") }
            }
        }
        #expect(theme.displayText.contrast(with: theme.background) >= Theme.minimumTextContrast, "\(name) display")
        #expect(theme.expressionText.contrast(with: theme.background) >= Theme.minimumTextContrast, "\(name) expression")
    }

    /// (That Resources/light.Xresources spells `Theme.light`: calculatorTests' ResourceSettingsTests.)
    @Test func theDefaultAndTheLightThemeAreLegibleAsTheyAre() {
        for (name, theme) in [("default", Theme()), ("light", Theme.light)] {
            Self.checkLegible(theme, name, pressingShows: true)
            // Designed legible: no colour needed adjusting.
            #expect(theme.displayText == theme.display && theme.expressionText == theme.expression, "\(name)")
            for style in [KeypadButton.Style.digit, .function, .operation, .scientific] {
                let pair = [
                    KeypadButton.Style.digit: theme.digit, .function: theme.function,
                    .operation: theme.operation, .scientific: theme.scientific,
                ][style]!
                let colors = theme.colors(for: style, isPending: false)
                #expect(colors.fill == pair.fill && colors.text == pair.text, "\(name) \(style)")
            }
            // The pending operator looks like no other key.
            let pending = theme.colors(for: .operation, isPending: true).fill
            for style in [KeypadButton.Style.digit, .function, .operation, .scientific] {
                #expect(
                    pending.contrast(with: theme.colors(for: style, isPending: false).fill) >= Theme.minimumEdgeContrast,
                    "\(name): pending vs \(style)")
            }
        }
    }

    /// Another program's wildcard (Solarized's `*background`) changes only the background: the texts
    /// follow, never white on cream.
    @Test func aForeignBackgroundKeepsTheTextsReadable() {
        let solarized = Self.theme(["background": "#fdf6e3"])
        Self.checkLegible(solarized, "solarized")
        #expect(solarized.displayText.luminance < 0.2)
    }

    /// A light background brings the light palette for what the resources leave unset: a near-black
    /// number, a clearly lighter expression, light keys (issue 23, item 6: Solarized's cream gave the
    /// number #666666 beside the expression's #6b6b6e, and the dark theme's keys).
    @Test func aLightBackgroundDerivesALightPalette() {
        let solarized = Self.theme(["background": "#fdf6e3"])
        Self.checkLegible(solarized, "solarized", pressingShows: true)
        #expect(solarized.displayText.luminance < 0.02)
        #expect(solarized.expressionText.luminance > solarized.displayText.luminance + 0.05)
        for style in [KeypadButton.Style.digit, .function, .scientific] {
            #expect(solarized.colors(for: style, isPending: false).fill.luminance > 0.3, "\(style)")
        }
        // What the resources set still wins.
        #expect(Self.theme(["background": "#fdf6e3", "digitColor": "#123456"]).digit.fill == Color(hex: "#123456"))
        // A dark background keeps the dark palette.
        #expect(Self.allColors(Self.theme(["background": "#202020"])).dropFirst() == Self.allColors(Theme()).dropFirst())
    }

    /// Whatever colours the resources give, every state stays legible.
    @Test(arguments: 0..<8)
    func randomThemesAreMadeLegible(seed: Int) {
        var random = SplitMix64(seed: UInt64(seed) &* 7919 &+ 1)
        for _ in 0..<50 {
            var colors: [String: String] = [:]
            for name in Resource.colorResources.map(\.name) {
                let channels = (0..<3).map { _ in String(Int(random.next() % 256), radix: 16) }
                colors[name] = "#" + channels.map { $0.count == 1 ? "0" + $0 : $0 }.joined()
            }
            Self.checkLegible(Self.theme(colors), "\(colors.sorted { $0.key < $1.key })")
        }
    }
}
