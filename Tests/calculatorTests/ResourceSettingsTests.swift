import Testing
@testable import calculator
import CalculatorPresentation
import CalculatorView
import TestSupport
import WindowInterface

/// The display's X resources read for presentation: X's matching (`*background`, `Calculator*font`)
/// decides what presentation gets as plain values, and the window's options follow the settings.
struct ResourceSettingsTests {
    @Test func theResourcesBecomePlainValues() {
        let values = ResourceSettings.values(
            of: XResources(
                parsing: """
                    calculator.background: #ffffff
                    Calculator*operatorColor: #0a84ff
                    *displayColor: 000
                    calculator.digitColor: purple
                    calculator.font: Noto Sans
                    calculator.history: false
                    *grouping: 3;2
                    Xft.dpi: 144
                    """))
        #expect(
            values
                == ResourceValues(
                    values: [.history: "false", .grouping: "3;2"],
                    colors: [
                        .background: .color(.white), .operatorColor: .color(Color(hex: "#0a84ff")!),
                        .displayColor: .color(.black), .digitColor: .invalid("purple"),
                    ],
                    font: "Noto Sans", dpi: 144))
        #expect(ResourceSettings.values(of: XResources(parsing: "")) == ResourceValues())
    }

    /// Every row of the resource table is fetched from the display's resources by its name.
    @Test func everyRowIsFetched() {
        let text = Resource.allCases.map { "calculator.\($0.name): \($0.defaultValue ?? "x")" }.joined(separator: "\n")
        let values = ResourceSettings.values(of: XResources(parsing: text))
        #expect(Set(values.values.keys) == Set(Resource.textResources))
        #expect(Set(values.colors.keys) == Set(Resource.colorResources))
        #expect(values.font == "x")
    }

    /// A colour may come from an entry for every program; the font only from one for the calculator.
    @Test func aTerminalsFontForEveryProgramIsNotTheCalculators() {
        let terminal = ResourceSettings.values(
            of: XResources(parsing: "*font: xft:DejaVu Sans Mono:size=10\n*background: #ff0000"))
        #expect(terminal.font == nil)
        #expect(terminal.colors == [.background: .color(Color(red: 255, green: 0, blue: 0))])
        let own = ResourceSettings.values(of: XResources(parsing: "*font: fixed\nCalculator*font: Noto Sans"))
        #expect(own.font == "Noto Sans")
    }

    /// The dpi scales the window's sizes; the resources' font becomes the window's fonts.
    @Test func theSettingsSetTheWindowsOptions() {
        var options = WindowOptions()
        var problems: [String] = []
        let settings = ResourceSettings.configure(
            XResources(parsing: "Xft.dpi: 192\ncalculator.font: DejaVu Serif\ncalculator.history: no"),
            &options, problems: &problems)
        #expect(problems.isEmpty)
        #expect(settings.scale == 2 && !settings.keepsHistory)
        #expect(options.defaultSize == Size(width: 640, height: 1120) && options.minimumSize == Size(width: 400, height: 660))
        #expect(options.displayFont == "DejaVu Serif,sans-serif:light" && options.buttonFont == "DejaVu Serif,sans-serif:regular")

        var plain = WindowOptions()
        _ = ResourceSettings.configure(XResources(parsing: ""), &plain, problems: &problems)
        #expect(plain.defaultSize == Size(width: 320, height: 560) && plain.minimumSize == Size(width: 200, height: 330))
        #expect(plain.displayFont == WindowOptions().displayFont && plain.buttonFont == WindowOptions().buttonFont)
    }

    /// The desktop's XSETTINGS `Xft/DPI` decides the window's sizes over `Xft.dpi`, which stays the fallback.
    @Test func theDesktopDPIWinsOverXftDpi() {
        var options = WindowOptions()
        var problems: [String] = []
        let settings = ResourceSettings.configure(
            XResources(parsing: "Xft.dpi: 144"), desktopDPI: 192, &options, problems: &problems)
        #expect(settings.scale == 2 && settings.fallbackScale == 1.5)
        #expect(options.defaultSize == Size(width: 640, height: 1120) && options.minimumSize == Size(width: 400, height: 660))
    }

    /// Issue 36: a `calculator.font` of which no family is installed, or that fontconfig cannot read, is
    /// named in one line and the documented list kept, not fontconfig's default; a list with one
    /// installed family, a generic family or a style alone is taken.
    @Test(arguments: [
        ("No Such Font 36", false), ("No Such Font 36,DejaVu Sans", true), ("dejavu serif:bold", true),
        ("monospace", true), (":weight=200", true), ("Inter:light", true),
    ])
    func aFontThatIsNotInstalledIsNamedAndTheDocumentedListKept(font: String, taken: Bool) {
        var options = WindowOptions()
        var problems: [String] = []
        _ = ResourceSettings.configure(XResources(parsing: "calculator.font: \(font)"), &options, problems: &problems)
        if taken {
            #expect(problems.isEmpty && options.displayFont == font + ",sans-serif:light")
        } else {
            #expect(
                problems == [
                    "ignoring calculator.font '\(font)': no such font is installed; using Inter, Helvetica Neue, Helvetica, DejaVu Sans, sans-serif"
                ])
            #expect(options.displayFont == WindowOptions().displayFont && options.buttonFont == WindowOptions().buttonFont)
        }
    }

    /// Issue 35, item 8: an Xft.dpi that is not a finite number of at least 24 is named and ignored,
    /// and the window keeps its 96-dpi sizes.
    @Test(arguments: ["nan", "inf", "1e400", "0", "-192", "lots"])
    func aBadDpiIsNamedAndIgnored(text: String) {
        var options = WindowOptions()
        var problems: [String] = []
        let settings = ResourceSettings.configure(XResources(parsing: "Xft.dpi: \(text)"), &options, problems: &problems)
        #expect(problems == ["ignoring Xft.dpi '\(text)': not a number of at least 24"])
        #expect(settings.scale == 1 && options.defaultSize == Size(width: 320, height: 560))
    }

    /// Resources/light.Xresources, as xrdb would load it, is the light palette.
    @Test func theLightThemeFileIsTheLightPalette() throws {
        let file = try #require(repositoryFile("Resources/light.Xresources"))
        var problems: [String] = []
        let theme = Theme(resources: ResourceSettings.values(of: XResources(parsing: file)), problems: &problems)
        #expect(problems.isEmpty)
        let light = Theme.light
        #expect(theme.background == light.background && theme.display == light.display && theme.expression == light.expression)
        #expect(theme.digit == light.digit && theme.function == light.function && theme.operation == light.operation)
        #expect(theme.scientific == light.scientific && theme.pending == light.pending)
    }
}
