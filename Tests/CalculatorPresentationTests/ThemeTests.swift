import Testing
import CalculatorView
@testable import CalculatorPresentation

/// The theme: the iPhone's palette, overridden by X resources, and the colours of button states.
struct ThemeTests {
    @Test func resourcesSetColoursAndFont() {
        var problems: [String] = []
        let theme = Theme(resources: XResources(parsing: """
            calculator.background: #ffffff
            Calculator*operatorColor: #0a84ff
            *displayColor: 000
            calculator.font: Noto Sans
            """), problems: &problems)
        #expect(problems.isEmpty)
        #expect(theme.background == Color(red: 255, green: 255, blue: 255))
        #expect(theme.operation.fill == Color(red: 0x0a, green: 0x84, blue: 0xff))
        #expect(theme.display == Color(red: 0, green: 0, blue: 0))
        #expect(theme.font == "Noto Sans")
        #expect(theme.digit == Theme().digit)
    }

    @Test func aBadColourIsNamedAndIgnored() {
        var problems: [String] = []
        let theme = Theme(resources: XResources(parsing: "calculator.digitColor: purple\ncalculator.font:\n"), problems: &problems)
        #expect(problems == ["ignoring calculator.digitColor 'purple': not a colour like #ff9f0a"])
        #expect(theme.digit == Theme().digit)
        #expect(theme.font == nil)
    }

    @Test func aTerminalsFontForEveryProgramDoesNotReplaceTheKeypadsFont() {
        var problems: [String] = []
        let theme = Theme(resources: XResources(parsing: "*font: xft:DejaVu Sans Mono:size=10\n*background: #ff0000"),
                          problems: &problems)
        #expect(problems.isEmpty)
        #expect(theme.font == nil)
        #expect(theme.background == Color(red: 255, green: 0, blue: 0))   // a colour may come from anywhere
        let own = Theme(resources: XResources(parsing: "*font: fixed\nCalculator*font: Noto Sans"), problems: &problems)
        #expect(own.font == "Noto Sans")
    }

    @Test func everyColourResourceIsDistinctAndReachable() {
        let names = Theme.colorResources.map(\.name)
        #expect(Set(names).count == names.count)
        for (name, path) in Theme.colorResources {
            var problems: [String] = []
            let theme = Theme(resources: XResources(parsing: "calculator.\(name): #123456"), problems: &problems)
            #expect(theme[keyPath: path] == Color(red: 0x12, green: 0x34, blue: 0x56), "\(name)")
        }
    }

    @Test func pendingOperatorIsInvertedAndLatchedKeyLightened() {
        let theme = Theme()
        let pending = theme.colors(for: .operation, isPending: true)
        #expect(pending.fill == theme.operation.text && pending.text == theme.operation.fill)
        #expect(theme.colors(for: .digit, isPending: true) == theme.digit)
        let latched = theme.colors(for: .scientific, isPending: false, isLatched: true)
        #expect(latched.text == theme.scientific.text)
        #expect(latched.fill.red > theme.scientific.fill.red)
    }
}
